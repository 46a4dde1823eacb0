import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiClientError, apiFetch, parseResponse } from "@/client/lib/api-client";
import { DAILY_MESSAGE_LIMIT } from "@/shared/constants";
import { deletedSchema } from "@/shared/schemas/api";
import {
  type ChatMessage as ChatMessageResponse,
  type ChatResult,
  chatQuotaSchema,
  chatResultSchema,
  conversationDetailSchema,
  conversationListSchema,
  type conversationSummarySchema,
  ratingResponseSchema,
  type SaveToTripInput,
  savedToTripSchema,
  suggestionsSchema,
} from "@/shared/schemas/chat";
import type { PlaceCard } from "@/shared/schemas/place-card";

export type { ChatQuota as Quota, ChatResult, ConversationDetail } from "@/shared/schemas/chat";
/** A message on screen: a reply read back from a conversation carries the places it mentioned. */
export type ChatMessage = ChatMessageResponse & { places?: PlaceCard[] };
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export function getConversationsQueryOptions() {
  return queryOptions({
    queryKey: ["chat", "conversations"],
    queryFn: () => apiFetch("/api/chat/conversations", { schema: conversationListSchema }).then((r) => r.conversations),
  });
}

export function getConversation(id: string) {
  return apiFetch(`/api/chat/conversations/${id}`, { schema: conversationDetailSchema });
}

export function getConversationQueryOptions(id: string) {
  // Always read afresh when opened: another tab may have added to it.
  return queryOptions({ queryKey: ["chat", "conversation", id], queryFn: () => getConversation(id), staleTime: 0 });
}

export function deleteConversation(id: string) {
  return apiFetch(`/api/chat/conversations/${id}`, { method: "DELETE", schema: deletedSchema });
}

export function getQuotaQueryOptions() {
  return queryOptions({
    queryKey: ["chat", "quota"],
    queryFn: () => apiFetch("/api/chat/quota", { schema: chatQuotaSchema }),
  });
}

export function getSuggestionsQueryOptions(conversationId: string | null, round: number) {
  return queryOptions({
    queryKey: ["chat", "suggestions", conversationId, round],
    queryFn: () =>
      apiFetch(`/api/chat/suggestions${conversationId ? `?conversationId=${conversationId}` : ""}`, {
        schema: suggestionsSchema,
      }).then((r) => r.suggestions),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type Rating = "thumbs_up" | "thumbs_down";

export function rateMessage(messageId: string, rating: Rating) {
  return apiFetch(`/api/chat/messages/${messageId}/rating`, {
    method: "PUT",
    json: { rating },
    schema: ratingResponseSchema,
  });
}

export function saveMessage(messageId: string, input: SaveToTripInput) {
  return apiFetch(`/api/chat/messages/${messageId}/save`, { method: "POST", json: input, schema: savedToTripSchema });
}

type StreamHandlers = { onDelta: (text: string) => void; onReset: () => void };

/** Sends a message and reads the server-sent events as they arrive; resolves with the done event. */
export async function sendMessageStream(
  input: { message: string; conversationId: string | null },
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<ChatResult> {
  const response = await fetch("/api/chat", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify({
      message: input.message,
      ...(input.conversationId ? { conversationId: input.conversationId } : {}),
    }),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiClientError(
      response.status,
      body?.error?.code ?? "http_error",
      body?.error?.message ?? "Request failed",
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary = buffer.indexOf("\n\n");
    while (boundary !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf("\n\n");
      const event = block.match(/^event: (.+)$/m)?.[1];
      const data = block.match(/^data: (.*)$/m)?.[1] ?? "{}";
      if (event === "delta") handlers.onDelta((JSON.parse(data) as { text: string }).text);
      else if (event === "reset") handlers.onReset();
      else if (event === "done") return parseResponse(chatResultSchema, JSON.parse(data), "/api/chat");
      else if (event === "error") {
        const error = (JSON.parse(data) as { error?: { code?: string; message?: string } }).error;
        throw new ApiClientError(500, error?.code ?? "reply_failed", error?.message ?? "Failed");
      }
    }
  }
  throw new ApiClientError(500, "reply_incomplete", "The reply ended early.");
}

type Callbacks<T, V> = { onSuccess?: (result: T, variables: V) => unknown; onError?: (error: unknown) => unknown };

export function useRateMessage(messageId: string, callbacks: Callbacks<unknown, Rating> = {}) {
  return useMutation({ mutationFn: (rating: Rating) => rateMessage(messageId, rating), ...callbacks });
}

/** Saves a reply to My Trip; My Trip's list reads again the next time it is shown. */
export function useSaveMessage(messageId: string, { onSuccess, onError }: Callbacks<unknown, SaveToTripInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveToTripInput) => saveMessage(messageId, input),
    onSuccess: async (result, input) => {
      // My Trip's key, by value: features do not import each other.
      await queryClient.invalidateQueries({ queryKey: ["trip", "saved"], refetchType: "none" });
      await onSuccess?.(result, input);
    },
    ...(onError ? { onError } : {}),
  });
}

/** Deletes a conversation; the list drops it without asking the server again. */
export function useDeleteConversation(callbacks: Callbacks<unknown, string> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError } = callbacks;
  return useMutation({
    mutationFn: (id: string) => deleteConversation(id),
    onSuccess: async (result, id) => {
      queryClient.setQueryData(getConversationsQueryOptions().queryKey, (list) => list?.filter((c) => c.id !== id));
      queryClient.removeQueries({ queryKey: getConversationQueryOptions(id).queryKey });
      await onSuccess?.(result, id);
    },
    ...(onError ? { onError } : {}),
  });
}

/**
 * Sends a message and streams the reply. The reply carries the day's remaining allowance, which
 * is set as the quota rather than read again; the conversation list is read again for its new
 * title and order.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return async function send(
    input: { message: string; conversationId: string | null },
    handlers: StreamHandlers,
  ): Promise<ChatResult> {
    const result = await sendMessageStream(input, handlers);
    queryClient.setQueryData(getQuotaQueryOptions().queryKey, (quota) => ({
      limit: quota?.limit ?? DAILY_MESSAGE_LIMIT,
      resetsAt: quota?.resetsAt ?? null,
      remaining: result.remainingMessages,
    }));
    const refresh = queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey });
    // A new conversation should be in the list before the screen moves on; an old one just reorders.
    if (!input.conversationId) await refresh;
    return result;
  };
}

/** Marks the day's allowance as used up after the server refused a message for it. */
export function useQuotaExhausted() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.setQueryData(getQuotaQueryOptions().queryKey, (quota) => ({
      limit: quota?.limit ?? DAILY_MESSAGE_LIMIT,
      resetsAt: quota?.resetsAt ?? null,
      remaining: 0,
    }));
}
