import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { dayFeedback, tripFeedback } from "@/server/db/schema/feedback";
import { savedItineraries } from "@/server/db/schema/itineraries";
import { ApiError } from "@/server/lib/api-error";
import type {
  Itinerary,
  ItineraryPreferences,
  SavedItinerary,
  SavedItinerarySummary,
} from "@/shared/schemas/itinerary";
import type { ItineraryFeedback } from "@/shared/schemas/trip";

type Row = typeof savedItineraries.$inferSelect;

function toSummary(row: Row): SavedItinerarySummary {
  return {
    id: row.id,
    title: row.title,
    days: row.itinerary.days.length,
    places: row.itinerary.overview.totalPlaces,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSaved(row: Row): SavedItinerary {
  return { ...toSummary(row), itinerary: row.itinerary, shareToken: row.shareToken };
}

const owner = (id: string, userId: string) => and(eq(savedItineraries.id, id), eq(savedItineraries.userId, userId));

export async function createSavedItinerary(
  db: Db,
  input: { userId: string; title: string; preferences: ItineraryPreferences; itinerary: Itinerary; now: Date },
): Promise<SavedItinerary> {
  const [row] = await db
    .insert(savedItineraries)
    .values({
      userId: input.userId,
      title: input.title,
      durationDays: input.preferences.duration,
      preferences: input.preferences,
      itinerary: input.itinerary,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return toSaved(row!);
}

/** The user's saved itineraries, newest update first. */
export async function listSavedItineraries(db: Db, userId: string): Promise<SavedItinerarySummary[]> {
  const rows = await db
    .select()
    .from(savedItineraries)
    .where(eq(savedItineraries.userId, userId))
    .orderBy(desc(savedItineraries.updatedAt))
    .limit(100);
  return rows.map(toSummary);
}

/** The user's own itinerary row; another user's is indistinguishable from a missing one (404). */
async function ownedRow(db: Db, id: string, userId: string): Promise<Row> {
  const [row] = await db.select().from(savedItineraries).where(owner(id, userId)).limit(1);
  if (!row) throw new ApiError(404, "not_found", "This itinerary does not exist.");
  return row;
}

export async function getSavedItinerary(db: Db, id: string, userId: string): Promise<SavedItinerary> {
  return toSaved(await ownedRow(db, id, userId));
}

export async function renameSavedItinerary(
  db: Db,
  id: string,
  userId: string,
  title: string,
  now: Date,
): Promise<SavedItinerary> {
  await ownedRow(db, id, userId);
  const [row] = await db.update(savedItineraries).set({ title, updatedAt: now }).where(owner(id, userId)).returning();
  return toSaved(row!);
}

export async function deleteSavedItinerary(db: Db, id: string, userId: string): Promise<void> {
  await ownedRow(db, id, userId);
  await db.delete(savedItineraries).where(owner(id, userId));
}

/** The itinerary's share token, made on first use and kept until the owner turns sharing off. */
export async function shareSavedItinerary(db: Db, id: string, userId: string): Promise<string> {
  const row = await ownedRow(db, id, userId);
  if (row.shareToken) return row.shareToken;
  const token = randomBytes(24).toString("base64url");
  await db.update(savedItineraries).set({ shareToken: token }).where(owner(id, userId));
  return token;
}

export async function unshareSavedItinerary(db: Db, id: string, userId: string): Promise<void> {
  await ownedRow(db, id, userId);
  await db.update(savedItineraries).set({ shareToken: null }).where(owner(id, userId));
}

/** Ownership check before a rate-limited write: the 404 comes before the limit is spent. */
export async function assertOwnedItinerary(db: Db, id: string, userId: string): Promise<Itinerary> {
  return (await ownedRow(db, id, userId)).itinerary;
}

/** The plan behind a share token, or null when the link is not shared (any more). */
export async function getSharedItinerary(db: Db, token: string): Promise<Itinerary | null> {
  const [row] = await db
    .select({ itinerary: savedItineraries.itinerary })
    .from(savedItineraries)
    .where(eq(savedItineraries.shareToken, token))
    .limit(1);
  return row?.itinerary ?? null;
}

export async function recordDayFeedback(
  db: Db,
  input: {
    userId: string;
    itineraryId: string;
    dayIndex: number;
    dayTitle: string;
    tripDate: string | null;
    completionFeedback: string | null;
    now: Date;
  },
): Promise<void> {
  await db
    .insert(dayFeedback)
    .values({
      userId: input.userId,
      itineraryId: input.itineraryId,
      dayIndex: input.dayIndex,
      dayTitle: input.dayTitle,
      tripDate: input.tripDate,
      completionFeedback: input.completionFeedback,
      completedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [dayFeedback.itineraryId, dayFeedback.dayIndex],
      set: { tripDate: input.tripDate, completionFeedback: input.completionFeedback, completedAt: input.now },
    });
}

export async function recordTripReview(
  db: Db,
  input: {
    userId: string;
    itineraryId: string;
    overallRating: number;
    alohabotRating: number | null;
    feedbackText: string | null;
    wouldRecommend: boolean | null;
    now: Date;
  },
): Promise<void> {
  const values = {
    overallRating: input.overallRating,
    alohabotRating: input.alohabotRating,
    feedbackText: input.feedbackText,
    wouldRecommend: input.wouldRecommend,
    updatedAt: input.now,
  };
  await db
    .insert(tripFeedback)
    .values({ ...values, userId: input.userId, itineraryId: input.itineraryId, createdAt: input.now })
    .onConflictDoUpdate({ target: tripFeedback.itineraryId, set: values });
}

export async function getItineraryFeedback(db: Db, itineraryId: string): Promise<ItineraryFeedback> {
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

/**
 * My Trip's day edits: re-read the owner's row, let `edit` recompute the plan from the stored
 * preferences and itinerary, store the whole itinerary back and answer it.
 */
export async function editSavedItinerary(
  db: Db,
  id: string,
  userId: string,
  now: Date,
  edit: (saved: { preferences: ItineraryPreferences; itinerary: Itinerary; createdAt: Date }) => Itinerary,
): Promise<SavedItinerary> {
  const row = await ownedRow(db, id, userId);
  const itinerary = edit({ preferences: row.preferences, itinerary: row.itinerary, createdAt: row.createdAt });
  const [updated] = await db
    .update(savedItineraries)
    .set({ itinerary, updatedAt: now })
    .where(owner(id, userId))
    .returning();
  if (!updated) throw new ApiError(404, "not_found", "This itinerary does not exist.");
  return toSaved(updated);
}
