import { createRoute, z } from "@hono/zod-openapi";
import { errorBody } from "@/server/lib/api-error";
import { hitRateLimit, RATE_LIMITS } from "@/server/lib/rate-limit";
import { createRouter } from "@/server/lib/router";
import { itineraryRequestSchema } from "@/shared/schemas/itinerary";
import { planItinerary } from "./planner";

const generateRoute = createRoute({
  method: "post",
  path: "/itinerary",
  summary: "Plan a day-by-day itinerary from the wizard's preferences (no login needed)",
  request: { body: { required: true, content: { "application/json": { schema: itineraryRequestSchema } } } },
  responses: {
    200: { description: "The itinerary", content: { "application/json": { schema: z.any() } } },
    429: {
      description: "Too many",
      content: {
        "application/json": { schema: z.object({ error: z.object({ code: z.string(), message: z.string() }) }) },
      },
    },
  },
});

export function itineraryRoutes() {
  const app = createRouter();
  app.openapi(generateRoute, async (c) => {
    const { database, clock, directory } = c.get("deps");
    if (
      await hitRateLimit(
        database.db,
        `itinerary:${c.get("clientIp")}`,
        RATE_LIMITS.itineraryPlanPerAddress.limit,
        RATE_LIMITS.itineraryPlanPerAddress.windowMs,
        clock.now(),
      )
    ) {
      return c.json(
        errorBody("too_many_requests", "You've planned a lot of trips this hour. Please try again later."),
        429,
      );
    }
    const { preferences } = c.req.valid("json");
    return c.json(planItinerary(await directory.get(), preferences, clock.now()), 200);
  });
  return app;
}
