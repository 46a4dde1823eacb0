import { adminBusinessesRoutes } from "@/server/features/admin-businesses/admin-businesses.routes";
import { adminContentRoutes } from "@/server/features/admin-content/admin-content.routes";
import { adminDashboardRoutes } from "@/server/features/admin-dashboard/admin-dashboard.routes";
import { adminPlacesRoutes } from "@/server/features/admin-places/admin-places.routes";
import { adminReviewsRoutes } from "@/server/features/admin-reviews/admin-reviews.routes";
import { adminShowcaseRoutes } from "@/server/features/admin-showcase/admin-showcase.routes";
import { adminUploadsRoutes } from "@/server/features/admin-uploads/admin-uploads.routes";
import { adminUsersRoutes } from "@/server/features/admin-users/admin-users.routes";
import { createRouter } from "@/server/lib/router";
import { adminGuard } from "./admin-guard";

/**
 * Every admin API, mounted at /api/admin. The guard is installed here, before any area, so a route
 * added to an area cannot skip it (admin-guard.test.ts enumerates the app's routes to prove it).
 */
export function adminRoutes() {
  const app = createRouter();
  app.use("*", adminGuard());
  app.route("/dashboard", adminDashboardRoutes());
  app.route("/users", adminUsersRoutes());
  app.route("/content", adminContentRoutes());
  app.route("/uploads", adminUploadsRoutes());
  app.route("/reviews", adminReviewsRoutes());
  app.route("/businesses", adminBusinessesRoutes());
  app.route("/places", adminPlacesRoutes());
  app.route("/showcase", adminShowcaseRoutes());
  return app;
}
