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

export type SavedTripItem = {
  id: string;
  /** Null once the conversation it came from was deleted; the item keeps its own copy of the reply. */
  messageId: string | null;
  conversationId: string | null;
  category: string;
  note: string | null;
  isFavorite: boolean;
  content: string;
  places: import("./place-card").PlaceCard[];
  createdAt: string;
};
