import { useQuery } from "@tanstack/react-query";
import { CalendarDays, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { LOADING } from "@/shared/messages/shell";
import { paths } from "@/shared/paths";
import { getSavedItinerariesQueryOptions } from "../api/itinerary-api";

/** /itinerary: the signed-in user's saved itineraries. */
export function SavedItinerariesList({ embedded = false }: { embedded?: boolean }) {
  const { data, isPending, isError } = useQuery(getSavedItinerariesQueryOptions());
  return (
    <Wrapper embedded={embedded}>
      {isPending ? <p role="status">{LOADING}</p> : null}
      {isError ? (
        <p role="alert" className="text-destructive">
          Failed to load your itineraries. Please try again.
        </p>
      ) : null}
      {data && data.length === 0 ? (
        <div className="bg-card rounded-xl border p-6 text-center">
          <p className="mb-4">You haven't saved an itinerary yet.</p>
          <Button asChild>
            <Link to={paths.itineraryBuilder}>Build an itinerary</Link>
          </Button>
        </div>
      ) : null}
      <ul className="grid gap-3">
        {data?.map((item) => (
          <li key={item.id}>
            <Link
              to={`${paths.itineraries}/${item.id}`}
              className="bg-card hover:bg-accent/40 block rounded-xl border p-4 shadow-sm"
            >
              <span className="block font-semibold">{item.title}</span>
              <span className="text-muted-foreground flex flex-wrap gap-4 text-sm">
                <span className="inline-flex items-center gap-1">
                  <CalendarDays aria-hidden className="size-4" />
                  {item.days} day{item.days === 1 ? "" : "s"} · saved{" "}
                  {new Date(item.createdAt).toLocaleDateString("en-US", { dateStyle: "medium" })}
                </span>
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden className="size-4" />
                  {item.places} places
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}

function Wrapper({ embedded, children }: { embedded: boolean; children: React.ReactNode }) {
  if (embedded) {
    return (
      <section aria-labelledby="saved-itineraries" className="grid gap-4">
        <h2 id="saved-itineraries" className="text-2xl font-semibold">
          Saved itineraries
        </h2>
        {children}
      </section>
    );
  }
  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Saved itineraries</h1>
      {children}
    </main>
  );
}
