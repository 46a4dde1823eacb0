import { createRoute, z } from "@hono/zod-openapi";
import { reviews } from "@/server/db/schema/content";
import { errorBody } from "@/server/lib/api-error";
import { hitRateLimit, RATE_LIMITS } from "@/server/lib/rate-limit";
import { createRouter } from "@/server/lib/router";
import { REVIEW_FORM } from "@/shared/messages/public-site";
import { countLinks, REVIEW_MAX_LINKS, reviewSubmissionSchema } from "@/shared/schemas/reviews";

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

const submitRoute = createRoute({
  method: "post",
  path: "/reviews",
  summary: "Submit a review; stored inactive until an admin publishes it",
  request: { body: { required: true, content: { "application/json": { schema: reviewSubmissionSchema } } } },
  responses: {
    201: {
      description: "Stored for moderation",
      content: { "application/json": { schema: z.object({ id: z.string() }) } },
    },
    422: { description: "Rejected as spam", content: { "application/json": { schema: errorSchema } } },
    429: {
      description: "Too many reviews from this address",
      content: { "application/json": { schema: errorSchema } },
    },
  },
});

export function reviewRoutes() {
  const app = createRouter();
  app.openapi(submitRoute, async (c) => {
    const input = c.req.valid("json");
    const { database, clock } = c.get("deps");
    if (input.website) return c.json(errorBody("spam_rejected", REVIEW_FORM.spam), 422);
    if (countLinks(input.reviewText) + countLinks(input.reviewerName) > REVIEW_MAX_LINKS) {
      return c.json(
        errorBody("too_many_links", REVIEW_FORM.tooManyLinks, { reviewText: REVIEW_FORM.tooManyLinks }),
        422,
      );
    }
    if (
      await hitRateLimit(
        database.db,
        `review:${c.get("clientIp")}`,
        RATE_LIMITS.reviewPerAddress.limit,
        RATE_LIMITS.reviewPerAddress.windowMs,
        clock.now(),
      )
    ) {
      return c.json(errorBody("too_many_reviews", REVIEW_FORM.throttled), 429);
    }
    // Stored as plain text; every page renders it as text, never as HTML.
    const [row] = await database.db
      .insert(reviews)
      .values({
        reviewerName: input.reviewerName,
        reviewText: input.reviewText,
        starRating: input.starRating,
        isActive: false,
        submittedByUser: true,
        displayOrder: 0,
        createdAt: clock.now(),
      })
      .returning({ id: reviews.id });
    return c.json({ id: row!.id }, 201);
  });
  return app;
}
