import { MAX_PLACES_PER_REPLY, PLACE_RELEVANCE, PLACE_RELEVANCE_THRESHOLD } from "@/shared/constants";
import type { PlaceCard } from "@/shared/schemas/place-card";
import type { Directory, DirectoryPlace } from "./directory";
import { hasPhrase, normalize } from "./text";

export function mapsUrl(place: Pick<DirectoryPlace, "latitude" | "longitude" | "name">): string | null {
  if (place.latitude === null || place.longitude === null) return null;
  return `https://www.google.com/maps/search/?api=1&query=${place.latitude},${place.longitude}`;
}

export function toCard(place: DirectoryPlace): PlaceCard {
  const source = place.isSponsored ? "sponsored" : "directory";
  return {
    name: place.name,
    place_id: place.placeId,
    address: place.address,
    rating: null,
    reviews_count: null,
    photo_url: place.imageUrl,
    maps_url: mapsUrl(place),
    website_url: place.websiteUrl,
    source,
    place_type: place.placeType,
    description: place.description || null,
    latitude: place.latitude,
    longitude: place.longitude,
    relevanceScore: PLACE_RELEVANCE[source],
    best_time_to_visit: place.bestTimeToVisit,
    difficulty_level: place.difficultyLevel,
    entrance_fee: place.entranceFee,
    facilities: place.facilities,
  };
}

/**
 * The spec's card rule: de-duplicate by normalised name, order by relevance (stable otherwise),
 * and keep as many as score 80 or more - at least 1, at most 3.
 */
export function limitCards(cards: PlaceCard[]): PlaceCard[] {
  const seen = new Set<string>();
  const unique = cards.filter((card) => {
    const key = normalize(card.name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const ordered = unique
    .map((card, index) => ({ card, index }))
    .sort((a, b) => b.card.relevanceScore - a.card.relevanceScore || a.index - b.index)
    .map((entry) => entry.card);
  const strong = ordered.filter((card) => card.relevanceScore >= PLACE_RELEVANCE_THRESHOLD).length;
  return ordered.slice(0, Math.min(MAX_PLACES_PER_REPLY, Math.max(1, strong)));
}

const RECOMMENDATION_WORDING =
  /\b(recommend|suggest|try|visit|check out|head (to|over)|don'?t miss|worth|consider|go to|stop (at|by)|perfect for|great (spot|place|choice|option))\b/i;

/** True when a reply reads like a recommendation (the text fallback only runs then). */
export function looksLikeRecommendation(text: string): boolean {
  return RECOMMENDATION_WORDING.test(text);
}

/** The spec's text fallback: whole-word, case-insensitive directory names and variations of 3+ characters. */
export function detectPlacesInText(text: string, directory: Directory): DirectoryPlace[] {
  if (!looksLikeRecommendation(text)) return [];
  const normalized = normalize(text);
  const found: { place: DirectoryPlace; at: number }[] = [];
  for (const place of directory.places) {
    let first = -1;
    for (const name of place.names) {
      if (name.length < 3 || !hasPhrase(normalized, name)) continue;
      const at = ` ${normalized} `.indexOf(` ${name} `);
      if (first === -1 || at < first) first = at;
    }
    if (first !== -1) found.push({ place, at: first });
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.place);
}

export type ParsedRecommendations = {
  visibleText: string;
  recommendations: { name?: string; place_id?: string }[] | null;
};

/**
 * Finds the trailing JSON object with a `recommendations` array (fenced or bare), removes it from
 * the visible text and returns its entries. Malformed JSON counts as none.
 */
export function extractRecommendations(text: string): ParsedRecommendations {
  const fence = text.match(/```(?:json)?\s*(\{[\s\S]*?"recommendations"[\s\S]*?\})\s*```\s*$/);
  const bareStart = text.lastIndexOf('{"recommendations"');
  const spacedStart = text.search(/\{\s*"recommendations"\s*:/);
  let jsonText: string | null = null;
  let cutAt = text.length;
  if (fence?.[1] && fence.index !== undefined) {
    jsonText = fence[1];
    cutAt = fence.index;
  } else {
    const start = bareStart !== -1 ? bareStart : spacedStart;
    if (start !== -1) {
      jsonText = text.slice(start).trim();
      cutAt = start;
    }
  }
  if (!jsonText) return { visibleText: text.trim(), recommendations: null };
  const visibleText = text.slice(0, cutAt).trim();
  try {
    const parsed = JSON.parse(jsonText) as { recommendations?: unknown };
    if (!Array.isArray(parsed.recommendations)) return { visibleText, recommendations: null };
    const recommendations = parsed.recommendations
      .filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null)
      .map((item) => ({
        ...(typeof item.name === "string" ? { name: item.name } : {}),
        ...(typeof item.place_id === "string" ? { place_id: item.place_id } : {}),
      }));
    return { visibleText, recommendations };
  } catch {
    return { visibleText, recommendations: null };
  }
}

/** Matches recommendation entries to the directory; anything not in it is dropped. */
export function resolveRecommendations(
  entries: { name?: string; place_id?: string }[],
  directory: Directory,
): DirectoryPlace[] {
  const places: DirectoryPlace[] = [];
  for (const entry of entries) {
    const byId = entry.place_id ? directory.byId.get(entry.place_id) : undefined;
    const wanted = entry.name ? normalize(entry.name) : "";
    const byName =
      !byId && wanted.length >= 3 ? directory.places.find((place) => place.names.includes(wanted)) : undefined;
    const place = byId ?? byName;
    if (place && !places.includes(place)) places.push(place);
  }
  return places;
}
