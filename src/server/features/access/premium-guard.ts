import type { MiddlewareHandler } from "hono";
import { errorBody } from "@/server/lib/api-error";
import type { AppBindings, AppDeps } from "@/server/lib/app-context";
import { getRequestAccess } from "./request-access";

export const ACCESS_ERRORS = {
  legal: {
    code: "legal_acceptance_required",
    message: "Please accept the current Terms of Service and Privacy Policy to continue.",
  },
  payment: { code: "payment_required", message: "Premium access is required. Unlock it once for $14.99." },
} as const;

/** Every premium API: 401 without a session, 403 until the legal versions are accepted and premium is paid. */
export function premiumGuard(deps: Pick<AppDeps, "database">): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const session = c.get("session");
    if (!session) return c.json(errorBody("unauthenticated", "Please sign in to continue."), 401);
    const access = await getRequestAccess(c, deps.database.db, session.userId);
    if (!access.legalAccepted) return c.json(errorBody(ACCESS_ERRORS.legal.code, ACCESS_ERRORS.legal.message), 403);
    if (!access.hasPaid) return c.json(errorBody(ACCESS_ERRORS.payment.code, ACCESS_ERRORS.payment.message), 403);
    await next();
  };
}
