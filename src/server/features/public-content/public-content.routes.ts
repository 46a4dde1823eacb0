import { createRoute, z } from "@hono/zod-openapi";
import { etag } from "hono/etag";
import { ApiError } from "@/server/lib/api-error";
import type { AppDeps } from "@/server/lib/app-context";
import { errorResponses, jsonContent } from "@/server/lib/openapi";
import { createRouter } from "@/server/lib/router";
import {
  featuredBusinessSchema,
  publicReviewSchema,
  showcaseLocationSchema,
  siteContentSchema,
} from "@/shared/schemas/public-content";
import { getSiteContent, listActiveReviews, listFeaturedBusinesses, listShowcase } from "./public-content.service";

export type PublicContentDeps = Pick<AppDeps, "database" | "clock">;

const ok = <T extends z.ZodType>(schema: T) => ({ 200: jsonContent(schema, "OK") });

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
  responses: { ...ok(siteContentSchema), ...errorResponses(400, 404) },
});

/**
 * Public reads for the landing and legal pages, with ETags. Every answer is revalidated (a cheap 304
 * when nothing changed), so an admin's change (a published review, a new sponsor, a showcase photo,
 * a legal text) shows on the visitor's next request.
 */
export function publicContentRoutes(deps: PublicContentDeps) {
  const app = createRouter();
  app.use("*", etag());
  app.use("*", async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    c.header("Cache-Control", "public, no-cache");
  });
  app.openapi(featuredRoute, async (c) =>
    c.json(await listFeaturedBusinesses(deps.database.db, deps.clock.now()), 200),
  );
  app.openapi(showcaseRoute, async (c) => c.json(await listShowcase(deps.database.db), 200));
  app.openapi(reviewsRoute, async (c) => c.json(await listActiveReviews(deps.database.db), 200));
  app.openapi(contentRoute, async (c) => {
    const content = await getSiteContent(deps.database.db, c.req.valid("param").slug);
    if (!content) throw new ApiError(404, "not_found", "This page has no content yet.");
    return c.json(content, 200);
  });
  return app;
}
