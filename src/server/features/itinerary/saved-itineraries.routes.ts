import { randomBytes } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import { and, desc, eq } from "drizzle-orm";
import { dayFeedback, tripFeedback } from "@/server/db/schema/feedback";
import { savedItineraries } from "@/server/db/schema/itineraries";
import type { Directory } from "@/server/features/concierge/directory";
import { ApiError } from "@/server/lib/api-error";
import { enforceRateLimit, RATE_LIMITS } from "@/server/lib/rate-limit";
import { siteUrlFor } from "@/server/lib/request-origin";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import {
  type Itinerary,
  type ItineraryPreferences,
  renameItinerarySchema,
  reorderStopsSchema,
  type SavedItinerary,
  type SavedItinerarySummary,
  savedItineraryResponseSchema,
  saveItinerarySchema,
} from "@/shared/schemas/itinerary";

import { dayFeedbackSchema, tripReviewSchema } from "@/shared/schemas/trip";
import { regenerateDay, reorderDay, replaceStop } from "./edit-day";
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
  return { ...summary(row), itinerary: row.itinerary as unknown as Itinerary, shareToken: row.shareToken };
}

const shareRoute = createRoute({
  method: "post",
  path: "/{id}/share",
  summary: "Turn on the read-only share link (an unguessable token)",
  request: { params: idParam },
  responses: { 200: json(z.object({ shareToken: z.string(), url: z.string() }), "Shared") },
});
const unshareRoute = createRoute({
  method: "delete",
  path: "/{id}/share",
  summary: "Turn the share link off",
  request: { params: idParam },
  responses: { 200: json(z.object({ shared: z.literal(false) }), "Unshared") },
});
const dayParams = z.object({ id: z.uuid({ error: "Not found" }), dayIndex: z.coerce.number().int().min(0).max(14) });
const dayRoute = createRoute({
  method: "put",
  path: "/{id}/days/{dayIndex}/feedback",
  summary: "Mark a day completed, with an optional trip date and note",
  request: {
    params: dayParams,
    body: { required: true, content: { "application/json": { schema: dayFeedbackSchema } } },
  },
  responses: { 200: json(z.any(), "Recorded") },
});
const reviewRoute = createRoute({
  method: "put",
  path: "/{id}/review",
  summary: "Leave or edit the trip review (one per itinerary)",
  request: { params: idParam, body: { required: true, content: { "application/json": { schema: tripReviewSchema } } } },
  responses: { 200: json(z.any(), "Recorded") },
});
const feedbackRoute = createRoute({
  method: "get",
  path: "/{id}/feedback",
  summary: "The itinerary's day feedback and trip review",
  request: { params: idParam },
  responses: { 200: json(z.any(), "Feedback") },
});

const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
const editResponses = {
  200: json(savedItineraryResponseSchema, "The itinerary with the day's times and drive legs recomputed"),
  404: json(errorSchema, "No such itinerary, day or stop"),
  409: json(errorSchema, "Nothing else fits"),
  422: json(errorSchema, "The new order misses a time window"),
};
const regenerateDayRoute = createRoute({
  method: "post",
  path: "/{id}/days/{dayIndex}/regenerate",
  summary: "Plan one day again with places the trip does not use yet (same side of the island when possible)",
  request: { params: dayParams },
  responses: editResponses,
});
const stopParams = dayParams.extend({ stopIndex: z.coerce.number().int().min(0).max(30) });
const replaceStopRoute = createRoute({
  method: "post",
  path: "/{id}/days/{dayIndex}/stops/{stopIndex}/replace",
  summary: "Replace one stop with the next-best alternative that fits the same part of the day",
  request: { params: stopParams },
  responses: editResponses,
});
const reorderRoute = createRoute({
  method: "put",
  path: "/{id}/days/{dayIndex}/order",
  summary: "Reorder a day's stops; times and drive legs are recomputed under the time windows",
  request: {
    params: dayParams,
    body: { required: true, content: { "application/json": { schema: reorderStopsSchema } } },
  },
  responses: editResponses,
});

/** Saved itineraries, mounted at /api/itineraries; every route checks the owner (others get 404). */
export function savedItineraryRoutes() {
  const app = createRouter();

  app.openapi(saveRoute, async (c) => {
    const user = requireUser(c);
    const { database, clock, directory } = c.get("deps");
    const { preferences, title } = c.req.valid("json");
    await enforceRateLimit(database.db, `itinerary-save:${user.userId}`, RATE_LIMITS.itinerarySave, clock.now());
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

  // Day edits: re-read the row, recompute the day, store the whole itinerary back.
  const editDay = async (
    c: Parameters<Parameters<typeof app.openapi>[1]>[0],
    id: string,
    edit: (directory: Directory, row: Row) => Itinerary,
  ) => {
    const user = requireUser(c);
    const { database, clock, directory } = c.get("deps");
    const row = await owned(c, id, user.userId);
    const itinerary = edit(await directory.get(), row);
    const [updated] = await database.db
      .update(savedItineraries)
      .set({ itinerary: itinerary as unknown as Record<string, unknown>, updatedAt: clock.now() })
      .where(and(eq(savedItineraries.id, id), eq(savedItineraries.userId, user.userId)))
      .returning();
    return full(updated!);
  };
  const prefsOf = (row: Row) => row.preferences as unknown as ItineraryPreferences;

  app.openapi(regenerateDayRoute, async (c) => {
    const { id, dayIndex } = c.req.valid("param");
    const saved = await editDay(c, id, (directory, row) =>
      regenerateDay(directory, prefsOf(row), row.itinerary as unknown as Itinerary, dayIndex, row.createdAt),
    );
    return c.json(saved, 200);
  });

  app.openapi(replaceStopRoute, async (c) => {
    const { id, dayIndex, stopIndex } = c.req.valid("param");
    const saved = await editDay(c, id, (directory, row) =>
      replaceStop(directory, prefsOf(row), row.itinerary as unknown as Itinerary, dayIndex, stopIndex, row.createdAt),
    );
    return c.json(saved, 200);
  });

  app.openapi(reorderRoute, async (c) => {
    const { id, dayIndex } = c.req.valid("param");
    const { order } = c.req.valid("json");
    const saved = await editDay(c, id, (directory, row) =>
      reorderDay(directory, prefsOf(row), row.itinerary as unknown as Itinerary, dayIndex, order, row.createdAt),
    );
    return c.json(saved, 200);
  });

  app.openapi(shareRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    const row = await owned(c, id, user.userId);
    const { database, clock } = c.get("deps");
    await enforceRateLimit(database.db, `itinerary-share:${user.userId}`, RATE_LIMITS.itineraryShare, clock.now());
    const token = row.shareToken ?? randomBytes(24).toString("base64url");
    if (!row.shareToken) {
      await c
        .get("deps")
        .database.db.update(savedItineraries)
        .set({ shareToken: token })
        .where(and(eq(savedItineraries.id, id), eq(savedItineraries.userId, user.userId)));
    }
    return c.json({ shareToken: token, url: `${siteUrlFor(c.get("deps").env, c.req.raw)}/shared/${token}` }, 200);
  });

  app.openapi(unshareRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    await owned(c, id, user.userId);
    await c
      .get("deps")
      .database.db.update(savedItineraries)
      .set({ shareToken: null })
      .where(and(eq(savedItineraries.id, id), eq(savedItineraries.userId, user.userId)));
    return c.json({ shared: false as const }, 200);
  });

  app.openapi(dayRoute, async (c) => {
    const user = requireUser(c);
    const { id, dayIndex } = c.req.valid("param");
    const row = await owned(c, id, user.userId);
    const day = (row.itinerary as unknown as Itinerary).days[dayIndex];
    if (!day) throw new ApiError(404, "not_found", "This day is not in the itinerary.");
    const input = c.req.valid("json");
    const now = c.get("deps").clock.now();
    await enforceRateLimit(c.get("deps").database.db, `feedback:${user.userId}`, RATE_LIMITS.feedback, now);
    const values = {
      userId: user.userId,
      itineraryId: id,
      dayIndex,
      dayTitle: day.title,
      tripDate: input.tripDate ?? null,
      completionFeedback: input.completionFeedback,
      completedAt: now,
    };
    await c
      .get("deps")
      .database.db.insert(dayFeedback)
      .values(values)
      .onConflictDoUpdate({
        target: [dayFeedback.itineraryId, dayFeedback.dayIndex],
        set: { tripDate: values.tripDate, completionFeedback: values.completionFeedback, completedAt: now },
      });
    return c.json(await feedbackOf(c, id), 200);
  });

  app.openapi(reviewRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    await owned(c, id, user.userId);
    const input = c.req.valid("json");
    const now = c.get("deps").clock.now();
    await enforceRateLimit(c.get("deps").database.db, `feedback:${user.userId}`, RATE_LIMITS.feedback, now);
    const values = {
      overallRating: input.overallRating,
      alohabotRating: input.alohabotRating ?? null,
      feedbackText: input.feedbackText,
      wouldRecommend: input.wouldRecommend ?? null,
      updatedAt: now,
    };
    await c
      .get("deps")
      .database.db.insert(tripFeedback)
      .values({ ...values, userId: user.userId, itineraryId: id, createdAt: now })
      .onConflictDoUpdate({ target: tripFeedback.itineraryId, set: values });
    return c.json(await feedbackOf(c, id), 200);
  });

  app.openapi(feedbackRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    await owned(c, id, user.userId);
    return c.json(await feedbackOf(c, id), 200);
  });

  return app;
}

async function feedbackOf(
  c: { get: (key: "deps") => { database: { db: import("@/server/db/client").Db } } },
  itineraryId: string,
) {
  const db = c.get("deps").database.db;
  const days = await db.select().from(dayFeedback).where(eq(dayFeedback.itineraryId, itineraryId));
  const [review] = await db.select().from(tripFeedback).where(eq(tripFeedback.itineraryId, itineraryId)).limit(1);
  return {
    days: Object.fromEntries(
      days.map((d) => [
        d.dayIndex ?? 0,
        { tripDate: d.tripDate, completionFeedback: d.completionFeedback, completedAt: d.completedAt.toISOString() },
      ]),
    ),
    review: review
      ? {
          overallRating: review.overallRating,
          alohabotRating: review.alohabotRating,
          feedbackText: review.feedbackText,
          wouldRecommend: review.wouldRecommend,
        }
      : null,
  };
}
