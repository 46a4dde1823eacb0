import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { userSessions } from "@/server/db/schema/auth";
import { lookupSession, type SessionRow } from "@/server/features/access/request-access";
import {
  type Auth,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
} from "@/server/features/auth/create-auth";
import { databaseUnavailableError } from "@/server/lib/api-error";
import type { AppBindings, AppDeps } from "@/server/lib/app-context";
import type { SessionCache } from "@/server/lib/session-cache";

/**
 * The token of a signed better-auth session cookie ("token.base64(HMAC-SHA256)"), or null. The
 * signature is checked synchronously with node:crypto (better-auth uses WebCrypto, whose verify
 * runs on the thread pool: a hop per request for a microsecond of work), compared in constant time.
 */
function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const at = value.lastIndexOf(".");
  if (at < 1) return null;
  const token = value.slice(0, at);
  const signature = value.slice(at + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const given = Buffer.from(signature, "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * Reads the session cookie once per request and sets c.var.session and c.var.access. Enforces
 * what better-auth does not: an absolute lifetime, and no session at all for a deactivated account
 * (its sessions are deleted).
 *
 * The common case is one prepared statement (request-access.ts): the cookie's signature is checked
 * here exactly as better-auth checks it, and the session, user, profile, admin role and legal
 * revision come back together. Only when the session is due for renewal (once a day) does
 * better-auth's own getSession run, so it renews the session and its cookie as before.
 */
export function sessionLoader(
  auth: Auth,
  deps: Pick<AppDeps, "database" | "clock">,
  cache?: SessionCache<SessionRow>,
): MiddlewareHandler<AppBindings> {
  let settings: Promise<{ cookieName: string; secret: string }> | undefined;
  const loadSettings = async () => {
    const context = await auth.$context;
    return { cookieName: context.authCookies.sessionToken.name, secret: context.secret };
  };

  const load: MiddlewareHandler<AppBindings> = async (c, next) => {
    c.set("session", null);
    const cookie = c.req.header("cookie");
    if (!cookie?.includes("session_token")) return next();

    const { database, clock } = deps;
    const { db } = database;
    settings ??= loadSettings();
    const { cookieName, secret } = await settings;
    const token = verifiedToken(getCookie(c, cookieName), secret);
    if (!token) return next();

    // A read may reuse a lookup made a moment ago (session-cache.ts); a write always reads fresh, and
    // afterwards drops what it may have changed.
    const isRead = c.req.method === "GET" || c.req.method === "HEAD";
    let row: SessionRow | null | undefined = isRead ? cache?.read(token) : undefined;
    if (row === undefined) {
      const generation = cache?.generation() ?? 0;
      try {
        row = await lookupSession(db, token);
      } catch (error) {
        c.get("logger").warn({ err: error, databaseAnswers: await database.ping() }, "session lookup failed");
        throw databaseUnavailableError();
      }
      if (row && isRead) cache?.write(token, row, generation);
    }
    if (row) c.set("sessionUserId", row.userId);
    if (!row || row.expiresAt.getTime() <= Date.now()) return next();

    const renewAt = row.expiresAt.getTime() - SESSION_IDLE_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000;
    let refreshHeaders: Headers | null = null;
    if (renewAt <= Date.now()) {
      // better-auth renews the session (and sets the cookie) itself.
      try {
        const lookup = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
        refreshHeaders = lookup.headers;
        if (!lookup.response) return next();
      } catch (error) {
        c.get("logger").warn({ err: error, databaseAnswers: await database.ping() }, "session lookup failed");
        throw databaseUnavailableError();
      }
    }

    const age = clock.now().getTime() - row.createdAt.getTime();
    if (row.access.deactivated) {
      await db.delete(userSessions).where(eq(userSessions.userId, row.userId));
      cache?.forgetUser(row.userId);
    } else if (age > SESSION_ABSOLUTE_MS) {
      await db.delete(userSessions).where(eq(userSessions.id, row.sessionId));
    } else {
      c.set("session", { userId: row.userId, email: row.email, image: row.image, sessionId: row.sessionId });
      c.set("access", row.access);
    }
    await next();
    const setCookie = refreshHeaders?.get("set-cookie");
    if (setCookie && c.get("session") && !c.req.path.startsWith("/api/auth/"))
      c.res.headers.append("set-cookie", setCookie);
  };

  if (!cache) return load;
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return load(c, next);
    // After a write on this instance (done or failed), what it may have changed is not served from the
    // cache here: the writer's own sessions (signed out, paid, accepted the terms), or everything after
    // an administrator's write, a password reset or a payment route (a webhook). (Not after every
    // sign-in attempt: anyone could keep the cache empty that way.) Other instances, and this one for
    // anything else, hear of it from the database triggers' notifications.
    try {
      await load(c, next);
    } finally {
      const path = c.req.path;
      const writer = c.get("sessionUserId");
      if (path.startsWith("/api/admin/")) cache.clear();
      else if (writer) cache.forgetUser(writer);
      else if (path.startsWith("/api/auth/reset-password") || path.startsWith("/api/payments/")) cache.clear();
    }
  };
}
