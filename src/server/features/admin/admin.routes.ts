import { adminActivityRoutes } from "@/server/features/admin-activity/admin-activity.routes";
import { adminContentRoutes } from "@/server/features/admin-content/admin-content.routes";
import { adminDashboardRoutes } from "@/server/features/admin-dashboard/admin-dashboard.routes";
import { adminFeedbackRoutes } from "@/server/features/admin-feedback/admin-feedback.routes";
import { adminResponseQualityRoutes } from "@/server/features/admin-response-quality/admin-response-quality.routes";
import { adminUsersRoutes } from "@/server/features/admin-users/admin-users.routes";
import type { AppDeps } from "@/server/lib/app-context";
import { createRouter } from "@/server/lib/router";
import { adminGuard } from "./admin-guard";

export type AdminDeps = Pick<AppDeps, "database" | "clock" | "env" | "directory"> & {
  metrics: NonNullable<AppDeps["metrics"]>;
};

/**
 * Every admin API, mounted at /api/admin. The guard is installed here, before any area, so a route
 * added to an area cannot skip it (admin-guard.test.ts enumerates the app's routes to prove it).
 */
export function adminRoutes(deps: AdminDeps) {
  const app = createRouter();
  app.use("*", adminGuard(deps));
  app.route("/dashboard", adminDashboardRoutes(deps));
  app.route("/users", adminUsersRoutes(deps));
  app.route("/content", adminContentRoutes(deps));
  app.route("/activity", adminActivityRoutes(deps));
  app.route("/feedback", adminFeedbackRoutes(deps));
  app.route("/response-quality", adminResponseQualityRoutes(deps));
  return app;
}
