import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MapPinned, MessagesSquare } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/client/components/ui/button";
import { ApiClientError } from "@/client/lib/api-client";
import { showToast } from "@/client/lib/toast";
import { useToastClearance } from "@/client/lib/use-toast-clearance";
import { sanitizeMessage } from "@/shared/chat-text";
import { DAILY_MESSAGE_LIMIT } from "@/shared/constants";
import { CHAT } from "@/shared/messages/chat";
import type { PlaceCard } from "@/shared/schemas/place-card";
import {
  type ChatMessage,
  deleteConversation,
  getConversation,
  getConversationsQueryOptions,
  getQuotaQueryOptions,
  getSuggestionsQueryOptions,
  sendMessageStream,
} from "../api/chat-api";
import { ChatInput } from "./chat-input";
import { ConversationList } from "./conversation-list";
import { MessageList } from "./message-list";
import { PlacesBottomSheet, PlacesSidePanel } from "./places-panel";

/** /chat for paid users: conversations, streamed replies, place cards, ratings, saves and the daily limit. */
export function ChatScreen() {
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [places, setPlaces] = useState<PlaceCard[]>([]);
  const [ratings, setRatings] = useState<Record<string, "thumbs_up" | "thumbs_down">>({});
  const [draft, setDraft] = useState("");
  const [streamingText, setStreamingText] = useState<string | null>(null);
  const [isThinking, setThinking] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [suggestionRound, setSuggestionRound] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const headerRef = useRef<HTMLDivElement | null>(null);
  useToastClearance(headerRef);

  const conversations = useQuery(getConversationsQueryOptions());
  // A failed quota read falls back to the full allowance silently (spec); the server still enforces it.
  const quota = useQuery(getQuotaQueryOptions());
  const [remainingOverride, setRemainingOverride] = useState<number | null>(null);
  const remaining = remainingOverride ?? quota.data?.remaining ?? DAILY_MESSAGE_LIMIT;
  const suggestions = useQuery(getSuggestionsQueryOptions(conversationId, suggestionRound));

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
    setConversationId(null);
    setMessages([]);
    setPlaces([]);
    setRatings({});
    setStreamingText(null);
    setListOpen(false);
    setSuggestionRound((round) => round + 1);
    inputRef.current?.focus();
  }

  async function openConversation(id: string) {
    setListOpen(false);
    try {
      const detail = await getConversation(id);
      setConversationId(id);
      setMessages(detail.messages);
      setPlaces(detail.places);
      setRatings(detail.ratings);
    } catch {
      showToast({ title: "Error", description: CHAT.loadFailed, variant: "destructive" });
    }
  }

  async function removeConversation(id: string) {
    try {
      await deleteConversation(id);
      showToast({ title: CHAT.deleted });
      if (id === conversationId) startNew();
      await queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey });
    } catch {
      showToast({ title: "Error", description: CHAT.deleteFailed, variant: "destructive" });
    }
  }

  async function send(text: string) {
    const message = sanitizeMessage(text);
    if (!message || isThinking || remaining <= 0) return;
    const tempId = `temp-${Date.now()}`;
    setMessages((current) => [
      ...current,
      { id: tempId, role: "user", content: message, createdAt: new Date().toISOString() },
    ]);
    setDraft("");
    setThinking(true);
    setStreamingText("");
    try {
      const result = await sendMessageStream(
        { message, conversationId },
        {
          onDelta: (piece) => setStreamingText((current) => (current ?? "") + piece),
          onReset: () => setStreamingText(""),
        },
      );
      setMessages((current) => [
        ...current.map((m) => (m.id === tempId ? { ...m, id: `user-${result.message.id}` } : m)),
        { ...result.message, places: result.places },
      ]);
      if (result.places.length > 0) setPlaces(result.places);
      setRemainingOverride(result.remainingMessages);
      setAnnouncement(`${CHAT.header}: ${result.message.content.slice(0, 300)}`);
      if (!conversationId) {
        setConversationId(result.conversationId);
        await queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey });
      } else {
        void queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey });
      }
      setSuggestionRound((round) => round + 1);
    } catch (error) {
      setMessages((current) => current.filter((m) => m.id !== tempId));
      setDraft(message);
      if (error instanceof ApiClientError && (error.status === 429 || /limit/i.test(error.message))) {
        setRemainingOverride(0);
        showToast({ ...CHAT.limit, variant: "destructive" });
      } else {
        showToast({ title: "Error", description: CHAT.sendFailed, variant: "destructive" });
      }
    } finally {
      setThinking(false);
      setStreamingText(null);
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
        onDelete={(id) => void removeConversation(id)}
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
          onRated={(id, rating) => setRatings((current) => ({ ...current, [id]: rating }))}
          scrollRef={scrollRef}
        />
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        <ChatInput
          value={draft}
          onChange={setDraft}
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
