import { adminActivityRoutes } from "@/server/features/admin-activity/admin-activity.routes";
import { adminBusinessesRoutes } from "@/server/features/admin-businesses/admin-businesses.routes";
import { adminContentRoutes } from "@/server/features/admin-content/admin-content.routes";
import { adminDashboardRoutes } from "@/server/features/admin-dashboard/admin-dashboard.routes";
import { adminFeedbackRoutes } from "@/server/features/admin-feedback/admin-feedback.routes";
import { adminPlacesRoutes } from "@/server/features/admin-places/admin-places.routes";
import { adminResponseQualityRoutes } from "@/server/features/admin-response-quality/admin-response-quality.routes";
import { adminReviewsRoutes } from "@/server/features/admin-reviews/admin-reviews.routes";
import { adminShowcaseRoutes } from "@/server/features/admin-showcase/admin-showcase.routes";
import { adminUploadsRoutes } from "@/server/features/admin-uploads/admin-uploads.routes";
import { adminUsersRoutes } from "@/server/features/admin-users/admin-users.routes";
import type { AppDeps } from "@/server/lib/app-context";
import { createRouter } from "@/server/lib/router";
import { adminGuard } from "./admin-guard";

export type AdminDeps = AppDeps & { metrics: NonNullable<AppDeps["metrics"]> };

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
  app.route("/uploads", adminUploadsRoutes(deps));
  app.route("/reviews", adminReviewsRoutes(deps));
  app.route("/businesses", adminBusinessesRoutes(deps));
  app.route("/places", adminPlacesRoutes(deps));
  app.route("/showcase", adminShowcaseRoutes(deps));
  app.route("/activity", adminActivityRoutes(deps));
  app.route("/feedback", adminFeedbackRoutes(deps));
  app.route("/response-quality", adminResponseQualityRoutes(deps));
  return app;
}
