import { createRoute } from "@hono/zod-openapi";
import { ADMIN_ERROR_RESPONSES, jsonContent } from "@/server/features/admin/openapi";
import { createRouter } from "@/server/lib/router";
import { adminDashboardSchema } from "@/shared/schemas/admin-dashboard";
import { getDashboard } from "./admin-dashboard.service";

const dashboardRoute = createRoute({
  method: "get",
  path: "/",
  summary: "Overview figures (each with its value 7 days earlier) and the latest activity, signups and content updates",
  responses: { 200: jsonContent(adminDashboardSchema, "The dashboard"), ...ADMIN_ERROR_RESPONSES },
});

export function adminDashboardRoutes() {
  const app = createRouter();
  app.openapi(dashboardRoute, async (c) => {
    const { database, clock } = c.get("deps");
    return c.json(await getDashboard(database.db, clock.now()), 200);
  });
  return app;
}
