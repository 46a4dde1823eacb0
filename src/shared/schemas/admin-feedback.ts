import { adminListQuerySchema, adminListResponseSchema } from "./admin-list";
import { z } from "./zod";

// User Feedback (spec admin-back-office §2): star statistics of the assistant and trip ratings, trip
// reviews and day feedback lists, and their CSV exports generated on the server.

export const starStatsSchema = z.object({
  averageRating: z.number().nullable(),
  totalRatings: z.number().int(),
  /** Index 0 is 5 stars, index 4 is 1 star (the order the page shows them). */
  distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int(), percent: z.number() })),
});
export type StarStats = z.infer<typeof starStatsSchema>;

export const adminFeedbackStatsSchema = z.object({
  assistantRatings: starStatsSchema,
  tripRatings: starStatsSchema,
  tripReviewCount: z.number().int(),
  dayFeedbackCount: z.number().int(),
});
export type AdminFeedbackStats = z.infer<typeof adminFeedbackStatsSchema>;

export const tripFeedbackQuerySchema = adminListQuerySchema({
  sortKeys: ["createdAt", "overallRating"] as const,
  defaultSort: "-createdAt",
  filters: {},
});
export type TripFeedbackQueryInput = z.input<typeof tripFeedbackQuerySchema>;

export const dayFeedbackQuerySchema = adminListQuerySchema({
  sortKeys: ["completedAt", "tripDate"] as const,
  defaultSort: "-completedAt",
  filters: {},
});
export type DayFeedbackQueryInput = z.input<typeof dayFeedbackQuerySchema>;

export const tripFeedbackItemSchema = z.object({
  id: z.string(),
  overallRating: z.number().int(),
  alohabotRating: z.number().int().nullable(),
  feedbackText: z.string().nullable(),
  wouldRecommend: z.boolean().nullable(),
  createdAt: z.string(),
  userEmail: z.string().nullable(),
});
export type TripFeedbackItem = z.infer<typeof tripFeedbackItemSchema>;

export const dayFeedbackItemSchema = z.object({
  id: z.string(),
  dayTitle: z.string(),
  tripDate: z.string().nullable(),
  completionFeedback: z.string().nullable(),
  completedAt: z.string(),
  userEmail: z.string().nullable(),
});
export type DayFeedbackItem = z.infer<typeof dayFeedbackItemSchema>;

export const tripFeedbackListSchema = adminListResponseSchema(tripFeedbackItemSchema);
export type TripFeedbackList = z.infer<typeof tripFeedbackListSchema>;
export const dayFeedbackListSchema = adminListResponseSchema(dayFeedbackItemSchema);
export type DayFeedbackList = z.infer<typeof dayFeedbackListSchema>;

export const feedbackExportQuerySchema = z.object({
  q: z.string().trim().max(200, { error: "q must be at most 200 characters" }).default(""),
});

/** CSV columns, in the spec's order (§9). */
export const TRIP_FEEDBACK_CSV_COLUMNS = [
  "Trip Rating",
  "AlohaBot Rating",
  "Feedback",
  "Would Recommend",
  "Created At",
  "User Email",
] as const;
export const DAY_FEEDBACK_CSV_COLUMNS = ["Day Title", "Trip Date", "Feedback", "Completed At", "User Email"] as const;
