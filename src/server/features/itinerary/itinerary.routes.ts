import { createRoute } from "@hono/zod-openapi";
import { errorBody } from "@/server/lib/api-error";
import type { AppDeps } from "@/server/lib/app-context";
import { errorResponses, jsonBody, jsonContent } from "@/server/lib/openapi";
import { hitRateLimit, RATE_LIMITS } from "@/server/lib/rate-limit";
import { createRouter } from "@/server/lib/router";
import { itineraryRequestSchema, itinerarySchema } from "@/shared/schemas/itinerary";
import { planItinerary } from "./planner";
import { createProseRewriter } from "./prose-rewriter";

export type ItineraryDeps = Pick<AppDeps, "database" | "clock" | "directory" | "env" | "logger">;

const generateRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Plan a day-by-day itinerary from the wizard's preferences (no login needed)",
  request: { body: jsonBody(itineraryRequestSchema) },
  responses: { 200: jsonContent(itinerarySchema, "The itinerary"), ...errorResponses(400, 429) },
});

/** The itinerary planner, mounted at /api/itinerary. */
export function itineraryRoutes(deps: ItineraryDeps) {
  const app = createRouter();
  const rewriteProse = createProseRewriter(deps.env, deps.logger);
  app.openapi(generateRoute, async (c) => {
    const { limit, windowMs } = RATE_LIMITS.itineraryPlanPerAddress;
    if (await hitRateLimit(deps.database.db, `itinerary:${c.get("clientIp")}`, limit, windowMs, deps.clock.now())) {
      return c.json(
        errorBody("too_many_requests", "You've planned a lot of trips this hour. Please try again later."),
        429,
      );
    }
    const { preferences } = c.req.valid("json");
    const itinerary = planItinerary(await deps.directory.get(), preferences, deps.clock.now());
    return c.json(await rewriteProse(itinerary), 200);
  });
  return app;
}
