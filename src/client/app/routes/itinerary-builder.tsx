import { ItineraryBuilder } from "@/client/features/itinerary/components/itinerary-builder";
import { usePageMeta } from "@/client/lib/use-page-meta";
import { ITINERARY } from "@/shared/messages/itinerary";
import { paths } from "@/shared/paths";

export function Component() {
  usePageMeta({
    title: ITINERARY.title,
    description:
      "Build a day-by-day Kauai itinerary in four quick steps: real places, each day on one side of the island, stops ordered by driving time.",
    canonicalPath: paths.itineraryBuilder,
  });
  return <ItineraryBuilder />;
}
