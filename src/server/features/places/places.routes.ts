import { createRoute } from "@hono/zod-openapi";
import type { AppDeps } from "@/server/lib/app-context";
import { errorResponses, jsonBody, jsonContent } from "@/server/lib/openapi";
import { createRouter } from "@/server/lib/router";
import {
  placeInfoQuerySchema,
  placeInfoSchema,
  resolvedPlacesSchema,
  resolvePlacesSchema,
} from "@/shared/schemas/places";
import { placeInfo, resolvePlaces } from "./places.service";

export type PlacesDeps = Pick<AppDeps, "directory">;

const resolveRoute = createRoute({
  method: "post",
  path: "/resolve",
  summary: "Match recommended names against the places directory (the spec's resolve-places)",
  request: { body: jsonBody(resolvePlacesSchema) },
  responses: { 200: jsonContent(resolvedPlacesSchema, "Matches"), ...errorResponses(400) },
});

const infoRoute = createRoute({
  method: "get",
  path: "/info",
  summary: "One place from the directory by name (the spec's place-info)",
  request: { query: placeInfoQuerySchema },
  responses: { 200: jsonContent(placeInfoSchema, "The place, or source not_found"), ...errorResponses(400) },
});

/** The places directory's public reads, mounted at /api/places (the admin Places Directory's future home). */
export function placesRoutes(deps: PlacesDeps) {
  const app = createRouter();
  app.openapi(resolveRoute, async (c) => {
    const { recommendations } = c.req.valid("json");
    return c.json({ places: resolvePlaces(await deps.directory.get(), recommendations) }, 200);
  });
  app.openapi(infoRoute, async (c) => {
    const { name } = c.req.valid("query");
    // Revalidated on every use: an admin's edit of a place shows on the next card (issue 18).
    c.header("Cache-Control", "public, no-cache");
    return c.json(placeInfo(await deps.directory.get(), name), 200);
  });
  return app;
}
