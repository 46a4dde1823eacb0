import { siteName } from "@/client/config/site";
import { ItineraryBuilder } from "@/client/features/itinerary/components/itinerary-builder";
import { usePageMeta } from "@/client/lib/use-page-meta";
import { PAGE_META } from "@/shared/page-meta";

export function Component() {
  usePageMeta(PAGE_META.itineraryBuilder(siteName()));
  return <ItineraryBuilder />;
}
