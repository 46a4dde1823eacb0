import { placeCardSchema } from "./place-card";
import { z } from "./zod";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} must be ${max} characters or less`)
    .nullish()
    .transform((text) => {
      const trimmed = text?.trim() ?? "";
      return trimmed === "" ? null : trimmed;
    });

/** Editing a saved recommendation on My Trip: the note (trimmed, empty → none) and the favourite star. */
export const updateSavedItemSchema = z.object({
  note: optionalText(500, "Note").optional(),
  isFavorite: z.boolean().optional(),
});

/** Marking a day of a saved itinerary completed, with an optional date and note. */
export const dayFeedbackSchema = z.object({
  tripDate: z.iso.date({ error: "Use a date like 2026-12-24" }).nullish(),
  completionFeedback: optionalText(500, "Feedback"),
});

/** The after-trip review: one per itinerary, editable. */
export const tripReviewSchema = z.object({
  overallRating: z
    .number({ error: "Choose an overall rating from 1 to 5" })
    .int()
    .min(1, "Choose an overall rating from 1 to 5")
    .max(5, "Choose an overall rating from 1 to 5"),
  alohabotRating: z.number().int().min(1, "Rate AlohaBot from 1 to 5").max(5, "Rate AlohaBot from 1 to 5").nullish(),
  feedbackText: optionalText(1000, "Your review"),
  wouldRecommend: z.boolean().nullish(),
});

export const savedTripItemSchema = z.object({
  id: z.string(),
  /** Null once the conversation it came from was deleted; the item keeps its own copy of the reply. */
  messageId: z.string().nullable(),
  conversationId: z.string().nullable(),
  category: z.string(),
  note: z.string().nullable(),
  isFavorite: z.boolean(),
  content: z.string(),
  places: z.array(placeCardSchema),
  createdAt: z.string(),
});
export type SavedTripItem = z.infer<typeof savedTripItemSchema>;

export const savedTripItemsSchema = z.object({ items: z.array(savedTripItemSchema) });
export type SavedTripItems = z.infer<typeof savedTripItemsSchema>;

/** A saved itinerary's day feedback (keyed by day index) and its trip review. */
export const itineraryFeedbackSchema = z.object({
  days: z.record(
    z.string(),
    z.object({ tripDate: z.string().nullable(), completionFeedback: z.string().nullable(), completedAt: z.string() }),
  ),
  review: z
    .object({
      overallRating: z.number().int(),
      alohabotRating: z.number().int().nullable(),
      feedbackText: z.string().nullable(),
      wouldRecommend: z.boolean().nullable(),
    })
    .nullable(),
});
export type ItineraryFeedback = z.infer<typeof itineraryFeedbackSchema>;
