import { createRoute, z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { quotaFromAccess } from "@/server/features/access/request-access";
import { ApiError, errorBody } from "@/server/lib/api-error";
import type { AppDeps } from "@/server/lib/app-context";
import { createGate, type Gate, GateClosedError } from "@/server/lib/gate";
import { errorResponses, jsonBody, jsonContent } from "@/server/lib/openapi";
import { enforceRateLimit, RATE_LIMITS } from "@/server/lib/rate-limit";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import { DAILY_MESSAGE_LIMIT } from "@/shared/constants";
import { CHAT } from "@/shared/messages/chat";
import { deletedSchema } from "@/shared/schemas/api";
import {
  chatQuotaSchema,
  chatResultSchema,
  conversationDetailSchema,
  conversationListSchema,
  rateMessageSchema,
  ratingResponseSchema,
  savedToTripSchema,
  saveToTripSchema,
  sendChatSchema,
  suggestionsSchema,
} from "@/shared/schemas/chat";
import type { PlaceCard } from "@/shared/schemas/place-card";
import {
  deleteConversation,
  getConversationDetail,
  getOwnedAssistantMessage,
  listConversations,
  loadOwnedHistory,
  rateMessage,
  refundMessage,
  reserveAndStoreExchange,
  reserveMessage,
  type StoredMessage,
  saveMessage,
  storeExchange,
} from "./chat.service";

import { getQuota } from "./quota.service";
import { followUpSuggestions, shuffledSuggestions } from "./suggestions";

const idParam = z.object({ id: z.uuid({ error: "Not found" }) });

const sendRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Send a message; JSON by default, or server-sent events (delta, done, error) with Accept: text/event-stream",
  request: { body: jsonBody(sendChatSchema) },
  responses: {
    200: {
      description: "The reply (as JSON, or as server-sent events whose done event carries the same object)",
      content: { "application/json": { schema: chatResultSchema }, "text/event-stream": { schema: chatResultSchema } },
    },
    ...errorResponses(
      400,
      401,
      403,
      [404, "Unknown conversation"],
      [429, "Daily limit reached"],
      [503, "Too many messages waiting; Retry-After says when to try again"],
    ),
  },
});
const quotaRoute = createRoute({
  method: "get",
  path: "/quota",
  summary: "Messages left today and when the 24-hour window resets",
  responses: { 200: jsonContent(chatQuotaSchema, "Quota"), ...errorResponses(401, 403) },
});
const listRoute = createRoute({
  method: "get",
  path: "/conversations",
  summary: "The user's conversations, newest update first",
  responses: { 200: jsonContent(conversationListSchema, "Conversations"), ...errorResponses(401, 403) },
});
const detailRoute = createRoute({
  method: "get",
  path: "/conversations/{id}",
  summary: "One conversation with its messages, places and this user's ratings",
  request: { params: idParam },
  responses: { 200: jsonContent(conversationDetailSchema, "Conversation"), ...errorResponses(400, 401, 403, 404) },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/conversations/{id}",
  summary: "Delete a conversation",
  request: { params: idParam },
  responses: { 200: jsonContent(deletedSchema, "Deleted"), ...errorResponses(400, 401, 403, 404) },
});
const rateRoute = createRoute({
  method: "put",
  path: "/messages/{id}/rating",
  summary: "Set or change the user's thumbs up/down on an assistant message",
  request: { params: idParam, body: jsonBody(rateMessageSchema) },
  responses: { 200: jsonContent(ratingResponseSchema, "Saved"), ...errorResponses(400, 401, 403, 404) },
});
const saveRoute = createRoute({
  method: "post",
  path: "/messages/{id}/save",
  summary: "Save an assistant reply to the trip (409 already_saved for a duplicate)",
  request: { params: idParam, body: jsonBody(saveToTripSchema) },
  responses: {
    201: jsonContent(savedToTripSchema, "Saved"),
    ...errorResponses(400, 401, 403, 404, [409, "Already saved"], 429),
  },
});
const suggestionsRoute = createRoute({
  method: "get",
  path: "/suggestions",
  summary: "Shuffled built-in prompts for a new chat, or follow-ups drawn from the conversation",
  request: { query: z.object({ conversationId: z.uuid().optional() }) },
  responses: { 200: jsonContent(suggestionsSchema, "Suggestions"), ...errorResponses(400, 401, 403) },
});

/** Built-in chat messages worked on at once per process; the rest wait their turn (decision 019). */
export const BUILTIN_CHAT_CONCURRENCY = 8;
/** Messages that may wait for a place; beyond that a newcomer is told to retry (503, Retry-After). */
export const BUILTIN_CHAT_MAX_WAITING = 256;
/** The status logged for a client that left before its turn (nginx's "client closed request"). */
const CLIENT_CLOSED = 499;

/** One server-sent event as hono's writeSSE writes it (the data is one line of JSON). */
function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}
const SSE_HEADERS = { "content-type": "text/event-stream", "cache-control": "no-cache" };

function limitError() {
  return errorBody("daily_limit_reached", CHAT.limit.description);
}

export type ChatDeps = Pick<AppDeps, "database" | "clock" | "concierge" | "logger">;

/** The chat API, mounted behind the premium guard at /api/chat. */
export function chatRoutes(deps: ChatDeps) {
  const app = createRouter();

  // The built-in engine is CPU-bound (a few milliseconds a message): a burst is served in arrival
  // order through a gate. A model-backed engine waits on the network and is not gated.
  // Made on the first message: building the routes reads no dependency.
  let gate: Gate | null | undefined;
  const gateOf = () => {
    gate ??= deps.concierge.kind === "builtin" ? createGate(BUILTIN_CHAT_CONCURRENCY, BUILTIN_CHAT_MAX_WAITING) : null;
    return gate;
  };

  app.openapi(sendRoute, async (c) => {
    // Already over today's limit as read with the session: answered without waiting in line (the
    // reservation below stays the rule, in one atomic statement).
    const access = c.get("access");
    if (access && quotaFromAccess(access, deps.clock.now()).remaining === 0) return c.json(limitError(), 429);
    let leave: (() => void) | null = null;
    const gate = gateOf();
    if (gate) {
      try {
        leave = await gate.enter(c.req.raw.signal);
      } catch (error) {
        if (!(error instanceof GateClosedError)) throw error;
        if (error.reason === "aborted") return c.body(null, CLIENT_CLOSED as never);
        c.header("Retry-After", "5");
        return c.json(errorBody("service_busy", CHAT.busy), 503);
      }
      if (c.req.raw.signal.aborted) {
        leave();
        return c.body(null, CLIENT_CLOSED as never);
      }
    }
    let streaming = false;
    try {
      const user = requireUser(c);
      const { database, clock, concierge, logger } = deps;
      const db = database.db;
      const { conversationId, message } = c.req.valid("json");
      // Ownership and history in one statement.
      const existing = conversationId ? await loadOwnedHistory(db, user.userId, conversationId) : null;
      if (conversationId && !existing) throw new ApiError(404, "not_found", "This conversation does not exist.");
      const now = clock.now();
      const history = existing?.history ?? [];
      const signal = c.req.raw.signal;
      const wantsStream = (c.req.header("accept") ?? "").includes("text/event-stream");
      const exchange = (reply: string, places: PlaceCard[]) => ({
        userId: user.userId,
        conversationId: existing?.id ?? null,
        userText: message,
        reply,
        places,
        now,
      });

      if (concierge.answerAtOnce) {
        // The reply is complete before anything is sent: work it out, then take the message from the
        // quota and store the exchange in one statement (decision 021). An engine failure or a visitor
        // who left uses nothing up.
        let answer: Awaited<ReturnType<NonNullable<typeof concierge.answerAtOnce>>>;
        try {
          answer = await concierge.answerAtOnce({ history, message, now, signal });
        } catch (error) {
          // As a stream promises: an error event (nothing was taken or stored).
          if (!wantsStream || signal.aborted) throw error;
          logger.error({ err: error }, "chat reply failed");
          return c.body(sseEvent("error", errorBody("reply_failed", CHAT.sendFailed)), 200, SSE_HEADERS) as never;
        }
        if (signal.aborted) return c.body(null, CLIENT_CLOSED as never);
        const stored = await reserveAndStoreExchange(db, exchange(answer.text, answer.places));
        if (stored.outcome === "limit") return c.json(limitError(), 429);
        if (stored.outcome === "gone") throw new ApiError(404, "not_found", "This conversation does not exist.");
        const result = {
          conversationId: stored.conversationId,
          message: toMessage(stored.assistant),
          places: answer.places,
          remainingMessages: Math.max(0, DAILY_MESSAGE_LIMIT - stored.questionCount),
        };
        if (!wantsStream) return c.json(result, 200);
        // The same events a stream carries, written at once: one socket write instead of one per event.
        return c.body(
          answer.pieces.map((text) => sseEvent("delta", { text })).join("") + sseEvent("done", result),
          200,
          SSE_HEADERS,
        ) as never;
      }

      const reservation = await reserveMessage(db, user.userId, now);
      if (!reservation) return c.json(limitError(), 429);
      const remainingMessages = Math.max(0, DAILY_MESSAGE_LIMIT - reservation.questionCount);

      const run = async (onDelta: (text: string) => Promise<void>, onReset: () => Promise<void>) => {
        let done: { text: string; places: PlaceCard[] } | null = null;
        for await (const event of concierge.answer({ history, message, now, signal })) {
          if (event.type === "delta") await onDelta(event.text);
          else if (event.type === "reset") await onReset();
          else done = { text: event.text, places: event.places };
        }
        if (!done || signal.aborted) throw new Error("the reply did not complete");
        const stored = await storeExchange(db, exchange(done.text, done.places));
        return {
          conversationId: stored.conversationId,
          message: toMessage(stored.assistant),
          places: done.places,
          remainingMessages,
        };
      };

      if (!wantsStream) {
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
          // The visitor left mid-reply: nothing was stored and nobody reads an answer.
          if (signal.aborted) return c.body(null, CLIENT_CLOSED as never);
          throw error;
        }
      }

      // A streamed response has no typed body; the route documents the JSON shape of its done event.
      // The gate's place goes with the stream, which gives it back when it ends.
      streaming = true;
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
        } finally {
          leave?.();
        }
      }) as never;
    } finally {
      if (!streaming) leave?.();
    }
  });

  app.openapi(quotaRoute, async (c) => {
    const user = requireUser(c);
    const { database, clock } = deps;
    c.header("Cache-Control", "no-store");
    const access = c.get("access");
    return c.json(
      access ? quotaFromAccess(access, clock.now()) : await getQuota(database.db, user.userId, clock.now()),
      200,
    );
  });

  app.openapi(listRoute, async (c) => {
    const user = requireUser(c);
    const rows = await listConversations(deps.database.db, user.userId);
    return c.json({ conversations: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) }, 200);
  });

  app.openapi(detailRoute, async (c) => {
    const user = requireUser(c);
    const detail = await getConversationDetail(deps.database.db, user.userId, c.req.valid("param").id);
    if (!detail) throw new ApiError(404, "not_found", "This conversation does not exist.");
    return c.json(detail, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const user = requireUser(c);
    const deleted = await deleteConversation(deps.database.db, user.userId, c.req.valid("param").id);
    if (!deleted) throw new ApiError(404, "not_found", "This conversation does not exist.");
    return c.json({ deleted: true as const }, 200);
  });

  app.openapi(rateRoute, async (c) => {
    const user = requireUser(c);
    const { database, clock } = deps;
    const messageId = c.req.valid("param").id;
    if (!(await getOwnedAssistantMessage(database.db, user.userId, messageId)))
      throw new ApiError(404, "not_found", "This message does not exist.");
    const { rating } = c.req.valid("json");
    await rateMessage(database.db, user.userId, messageId, rating, clock.now());
    return c.json({ rating }, 200);
  });

  app.openapi(saveRoute, async (c) => {
    const user = requireUser(c);
    const { database, clock } = deps;
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
    const detail = await getConversationDetail(deps.database.db, user.userId, conversationId);
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
