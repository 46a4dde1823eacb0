import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MapPinned, MessagesSquare } from "lucide-react";
import { useEffect, useReducer, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/client/components/ui/button";
import { ApiClientError } from "@/client/lib/api-client";
import { showToast } from "@/client/lib/toast";
import { useToastClearance } from "@/client/lib/use-toast-clearance";
import { sanitizeMessage } from "@/shared/chat-text";
import { DAILY_MESSAGE_LIMIT } from "@/shared/constants";
import { CHAT } from "@/shared/messages/chat";
import {
  getConversationQueryOptions,
  getConversationsQueryOptions,
  getQuotaQueryOptions,
  getSuggestionsQueryOptions,
  useDeleteConversation,
  useQuotaExhausted,
  useSendMessage,
} from "../api/chat-api";
import { chatReducer, initialChatState } from "../lib/chat-state";
import { ChatInput } from "./chat-input";
import { ConversationList } from "./conversation-list";
import { MessageList } from "./message-list";
import { PlacesBottomSheet, PlacesSidePanel } from "./places-panel";

/** /chat for paid users: conversations, streamed replies, place cards, ratings, saves and the daily limit. */
export function ChatScreen() {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const { conversationId, messages, places, ratings, draft, streamingText, isThinking, announcement } = state;
  const [listOpen, setListOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const headerRef = useRef<HTMLDivElement | null>(null);
  useToastClearance(headerRef);

  const conversations = useQuery(getConversationsQueryOptions());
  // A failed quota read falls back to the full allowance silently (spec); the server still enforces it.
  const quota = useQuery(getQuotaQueryOptions());
  const remaining = quota.data?.remaining ?? DAILY_MESSAGE_LIMIT;
  const suggestions = useQuery(getSuggestionsQueryOptions(conversationId, state.suggestionRound));
  const sendMessage = useSendMessage();
  const markQuotaExhausted = useQuotaExhausted();
  const deleteMutation = useDeleteConversation({
    onSuccess: (_result, id) => {
      showToast({ title: CHAT.deleted });
      if (id === conversationId) startNew();
    },
    onError: () => showToast({ title: "Error", description: CHAT.deleteFailed, variant: "destructive" }),
  });

  // /chat?c=<id> (from My Trip) opens that conversation.
  const [params, setParams] = useSearchParams();
  const linked = params.get("c");
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per linked id.
  useEffect(() => {
    if (linked) {
      void openConversation(linked);
      setParams({}, { replace: true });
    }
  }, [linked]);

  // The side panel opens by itself when places arrive (desktop).
  useEffect(() => {
    if (places.length > 0) setPanelOpen(true);
  }, [places]);

  function startNew() {
    dispatch({ type: "newConversation" });
    setListOpen(false);
    inputRef.current?.focus();
  }

  async function openConversation(id: string) {
    setListOpen(false);
    try {
      const detail = await queryClient.fetchQuery(getConversationQueryOptions(id));
      dispatch({ type: "conversationOpened", id, detail });
    } catch {
      showToast({ title: "Error", description: CHAT.loadFailed, variant: "destructive" });
    }
  }

  async function send(text: string) {
    const message = sanitizeMessage(text);
    if (!message || isThinking || remaining <= 0) return;
    const tempId = `temp-${Date.now()}`;
    dispatch({ type: "sendStarted", tempId, message, at: new Date().toISOString() });
    try {
      const result = await sendMessage(
        { message, conversationId },
        {
          onDelta: (piece) => dispatch({ type: "delta", text: piece }),
          onReset: () => dispatch({ type: "streamReset" }),
        },
      );
      dispatch({
        type: "replyArrived",
        tempId,
        result,
        announcement: `${CHAT.header}: ${result.message.content.slice(0, 300)}`,
      });
    } catch (error) {
      dispatch({ type: "sendFailed", tempId, message });
      if (error instanceof ApiClientError && (error.status === 429 || /limit/i.test(error.message))) {
        markQuotaExhausted();
        showToast({ ...CHAT.limit, variant: "destructive" });
      } else {
        showToast({ title: "Error", description: CHAT.sendFailed, variant: "destructive" });
      }
    } finally {
      dispatch({ type: "sendSettled" });
      inputRef.current?.focus();
    }
  }

  const placeCount = places.length;
  return (
    <div className="flex h-[calc(100dvh-3.5rem)] min-h-0">
      <ConversationList
        open={listOpen}
        conversations={conversations.data ?? []}
        activeId={conversationId}
        onSelect={(id) => void openConversation(id)}
        onNew={startNew}
        onDelete={(id) => deleteMutation.mutate(id)}
        onClose={() => setListOpen(false)}
      />
      <main className="flex min-w-0 flex-1 flex-col">
        <div ref={headerRef} className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <div className="flex items-center gap-2">
            <Button variant="ghost" size="icon" aria-label={CHAT.conversations} onClick={() => setListOpen(true)}>
              <MessagesSquare />
            </Button>
            <div>
              <h1 className="leading-tight font-semibold">{messages.length > 0 ? CHAT.header : CHAT.headerNew}</h1>
              <p className="flex items-center gap-1 text-xs text-emerald-700">
                <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
                {CHAT.online}
              </p>
            </div>
          </div>
          {placeCount > 0 ? (
            <>
              <Button
                variant="outline"
                size="sm"
                className="hidden lg:inline-flex"
                aria-pressed={panelOpen}
                onClick={() => setPanelOpen((open) => !open)}
              >
                <MapPinned aria-hidden />
                {CHAT.placesToggle(placeCount)}
              </Button>
              <Button variant="outline" size="sm" className="lg:hidden" onClick={() => setSheetOpen(true)}>
                <MapPinned aria-hidden />
                {CHAT.viewPlaces(placeCount)}
              </Button>
            </>
          ) : null}
        </div>
        <MessageList
          messages={messages}
          streamingText={streamingText}
          isThinking={isThinking}
          ratings={ratings}
          onRated={(id, rating) => dispatch({ type: "rated", messageId: id, rating })}
          scrollRef={scrollRef}
        />
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        <ChatInput
          value={draft}
          onChange={(value) => dispatch({ type: "draftChanged", draft: value })}
          onSend={() => void send(draft)}
          remaining={remaining}
          isThinking={isThinking}
          suggestions={suggestions.data ?? []}
          onSuggestion={(text) => void send(text)}
          inputRef={inputRef}
        />
      </main>
      {panelOpen && placeCount > 0 ? <PlacesSidePanel places={places} onClose={() => setPanelOpen(false)} /> : null}
      <PlacesBottomSheet places={places} open={sheetOpen} onOpenChange={setSheetOpen} />
    </div>
  );
}
