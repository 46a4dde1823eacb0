import { createRoute, z } from "@hono/zod-openapi";
import { ApiError } from "@/server/lib/api-error";
import type { AppDeps } from "@/server/lib/app-context";
import { errorResponses, jsonBody, jsonContent } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import { deletedSchema } from "@/shared/schemas/api";
import { savedTripItemSchema, savedTripItemsSchema, updateSavedItemSchema } from "@/shared/schemas/trip";
import { deleteSavedItem, listSavedItems, updateSavedItem } from "./trip.service";

export type TripDeps = Pick<AppDeps, "database" | "clock">;

const idParam = z.object({ id: z.uuid({ error: "Not found" }) });

const listRoute = createRoute({
  method: "get",
  path: "/saved",
  summary: "The user's saved recommendations, newest first",
  responses: { 200: jsonContent(savedTripItemsSchema, "Saved"), ...errorResponses(401) },
});
const updateRoute = createRoute({
  method: "patch",
  path: "/saved/{id}",
  summary: "Edit a saved recommendation's note or favourite star",
  request: { params: idParam, body: jsonBody(updateSavedItemSchema) },
  responses: { 200: jsonContent(savedTripItemSchema, "Updated"), ...errorResponses(400, 401, 404) },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/saved/{id}",
  summary: "Remove a saved recommendation",
  request: { params: idParam },
  responses: { 200: jsonContent(deletedSchema, "Deleted"), ...errorResponses(400, 401, 404) },
});

/** My Trip's saved recommendations, mounted at /api/trip; another user's items are a 404. */
export function tripRoutes(deps: TripDeps) {
  const app = createRouter();
  const { db } = deps.database;

  app.openapi(listRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ items: await listSavedItems(db, user.userId) }, 200);
  });

  app.openapi(updateRoute, async (c) => {
    const user = requireUser(c);
    const item = await updateSavedItem(db, user.userId, c.req.valid("param").id, c.req.valid("json"), deps.clock.now());
    if (!item) throw new ApiError(404, "not_found", "This saved item does not exist.");
    return c.json(item, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const user = requireUser(c);
    if (!(await deleteSavedItem(db, user.userId, c.req.valid("param").id)))
      throw new ApiError(404, "not_found", "This saved item does not exist.");
    return c.json({ deleted: true as const }, 200);
  });

  return app;
}
