import { PASSWORD, PREFERENCES, type Resources, type Role } from "./probe";

// Every route the router has, with a valid sample request and the answer each kind of caller must
// get. Used by the authorization matrix (src/server/authorization-matrix.test.ts), which fails
// when a route has no row here, and by the fuzz test, which mutates the samples.

export type Expected = 200 | 201 | 202 | 400 | 401 | 403 | 404 | 409 | 415;
export type Request = { path: string; method?: string; json?: unknown };
export type Case = {
  name?: string;
  request: (r: Resources) => Request;
  expect: Record<Role, Expected>;
  /** Public, session-independent reads may be cached; every other answer must be no-store. */
  publicCache?: boolean;
  /** Only mounted when Stripe is configured. */
  stripe?: boolean;
};

const all = (e: Expected): Record<Role, Expected> => ({
  anonymous: e,
  user: e,
  paid: e,
  admin: e,
  superAdmin: e,
  other: e,
});
/** Any signed-in caller; no resource of anyone else involved. */
const signedIn = (e: Expected): Record<Role, Expected> => ({ ...all(e), anonymous: 401 });
/** The owner's (the paid user's) resource: everybody else is told it does not exist. */
const owned = (e: Expected): Record<Role, Expected> => ({
  anonymous: 401,
  user: 404,
  paid: e,
  admin: 404,
  superAdmin: 404,
  other: 404,
});
/** Premium: paid and legal accepted (the admin here has not paid; the super admin is seeded paid). */
const premium = (e: Expected): Record<Role, Expected> => ({
  anonymous: 401,
  user: 403,
  paid: e,
  admin: 403,
  superAdmin: e,
  other: e,
});
const premiumOwned = (e: Expected): Record<Role, Expected> => ({ ...premium(404), paid: e });

const ID = (r: Resources) => r.itineraryId;
/** Admins (a user_roles admin row) and the super admin only. */
const admins = (e: Expected): Record<Role, Expected> => ({
  anonymous: 401,
  user: 403,
  paid: 403,
  admin: e,
  superAdmin: e,
  other: 403,
});
/** A user id no account has. */
const NOBODY = "00000000-0000-4000-8000-00000000dead";

export const MATRIX: Record<string, Case[]> = {
  "GET /api/auth/*": [
    { name: "get-session", request: () => ({ path: "/api/auth/get-session" }), expect: all(200) },
    { name: "list-sessions", request: () => ({ path: "/api/auth/list-sessions" }), expect: signedIn(200) },
  ],
  "POST /api/auth/*": [
    {
      name: "change-password with a wrong current password",
      request: () => ({
        path: "/api/auth/change-password",
        json: { currentPassword: "not-the-password-1", newPassword: PASSWORD },
      }),
      expect: { ...signedIn(400) },
    },
    {
      name: "revoke another session by token",
      request: () => ({ path: "/api/auth/revoke-session", json: { token: "not-a-real-session-token" } }),
      expect: signedIn(200),
    },
  ],
  "GET /api/health": [{ request: () => ({ path: "/api/health" }), expect: all(200) }],
  "GET /api/ready": [{ request: () => ({ path: "/api/ready" }), expect: all(200) }],
  "GET /api/me": [{ request: () => ({ path: "/api/me" }), expect: all(200) }],
  "POST /api/me/consent": [
    { request: () => ({ path: "/api/me/consent", json: { consent: true } }), expect: signedIn(200) },
  ],
  "POST /api/payments/checkout": [
    {
      request: () => ({ path: "/api/payments/checkout", json: {} }),
      // Those who have paid are refused; the others get (or are sent back to) a checkout.
      expect: { anonymous: 401, user: 200, paid: 409, admin: 200, superAdmin: 409, other: 409 },
    },
  ],
  "POST /api/payments/confirm": [
    {
      // Someone else's session answers "rejected" in a 200, exactly like an unknown one.
      request: (r) => ({ path: "/api/payments/confirm", json: { sessionId: r.checkoutId } }),
      expect: signedIn(200),
    },
  ],
  "GET /api/payments/test-checkout/:id": [
    { request: (r) => ({ path: `/api/payments/test-checkout/${r.checkoutId}` }), expect: owned(200) },
  ],
  "POST /api/payments/test-checkout/:id/pay": [
    { request: (r) => ({ path: `/api/payments/test-checkout/${r.checkoutId}/pay`, json: {} }), expect: owned(200) },
  ],
  "POST /api/payments/test-checkout/:id/cancel": [
    { request: (r) => ({ path: `/api/payments/test-checkout/${r.checkoutId}/cancel`, json: {} }), expect: owned(200) },
  ],
  "POST /api/payments/stripe/webhook": [
    {
      name: "unsigned",
      request: () => ({
        path: "/api/payments/stripe/webhook",
        json: { id: "evt_1", type: "checkout.session.completed" },
      }),
      expect: all(400),
      stripe: true,
    },
  ],
  "GET /api/public/businesses/featured": [
    { request: () => ({ path: "/api/public/businesses/featured" }), expect: all(200), publicCache: true },
  ],
  "GET /api/public/showcase": [
    { request: () => ({ path: "/api/public/showcase" }), expect: all(200), publicCache: true },
  ],
  "GET /api/public/reviews": [
    { request: () => ({ path: "/api/public/reviews" }), expect: all(200), publicCache: true },
  ],
  "GET /api/public/site-content/:slug": [
    {
      request: () => ({ path: "/api/public/site-content/terms-of-service" }),
      expect: all(200),
      publicCache: true,
    },
  ],
  "POST /api/reviews": [
    {
      request: () => ({
        path: "/api/reviews",
        json: { reviewerName: "Leilani", reviewText: "Lovely trip planning.", starRating: 5 },
      }),
      expect: all(201),
    },
  ],
  "POST /api/places/resolve": [
    {
      request: () => ({ path: "/api/places/resolve", json: { recommendations: [{ name: "Tunnels Beach" }] } }),
      expect: all(200),
    },
  ],
  "GET /api/places/info": [
    { request: () => ({ path: "/api/places/info?name=Tunnels%20Beach" }), expect: all(200), publicCache: true },
  ],
  "POST /api/itinerary": [
    { request: () => ({ path: "/api/itinerary", json: { preferences: PREFERENCES } }), expect: all(200) },
  ],
  "POST /api/itineraries": [
    { request: () => ({ path: "/api/itineraries", json: { preferences: PREFERENCES } }), expect: signedIn(201) },
  ],
  "GET /api/itineraries": [{ request: () => ({ path: "/api/itineraries" }), expect: signedIn(200) }],
  "GET /api/itineraries/:id": [{ request: (r) => ({ path: `/api/itineraries/${ID(r)}` }), expect: owned(200) }],
  "PATCH /api/itineraries/:id": [
    {
      request: (r) => ({ path: `/api/itineraries/${ID(r)}`, method: "PATCH", json: { title: "Renamed" } }),
      expect: owned(200),
    },
  ],
  "DELETE /api/itineraries/:id": [
    { request: (r) => ({ path: `/api/itineraries/${ID(r)}`, method: "DELETE" }), expect: owned(200) },
  ],
  "POST /api/itineraries/:id/share": [
    { request: (r) => ({ path: `/api/itineraries/${ID(r)}/share`, json: {} }), expect: owned(200) },
  ],
  "DELETE /api/itineraries/:id/share": [
    { request: (r) => ({ path: `/api/itineraries/${ID(r)}/share`, method: "DELETE" }), expect: owned(200) },
  ],
  "PUT /api/itineraries/:id/days/:dayIndex/feedback": [
    {
      request: (r) => ({
        path: `/api/itineraries/${ID(r)}/days/0/feedback`,
        method: "PUT",
        json: { completionFeedback: "Great day" },
      }),
      expect: owned(200),
    },
  ],
  "POST /api/itineraries/:id/days/:dayIndex/regenerate": [
    {
      request: (r) => ({ path: `/api/itineraries/${ID(r)}/days/1/regenerate`, json: {} }),
      expect: owned(200),
    },
  ],
  "POST /api/itineraries/:id/days/:dayIndex/stops/:stopIndex/replace": [
    {
      // The day's dinner (its last stop): another restaurant serving dinner always exists.
      request: (r) => ({
        path: `/api/itineraries/${ID(r)}/days/0/stops/${r.itineraryDay0Stops - 1}/replace`,
        json: {},
      }),
      expect: owned(200),
    },
  ],
  "PUT /api/itineraries/:id/days/:dayIndex/order": [
    {
      // The day as it is: each stop once, in its current place.
      request: (r) => ({
        path: `/api/itineraries/${ID(r)}/days/0/order`,
        method: "PUT",
        json: { order: Array.from({ length: r.itineraryDay0Stops }, (_, i) => i) },
      }),
      expect: owned(200),
    },
  ],
  "PUT /api/itineraries/:id/review": [
    {
      request: (r) => ({ path: `/api/itineraries/${ID(r)}/review`, method: "PUT", json: { overallRating: 5 } }),
      expect: owned(200),
    },
  ],
  "GET /api/itineraries/:id/feedback": [
    { request: (r) => ({ path: `/api/itineraries/${ID(r)}/feedback` }), expect: owned(200) },
  ],
  // Anyone holding the link may read a shared itinerary.
  "GET /api/shared/:token": [{ request: (r) => ({ path: `/api/shared/${r.shareToken}` }), expect: all(200) }],
  "GET /api/trip/saved": [{ request: () => ({ path: "/api/trip/saved" }), expect: signedIn(200) }],
  "PATCH /api/trip/saved/:id": [
    {
      request: (r) => ({ path: `/api/trip/saved/${r.savedItemId}`, method: "PATCH", json: { isFavorite: true } }),
      expect: owned(200),
    },
  ],
  "DELETE /api/trip/saved/:id": [
    { request: (r) => ({ path: `/api/trip/saved/${r.savedItemId}`, method: "DELETE" }), expect: owned(200) },
  ],
  "POST /api/chat": [
    {
      name: "new conversation",
      request: () => ({ path: "/api/chat", json: { message: "Where to hike?" } }),
      expect: premium(200),
    },
    {
      name: "into the owner's conversation",
      request: (r) => ({ path: "/api/chat", json: { message: "And lunch?", conversationId: r.conversationId } }),
      expect: premiumOwned(200),
    },
  ],
  "GET /api/chat/quota": [{ request: () => ({ path: "/api/chat/quota" }), expect: premium(200) }],
  "GET /api/chat/conversations": [{ request: () => ({ path: "/api/chat/conversations" }), expect: premium(200) }],
  "GET /api/chat/conversations/:id": [
    { request: (r) => ({ path: `/api/chat/conversations/${r.conversationId}` }), expect: premiumOwned(200) },
  ],
  "DELETE /api/chat/conversations/:id": [
    {
      request: (r) => ({ path: `/api/chat/conversations/${r.conversationId}`, method: "DELETE" }),
      expect: premiumOwned(200),
    },
  ],
  "PUT /api/chat/messages/:id/rating": [
    {
      request: (r) => ({
        path: `/api/chat/messages/${r.messageId}/rating`,
        method: "PUT",
        json: { rating: "thumbs_up" },
      }),
      expect: premiumOwned(200),
    },
  ],
  "POST /api/chat/messages/:id/save": [
    {
      request: (r) => ({ path: `/api/chat/messages/${r.messageId}/save`, json: { category: "beaches" } }),
      expect: premiumOwned(201),
    },
  ],
  "GET /api/chat/suggestions": [
    { name: "new chat", request: () => ({ path: "/api/chat/suggestions" }), expect: premium(200) },
    {
      // Another user's conversation id gets the generic prompts, as an unknown one does.
      name: "follow-ups of the owner's conversation",
      request: (r) => ({ path: `/api/chat/suggestions?conversationId=${r.conversationId}` }),
      expect: premium(200),
    },
  ],
  "POST /api/client-errors": [
    { request: () => ({ path: "/api/client-errors", json: { message: "boom", path: "/chat" } }), expect: all(202) },
  ],
  "GET /api/openapi.json": [{ request: () => ({ path: "/api/openapi.json" }), expect: all(200) }],
  "GET /sitemap.xml": [{ request: () => ({ path: "/sitemap.xml" }), expect: all(200), publicCache: true }],
  "GET /robots.txt": [{ request: () => ({ path: "/robots.txt" }), expect: all(200), publicCache: true }],
  // The back-office (issue 17): admins only; user actions aimed at an unknown user find nobody.
  // Force re-acceptance comes last: it makes every caller accept the legal texts again.
  "GET /api/admin/dashboard": [{ request: () => ({ path: "/api/admin/dashboard" }), expect: admins(200) }],
  "GET /api/admin/users": [{ request: () => ({ path: "/api/admin/users?page=1&pageSize=10" }), expect: admins(200) }],
  "GET /api/admin/users/:id": [{ request: () => ({ path: `/api/admin/users/${NOBODY}` }), expect: admins(404) }],
  "POST /api/admin/users/:id/paid": [
    { request: () => ({ path: `/api/admin/users/${NOBODY}/paid`, json: { hasPaid: true } }), expect: admins(404) },
  ],
  "POST /api/admin/users/:id/deactivated": [
    {
      request: () => ({ path: `/api/admin/users/${NOBODY}/deactivated`, json: { deactivated: true } }),
      expect: admins(404),
    },
  ],
  "POST /api/admin/users/:id/admin": [
    { request: () => ({ path: `/api/admin/users/${NOBODY}/admin`, json: {} }), expect: admins(404) },
  ],
  "DELETE /api/admin/users/:id/admin": [
    { request: () => ({ path: `/api/admin/users/${NOBODY}/admin`, method: "DELETE" }), expect: admins(404) },
  ],
  "POST /api/admin/users/:id/question-count/reset": [
    { request: () => ({ path: `/api/admin/users/${NOBODY}/question-count/reset`, json: {} }), expect: admins(404) },
  ],
  "GET /api/admin/content": [{ request: () => ({ path: "/api/admin/content" }), expect: admins(200) }],
  "PUT /api/admin/content/:slug": [
    {
      request: () => ({
        path: "/api/admin/content/privacy-policy",
        method: "PUT",
        json: { title: "Privacy Policy", contentHtml: "<p>Privacy, as probed.</p>" },
      }),
      expect: admins(200),
    },
  ],
  "GET /api/admin/content/:slug/revisions": [
    { request: () => ({ path: "/api/admin/content/privacy-policy/revisions" }), expect: admins(200) },
  ],
  "POST /api/admin/content/:slug/revisions/:revisionId/restore": [
    {
      request: () => ({ path: `/api/admin/content/privacy-policy/revisions/${NOBODY}/restore`, json: {} }),
      expect: admins(404),
    },
  ],
  "POST /api/admin/content/force-reacceptance": [
    { request: () => ({ path: "/api/admin/content/force-reacceptance", json: {} }), expect: admins(200) },
  ],
  // Admin curation (issue 18): admins only; a JSON body is refused (415): the route takes multipart only.
  "POST /api/admin/uploads": [{ request: () => ({ path: "/api/admin/uploads", json: {} }), expect: admins(415) }],
  "GET /api/admin/reviews": [{ request: () => ({ path: "/api/admin/reviews?sort=rating_high" }), expect: admins(200) }],
  "POST /api/admin/reviews": [
    {
      request: () => ({ path: "/api/admin/reviews", json: { reviewerName: "Matrix", reviewText: "Fine" } }),
      expect: admins(201),
    },
  ],
  "PUT /api/admin/reviews/:id": [
    {
      request: () => ({
        path: `/api/admin/reviews/${NOBODY}`,
        method: "PUT",
        json: { reviewerName: "Matrix", reviewText: "Fine", starRating: 4 },
      }),
      expect: admins(404),
    },
  ],
  "POST /api/admin/reviews/:id/active": [
    { request: () => ({ path: `/api/admin/reviews/${NOBODY}/active`, json: { isActive: true } }), expect: admins(404) },
  ],
  "DELETE /api/admin/reviews/:id": [
    { request: () => ({ path: `/api/admin/reviews/${NOBODY}`, method: "DELETE" }), expect: admins(404) },
  ],
  "POST /api/admin/reviews/bulk": [
    {
      request: () => ({ path: "/api/admin/reviews/bulk", json: { ids: [NOBODY], action: "activate" } }),
      expect: admins(200),
    },
  ],
  "GET /api/admin/businesses": [{ request: () => ({ path: "/api/admin/businesses" }), expect: admins(200) }],
  "POST /api/admin/businesses": [
    // The name is taken after the first admin's call: later callers get the 409 naming the field.
    {
      request: () => ({ path: "/api/admin/businesses", json: { name: "Matrix Co", description: "D" } }),
      expect: { ...admins(201), superAdmin: 409 },
    },
  ],
  "PUT /api/admin/businesses/:id": [
    {
      request: () => ({
        path: `/api/admin/businesses/${NOBODY}`,
        method: "PUT",
        json: { name: "N", description: "D" },
      }),
      expect: admins(404),
    },
  ],
  "POST /api/admin/businesses/:id/active": [
    {
      request: () => ({ path: `/api/admin/businesses/${NOBODY}/active`, json: { isActive: true } }),
      expect: admins(404),
    },
  ],
  "POST /api/admin/businesses/:id/sponsored": [
    {
      request: () => ({ path: `/api/admin/businesses/${NOBODY}/sponsored`, json: { isSponsored: true } }),
      expect: admins(404),
    },
  ],
  "DELETE /api/admin/businesses/:id": [
    { request: () => ({ path: `/api/admin/businesses/${NOBODY}`, method: "DELETE" }), expect: admins(404) },
  ],
  "GET /api/admin/showcase": [{ request: () => ({ path: "/api/admin/showcase" }), expect: admins(200) }],
  "POST /api/admin/showcase": [
    {
      request: () => ({
        path: "/api/admin/showcase",
        json: { name: "Matrix Point", displayOrder: 1, altText: "A point" },
      }),
      expect: admins(201),
    },
  ],
  "PUT /api/admin/showcase/:id": [
    {
      request: () => ({
        path: `/api/admin/showcase/${NOBODY}`,
        method: "PUT",
        json: { name: "N", displayOrder: 1, altText: "A" },
      }),
      expect: admins(404),
    },
  ],
  "POST /api/admin/showcase/:id/active": [
    {
      request: () => ({ path: `/api/admin/showcase/${NOBODY}/active`, json: { isActive: true } }),
      expect: admins(404),
    },
  ],
  "DELETE /api/admin/showcase/:id/image": [
    { request: () => ({ path: `/api/admin/showcase/${NOBODY}/image`, method: "DELETE" }), expect: admins(404) },
  ],
  "DELETE /api/admin/showcase/:id": [
    { request: () => ({ path: `/api/admin/showcase/${NOBODY}`, method: "DELETE" }), expect: admins(404) },
  ],
  "GET /api/admin/places": [
    { request: () => ({ path: "/api/admin/places?category=Beach&q=bay" }), expect: admins(200) },
  ],
  "GET /api/admin/places/checks": [{ request: () => ({ path: "/api/admin/places/checks" }), expect: admins(200) }],
  "POST /api/admin/places": [
    {
      request: () => ({
        path: "/api/admin/places",
        json: { name: "Matrix Beach", placeId: "matrix-beach", category: "Beach", latitude: 22.0, longitude: -159.5 },
      }),
      // The place id is taken after the first admin's call.
      expect: { ...admins(201), superAdmin: 409 },
    },
  ],
  "PUT /api/admin/places/:id": [
    {
      request: () => ({
        path: `/api/admin/places/${NOBODY}`,
        method: "PUT",
        json: { name: "N", placeId: "matrix-none", category: "Park" },
      }),
      expect: admins(404),
    },
  ],
  "POST /api/admin/places/:id/active": [
    { request: () => ({ path: `/api/admin/places/${NOBODY}/active`, json: { isActive: true } }), expect: admins(404) },
  ],
  "DELETE /api/admin/places/:id": [
    { request: () => ({ path: `/api/admin/places/${NOBODY}`, method: "DELETE" }), expect: admins(404) },
  ],
  "POST /api/admin/places/bulk": [
    {
      request: () => ({ path: "/api/admin/places/bulk", json: { ids: [NOBODY], action: "deactivate" } }),
      expect: admins(200),
    },
  ],
  "GET /uploads/*": [{ request: () => ({ path: "/uploads/showcase/none.jpg" }), expect: all(404) }],
  // Analytics (issue 19): Prometheus text for a METRICS_TOKEN bearer or an admin session.
  "GET /metrics": [{ request: () => ({ path: "/metrics" }), expect: admins(200) }],
  "GET /api/admin/activity/overview": [
    { request: () => ({ path: "/api/admin/activity/overview" }), expect: admins(200) },
  ],
  "GET /api/admin/activity/users": [{ request: () => ({ path: "/api/admin/activity/users" }), expect: admins(200) }],
  "GET /api/admin/activity/api": [{ request: () => ({ path: "/api/admin/activity/api" }), expect: admins(200) }],
  "GET /api/admin/activity/system": [{ request: () => ({ path: "/api/admin/activity/system" }), expect: admins(200) }],
  "GET /api/admin/activity/trends": [{ request: () => ({ path: "/api/admin/activity/trends" }), expect: admins(200) }],
  "GET /api/admin/feedback/stats": [{ request: () => ({ path: "/api/admin/feedback/stats" }), expect: admins(200) }],
  "GET /api/admin/feedback/trips": [{ request: () => ({ path: "/api/admin/feedback/trips" }), expect: admins(200) }],
  "GET /api/admin/feedback/days": [{ request: () => ({ path: "/api/admin/feedback/days" }), expect: admins(200) }],
  "GET /api/admin/feedback/trips/export": [
    { request: () => ({ path: "/api/admin/feedback/trips/export" }), expect: admins(200) },
  ],
  "GET /api/admin/feedback/days/export": [
    { request: () => ({ path: "/api/admin/feedback/days/export" }), expect: admins(200) },
  ],
  "GET /api/admin/response-quality/stats": [
    { request: () => ({ path: "/api/admin/response-quality/stats" }), expect: admins(200) },
  ],
  "GET /api/admin/response-quality/negative": [
    { request: () => ({ path: "/api/admin/response-quality/negative" }), expect: admins(200) },
  ],
  "GET /api/admin/response-quality/conversations/:id": [
    {
      request: (r) => ({ path: `/api/admin/response-quality/conversations/${r.conversationId}` }),
      expect: admins(200),
    },
  ],
  "POST /api/admin/response-quality/ratings/:id/reviewed": [
    {
      request: () => ({ path: `/api/admin/response-quality/ratings/${NOBODY}/reviewed`, json: {} }),
      expect: admins(404),
    },
  ],
};
