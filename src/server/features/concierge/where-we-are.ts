import type { Question } from "./understand";

// "We're at X right now" with a need (issue 15, tuning round 10, probe 4 class 5): "at Kīlauea Bakery, where's a calm
// beach for kids close by" was answered about the bakery. A place named as where the visitor is, beside a request
// for something of another kind, is where to look from, not the thing asked about. Compiled once at load.

const HERE =
  /^(at|@)\b|\b(we re|we are|were|i m|im|i am|currently|sitting|parked|standing|just got to|just arrived at)\b(?: \w+){0,2} (at|in|by)\b|\b(right now|from here|near here|around here|close by|nearby|near by|close to here|walking distance|within \d+ (minutes?|mins?|miles?))\b/;
const ASKS =
  /\b(where|where s|wheres|anything|any|anywhere|somewhere|something|what s|whats|what else|recommend|suggest|a good|is there)\b/;
export const WALK_WORDS = /\b(short walk|little walk|quick walk|stroll|short hike|easy walk)\b/;

/**
 * The place the visitor is at, when the message asks for something else near it; null otherwise. ("Is Kīlauea
 * Bakery good for kids?" stays a question about the bakery.)
 */
export function whereWeAre(
  text: string,
  q: Pick<Question, "places" | "categories" | "meal">,
): Question["places"][number] | null {
  if (q.places.length !== 1 || !HERE.test(text) || !ASKS.test(text)) return null;
  const place = q.places[0];
  if (!place || place.latitude === null || place.longitude === null) return null;
  const otherKind =
    (q.categories.length > 0 && !q.categories.includes(place.category)) ||
    (q.meal !== null && place.category !== "Restaurant") ||
    WALK_WORDS.test(text) ||
    /\b(anything|something|what) else\b/.test(text);
  return otherKind ? place : null;
}
