import { Send } from "lucide-react";
import { type KeyboardEvent, type RefObject, useLayoutEffect } from "react";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import { LOW_MESSAGES_WARNING, MAX_MESSAGE_LENGTH } from "@/shared/constants";
import { CHAT } from "@/shared/messages/chat";

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  remaining: number;
  isThinking: boolean;
  suggestions: string[];
  onSuggestion: (text: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
};

/** The input bar: counter, Enter to send (Shift+Enter for a newline), suggestions and the remaining-messages indicator. */
export function ChatInput({
  value,
  onChange,
  onSend,
  remaining,
  isThinking,
  suggestions,
  onSuggestion,
  inputRef,
}: Props) {
  const length = value.length;
  const over = length > MAX_MESSAGE_LENGTH;
  const near = length >= MAX_MESSAGE_LENGTH * 0.9;
  const disabled = value.trim() === "" || remaining <= 0 || isThinking || over;

  // Grow with the text up to the cap (80 px on phones, 120 px from the tablet width up).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height must be measured again whenever the text changes.
  useLayoutEffect(() => {
    const element = inputRef.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${element.scrollHeight}px`;
  }, [value, inputRef]);

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!disabled) onSend();
    }
  }

  const left = Math.max(0, remaining);
  const low = left <= LOW_MESSAGES_WARNING;
  // Spec §9: a warning at 10 or fewer, amber at 3 or fewer, red at 0.
  const level = left === 0 ? "empty" : left <= 3 ? "warning" : low ? "low" : "normal";
  const tone = {
    empty: "text-destructive",
    warning: "text-amber-700",
    low: "text-foreground",
    normal: "text-muted-foreground",
  }[level];
  return (
    <div className="bg-background border-t p-3">
      {suggestions.length > 0 ? (
        <ul className="mb-2 flex gap-2 overflow-x-auto pb-1" aria-label="Suggestions">
          {suggestions.slice(0, 4).map((suggestion) => (
            <li key={suggestion} className="shrink-0">
              <button
                type="button"
                className="bg-secondary text-secondary-foreground hover:bg-secondary/80 rounded-full px-3 py-1.5 text-xs disabled:opacity-50"
                onClick={() => onSuggestion(suggestion)}
                disabled={isThinking || remaining <= 0}
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Always on from the tablet width up (quiet above 10); on phones only from 10 down. */}
      <div role="status" data-level={level} className={cn("mb-2 text-xs", tone, !low && "hidden md:block")}>
        {low ? <p className="hidden font-semibold md:block">{CHAT.runningLow}</p> : null}
        <p className={cn(low && "font-medium")}>{CHAT.remaining(left)}</p>
      </div>
      <div className="flex items-end gap-2">
        <label className="sr-only" htmlFor="chat-input">
          Message
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          rows={1}
          value={value}
          placeholder={CHAT.placeholder}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={handleKeyDown}
          aria-describedby="chat-input-count"
          aria-invalid={over || undefined}
          className="border-input focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:border-destructive max-h-20 min-h-10 flex-1 resize-none rounded-xl border bg-transparent px-3 py-2 text-base outline-none focus-visible:ring-[3px] md:max-h-[120px] md:text-sm"
        />
        <Button
          size="icon"
          className="size-10 shrink-0 rounded-xl"
          onClick={onSend}
          disabled={disabled}
          aria-label={CHAT.send}
        >
          <Send />
        </Button>
      </div>
      <p
        id="chat-input-count"
        className={cn(
          "mt-1 text-right text-xs tabular-nums",
          over ? "text-destructive" : near ? "text-amber-700" : "text-muted-foreground",
        )}
      >
        {length}/{MAX_MESSAGE_LENGTH}
      </p>
    </div>
  );
}
