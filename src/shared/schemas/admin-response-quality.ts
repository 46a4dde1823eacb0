import { adminListQuerySchema, adminListResponseSchema } from "./admin-list";
import { z } from "./zod";

// Response Quality Analytics (spec admin-back-office §2): thumbs statistics and the negatively rated replies.

export const ratingStatsSchema = z.object({
  totalRatings: z.number().int(),
  thumbsUp: z.number().int(),
  thumbsDown: z.number().int(),
  /** Positive among all ratings, one decimal; null when nobody has rated yet. */
  positivePercentage: z.number().nullable(),
  /** Satisfaction is good at 70% or more. */
  isGood: z.boolean().nullable(),
});
export type RatingStats = z.infer<typeof ratingStatsSchema>;

export const NEGATIVE_REVIEW_FILTERS = ["all", "open", "reviewed"] as const;
export const negativeFeedbackQuerySchema = adminListQuerySchema({
  sortKeys: ["ratedAt"] as const,
  defaultSort: "-ratedAt",
  filters: {
    status: z.enum(NEGATIVE_REVIEW_FILTERS, { error: "status must be all, open or reviewed" }).default("all"),
  },
});
export type NegativeFeedbackQueryInput = z.input<typeof negativeFeedbackQuerySchema>;

export const recommendedPlaceSchema = z.object({ placeId: z.string(), name: z.string() });

export const negativeFeedbackItemSchema = z.object({
  ratingId: z.string(),
  messageId: z.string(),
  conversationId: z.string(),
  userEmail: z.string().nullable(),
  conversationTitle: z.string(),
  /** The reply cut at 150 characters with an ellipsis. */
  messageExcerpt: z.string(),
  messageCreatedAt: z.string(),
  ratingCreatedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedByEmail: z.string().nullable(),
  places: z.array(recommendedPlaceSchema),
});
export type NegativeFeedbackItem = z.infer<typeof negativeFeedbackItemSchema>;
export const negativeFeedbackListSchema = adminListResponseSchema(negativeFeedbackItemSchema);
export type NegativeFeedbackList = z.infer<typeof negativeFeedbackListSchema>;

export const ratingIdParamSchema = z.object({ id: z.uuid({ error: "id must be a rating id" }) });
export const conversationIdParamSchema = z.object({ id: z.uuid({ error: "id must be a conversation id" }) });

export const adminConversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  userEmail: z.string().nullable(),
  messages: z.array(
    z.object({
      id: z.string(),
      role: z.enum(["user", "assistant"]),
      content: z.string(),
      createdAt: z.string(),
      places: z.array(recommendedPlaceSchema),
      /** The owner's rating of this reply, if any. */
      rating: z.enum(["thumbs_up", "thumbs_down"]).nullable(),
    }),
  ),
});
export type AdminConversation = z.infer<typeof adminConversationSchema>;

export const reviewedResponseSchema = z.object({ ratingId: z.string(), reviewedAt: z.string() });
