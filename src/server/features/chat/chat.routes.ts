import { createRoute, z } from "@hono/zod-openapi";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import { getQuota } from "./quota.service";

const quotaSchema = z.object({ limit: z.number().int(), remaining: z.number().int(), resetsAt: z.string().nullable() });

const quotaRoute = createRoute({
  method: "get",
  path: "/quota",
  summary: "Messages left today and when the 24-hour window resets (premium)",
  responses: { 200: { description: "Quota", content: { "application/json": { schema: quotaSchema } } } },
});

/** The chat API, mounted behind the premium guard at /api/chat. */
export function chatRoutes() {
  const app = createRouter();
  app.openapi(quotaRoute, async (c) => {
    const user = requireUser(c);
    const { database, clock } = c.get("deps");
    c.header("Cache-Control", "no-store");
    return c.json(await getQuota(database.db, user.userId, clock.now()), 200);
  });
  return app;
}
