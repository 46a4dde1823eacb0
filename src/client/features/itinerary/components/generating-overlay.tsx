import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { LOADER_MESSAGE_INTERVAL_MS } from "@/shared/constants";
import { ITINERARY } from "@/shared/messages/itinerary";

/** The full-screen overlay while the plan is made: 10 playful messages, one every 2 seconds. */
export function GeneratingOverlay() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setIndex((i) => (i + 1) % ITINERARY.overlayMessages.length),
      LOADER_MESSAGE_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      className="bg-background/95 fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 px-6 text-center"
      role="status"
      aria-live="polite"
    >
      <Loader2 aria-hidden className="text-primary size-10 animate-spin" />
      <p className="text-lg font-medium">{ITINERARY.overlayMessages[index]}</p>
      <p className="text-muted-foreground text-sm">{ITINERARY.overlayCaption}</p>
    </div>
  );
}
