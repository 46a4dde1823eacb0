import { createRoute, z } from "@hono/zod-openapi";
import { and, desc, eq } from "drizzle-orm";
import { savedMessages } from "@/server/db/schema/chat";
import { ApiError } from "@/server/lib/api-error";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import type { PlaceCard } from "@/shared/schemas/place-card";
import { type SavedTripItem, updateSavedItemSchema } from "@/shared/schemas/trip";

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const idParam = z.object({ id: z.uuid({ error: "Not found" }) });

const listRoute = createRoute({
  method: "get",
  path: "/saved",
  summary: "The user's saved recommendations, newest first",
  responses: { 200: json(z.any(), "Saved") },
});
const updateRoute = createRoute({
  method: "patch",
  path: "/saved/{id}",
  summary: "Edit a saved recommendation's note or favourite star",
  request: {
    params: idParam,
    body: { required: true, content: { "application/json": { schema: updateSavedItemSchema } } },
  },
  responses: { 200: json(z.any(), "Updated") },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/saved/{id}",
  summary: "Remove a saved recommendation",
  request: { params: idParam },
  responses: { 200: json(z.object({ deleted: z.literal(true) }), "Deleted") },
});

/** My Trip's saved recommendations, mounted at /api/trip; another user's items are a 404. */
export function tripRoutes() {
  const app = createRouter();
  const rowsFor = (db: Parameters<typeof listSaved>[0], userId: string, id?: string) => listSaved(db, userId, id);

  app.openapi(listRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ items: await rowsFor(c.get("deps").database.db, user.userId) }, 200);
  });

  app.openapi(updateRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const { database, clock } = c.get("deps");
    const updated = await database.db
      .update(savedMessages)
      .set({
        ...(input.note !== undefined ? { customNote: input.note } : {}),
        ...(input.isFavorite !== undefined ? { isFavorite: input.isFavorite } : {}),
        updatedAt: clock.now(),
      })
      .where(and(eq(savedMessages.id, id), eq(savedMessages.userId, user.userId)))
      .returning({ id: savedMessages.id });
    if (updated.length === 0) throw new ApiError(404, "not_found", "This saved item does not exist.");
    const [item] = await rowsFor(database.db, user.userId, id);
    return c.json(item, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const user = requireUser(c);
    const deleted = await c
      .get("deps")
      .database.db.delete(savedMessages)
      .where(and(eq(savedMessages.id, c.req.valid("param").id), eq(savedMessages.userId, user.userId)))
      .returning({ id: savedMessages.id });
    if (deleted.length === 0) throw new ApiError(404, "not_found", "This saved item does not exist.");
    return c.json({ deleted: true as const }, 200);
  });

  return app;
}

async function listSaved(db: import("@/server/db/client").Db, userId: string, id?: string): Promise<SavedTripItem[]> {
  const rows = await db
    .select({
      id: savedMessages.id,
      messageId: savedMessages.messageId,
      category: savedMessages.category,
      note: savedMessages.customNote,
      isFavorite: savedMessages.isFavorite,
      createdAt: savedMessages.createdAt,
      content: savedMessages.content,
      places: savedMessages.places,
      conversationId: savedMessages.conversationId,
    })
    .from(savedMessages)
    .where(id ? and(eq(savedMessages.userId, userId), eq(savedMessages.id, id)) : eq(savedMessages.userId, userId))
    .orderBy(desc(savedMessages.createdAt))
    .limit(500);
  return rows.map((row) => ({ ...row, places: row.places as PlaceCard[], createdAt: row.createdAt.toISOString() }));
}
