import { ThumbsDown, ThumbsUp } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { showToast } from "@/client/lib/toast";
import { CHAT } from "@/shared/messages/chat";
import { type Rating, useRateMessage } from "../api/chat-api";

export function RatingControl({
  messageId,
  value,
  onChange,
}: {
  messageId: string;
  value: Rating | undefined;
  onChange: (rating: Rating) => void;
}) {
  const mutation = useRateMessage(messageId, {
    onSuccess: (_result, rating) => {
      onChange(rating);
      showToast({
        title: CHAT.rating.title,
        description: rating === "thumbs_up" ? CHAT.rating.positive : CHAT.rating.constructive,
      });
    },
    onError: () => showToast({ title: "Error", description: CHAT.rating.failed, variant: "destructive" }),
  });
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">Rate this reply</legend>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="Helpful"
        aria-pressed={value === "thumbs_up"}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate("thumbs_up")}
      >
        <ThumbsUp className={value === "thumbs_up" ? "fill-primary text-primary" : undefined} />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="Not helpful"
        aria-pressed={value === "thumbs_down"}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate("thumbs_down")}
      >
        <ThumbsDown className={value === "thumbs_down" ? "fill-destructive text-destructive" : undefined} />
      </Button>
    </fieldset>
  );
}
