import { sanitizeMessage } from "../chat-text";
import { MAX_MESSAGE_LENGTH, MESSAGE_RATINGS, TRIP_CATEGORY_VALUES } from "../constants";
import { CHAT } from "../messages/chat";
import { placeCardSchema } from "./place-card";
import { z } from "./zod";

/** A chat message as sent: cleaned as the spec says, then required, non-empty and at most 1000 characters. */
export const chatMessageTextSchema = z
  .string({ error: CHAT.validation.required })
  .min(1, CHAT.validation.required)
  .transform(sanitizeMessage)
  .pipe(z.string().min(1, CHAT.validation.empty).max(MAX_MESSAGE_LENGTH, CHAT.validation.tooLong));

export const sendChatSchema = z.object({
  conversationId: z.uuid({ error: "Unknown conversation" }).optional(),
  message: chatMessageTextSchema,
});
export type SendChatInput = z.infer<typeof sendChatSchema>;

export const rateMessageSchema = z.object({
  rating: z.enum(MESSAGE_RATINGS, { error: "Choose thumbs up or thumbs down" }),
});

export const saveToTripSchema = z.object({
  category: z.enum(TRIP_CATEGORY_VALUES as [string, ...string[]], { error: CHAT.save.categoryRequired.description }),
  note: z
    .string()
    .max(500, "Note must be 500 characters or less")
    .nullish()
    .transform((note) => {
      const trimmed = note?.trim() ?? "";
      return trimmed === "" ? null : trimmed;
    }),
  isFavorite: z.boolean().default(false),
});
export type SaveToTripInput = z.input<typeof saveToTripSchema>;

// Responses of /api/chat.
export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The reply to a sent message (JSON, or the data of the stream's `done` event). */
export const chatResultSchema = z.object({
  conversationId: z.string(),
  message: chatMessageSchema,
  places: z.array(placeCardSchema),
  remainingMessages: z.number().int(),
});
export type ChatResult = z.infer<typeof chatResultSchema>;

export const chatQuotaSchema = z.object({
  limit: z.number().int(),
  remaining: z.number().int(),
  resetsAt: z.string().nullable(),
});
export type ChatQuota = z.infer<typeof chatQuotaSchema>;

export const conversationSummarySchema = z.object({ id: z.string(), title: z.string(), updatedAt: z.string() });
export const conversationListSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;

export const messageRatingSchema = z.enum(MESSAGE_RATINGS);

/** One conversation with its messages, the places it mentioned and this user's ratings by message id. */
export const conversationDetailSchema = z.object({
  conversation: conversationSummarySchema,
  messages: z.array(chatMessageSchema.extend({ places: z.array(placeCardSchema) })),
  places: z.array(placeCardSchema),
  ratings: z.record(z.string(), messageRatingSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const ratingResponseSchema = z.object({ rating: messageRatingSchema });
export const savedToTripSchema = z.object({ saved: z.literal(true) });
export const suggestionsSchema = z.object({ suggestions: z.array(z.string()) });
export type Suggestions = z.infer<typeof suggestionsSchema>;
