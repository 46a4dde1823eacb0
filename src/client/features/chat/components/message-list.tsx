import { Loader2, Sparkles } from "lucide-react";
import { type RefObject, useEffect, useRef } from "react";
import { MarkdownReply } from "@/client/components/places/markdown-reply";
import { CHAT } from "@/shared/messages/chat";
import type { ChatMessage } from "../api/chat-api";
import { RatingControl } from "./rating-control";
import { SaveToTripDialog } from "./save-to-trip-dialog";

type Props = {
  messages: ChatMessage[];
  streamingText: string | null;
  isThinking: boolean;
  ratings: Record<string, "thumbs_up" | "thumbs_down">;
  onRated: (messageId: string, rating: "thumbs_up" | "thumbs_down") => void;
  scrollRef: RefObject<HTMLDivElement | null>;
};

/** The conversation: a welcome card when empty, messages, the streaming reply and the thinking indicator. */
export function MessageList({ messages, streamingText, isThinking, ratings, onRated, scrollRef }: Props) {
  const stickToBottom = useRef(true);

  // Follow the newest message unless the reader scrolled up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new messages and streamed text are what trigger the scroll.
  useEffect(() => {
    const element = scrollRef.current;
    if (element && stickToBottom.current) element.scrollTop = element.scrollHeight;
  }, [messages, streamingText, isThinking, scrollRef]);

  return (
    <div
      ref={scrollRef}
      className="flex-1 overflow-y-auto px-3 py-4 sm:px-6"
      onScroll={(event) => {
        const element = event.currentTarget;
        stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
      }}
    >
      {/* Long links and unbroken words wrap anywhere instead of widening the column (overflow-wrap is inherited). */}
      <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4 [overflow-wrap:anywhere]">
        {messages.length === 0 && streamingText === null && !isThinking ? (
          <div className="bg-card mx-auto mt-6 max-w-lg rounded-2xl border p-6 text-center shadow-sm">
            <Sparkles aria-hidden className="text-primary mx-auto mb-3 size-8" />
            <h2 className="mb-2 text-xl font-semibold">{CHAT.welcomeTitle}</h2>
            <p className="text-muted-foreground text-sm">{CHAT.welcomeText}</p>
          </div>
        ) : null}
        {messages.map((message) =>
          message.role === "user" ? (
            <div key={message.id} className="flex justify-end">
              <p className="bg-primary text-primary-foreground max-w-[85%] min-w-0 rounded-2xl rounded-br-sm px-4 py-2 text-sm whitespace-pre-wrap">
                {message.content}
              </p>
            </div>
          ) : (
            <div key={message.id} className="grid max-w-[92%] min-w-0 grid-cols-[minmax(0,1fr)] gap-1">
              <div className="bg-card min-w-0 rounded-2xl rounded-bl-sm border px-4 py-3 shadow-xs">
                <MarkdownReply text={message.content} />
              </div>
              {message.id.startsWith("temp-") ? null : (
                <div className="flex flex-wrap items-center gap-1">
                  <RatingControl
                    messageId={message.id}
                    value={ratings[message.id]}
                    onChange={(rating) => onRated(message.id, rating)}
                  />
                  <SaveToTripDialog messageId={message.id} />
                </div>
              )}
            </div>
          ),
        )}
        {streamingText !== null && streamingText !== "" ? (
          <div
            className="bg-card max-w-[92%] min-w-0 rounded-2xl rounded-bl-sm border px-4 py-3 shadow-xs"
            aria-busy="true"
          >
            <MarkdownReply text={streamingText} />
          </div>
        ) : null}
        {isThinking && !streamingText ? (
          <p className="text-muted-foreground flex items-center gap-2 text-sm" role="status">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            {CHAT.thinking}
          </p>
        ) : null}
      </div>
    </div>
  );
}
