import { createRoute } from "@hono/zod-openapi";
import { errorBody } from "@/server/lib/api-error";
import type { AppDeps } from "@/server/lib/app-context";
import { errorResponses, jsonBody, jsonContent } from "@/server/lib/openapi";
import { hitRateLimit, RATE_LIMITS } from "@/server/lib/rate-limit";
import { createRouter } from "@/server/lib/router";
import { REVIEW_FORM } from "@/shared/messages/public-site";
import { countLinks, REVIEW_MAX_LINKS, reviewCreatedSchema, reviewSubmissionSchema } from "@/shared/schemas/reviews";
import { submitReview } from "./reviews.service";

export type ReviewDeps = Pick<AppDeps, "database" | "clock">;

const submitRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Submit a review; stored inactive until an admin publishes it",
  request: { body: jsonBody(reviewSubmissionSchema) },
  responses: {
    201: jsonContent(reviewCreatedSchema, "Stored for moderation"),
    ...errorResponses(400, [422, "Rejected as spam"], [429, "Too many reviews from this address"]),
  },
});

/** Visitors' review submissions, mounted at /api/reviews. */
export function reviewRoutes(deps: ReviewDeps) {
  const app = createRouter();
  app.openapi(submitRoute, async (c) => {
    const input = c.req.valid("json");
    const { database, clock } = deps;
    if (input.website) return c.json(errorBody("spam_rejected", REVIEW_FORM.spam), 422);
    if (countLinks(input.reviewText) + countLinks(input.reviewerName) > REVIEW_MAX_LINKS) {
      return c.json(
        errorBody("too_many_links", REVIEW_FORM.tooManyLinks, { reviewText: REVIEW_FORM.tooManyLinks }),
        422,
      );
    }
    const { limit, windowMs } = RATE_LIMITS.reviewPerAddress;
    if (await hitRateLimit(database.db, `review:${c.get("clientIp")}`, limit, windowMs, clock.now())) {
      return c.json(errorBody("too_many_reviews", REVIEW_FORM.throttled), 429);
    }
    const id = await submitReview(database.db, { ...input, now: clock.now() });
    return c.json({ id }, 201);
  });
  return app;
}
