import { AccessGuard } from "@/client/features/access/components/access-guard";
import { SavedItinerariesList } from "@/client/features/itinerary/components/saved-itineraries-list";
import { usePageMeta } from "@/client/lib/use-page-meta";

export function Component() {
  usePageMeta({ title: "Saved itineraries", noindex: true });
  return (
    <AccessGuard requirePaid={false}>
      <SavedItinerariesList />
    </AccessGuard>
  );
}
