import { createRoute, z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { quotaFromAccess } from "@/server/features/access/request-access";
import { ApiError, errorBody } from "@/server/lib/api-error";
import { enforceRateLimit, RATE_LIMITS } from "@/server/lib/rate-limit";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import { DAILY_MESSAGE_LIMIT } from "@/shared/constants";
import { CHAT } from "@/shared/messages/chat";
import { rateMessageSchema, saveToTripSchema, sendChatSchema } from "@/shared/schemas/chat";
import { type PlaceCard, placeCardSchema } from "@/shared/schemas/place-card";
import {
  deleteConversation,
  getConversationDetail,
  getOwnedAssistantMessage,
  getOwnedConversation,
  listConversations,
  loadHistory,
  rateMessage,
  refundMessage,
  reserveMessage,
  type StoredMessage,
  saveMessage,
  storeExchange,
} from "./chat.service";

import { getQuota } from "./quota.service";
import { followUpSuggestions, shuffledSuggestions } from "./suggestions";

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const messageSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  createdAt: z.string(),
});
const chatResultSchema = z.object({
  conversationId: z.string(),
  message: messageSchema,
  places: z.array(placeCardSchema),
  remainingMessages: z.number().int(),
});
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const idParam = z.object({ id: z.uuid({ error: "Not found" }) });

const sendRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Send a message; JSON by default, or server-sent events (delta, done, error) with Accept: text/event-stream",
  request: { body: { required: true, content: { "application/json": { schema: sendChatSchema } } } },
  responses: {
    200: json(chatResultSchema, "The reply"),
    404: json(errorSchema, "Unknown conversation"),
    429: json(errorSchema, "Daily limit reached"),
  },
});
const quotaSchema = z.object({ limit: z.number().int(), remaining: z.number().int(), resetsAt: z.string().nullable() });
const quotaRoute = createRoute({
  method: "get",
  path: "/quota",
  summary: "Messages left today and when the 24-hour window resets",
  responses: { 200: json(quotaSchema, "Quota") },
});
const listRoute = createRoute({
  method: "get",
  path: "/conversations",
  summary: "The user's conversations, newest update first",
  responses: {
    200: json(
      z.object({ conversations: z.array(z.object({ id: z.string(), title: z.string(), updatedAt: z.string() })) }),
      "Conversations",
    ),
  },
});
const detailRoute = createRoute({
  method: "get",
  path: "/conversations/{id}",
  summary: "One conversation with its messages, places and this user's ratings",
  request: { params: idParam },
  responses: { 200: json(z.any(), "Conversation"), 404: json(errorSchema, "Not found") },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/conversations/{id}",
  summary: "Delete a conversation",
  request: { params: idParam },
  responses: { 200: json(z.object({ deleted: z.literal(true) }), "Deleted"), 404: json(errorSchema, "Not found") },
});
const rateRoute = createRoute({
  method: "put",
  path: "/messages/{id}/rating",
  summary: "Set or change the user's thumbs up/down on an assistant message",
  request: {
    params: idParam,
    body: { required: true, content: { "application/json": { schema: rateMessageSchema } } },
  },
  responses: {
    200: json(z.object({ rating: z.enum(["thumbs_up", "thumbs_down"]) }), "Saved"),
    404: json(errorSchema, "Not found"),
  },
});
const saveRoute = createRoute({
  method: "post",
  path: "/messages/{id}/save",
  summary: "Save an assistant reply to the trip (409 already_saved for a duplicate)",
  request: { params: idParam, body: { required: true, content: { "application/json": { schema: saveToTripSchema } } } },
  responses: {
    201: json(z.object({ saved: z.literal(true) }), "Saved"),
    404: json(errorSchema, "Not found"),
    409: json(errorSchema, "Already saved"),
  },
});
const suggestionsRoute = createRoute({
  method: "get",
  path: "/suggestions",
  summary: "Shuffled built-in prompts for a new chat, or follow-ups drawn from the conversation",
  request: { query: z.object({ conversationId: z.uuid().optional() }) },
  responses: { 200: json(z.object({ suggestions: z.array(z.string()) }), "Suggestions") },
});

function limitError() {
  return errorBody("daily_limit_reached", CHAT.limit.description);
}

/** The chat API, mounted behind the premium guard at /api/chat. */
export function chatRoutes() {
  const app = createRouter();

  app.openapi(sendRoute, async (c) => {
    const user = requireUser(c);
    const { database, clock, concierge, logger } = c.get("deps");
    const db = database.db;
    const { conversationId, message } = c.req.valid("json");
    // Ownership and history at once (the history is used only when the conversation is the user's).
    const [existing, earlier] = conversationId
      ? await Promise.all([getOwnedConversation(db, user.userId, conversationId), loadHistory(db, conversationId)])
      : [null, []];
    if (conversationId && !existing) throw new ApiError(404, "not_found", "This conversation does not exist.");
    const now = clock.now();
    const reservation = await reserveMessage(db, user.userId, now);
    if (!reservation) return c.json(limitError(), 429);
    const remainingMessages = Math.max(0, DAILY_MESSAGE_LIMIT - reservation.questionCount);
    const history = existing ? earlier : [];
    const signal = c.req.raw.signal;

    const run = async (onDelta: (text: string) => Promise<void>, onReset: () => Promise<void>) => {
      let done: { text: string; places: PlaceCard[] } | null = null;
      for await (const event of concierge.answer({ history, message, now, signal })) {
        if (event.type === "delta") await onDelta(event.text);
        else if (event.type === "reset") await onReset();
        else done = { text: event.text, places: event.places };
      }
      if (!done || signal.aborted) throw new Error("the reply did not complete");
      const stored = await storeExchange(db, {
        userId: user.userId,
        conversationId: existing?.id ?? null,
        userText: message,
        reply: done.text,
        places: done.places,
        now,
      });
      return {
        conversationId: stored.conversationId,
        message: toMessage(stored.assistant),
        places: done.places,
        remainingMessages,
      };
    };

    if (!(c.req.header("accept") ?? "").includes("text/event-stream")) {
      try {
        return c.json(
          await run(
            async () => undefined,
            async () => undefined,
          ),
          200,
        );
      } catch (error) {
        await refundMessage(db, user.userId, reservation);
        throw error;
      }
    }

    // A streamed response has no typed body; the route documents the JSON shape of its done event.
    return streamSSE(c, async (stream) => {
      try {
        const result = await run(
          async (text) => {
            if (!signal.aborted) await stream.writeSSE({ event: "delta", data: JSON.stringify({ text }) });
          },
          async () => {
            await stream.writeSSE({ event: "reset", data: "{}" });
          },
        );
        await stream.writeSSE({ event: "done", data: JSON.stringify(result) });
      } catch (error) {
        // Nothing was stored: give the message back.
        await refundMessage(db, user.userId, reservation);
        if (!signal.aborted) {
          logger.error({ err: error }, "chat reply failed");
          await stream.writeSSE({ event: "error", data: JSON.stringify(errorBody("reply_failed", CHAT.sendFailed)) });
        }
      }
    }) as never;
  });

  app.openapi(quotaRoute, async (c) => {
    const user = requireUser(c);
    const { database, clock } = c.get("deps");
    c.header("Cache-Control", "no-store");
    const access = c.get("access");
    return c.json(
      access ? quotaFromAccess(access, clock.now()) : await getQuota(database.db, user.userId, clock.now()),
      200,
    );
  });

  app.openapi(listRoute, async (c) => {
    const user = requireUser(c);
    const rows = await listConversations(c.get("deps").database.db, user.userId);
    return c.json({ conversations: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) }, 200);
  });

  app.openapi(detailRoute, async (c) => {
    const user = requireUser(c);
    const detail = await getConversationDetail(c.get("deps").database.db, user.userId, c.req.valid("param").id);
    if (!detail) throw new ApiError(404, "not_found", "This conversation does not exist.");
    return c.json(detail, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const user = requireUser(c);
    const deleted = await deleteConversation(c.get("deps").database.db, user.userId, c.req.valid("param").id);
    if (!deleted) throw new ApiError(404, "not_found", "This conversation does not exist.");
    return c.json({ deleted: true as const }, 200);
  });

  app.openapi(rateRoute, async (c) => {
    const user = requireUser(c);
    const { database, clock } = c.get("deps");
    const messageId = c.req.valid("param").id;
    if (!(await getOwnedAssistantMessage(database.db, user.userId, messageId)))
      throw new ApiError(404, "not_found", "This message does not exist.");
    const { rating } = c.req.valid("json");
    await rateMessage(database.db, user.userId, messageId, rating, clock.now());
    return c.json({ rating }, 200);
  });

  app.openapi(saveRoute, async (c) => {
    const user = requireUser(c);
    const { database, clock } = c.get("deps");
    const message = await getOwnedAssistantMessage(database.db, user.userId, c.req.valid("param").id);
    if (!message) throw new ApiError(404, "not_found", "This message does not exist.");
    const input = c.req.valid("json");
    await enforceRateLimit(database.db, `trip-save:${user.userId}`, RATE_LIMITS.tripSave, clock.now());
    const saved = await saveMessage(
      database.db,
      user.userId,
      message,
      { category: input.category, note: input.note, isFavorite: input.isFavorite },
      clock.now(),
    );
    if (!saved) return c.json(errorBody("already_saved", CHAT.save.alreadySaved.description), 409);
    return c.json({ saved: true as const }, 201);
  });

  app.openapi(suggestionsRoute, async (c) => {
    const user = requireUser(c);
    const { conversationId } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    if (!conversationId) return c.json({ suggestions: shuffledSuggestions() }, 200);
    const detail = await getConversationDetail(c.get("deps").database.db, user.userId, conversationId);
    if (!detail) return c.json({ suggestions: shuffledSuggestions() }, 200);
    const lastAssistant = [...detail.messages].reverse().find((m) => m.role === "assistant");
    const lastUser = [...detail.messages].reverse().find((m) => m.role === "user");
    return c.json({ suggestions: followUpSuggestions(lastAssistant?.places ?? [], lastUser?.content ?? "") }, 200);
  });

  return app;
}

function toMessage(message: StoredMessage) {
  return { id: message.id, role: message.role, content: message.content, createdAt: message.createdAt };
}
