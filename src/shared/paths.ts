// Every route path of the product in one place. Shared because the server needs them too
// (sitemap, page metadata) - see docs/decisions/002-paths-in-shared.md.

export const paths = {
  home: "/",
  auth: "/auth",
  payment: "/payment",
  paymentReturn: "/payment/return",
  pricing: "/pricing",
  chat: "/chat",
  myTrip: "/my-trip",
  itineraries: "/itinerary",
  itineraryBuilder: "/itinerary-builder",
  aiRecommendations: "/ai-recommendations-kauai",
  tripPlanner: "/kauai-trip-planner",
  localSecrets: "/kauai-local-secrets",
  customItinerary: "/custom-kauai-itinerary",
  travelGuide: "/kauai-travel-guide",
  terms: "/terms",
  privacy: "/privacy",
  admin: "/admin",
  adminUsers: "/admin/users",
  adminContent: "/admin/content",
  adminReviews: "/admin/reviews",
  adminBusinesses: "/admin/businesses",
  adminPlaces: "/admin/places",
  adminShowcase: "/admin/showcase",
  adminActivity: "/admin/activity",
  adminResponseAnalytics: "/admin/response-analytics",
  adminFeedback: "/admin/feedback",
  sitemap: "/sitemap.xml",
} as const;

/** Short labels for links to the marketing pages (footer, navigation). */
export const MARKETING_LINK_LABELS: Record<string, string> = {
  "/ai-recommendations-kauai": "AI recommendations",
  "/kauai-trip-planner": "Trip planner",
  "/kauai-local-secrets": "Local secrets",
  "/custom-kauai-itinerary": "Custom itineraries",
  "/kauai-travel-guide": "Travel guide",
};

export function testCheckoutPath(sessionId: string): string {
  return `/checkout/test/${sessionId}`;
}

export const MARKETING_PATHS = [
  paths.aiRecommendations,
  paths.tripPlanner,
  paths.localSecrets,
  paths.customItinerary,
  paths.travelGuide,
] as const;

const STATIC_ROUTES = new Set<string>(Object.values(paths).filter((path) => path !== paths.sitemap));

/** True for a path the client router renders as a page (not the not-found page). */
export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (STATIC_ROUTES.has(path)) return true;
  return (
    /^\/itinerary\/[A-Za-z0-9_-]+$/.test(path) ||
    /^\/checkout\/test\/[A-Za-z0-9_-]+$/.test(path) ||
    /^\/shared\/[A-Za-z0-9_-]+$/.test(path)
  );
}
