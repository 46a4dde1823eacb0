import { AccessGuard } from "@/client/features/access/components/access-guard";
import { SavedItineraryView } from "@/client/features/itinerary/components/saved-itinerary-view";
import { usePageMeta } from "@/client/lib/use-page-meta";

export function Component() {
  usePageMeta({ title: "Your itinerary", noindex: true });
  return (
    <AccessGuard requirePaid={false}>
      <SavedItineraryView />
    </AccessGuard>
  );
}
