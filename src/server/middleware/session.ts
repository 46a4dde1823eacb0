import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { userSessions } from "@/server/db/schema/auth";
import { profiles } from "@/server/db/schema/profiles";
import { type Auth, SESSION_ABSOLUTE_MS } from "@/server/features/auth/create-auth";
import { databaseUnavailableError } from "@/server/lib/api-error";
import type { AppBindings, AppDeps } from "@/server/lib/app-context";

/**
 * Reads the session cookie once per request and sets c.var.session. Enforces what better-auth
 * does not: an absolute lifetime, and no session at all for a deactivated account (its sessions
 * are deleted). A renewed session cookie is passed on to the response.
 */
export function sessionLoader(auth: Auth, deps: Pick<AppDeps, "database" | "clock">): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    c.set("session", null);
    const getSession = () => auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    const cookie = c.req.header("cookie");
    if (!cookie?.includes("session_token")) return next();

    const { database } = deps;
    const { db } = database;
    let lookup: Awaited<ReturnType<typeof getSession>>;
    try {
      lookup = await getSession();
    } catch (error) {
      // better-auth turns any failure of the lookup (in practice, a lost database) into a generic
      // 500 without its cause: answer what it almost always is, a brief outage, and log it.
      c.get("logger").warn({ err: error, databaseAnswers: await database.ping() }, "session lookup failed");
      throw databaseUnavailableError();
    }
    const { headers: refreshHeaders, response } = lookup;
    if (response) {
      const age = deps.clock.now().getTime() - new Date(response.session.createdAt).getTime();
      const [profile] = await db
        .select({ deactivated: profiles.deactivated })
        .from(profiles)
        .where(eq(profiles.userId, response.user.id))
        .limit(1);
      if (profile?.deactivated) {
        await db.delete(userSessions).where(eq(userSessions.userId, response.user.id));
      } else if (age > SESSION_ABSOLUTE_MS) {
        await db.delete(userSessions).where(eq(userSessions.id, response.session.id));
      } else {
        c.set("session", {
          userId: response.user.id,
          email: response.user.email,
          image: response.user.image ?? null,
          sessionId: response.session.id,
        });
      }
    }
    await next();
    const setCookie = refreshHeaders?.get("set-cookie");
    if (setCookie && c.get("session") && !c.req.path.startsWith("/api/auth/"))
      c.res.headers.append("set-cookie", setCookie);
  };
}
