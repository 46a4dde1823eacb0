import { SharedItineraryView } from "@/client/features/itinerary/components/shared-itinerary-view";
import { usePageMeta } from "@/client/lib/use-page-meta";

export function Component() {
  usePageMeta({ title: "A shared Kauai itinerary", noindex: true });
  return <SharedItineraryView />;
}
