import { sanitizeMessage } from "../chat-text";
import { MAX_MESSAGE_LENGTH, MESSAGE_RATINGS, TRIP_CATEGORY_VALUES } from "../constants";
import { CHAT } from "../messages/chat";
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
