import { and, eq, gt } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { users, verifications } from "@/server/db/schema/auth";
import type { Auth } from "./create-auth";

// The spec's recovery ends with a session. better-auth's /reset-password sets the password and
// revokes every session but opens none, so after a successful reset we sign the visitor in with
// the password they just chose: a fresh session for this browser only.

/** The address a still-valid reset token belongs to (read before the reset consumes it), or null. */
export async function emailForResetToken(db: Db, token: unknown, now: Date): Promise<string | null> {
  if (typeof token !== "string" || token === "" || token.length > 200) return null;
  const [row] = await db
    .select({ email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, now)))
    .limit(1);
  return row?.email ?? null;
}

/** Adds the new session's cookies to the reset's response; without them the reset still stands. */
export async function withSessionAfterReset(
  auth: Auth,
  response: Response,
  input: { email: string; password: unknown; headers: Headers },
): Promise<Response> {
  if (typeof input.password !== "string") return response;
  const signIn = await auth.api
    .signInEmail({ body: { email: input.email, password: input.password }, headers: input.headers, asResponse: true })
    .catch(() => null);
  const cookies = signIn?.ok ? signIn.headers.getSetCookie() : [];
  if (cookies.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(response.body, { status: response.status, headers });
}
