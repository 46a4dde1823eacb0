import { createRoute } from "@hono/zod-openapi";
import { ADMIN_ERROR_RESPONSES, adminErrorSchema, jsonContent } from "@/server/features/admin/openapi";
import type { AppDeps } from "@/server/lib/app-context";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import {
  adminBusinessesQuerySchema,
  adminBusinessesResponseSchema,
  adminBusinessSchema,
  businessInputSchema,
  sponsoredToggleSchema,
} from "@/shared/schemas/admin-businesses";
import { activeToggleSchema, idParamSchema } from "@/shared/schemas/admin-reviews";
import {
  createBusiness,
  deleteBusiness,
  listBusinesses,
  setBusinessActive,
  setBusinessSponsored,
  updateBusiness,
} from "./admin-businesses.service";

const json = <T>(schema: T) => ({ required: true, content: { "application/json": { schema } } });
const NOT_FOUND = { 404: jsonContent(adminErrorSchema, "No such business") };
const TAKEN = { 409: jsonContent(adminErrorSchema, "A business with this name already exists") };

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "Businesses by display order, then newest",
  request: { query: adminBusinessesQuerySchema },
  responses: { 200: jsonContent(adminBusinessesResponseSchema, "Businesses"), ...ADMIN_ERROR_RESPONSES },
});
const createBusinessRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Add a business",
  request: { body: json(businessInputSchema) },
  responses: { 201: jsonContent(adminBusinessSchema, "The new business"), ...ADMIN_ERROR_RESPONSES, ...TAKEN },
});
const updateRoute = createRoute({
  method: "put",
  path: "/{id}",
  summary: "Edit a business",
  request: { params: idParamSchema, body: json(businessInputSchema) },
  responses: {
    200: jsonContent(adminBusinessSchema, "The business"),
    ...ADMIN_ERROR_RESPONSES,
    ...NOT_FOUND,
    ...TAKEN,
  },
});
const activeRoute = createRoute({
  method: "post",
  path: "/{id}/active",
  summary: "Activate or deactivate a business",
  request: { params: idParamSchema, body: json(activeToggleSchema) },
  responses: { 200: jsonContent(adminBusinessSchema, "The business"), ...ADMIN_ERROR_RESPONSES, ...NOT_FOUND },
});
const sponsoredRoute = createRoute({
  method: "post",
  path: "/{id}/sponsored",
  summary: "Turn a business's sponsorship on or off",
  request: { params: idParamSchema, body: json(sponsoredToggleSchema) },
  responses: { 200: jsonContent(adminBusinessSchema, "The business"), ...ADMIN_ERROR_RESPONSES, ...NOT_FOUND },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/{id}",
  summary: "Delete a business and its stored logo",
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...ADMIN_ERROR_RESPONSES, ...NOT_FOUND },
});

export function adminBusinessesRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listBusinesses(deps.database.db, c.req.valid("query")), 200));
  app.openapi(createBusinessRoute, async (c) => {
    const { userId, email } = requireUser(c);
    return c.json(await createBusiness(deps, c.req.valid("json"), { userId, email }, deps.clock.now()), 201);
  });
  app.openapi(updateRoute, async (c) => {
    const { userId, email } = requireUser(c);
    const { id } = c.req.valid("param");
    return c.json(await updateBusiness(deps, id, c.req.valid("json"), { userId, email }, deps.clock.now()), 200);
  });
  app.openapi(activeRoute, async (c) => {
    const { userId, email } = requireUser(c);
    const { id } = c.req.valid("param");
    const { isActive } = c.req.valid("json");
    return c.json(await setBusinessActive(deps, id, isActive, { userId, email }, deps.clock.now()), 200);
  });
  app.openapi(sponsoredRoute, async (c) => {
    const { userId, email } = requireUser(c);
    const { id } = c.req.valid("param");
    const { isSponsored } = c.req.valid("json");
    return c.json(await setBusinessSponsored(deps, id, isSponsored, { userId, email }, deps.clock.now()), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { userId, email } = requireUser(c);
    await deleteBusiness(deps, c.req.valid("param").id, { userId, email }, deps.clock.now());
    return c.body(null, 204);
  });
  return app;
}
