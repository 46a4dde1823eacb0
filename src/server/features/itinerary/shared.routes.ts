import { createRoute, z } from "@hono/zod-openapi";
import { ApiError } from "@/server/lib/api-error";
import type { AppDeps } from "@/server/lib/app-context";
import { errorResponses, jsonContent } from "@/server/lib/openapi";
import { createRouter } from "@/server/lib/router";
import { sharedItinerarySchema } from "@/shared/schemas/itinerary";
import { getSharedItinerary } from "./saved-itineraries.service";

export type SharedItineraryDeps = Pick<AppDeps, "database">;

const sharedRoute = createRoute({
  method: "get",
  path: "/{token}",
  summary: "A shared itinerary, read-only and without personal data",
  request: { params: z.object({ token: z.string().regex(/^[\w-]{20,64}$/, "Not found") }) },
  responses: { 200: jsonContent(sharedItinerarySchema, "Itinerary"), ...errorResponses(400, 404) },
});

/** Read-only shared itineraries, mounted at /api/shared. */
export function sharedItineraryRoutes(deps: SharedItineraryDeps) {
  const app = createRouter();
  app.openapi(sharedRoute, async (c) => {
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("Cache-Control", "no-store");
    const itinerary = await getSharedItinerary(deps.database.db, c.req.valid("param").token);
    if (!itinerary) throw new ApiError(404, "not_found", "This link is not shared any more.");
    // The itinerary only: no title, owner, dates or feedback.
    return c.json({ itinerary }, 200);
  });
  return app;
}
