import { createRoute, z } from "@hono/zod-openapi";
import { etag } from "hono/etag";
import { ApiError } from "@/server/lib/api-error";
import { createRouter } from "@/server/lib/router";
import {
  featuredBusinessSchema,
  publicReviewSchema,
  showcaseLocationSchema,
  siteContentSchema,
} from "@/shared/schemas/public-content";
import { getSiteContent, listActiveReviews, listFeaturedBusinesses, listShowcase } from "./public-content.service";

const ok = <T extends z.ZodType>(schema: T) => ({
  200: { description: "OK", content: { "application/json": { schema } } },
});

const featuredRoute = createRoute({
  method: "get",
  path: "/businesses/featured",
  summary: "Featured sponsors for the landing page",
  responses: ok(z.array(featuredBusinessSchema)),
});
const showcaseRoute = createRoute({
  method: "get",
  path: "/showcase",
  summary: "Active homepage showcase locations",
  responses: ok(z.array(showcaseLocationSchema)),
});
const reviewsRoute = createRoute({
  method: "get",
  path: "/reviews",
  summary: "Active (moderated) reviews",
  responses: ok(z.array(publicReviewSchema)),
});
const contentRoute = createRoute({
  method: "get",
  path: "/site-content/{slug}",
  summary: "A legal page (terms-of-service or privacy-policy), sanitised",
  request: { params: z.object({ slug: z.enum(["terms-of-service", "privacy-policy"]) }) },
  responses: ok(siteContentSchema),
});

/** Public reads for the landing and legal pages: cacheable for a minute (legal texts revalidated), with ETags. */
export function publicContentRoutes() {
  const app = createRouter();
  app.use("*", etag());
  app.use("*", async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    // Legal texts revalidate every time (a cheap 304 by ETag), so an admin's save shows at once.
    if (c.req.path.includes("/site-content/")) c.header("Cache-Control", "public, no-cache");
    else c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=300");
  });
  app.openapi(featuredRoute, async (c) => c.json(await listFeaturedBusinesses(c.get("deps").database.db), 200));
  app.openapi(showcaseRoute, async (c) => c.json(await listShowcase(c.get("deps").database.db), 200));
  app.openapi(reviewsRoute, async (c) => c.json(await listActiveReviews(c.get("deps").database.db), 200));
  app.openapi(contentRoute, async (c) => {
    const content = await getSiteContent(c.get("deps").database.db, c.req.valid("param").slug);
    if (!content) throw new ApiError(404, "not_found", "This page has no content yet.");
    return c.json(content, 200);
  });
  return app;
}
