import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { savedItineraries } from "@/server/db/schema/itineraries";
import { ApiError } from "@/server/lib/api-error";
import { createRouter } from "@/server/lib/router";
import type { Itinerary } from "@/shared/schemas/itinerary";

const sharedRoute = createRoute({
  method: "get",
  path: "/shared/{token}",
  summary: "A shared itinerary, read-only and without personal data",
  request: { params: z.object({ token: z.string().regex(/^[\w-]{20,64}$/, "Not found") }) },
  responses: { 200: { description: "Itinerary", content: { "application/json": { schema: z.any() } } } },
});

export function sharedItineraryRoutes() {
  const app = createRouter();
  app.openapi(sharedRoute, async (c) => {
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("Cache-Control", "no-store");
    const [row] = await c
      .get("deps")
      .database.db.select({ itinerary: savedItineraries.itinerary })
      .from(savedItineraries)
      .where(eq(savedItineraries.shareToken, c.req.valid("param").token))
      .limit(1);
    if (!row) throw new ApiError(404, "not_found", "This link is not shared any more.");
    // The itinerary only: no title, owner, dates or feedback.
    return c.json({ itinerary: row.itinerary as unknown as Itinerary }, 200);
  });
  return app;
}
