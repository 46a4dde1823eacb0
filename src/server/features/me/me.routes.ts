import { createRoute, z } from "@hono/zod-openapi";
import { recordAcceptance } from "@/server/features/access/access.service";
import { getRequestAccess } from "@/server/features/access/request-access";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import { consentSchema, meResponseSchema } from "@/shared/schemas/auth";

const getMeRoute = createRoute({
  method: "get",
  path: "/me",
  summary: "The signed-in user (or null), their paid and admin status, and whether Google sign-in is on",
  responses: { 200: { description: "Current user", content: { "application/json": { schema: meResponseSchema } } } },
});

const consentRoute = createRoute({
  method: "post",
  path: "/me/consent",
  summary: "Record acceptance of the terms and privacy policy, and how the user heard about us",
  request: { body: { required: true, content: { "application/json": { schema: consentSchema } } } },
  responses: {
    200: { description: "Recorded", content: { "application/json": { schema: z.object({ ok: z.literal(true) }) } } },
  },
});

export function meRoutes() {
  const app = createRouter();
  app.openapi(getMeRoute, async (c) => {
    const { env } = c.get("deps");
    c.header("Cache-Control", "no-store");
    const session = c.get("session");
    if (!session) return c.json({ user: null, googleEnabled: env.isGoogleEnabled }, 200);
    const summary = await getRequestAccess(c, session.userId);
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
    const { database, clock } = c.get("deps");
    const input = c.req.valid("json");
    await recordAcceptance(database.db, session.userId, clock.now(), input.referralSource);
    return c.json({ ok: true as const }, 200);
  });
  return app;
}
