import { createRoute } from "@hono/zod-openapi";
import { recordAcceptance } from "@/server/features/access/access.service";
import { getRequestAccess } from "@/server/features/access/request-access";
import type { AppDeps } from "@/server/lib/app-context";
import { errorResponses, jsonBody, jsonContent } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import { consentRecordedSchema, consentSchema, meResponseSchema } from "@/shared/schemas/auth";

export type MeDeps = Pick<AppDeps, "database" | "clock" | "env">;

const getMeRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The signed-in user (or null), their paid and admin status, and whether Google sign-in is on",
  responses: { 200: jsonContent(meResponseSchema, "Current user") },
});

const consentRoute = createRoute({
  method: "post",
  path: "/consent",
  summary: "Record acceptance of the terms and privacy policy, and how the user heard about us",
  request: { body: jsonBody(consentSchema) },
  responses: { 200: jsonContent(consentRecordedSchema, "Recorded"), ...errorResponses(400, 401) },
});

/** The signed-in user, mounted at /api/me. */
export function meRoutes(deps: MeDeps) {
  const app = createRouter();
  app.openapi(getMeRoute, async (c) => {
    const { env, database } = deps;
    c.header("Cache-Control", "no-store");
    const session = c.get("session");
    if (!session) return c.json({ user: null, googleEnabled: env.isGoogleEnabled }, 200);
    const summary = await getRequestAccess(c, database.db, session.userId);
    return c.json(
      {
        user: {
          id: session.userId,
          email: session.email,
          image: session.image,
          isAdmin: summary.isAdmin,
          isSuperAdmin: session.email.toLowerCase() === env.SUPER_ADMIN_EMAIL.toLowerCase(),
          hasPaid: summary.hasPaid,
          termsAccepted: summary.legalAccepted,
        },
        googleEnabled: env.isGoogleEnabled,
      },
      200,
    );
  });
  app.openapi(consentRoute, async (c) => {
    const session = requireUser(c);
    const { database, clock } = deps;
    const input = c.req.valid("json");
    await recordAcceptance(database.db, session.userId, clock.now(), input.referralSource);
    return c.json({ ok: true as const }, 200);
  });
  return app;
}
