import type { Directory, DirectoryPlace } from "@/server/features/concierge/directory";
import { toCard } from "@/server/features/concierge/place-cards";
import { normalize } from "@/server/features/concierge/text";
import type { PlaceInfo, ResolvedPlace } from "@/shared/schemas/places";

/** Exact name (or alias) matches first; otherwise names starting with 4+ typed characters. */
function matchesFor(places: DirectoryPlace[], name: string): DirectoryPlace[] {
  const wanted = normalize(name);
  const exact = places.filter((place) => place.names.includes(wanted));
  if (exact.length > 0) return exact;
  return wanted.length >= 4
    ? places.filter((place) => place.names.some((candidate) => candidate.startsWith(wanted)))
    : [];
}

/** The spec's resolve-places: each recommended name as operational (one match), ambiguous or not found. */
export function resolvePlaces(
  directory: Directory,
  recommendations: ReadonlyArray<{ name: string; context?: string | undefined }>,
): ResolvedPlace[] {
  return recommendations.map((item) => {
    const matches = matchesFor(directory.places, item.name);
    const place = matches[0];
    return {
      name: place?.name ?? item.name,
      place_id: place?.placeId ?? null,
      address: place?.address ?? null,
      rating: null,
      user_ratings_total: null,
      place_type: place?.placeType ?? null,
      original_context: item.context ?? null,
      location_lat: place?.latitude ?? null,
      location_lng: place?.longitude ?? null,
      status: matches.length === 0 ? "not_found" : matches.length === 1 ? "operational" : "ambiguous",
    };
  });
}

/** The spec's place-info: the first match as a card, or the name with source not_found. */
export function placeInfo(directory: Directory, name: string): PlaceInfo {
  const [place] = matchesFor(directory.places, name);
  return { place: place ? toCard(place) : { name, source: "not_found" } };
}
