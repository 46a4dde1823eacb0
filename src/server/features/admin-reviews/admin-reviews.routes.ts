import { createRoute } from "@hono/zod-openapi";
import { ADMIN_ERROR_RESPONSES, adminErrorSchema, jsonContent } from "@/server/features/admin/openapi";
import type { AppDeps } from "@/server/lib/app-context";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import {
  activeToggleSchema,
  adminReviewSchema,
  adminReviewsQuerySchema,
  adminReviewsResponseSchema,
  bulkActionSchema,
  bulkResultSchema,
  idParamSchema,
  reviewInputSchema,
} from "@/shared/schemas/admin-reviews";
import {
  bulkReviews,
  createReview,
  deleteReview,
  listReviews,
  setReviewActive,
  updateReview,
} from "./admin-reviews.service";

const json = <T>(schema: T) => ({ required: true, content: { "application/json": { schema } } });
const NOT_FOUND = { 404: jsonContent(adminErrorSchema, "No such review") };

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "Reviews with the page's counters; search by reviewer name, six sort keys",
  request: { query: adminReviewsQuerySchema },
  responses: { 200: jsonContent(adminReviewsResponseSchema, "A page of reviews"), ...ADMIN_ERROR_RESPONSES },
});
const createReviewRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Add a review (display order defaults to the current count)",
  request: { body: json(reviewInputSchema) },
  responses: { 201: jsonContent(adminReviewSchema, "The new review"), ...ADMIN_ERROR_RESPONSES },
});
const updateRoute = createRoute({
  method: "put",
  path: "/{id}",
  summary: "Edit a review",
  request: { params: idParamSchema, body: json(reviewInputSchema) },
  responses: { 200: jsonContent(adminReviewSchema, "The review"), ...ADMIN_ERROR_RESPONSES, ...NOT_FOUND },
});
const activeRoute = createRoute({
  method: "post",
  path: "/{id}/active",
  summary: "Publish (activate) or unpublish a review",
  request: { params: idParamSchema, body: json(activeToggleSchema) },
  responses: { 200: jsonContent(adminReviewSchema, "The review"), ...ADMIN_ERROR_RESPONSES, ...NOT_FOUND },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/{id}",
  summary: "Delete a review",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...ADMIN_ERROR_RESPONSES, ...NOT_FOUND },
});
const bulkRoute = createRoute({
  method: "post",
  path: "/bulk",
  summary: "Activate, deactivate or delete several reviews",
  request: { body: json(bulkActionSchema) },
  responses: { 200: jsonContent(bulkResultSchema, "How many were changed"), ...ADMIN_ERROR_RESPONSES },
});

export function adminReviewsRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listReviews(deps.database.db, c.req.valid("query")), 200));
  app.openapi(createReviewRoute, async (c) => {
    const { userId, email } = requireUser(c);
    const { database, clock } = deps;
    return c.json(await createReview(database.db, c.req.valid("json"), { userId, email }, clock.now()), 201);
  });
  app.openapi(bulkRoute, async (c) => {
    const { userId, email } = requireUser(c);
    const { database, clock } = deps;
    return c.json(await bulkReviews(database.db, c.req.valid("json"), { userId, email }, clock.now()), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { userId, email } = requireUser(c);
    const { database, clock } = deps;
    const { id } = c.req.valid("param");
    return c.json(await updateReview(database.db, id, c.req.valid("json"), { userId, email }, clock.now()), 200);
  });
  app.openapi(activeRoute, async (c) => {
    const { userId, email } = requireUser(c);
    const { database, clock } = deps;
    const { id } = c.req.valid("param");
    const { isActive } = c.req.valid("json");
    return c.json(await setReviewActive(database.db, id, isActive, { userId, email }, clock.now()), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { userId, email } = requireUser(c);
    const { database, clock } = deps;
    await deleteReview(database.db, c.req.valid("param").id, { userId, email }, clock.now());
    return c.body(null, 204);
  });
  return app;
}
