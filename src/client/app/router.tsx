import { createBrowserRouter } from "react-router";
import { RouteError } from "@/client/components/errors/route-error";
import { SiteLayout } from "@/client/components/layouts/site-layout";
import { AccountMenu } from "@/client/features/auth/components/account-menu";
import { MARKETING_PATHS, paths } from "@/shared/paths";

// The visitor route table. Each page is a lazy module in ./routes; a path whose page is not built
// yet renders the not-found page rather than a placeholder.
export function createRouter() {
  return createBrowserRouter([
    // The admin back-office: its own frame, every page a lazy module (nothing added to visitor pages).
    // An unknown /admin/<path> matches none of its children and gets the not-found page below.
    {
      path: paths.admin,
      lazy: () => import("./routes/admin/layout"),
      errorElement: <RouteError />,
      children: [
        { index: true, lazy: () => import("./routes/admin/dashboard") },
        { path: paths.adminUsers, lazy: () => import("./routes/admin/users") },
        { path: paths.adminContent, lazy: () => import("./routes/admin/content") },
        { path: paths.adminReviews, lazy: () => import("./routes/admin/reviews") },
        { path: paths.adminBusinesses, lazy: () => import("./routes/admin/businesses") },
        { path: paths.adminPlaces, lazy: () => import("./routes/admin/places") },
        { path: paths.adminShowcase, lazy: () => import("./routes/admin/showcase") },
        { path: paths.adminActivity, lazy: () => import("./routes/admin/activity") },
        { path: paths.adminResponseAnalytics, lazy: () => import("./routes/admin/response-analytics") },
        { path: paths.adminFeedback, lazy: () => import("./routes/admin/feedback") },
      ],
    },
    {
      element: <SiteLayout accountArea={<AccountMenu />} />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { path: paths.home, lazy: () => import("./routes/landing") },
            { path: paths.auth, lazy: () => import("./routes/auth") },
            { path: paths.payment, lazy: () => import("./routes/payment") },
            { path: paths.paymentReturn, lazy: () => import("./routes/payment-return") },
            { path: paths.pricing, lazy: () => import("./routes/pricing") },
            { path: "/checkout/test/:id", lazy: () => import("./routes/test-checkout") },
            { path: paths.chat, lazy: () => import("./routes/chat") },
            { path: paths.itineraryBuilder, lazy: () => import("./routes/itinerary-builder") },
            { path: paths.itineraries, lazy: () => import("./routes/itineraries") },
            { path: paths.myTrip, lazy: () => import("./routes/my-trip") },
            { path: "/shared/:token", lazy: () => import("./routes/shared-itinerary") },
            { path: `${paths.itineraries}/:id`, lazy: () => import("./routes/saved-itinerary") },
            { path: paths.terms, lazy: () => import("./routes/terms") },
            { path: paths.privacy, lazy: () => import("./routes/privacy") },
            ...MARKETING_PATHS.map((path) => ({ path, lazy: () => import("./routes/marketing") })),
            { path: "*", lazy: () => import("./routes/not-found") },
          ],
        },
      ],
    },
  ]);
}
