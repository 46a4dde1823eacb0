import { createRoute, z } from "@hono/zod-openapi";
import { ApiError } from "@/server/lib/api-error";
import type { AppDeps } from "@/server/lib/app-context";
import { errorResponses, jsonBody, jsonContent } from "@/server/lib/openapi";
import { enforceRateLimit, RATE_LIMITS } from "@/server/lib/rate-limit";
import { siteUrlFor } from "@/server/lib/request-origin";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import { deletedSchema } from "@/shared/schemas/api";
import {
  renameItinerarySchema,
  reorderStopsSchema,
  savedItineraryListSchema,
  savedItinerarySchema,
  saveItinerarySchema,
  shareLinkSchema,
  unsharedSchema,
} from "@/shared/schemas/itinerary";
import { dayFeedbackSchema, itineraryFeedbackSchema, tripReviewSchema } from "@/shared/schemas/trip";
import { regenerateDay, reorderDay, replaceStop } from "./edit-day";
import { planItinerary } from "./planner";
import { createProseRewriter } from "./prose-rewriter";
import {
  assertOwnedItinerary,
  createSavedItinerary,
  deleteSavedItinerary,
  editSavedItinerary,
  getItineraryFeedback,
  getSavedItinerary,
  listSavedItineraries,
  recordDayFeedback,
  recordTripReview,
  renameSavedItinerary,
  shareSavedItinerary,
  unshareSavedItinerary,
} from "./saved-itineraries.service";

export type SavedItineraryDeps = Pick<AppDeps, "database" | "clock" | "directory" | "env" | "logger">;

const idParam = z.object({ id: z.uuid({ error: "Not found" }) });
const dayParams = z.object({ id: z.uuid({ error: "Not found" }), dayIndex: z.coerce.number().int().min(0).max(14) });

const saveRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Save an itinerary (re-planned on the server from the preferences, so only real places are stored)",
  request: { body: jsonBody(saveItinerarySchema) },
  responses: { 201: jsonContent(savedItinerarySchema, "Saved"), ...errorResponses(400, 401, 429) },
});
const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The user's saved itineraries, newest first",
  responses: { 200: jsonContent(savedItineraryListSchema, "List"), ...errorResponses(401) },
});
const getRoute = createRoute({
  method: "get",
  path: "/{id}",
  summary: "One saved itinerary",
  request: { params: idParam },
  responses: { 200: jsonContent(savedItinerarySchema, "Itinerary"), ...errorResponses(400, 401, 404) },
});
const renameRoute = createRoute({
  method: "patch",
  path: "/{id}",
  summary: "Rename a saved itinerary",
  request: { params: idParam, body: jsonBody(renameItinerarySchema) },
  responses: { 200: jsonContent(savedItinerarySchema, "Renamed"), ...errorResponses(400, 401, 404) },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/{id}",
  summary: "Delete a saved itinerary",
  request: { params: idParam },
  responses: { 200: jsonContent(deletedSchema, "Deleted"), ...errorResponses(400, 401, 404) },
});
const shareRoute = createRoute({
  method: "post",
  path: "/{id}/share",
  summary: "Turn on the read-only share link (an unguessable token)",
  request: { params: idParam },
  responses: { 200: jsonContent(shareLinkSchema, "Shared"), ...errorResponses(400, 401, 404, 429) },
});
const unshareRoute = createRoute({
  method: "delete",
  path: "/{id}/share",
  summary: "Turn the share link off",
  request: { params: idParam },
  responses: { 200: jsonContent(unsharedSchema, "Unshared"), ...errorResponses(400, 401, 404) },
});
const dayRoute = createRoute({
  method: "put",
  path: "/{id}/days/{dayIndex}/feedback",
  summary: "Mark a day completed, with an optional trip date and note",
  request: { params: dayParams, body: jsonBody(dayFeedbackSchema) },
  responses: { 200: jsonContent(itineraryFeedbackSchema, "Recorded"), ...errorResponses(400, 401, 404, 429) },
});
const reviewRoute = createRoute({
  method: "put",
  path: "/{id}/review",
  summary: "Leave or edit the trip review (one per itinerary)",
  request: { params: idParam, body: jsonBody(tripReviewSchema) },
  responses: { 200: jsonContent(itineraryFeedbackSchema, "Recorded"), ...errorResponses(400, 401, 404, 429) },
});
const feedbackRoute = createRoute({
  method: "get",
  path: "/{id}/feedback",
  summary: "The itinerary's day feedback and trip review",
  request: { params: idParam },
  responses: { 200: jsonContent(itineraryFeedbackSchema, "Feedback"), ...errorResponses(400, 401, 404) },
});

const editResponses = {
  200: jsonContent(savedItinerarySchema, "The itinerary with the day's times and drive legs recomputed"),
  ...errorResponses(
    400,
    401,
    [404, "No such itinerary, day or stop"],
    [409, "Nothing else fits"],
    [422, "The new order misses a time window"],
  ),
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
    body: jsonBody(reorderStopsSchema),
  },
  responses: editResponses,
});

/** Saved itineraries, mounted at /api/itineraries; every route checks the owner (others get 404). */
export function savedItineraryRoutes(deps: SavedItineraryDeps) {
  const app = createRouter();
  const { db } = deps.database;
  const rewriteProse = createProseRewriter(deps.env, deps.logger);

  app.openapi(saveRoute, async (c) => {
    const user = requireUser(c);
    const { preferences, title } = c.req.valid("json");
    await enforceRateLimit(db, `itinerary-save:${user.userId}`, RATE_LIMITS.itinerarySave, deps.clock.now());
    const itinerary = await rewriteProse(planItinerary(await deps.directory.get(), preferences, deps.clock.now()));
    const saved = await createSavedItinerary(db, {
      userId: user.userId,
      title: title ?? `${itinerary.duration} on Kauai`,
      preferences,
      itinerary,
      now: deps.clock.now(),
    });
    return c.json(saved, 201);
  });

  app.openapi(listRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ itineraries: await listSavedItineraries(db, user.userId) }, 200);
  });

  app.openapi(getRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await getSavedItinerary(db, c.req.valid("param").id, user.userId), 200);
  });

  app.openapi(renameRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    return c.json(await renameSavedItinerary(db, id, user.userId, c.req.valid("json").title, deps.clock.now()), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const user = requireUser(c);
    await deleteSavedItinerary(db, c.req.valid("param").id, user.userId);
    return c.json({ deleted: true as const }, 200);
  });

  app.openapi(regenerateDayRoute, async (c) => {
    const { id, dayIndex } = c.req.valid("param");
    const directory = await deps.directory.get();
    const saved = await editSavedItinerary(db, id, requireUser(c).userId, deps.clock.now(), (row) =>
      regenerateDay(directory, row.preferences, row.itinerary, dayIndex, row.createdAt),
    );
    return c.json(saved, 200);
  });

  app.openapi(replaceStopRoute, async (c) => {
    const { id, dayIndex, stopIndex } = c.req.valid("param");
    const directory = await deps.directory.get();
    const saved = await editSavedItinerary(db, id, requireUser(c).userId, deps.clock.now(), (row) =>
      replaceStop(directory, row.preferences, row.itinerary, dayIndex, stopIndex, row.createdAt),
    );
    return c.json(saved, 200);
  });

  app.openapi(reorderRoute, async (c) => {
    const { id, dayIndex } = c.req.valid("param");
    const { order } = c.req.valid("json");
    const directory = await deps.directory.get();
    const saved = await editSavedItinerary(db, id, requireUser(c).userId, deps.clock.now(), (row) =>
      reorderDay(directory, row.preferences, row.itinerary, dayIndex, order, row.createdAt),
    );
    return c.json(saved, 200);
  });

  app.openapi(shareRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    await assertOwnedItinerary(db, id, user.userId);
    await enforceRateLimit(db, `itinerary-share:${user.userId}`, RATE_LIMITS.itineraryShare, deps.clock.now());
    const token = await shareSavedItinerary(db, id, user.userId);
    return c.json({ shareToken: token, url: `${siteUrlFor(deps.env, c.req.raw)}/shared/${token}` }, 200);
  });

  app.openapi(unshareRoute, async (c) => {
    const user = requireUser(c);
    await unshareSavedItinerary(db, c.req.valid("param").id, user.userId);
    return c.json({ shared: false as const }, 200);
  });

  app.openapi(dayRoute, async (c) => {
    const user = requireUser(c);
    const { id, dayIndex } = c.req.valid("param");
    const day = (await assertOwnedItinerary(db, id, user.userId)).days[dayIndex];
    if (!day) throw new ApiError(404, "not_found", "This day is not in the itinerary.");
    const input = c.req.valid("json");
    const now = deps.clock.now();
    await enforceRateLimit(db, `feedback:${user.userId}`, RATE_LIMITS.feedback, now);
    await recordDayFeedback(db, {
      userId: user.userId,
      itineraryId: id,
      dayIndex,
      dayTitle: day.title,
      tripDate: input.tripDate ?? null,
      completionFeedback: input.completionFeedback,
      now,
    });
    return c.json(await getItineraryFeedback(db, id), 200);
  });

  app.openapi(reviewRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    await assertOwnedItinerary(db, id, user.userId);
    const input = c.req.valid("json");
    const now = deps.clock.now();
    await enforceRateLimit(db, `feedback:${user.userId}`, RATE_LIMITS.feedback, now);
    await recordTripReview(db, {
      userId: user.userId,
      itineraryId: id,
      overallRating: input.overallRating,
      alohabotRating: input.alohabotRating ?? null,
      feedbackText: input.feedbackText,
      wouldRecommend: input.wouldRecommend ?? null,
      now,
    });
    return c.json(await getItineraryFeedback(db, id), 200);
  });

  app.openapi(feedbackRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    await assertOwnedItinerary(db, id, user.userId);
    return c.json(await getItineraryFeedback(db, id), 200);
  });

  return app;
}
