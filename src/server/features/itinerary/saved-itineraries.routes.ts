import { createRoute, z } from "@hono/zod-openapi";
import { and, desc, eq } from "drizzle-orm";
import { savedItineraries } from "@/server/db/schema/itineraries";
import { ApiError } from "@/server/lib/api-error";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import {
  type Itinerary,
  renameItinerarySchema,
  type SavedItinerary,
  type SavedItinerarySummary,
  saveItinerarySchema,
} from "@/shared/schemas/itinerary";
import { planItinerary } from "./planner";

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const idParam = z.object({ id: z.uuid({ error: "Not found" }) });

const saveRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Save an itinerary (re-planned on the server from the preferences, so only real places are stored)",
  request: { body: { required: true, content: { "application/json": { schema: saveItinerarySchema } } } },
  responses: { 201: json(z.any(), "Saved") },
});
const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The user's saved itineraries, newest first",
  responses: { 200: json(z.any(), "List") },
});
const getRoute = createRoute({
  method: "get",
  path: "/{id}",
  summary: "One saved itinerary",
  request: { params: idParam },
  responses: { 200: json(z.any(), "Itinerary") },
});
const renameRoute = createRoute({
  method: "patch",
  path: "/{id}",
  summary: "Rename a saved itinerary",
  request: {
    params: idParam,
    body: { required: true, content: { "application/json": { schema: renameItinerarySchema } } },
  },
  responses: { 200: json(z.any(), "Renamed") },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/{id}",
  summary: "Delete a saved itinerary",
  request: { params: idParam },
  responses: { 200: json(z.object({ deleted: z.literal(true) }), "Deleted") },
});

type Row = typeof savedItineraries.$inferSelect;

function summary(row: Row): SavedItinerarySummary {
  const itinerary = row.itinerary as unknown as Itinerary;
  return {
    id: row.id,
    title: row.title,
    days: itinerary.days.length,
    places: itinerary.overview.totalPlaces,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function full(row: Row): SavedItinerary {
  return { ...summary(row), itinerary: row.itinerary as unknown as Itinerary };
}

/** Saved itineraries, mounted at /api/itineraries; every route checks the owner (others get 404). */
export function savedItineraryRoutes() {
  const app = createRouter();

  app.openapi(saveRoute, async (c) => {
    const user = requireUser(c);
    const { database, clock, directory } = c.get("deps");
    const { preferences, title } = c.req.valid("json");
    const itinerary = planItinerary(await directory.get(), preferences, clock.now());
    const [row] = await database.db
      .insert(savedItineraries)
      .values({
        userId: user.userId,
        title: title ?? `${itinerary.duration} on Kauai`,
        durationDays: preferences.duration,
        preferences: preferences as unknown as Record<string, unknown>,
        itinerary: itinerary as unknown as Record<string, unknown>,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning();
    return c.json(full(row!), 201);
  });

  app.openapi(listRoute, async (c) => {
    const user = requireUser(c);
    const rows = await c
      .get("deps")
      .database.db.select()
      .from(savedItineraries)
      .where(eq(savedItineraries.userId, user.userId))
      .orderBy(desc(savedItineraries.updatedAt))
      .limit(100);
    return c.json({ itineraries: rows.map(summary) }, 200);
  });

  const owned = async (c: Parameters<Parameters<typeof app.openapi>[1]>[0], id: string, userId: string) => {
    const [row] = await c
      .get("deps")
      .database.db.select()
      .from(savedItineraries)
      .where(and(eq(savedItineraries.id, id), eq(savedItineraries.userId, userId)))
      .limit(1);
    if (!row) throw new ApiError(404, "not_found", "This itinerary does not exist.");
    return row;
  };

  app.openapi(getRoute, async (c) => {
    const user = requireUser(c);
    return c.json(full(await owned(c, c.req.valid("param").id, user.userId)), 200);
  });

  app.openapi(renameRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    await owned(c, id, user.userId);
    const [row] = await c
      .get("deps")
      .database.db.update(savedItineraries)
      .set({ title: c.req.valid("json").title, updatedAt: c.get("deps").clock.now() })
      .where(and(eq(savedItineraries.id, id), eq(savedItineraries.userId, user.userId)))
      .returning();
    return c.json(full(row!), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    await owned(c, id, user.userId);
    await c
      .get("deps")
      .database.db.delete(savedItineraries)
      .where(and(eq(savedItineraries.id, id), eq(savedItineraries.userId, user.userId)));
    return c.json({ deleted: true as const }, 200);
  });

  return app;
}
