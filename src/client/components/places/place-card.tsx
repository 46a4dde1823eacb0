import { Clock, ExternalLink, MapPin, Mountain, Star, Ticket } from "lucide-react";
import { useState } from "react";
import { SPONSORED_LABEL } from "@/shared/messages/admin-curation";
import type { PlaceCard as PlaceCardData } from "@/shared/schemas/place-card";

const TYPE_LABEL: Record<string, string> = {
  beach: "Beach",
  surf_spot: "Surf spot",
  park: "Park",
  restaurant: "Restaurant",
  attraction: "Attraction",
  trail: "Trail",
  waterfall: "Waterfall",
  viewpoint: "Viewpoint",
  shopping: "Shopping",
  hotel: "Hotel",
  activity: "Activity",
  business: "Business",
  other: "Place",
};

/** The illustration for a place type (public/place-art, drawn by scripts/generate-showcase-art.ts). */
export function placeArtUrl(placeType: string): string {
  return `/place-art/${placeType in TYPE_LABEL ? placeType : "other"}.svg`;
}

/** One recommended place: its photo (or its type's illustration), details and links to Maps and the website. */
export function PlaceCard({ place }: { place: PlaceCardData }) {
  const [isPhotoBroken, setPhotoBroken] = useState(false);
  const src = place.photo_url && !isPhotoBroken ? place.photo_url : placeArtUrl(place.place_type);
  return (
    <article className="bg-card min-w-0 overflow-hidden rounded-xl border shadow-sm [overflow-wrap:anywhere]">
      <img
        src={src}
        alt={place.name}
        width={640}
        height={320}
        // Photos load lazily; the illustrations are about 1 KB each and show at once.
        loading={src === place.photo_url ? "lazy" : "eager"}
        onError={() => setPhotoBroken(true)}
        className="bg-muted aspect-[2/1] w-full object-cover"
      />
      <div className="grid gap-2 p-4 text-sm">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 text-base font-semibold leading-snug">{place.name}</h3>
          <span className="bg-secondary text-secondary-foreground shrink-0 rounded-full px-2 py-0.5 text-xs">
            {place.source === "sponsored" ? SPONSORED_LABEL : (TYPE_LABEL[place.place_type] ?? "Place")}
          </span>
        </div>
        {place.rating !== null ? (
          <p className="flex items-center gap-1">
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
            {place.rating.toFixed(1)}
            {place.reviews_count !== null ? (
              <span className="text-muted-foreground">({place.reviews_count})</span>
            ) : null}
          </p>
        ) : null}
        {place.address ? (
          <p className="text-muted-foreground flex items-start gap-1">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            {place.address}
          </p>
        ) : null}
        {place.description ? <p className="line-clamp-4">{place.description}</p> : null}
        <dl className="grid gap-1 text-xs">
          {place.best_time_to_visit ? (
            <div className="flex gap-1">
              <Clock aria-hidden className="size-3.5 shrink-0" />
              <dt className="sr-only">Best time</dt>
              <dd>{place.best_time_to_visit}</dd>
            </div>
          ) : null}
          {place.difficulty_level ? (
            <div className="flex gap-1">
              <Mountain aria-hidden className="size-3.5 shrink-0" />
              <dt className="sr-only">Difficulty</dt>
              <dd>{place.difficulty_level}</dd>
            </div>
          ) : null}
          {place.entrance_fee ? (
            <div className="flex gap-1">
              <Ticket aria-hidden className="size-3.5 shrink-0" />
              <dt className="sr-only">Fees</dt>
              <dd>{place.entrance_fee}</dd>
            </div>
          ) : null}
        </dl>
        {place.facilities.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label="Facilities">
            {place.facilities.map((facility) => (
              <li key={facility} className="bg-muted rounded px-1.5 py-0.5 text-xs">
                {facility}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex gap-4 pt-1">
          {place.maps_url ? (
            <a
              href={place.maps_url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary inline-flex items-center gap-1 font-medium hover:underline"
            >
              Open in Maps <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only"> ({place.name})</span>
            </a>
          ) : null}
          {place.website_url ? (
            <a
              href={place.website_url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary inline-flex items-center gap-1 font-medium hover:underline"
            >
              Website <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only"> ({place.name})</span>
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
