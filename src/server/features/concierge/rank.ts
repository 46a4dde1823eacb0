import type { Directory, DirectoryPlace } from "./directory";
import { hasPhrase, normalize, tokens } from "./text";
import type { Intent } from "./understand";

type RecommendIntent = Extract<Intent, { kind: "recommend" }>;

export type Scored = { place: DirectoryPlace; score: number };

const GENERIC_REGION_WORDS = new Set([
  "north shore",
  "south shore",
  "east side",
  "west side",
  "north",
  "south",
  "east",
  "west",
  "lihue",
]);
const DANGER =
  /dangerous|deadly|never swim|no swimming|rip current|strong surf|calm days|powerful|shore break|strong currents|currents/;

const INDOOR = [
  "museum",
  "garden",
  "gardens",
  "tour",
  "tubing",
  "luau",
  "market",
  "shops",
  "helicopter",
  "cruise",
  "grotto",
  "indoor",
];
const KID_WORDS = [
  "family",
  "families",
  "kids",
  "children",
  "calm",
  "shallow",
  "protected",
  "playground",
  "lifeguard",
  "gentle",
];

function feeText(place: DirectoryPlace): string {
  return normalize(place.entranceFee ?? "");
}

/** Relevance of one place to the request; higher is better. Deterministic. */
export function scorePlace(place: DirectoryPlace, intent: RecommendIntent, queryWords: string[]): number {
  let score = 0;
  const categoryRank = intent.categories.indexOf(place.category);
  if (intent.categories.length > 0) {
    if (categoryRank === -1) score -= 60;
    else score += 50 - categoryRank * 8;
  }
  if (intent.region) {
    if (place.region === intent.region) score += 35;
    else if (
      intent.regionPhrase &&
      !GENERIC_REGION_WORDS.has(intent.regionPhrase) &&
      hasPhrase(place.text, intent.regionPhrase)
    )
      score += 10;
    else score -= 45;
  }
  for (const interest of intent.interests) {
    if (hasPhrase(place.text, normalize(interest)) || place.words.has(normalize(interest))) score += 18;
    else if (interest === "snorkel") score -= 12;
  }
  const wantsToSwim = intent.interests.includes("snorkel") || queryWords.some((word) => word.startsWith("swim"));
  if (wantsToSwim && DANGER.test(place.text) && !intent.constraints.includes("kids")) score -= 45;
  if (intent.cuisine && place.category === "Restaurant") {
    const cuisineWords: Record<string, string[]> = {
      hawaiian: ["poke", "saimin", "plate lunch", "local", "kalua", "loco moco", "laulau", "hawaii regional"],
      seafood: ["fish", "seafood", "poke"],
      mexican: ["tacos", "mexican"],
      italian: ["pizza", "italian", "pasta"],
      vegetarian: ["vegetarian", "salads", "veggie", "organic"],
      american: ["burger", "burgers", "diner", "pancakes"],
      asian: ["saimin", "noodle", "japanese", "pacific rim"],
      coffee: ["coffee", "bakery", "pastries", "cafe"],
      dessert: ["shave ice", "ice cream", "pie"],
    };
    if ((cuisineWords[intent.cuisine] ?? []).some((word) => hasPhrase(place.text, word))) score += 25;
  }
  for (const word of queryWords) if (place.words.has(word)) score += 4;

  const difficulty = (place.difficultyLevel ?? "").toLowerCase();
  const fee = feeText(place);
  for (const constraint of intent.constraints) {
    switch (constraint) {
      case "kids":
        if (place.facilities.includes("Lifeguard")) score += 12;
        if (KID_WORDS.some((word) => hasPhrase(place.text, word))) score += 10;
        if (difficulty === "challenging" || difficulty === "strenuous") score -= 40;
        if (DANGER.test(place.text)) score -= 45;
        break;
      case "easy":
      case "accessible":
        if (difficulty === "easy") score += 20;
        if (difficulty === "challenging" || difficulty === "strenuous") score -= 100;
        if (constraint === "accessible" && place.facilities.includes("Parking")) score += 6;
        break;
      case "hard":
        if (difficulty === "challenging" || difficulty === "strenuous") score += 25;
        if (difficulty === "easy") score -= 15;
        break;
      case "free":
        if (hasPhrase(fee, "free")) score += 14;
        else if (fee) score -= 14;
        break;
      case "sunset":
        if (hasPhrase(place.text, "sunset")) score += 22;
        break;
      case "sunrise":
        if (hasPhrase(place.text, "sunrise") || hasPhrase(place.text, "early morning")) score += 22;
        break;
      case "rainy":
        if (INDOOR.some((word) => hasPhrase(place.text, word))) score += 20;
        if (place.category === "Beach" || place.category === "Trail" || place.category === "Surf Spot") score -= 20;
        break;
      case "budget":
        if (fee === "$" || hasPhrase(fee, "free")) score += 14;
        if (fee.includes("$$$")) score -= 20;
        break;
      case "luxury":
        if (fee.includes("$$$")) score += 18;
        break;
      case "quiet":
        if (/quiet|secluded|empty|few visitors|uncrowded|hidden/.test(place.text)) score += 16;
        break;
    }
  }
  // Sponsored places win ties, never a clearly better match.
  if (place.isSponsored) score += 0.5;
  return score;
}

/** The best matching places for a request, best first; ties broken by sponsorship then id. */
export function rankPlaces(directory: Directory, intent: RecommendIntent, message: string): Scored[] {
  const queryWords = tokens(message);
  const scored = directory.places
    .map((place) => ({ place, score: scorePlace(place, intent, queryWords) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.place.placeId.localeCompare(b.place.placeId));
  // Only clearly relevant places: well below the best match is not worth recommending.
  const best = scored[0]?.score ?? 0;
  return scored.filter((entry) => entry.score >= best * 0.5);
}
