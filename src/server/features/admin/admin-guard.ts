import type { MiddlewareHandler } from "hono";
import { errorBody } from "@/server/lib/api-error";
import type { AppBindings, AppDeps } from "@/server/lib/app-context";
import { ADMIN_GUARD_ERRORS } from "@/shared/messages/admin";
import { hasAdminRole } from "./admin-roles.service";

/**
 * The one guard in front of every /api/admin route: 401 without a session, 403 unless a user_roles
 * row with role 'admin' exists for the user (the only source of admin status; checked on every
 * request, so a revoked admin loses access at once).
 */
export function adminGuard(deps: Pick<AppDeps, "database">): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    c.header("Cache-Control", "no-store");
    const session = c.get("session");
    if (!session) return c.json(errorBody("unauthenticated", ADMIN_GUARD_ERRORS.unauthenticated), 401);
    // The role was read with the session, in this request (request-access.ts).
    const isAdmin = c.get("access")?.isAdmin ?? (await hasAdminRole(deps.database.db, session.userId));
    if (!isAdmin) return c.json(errorBody("forbidden", ADMIN_GUARD_ERRORS.forbidden), 403);
    await next();
  };
}
