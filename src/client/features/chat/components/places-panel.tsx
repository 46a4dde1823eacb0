import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { PlaceCard } from "@/client/components/places/place-card";
import { Button } from "@/client/components/ui/button";
import { CHAT } from "@/shared/messages/chat";
import type { PlaceCard as PlaceCardData } from "@/shared/schemas/place-card";

function PlaceList({ places }: { places: PlaceCardData[] }) {
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {places.map((place) => (
        <li key={place.place_id}>
          <PlaceCard place={place} />
        </li>
      ))}
    </ul>
  );
}

/** Desktop: the 'Travel Info' side panel. */
export function PlacesSidePanel({ places, onClose }: { places: PlaceCardData[]; onClose: () => void }) {
  return (
    <aside aria-label={CHAT.travelInfo} className="bg-muted/30 hidden w-96 shrink-0 flex-col border-l lg:flex">
      <div className="flex items-center justify-between border-b p-3">
        <h2 className="font-semibold">{CHAT.travelInfo}</h2>
        <Button size="icon" variant="ghost" aria-label={`Close ${CHAT.travelInfo}`} onClick={onClose}>
          <X />
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto p-3">
        <PlaceList places={places} />
      </div>
    </aside>
  );
}

/** Mobile: the 'Travel Information' bottom sheet at 80% height. */
export function PlacesBottomSheet({
  places,
  open,
  onOpenChange,
}: {
  places: PlaceCardData[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content className="bg-background fixed inset-x-0 bottom-0 z-50 flex h-[80dvh] flex-col rounded-t-2xl border-t shadow-2xl outline-none">
          <div className="flex items-center justify-between border-b p-3">
            <DialogPrimitive.Title className="font-semibold">{CHAT.travelInformation}</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button size="icon" variant="ghost" aria-label="Close">
                <X />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">Places from this conversation</DialogPrimitive.Description>
          <div className="flex-1 overflow-y-auto p-3">
            <PlaceList places={places} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
