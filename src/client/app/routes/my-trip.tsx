import { AccessGuard } from "@/client/features/access/components/access-guard";
import { SavedItinerariesList } from "@/client/features/itinerary/components/saved-itineraries-list";
import { SavedRecommendations } from "@/client/features/trip/components/saved-recommendations";
import { usePageMeta } from "@/client/lib/use-page-meta";

export function Component() {
  usePageMeta({ title: "My Trip", noindex: true });
  return (
    <AccessGuard requirePaid={false}>
      <main className="mx-auto grid max-w-4xl gap-10 px-4 py-10">
        <h1 className="text-3xl font-bold">My Trip</h1>
        <section aria-labelledby="saved-recs" className="grid gap-4">
          <h2 id="saved-recs" className="text-2xl font-semibold">
            Saved recommendations
          </h2>
          <SavedRecommendations />
        </section>
        <SavedItinerariesList embedded />
      </main>
    </AccessGuard>
  );
}
