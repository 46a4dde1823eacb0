import { createRoute } from "@hono/zod-openapi";
import { ADMIN_ERROR_RESPONSES } from "@/server/features/admin/openapi";
import type { AppDeps } from "@/server/lib/app-context";
import { jsonContent } from "@/server/lib/openapi";
import { createRouter } from "@/server/lib/router";
import { adminDashboardSchema } from "@/shared/schemas/admin-dashboard";
import { getDashboard } from "./admin-dashboard.service";

const dashboardRoute = createRoute({
  method: "get",
  path: "/",
  summary: "Overview figures (each with its value 7 days earlier) and the latest activity, signups and content updates",
  responses: { 200: jsonContent(adminDashboardSchema, "The dashboard"), ...ADMIN_ERROR_RESPONSES },
});

export type AdminDashboardDeps = Pick<AppDeps, "database" | "clock">;

export function adminDashboardRoutes(deps: AdminDashboardDeps) {
  const app = createRouter();
  app.openapi(dashboardRoute, async (c) => {
    const { database, clock } = deps;
    return c.json(await getDashboard(database.db, clock.now()), 200);
  });
  return app;
}
