import { createRoute } from "@hono/zod-openapi";
import { ADMIN_ERROR_RESPONSES, adminErrorSchema, jsonContent } from "@/server/features/admin/openapi";
import type { AppDeps } from "@/server/lib/app-context";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import {
  adminPlaceSchema,
  adminPlacesQuerySchema,
  adminPlacesResponseSchema,
  placeChecksSchema,
  placeInputSchema,
} from "@/shared/schemas/admin-places";
import { activeToggleSchema, bulkActionSchema, bulkResultSchema, idParamSchema } from "@/shared/schemas/admin-reviews";
import {
  bulkPlaces,
  createPlace,
  deletePlace,
  listPlaces,
  placeChecks,
  setPlaceActive,
  updatePlace,
} from "./admin-places.service";

const json = <T>(schema: T) => ({ required: true, content: { "application/json": { schema } } });
const NOT_FOUND = { 404: jsonContent(adminErrorSchema, "No such place") };
const TAKEN = { 409: jsonContent(adminErrorSchema, "A place with this ID already exists") };

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "Places: search name, location and address; filter by category",
  request: { query: adminPlacesQuerySchema },
  responses: { 200: jsonContent(adminPlacesResponseSchema, "A page of places"), ...ADMIN_ERROR_RESPONSES },
});
const checksRoute = createRoute({
  method: "get",
  path: "/checks",
  summary: "Possible duplicates (same name or within 50 m) and places not verified for 12 months",
  responses: { 200: jsonContent(placeChecksSchema, "Checks"), ...ADMIN_ERROR_RESPONSES },
});
const createPlaceRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Add a place",
  request: { body: json(placeInputSchema) },
  responses: { 201: jsonContent(adminPlaceSchema, "The new place"), ...ADMIN_ERROR_RESPONSES, ...TAKEN },
});
const updateRoute = createRoute({
  method: "put",
  path: "/{id}",
  summary: "Edit a place and its verified facts",
  request: { params: idParamSchema, body: json(placeInputSchema) },
  responses: { 200: jsonContent(adminPlaceSchema, "The place"), ...ADMIN_ERROR_RESPONSES, ...NOT_FOUND, ...TAKEN },
});
const activeRoute = createRoute({
  method: "post",
  path: "/{id}/active",
  summary: "Activate or deactivate a place",
  request: { params: idParamSchema, body: json(activeToggleSchema) },
  responses: { 200: jsonContent(adminPlaceSchema, "The place"), ...ADMIN_ERROR_RESPONSES, ...NOT_FOUND },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/{id}",
  summary: "Delete a place and its stored image",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...ADMIN_ERROR_RESPONSES, ...NOT_FOUND },
});
const bulkRoute = createRoute({
  method: "post",
  path: "/bulk",
  summary: "Activate, deactivate or delete several places",
  request: { body: json(bulkActionSchema) },
  responses: { 200: jsonContent(bulkResultSchema, "How many were changed"), ...ADMIN_ERROR_RESPONSES },
});

export function adminPlacesRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listPlaces(deps, c.req.valid("query")), 200));
  app.openapi(checksRoute, async (c) => c.json(await placeChecks(deps, deps.clock.now()), 200));
  app.openapi(createPlaceRoute, async (c) => {
    const { userId, email } = requireUser(c);
    return c.json(await createPlace(deps, c.req.valid("json"), { userId, email }, deps.clock.now()), 201);
  });
  app.openapi(bulkRoute, async (c) => {
    const { userId, email } = requireUser(c);
    const { affected } = await bulkPlaces(deps, c.req.valid("json"), { userId, email }, deps.clock.now());
    return c.json({ affected }, 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { userId, email } = requireUser(c);
    const { id } = c.req.valid("param");
    return c.json(await updatePlace(deps, id, c.req.valid("json"), { userId, email }, deps.clock.now()), 200);
  });
  app.openapi(activeRoute, async (c) => {
    const { userId, email } = requireUser(c);
    const { id } = c.req.valid("param");
    const { isActive } = c.req.valid("json");
    return c.json(await setPlaceActive(deps, id, isActive, { userId, email }, deps.clock.now()), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { userId, email } = requireUser(c);
    await deletePlace(deps, c.req.valid("param").id, { userId, email }, deps.clock.now());
    return c.body(null, 204);
  });
  return app;
}
