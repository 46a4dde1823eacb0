import { createRoute } from "@hono/zod-openapi";
import { ADMIN_ERROR_RESPONSES, adminErrorSchema, jsonContent } from "@/server/features/admin/openapi";
import type { AppDeps } from "@/server/lib/app-context";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import { activeToggleSchema, idParamSchema } from "@/shared/schemas/admin-reviews";
import { adminShowcaseListSchema, adminShowcaseSchema, showcaseInputSchema } from "@/shared/schemas/admin-showcase";
import {
  createShowcase,
  deleteShowcase,
  deleteShowcaseImage,
  listShowcaseLocations,
  setShowcaseActive,
  updateShowcase,
} from "./admin-showcase.service";

const json = <T>(schema: T) => ({ required: true, content: { "application/json": { schema } } });
const NOT_FOUND = { 404: jsonContent(adminErrorSchema, "No such showcase location") };
const one = (description: string) => jsonContent(adminShowcaseSchema, description);

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "Homepage showcase locations by display order",
  responses: { 200: jsonContent(adminShowcaseListSchema, "Locations"), ...ADMIN_ERROR_RESPONSES },
});
const createShowcaseRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Add a showcase location",
  request: { body: json(showcaseInputSchema) },
  responses: { 201: one("The new location"), ...ADMIN_ERROR_RESPONSES },
});
const updateRoute = createRoute({
  method: "put",
  path: "/{id}",
  summary: "Edit a showcase location (a replaced stored image is removed)",
  request: { params: idParamSchema, body: json(showcaseInputSchema) },
  responses: { 200: one("The location"), ...ADMIN_ERROR_RESPONSES, ...NOT_FOUND },
});
const activeRoute = createRoute({
  method: "post",
  path: "/{id}/active",
  summary: "Show or hide a location on the homepage",
  request: { params: idParamSchema, body: json(activeToggleSchema) },
  responses: { 200: one("The location"), ...ADMIN_ERROR_RESPONSES, ...NOT_FOUND },
});
const deleteImageRoute = createRoute({
  method: "delete",
  path: "/{id}/image",
  summary: "Remove a location's stored image",
  request: { params: idParamSchema },
  responses: { 200: one("The location"), ...ADMIN_ERROR_RESPONSES, ...NOT_FOUND },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/{id}",
  summary: "Delete a showcase location and its stored image",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...ADMIN_ERROR_RESPONSES, ...NOT_FOUND },
});

export function adminShowcaseRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listShowcaseLocations(deps), 200));
  app.openapi(createShowcaseRoute, async (c) => {
    const { userId, email } = requireUser(c);
    return c.json(await createShowcase(deps, c.req.valid("json"), { userId, email }, deps.clock.now()), 201);
  });
  app.openapi(updateRoute, async (c) => {
    const { userId, email } = requireUser(c);
    const { id } = c.req.valid("param");
    return c.json(await updateShowcase(deps, id, c.req.valid("json"), { userId, email }, deps.clock.now()), 200);
  });
  app.openapi(activeRoute, async (c) => {
    const { userId, email } = requireUser(c);
    const { id } = c.req.valid("param");
    const { isActive } = c.req.valid("json");
    return c.json(await setShowcaseActive(deps, id, isActive, { userId, email }, deps.clock.now()), 200);
  });
  app.openapi(deleteImageRoute, async (c) => {
    const { userId, email } = requireUser(c);
    return c.json(await deleteShowcaseImage(deps, c.req.valid("param").id, { userId, email }, deps.clock.now()), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { userId, email } = requireUser(c);
    await deleteShowcase(deps, c.req.valid("param").id, { userId, email }, deps.clock.now());
    return c.body(null, 204);
  });
  return app;
}
