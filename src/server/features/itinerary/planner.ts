import type { Directory, DirectoryPlace } from "@/server/features/concierge/directory";
import { seasonOfMonth } from "@/shared/schemas/place-facts";

function isWinter(now: Date): boolean {
  return seasonOfMonth(now.getUTCMonth() + 1) === "winter";
}

import { hasPhrase } from "@/server/features/concierge/text";
import type { PlaceCategory, Region } from "@/shared/constants";
import type { Cuisine, Interest } from "@/shared/itinerary-options";
import type { Itinerary, ItineraryActivity, ItineraryDay, ItineraryPreferences } from "@/shared/schemas/itinerary";
import { bestOrder, driveMinutes, routeMinutes } from "./drive-time";

// The itinerary planner: deterministic for the same preferences, directory and date.

const INTEREST_CATEGORIES: Record<Interest, PlaceCategory[]> = {
  "Beaches & Water Sports": ["Beach", "Surf Spot"],
  "Hiking & Nature": ["Trail", "Waterfall", "Park"],
  "Food & Dining": ["Shopping"],
  "Culture & History": ["Attraction"],
  "Adventure Sports": ["Activity"],
  "Photography & Scenic Views": ["Viewpoint", "Waterfall"],
  "Shopping & Local Markets": ["Shopping"],
  "Relaxation & Wellness": ["Beach", "Park", "Attraction"],
};

const CUISINE_WORDS: Record<Cuisine, string[]> = {
  "Local Hawaiian": ["poke", "saimin", "plate lunch", "local", "kalua", "loco moco", "hawaii regional", "shave ice"],
  "Asian Fusion": ["pacific rim", "saimin", "asian", "noodle", "japanese", "kalbi"],
  American: ["burger", "burgers", "diner", "pancakes", "brewpub", "hot dog"],
  "Vegetarian/Vegan": ["vegetarian", "salads", "organic", "veggie"],
  Seafood: ["fish", "seafood", "poke"],
  Italian: ["pizza", "italian", "pasta"],
  Mexican: ["tacos", "mexican", "green chile"],
  International: ["tapas", "wine", "international", "farm to table", "farm-to-table"],
};

/** Minutes of sightseeing plus driving a day can hold, by activity level. */
export const DAY_BUDGET_MINUTES: Record<ItineraryPreferences["activityLevel"], number> = {
  Relaxed: 300,
  Moderate: 390,
  Active: 480,
  "Very Active": 570,
};

const MAX_STOPS: Record<ItineraryPreferences["activityLevel"], number> = {
  Relaxed: 3,
  Moderate: 4,
  Active: 5,
  "Very Active": 6,
};

/** A realistic visit length in minutes. */
export function visitMinutes(place: DirectoryPlace): number {
  const difficulty = (place.difficultyLevel ?? "").toLowerCase();
  switch (place.category) {
    case "Trail":
      return difficulty === "strenuous"
        ? 330
        : difficulty === "challenging"
          ? 210
          : difficulty === "moderate"
            ? 150
            : 90;
    case "Beach":
    case "Surf Spot":
      return 120;
    case "Waterfall":
      return difficulty === "strenuous" || difficulty === "challenging" ? 240 : 45;
    case "Viewpoint":
      return 30;
    case "Activity":
      return 150;
    case "Attraction":
      return 90;
    case "Shopping":
      return 75;
    case "Park":
      return 60;
    default:
      return 60;
  }
}

function isHard(place: DirectoryPlace) {
  return /challenging|strenuous/i.test(place.difficultyLevel ?? "");
}

function isDangerous(place: DirectoryPlace) {
  return /dangerous|deadly|never swim|rip current|strong surf|powerful|shore break/.test(place.text);
}

function priceLevel(place: DirectoryPlace): number {
  const fee = place.entranceFee ?? "";
  const match = fee.match(/^\$+/);
  return match ? match[0].length : 0;
}

/** How well a sightseeing place fits the preferences (higher is better; negative excludes). */
export function scoreActivity(place: DirectoryPlace, prefs: ItineraryPreferences): number {
  let score = 0;
  for (const interest of prefs.interests) {
    const index = INTEREST_CATEGORIES[interest].indexOf(place.category);
    if (index !== -1) score += 30 - index * 5;
  }
  if (prefs.interests.includes("Adventure Sports") && place.category === "Trail" && isHard(place)) score += 15;
  if (prefs.interests.includes("Relaxation & Wellness") && /garden|calm|quiet|relax/.test(place.text)) score += 8;
  if (prefs.interests.includes("Photography & Scenic Views") && /view|sunset|lookout|cliffs/.test(place.text))
    score += 6;
  if (score === 0) return -1;
  const level = prefs.activityLevel;
  if (isHard(place))
    score += level === "Relaxed" ? -100 : level === "Moderate" ? -15 : level === "Very Active" ? 10 : 0;
  if (prefs.groupType === "Family with kids") {
    if (isHard(place) || isDangerous(place)) score -= 100;
    if (place.facilities.includes("Lifeguard") || /family|kids|children/.test(place.text)) score += 10;
  }
  const budget = prefs.budget;
  const fee = (place.entranceFee ?? "").toLowerCase();
  if (budget === "Budget ($)") score += fee.includes("free") ? 6 : /paid|admission|tour|fee/.test(fee) ? -6 : 0;
  if ((budget === "Luxury ($$$)" || budget === "Ultra-luxury ($$$$)") && /tour|helicopter|boat|garden/.test(place.text))
    score += 5;
  if (place.isSponsored) score += 0.5;
  return score;
}

function wantedPriceLevels(prefs: ItineraryPreferences): number[] {
  switch (prefs.diningStyle) {
    case "Budget-friendly":
      return [1];
    case "Mid-range":
      return [2];
    case "Fine dining":
      return [3, 4];
    default:
      return [1, 2, 3];
  }
}

export function cuisineMatches(place: DirectoryPlace, cuisines: readonly Cuisine[]): boolean {
  return cuisines.some((cuisine) => CUISINE_WORDS[cuisine].some((word) => hasPhrase(place.text, word)));
}

function hhmm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  const suffix = h >= 12 ? "PM" : "AM";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, "0")} ${suffix}`;
}

function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return Number.isInteger(hours) ? `${hours} hour${hours === 1 ? "" : "s"}` : `${hours.toFixed(1)} hours`;
}

function firstSentence(text: string): string {
  return (text.match(/^(.+?[.!?])(\s|$)/)?.[1] ?? text).trim();
}

const REGION_LABEL: Record<Region, string> = {
  "North Shore": "the North Shore",
  "East Side": "the Coconut Coast",
  Lihue: "Līhuʻe",
  "South Shore": "the South Shore",
  "West Side": "the West Side",
  "Waimea Canyon & Kokee": "Waimea Canyon and Kōkeʻe",
};

const CATEGORY_THEME: Partial<Record<PlaceCategory, string>> = {
  Beach: "Beaches",
  "Surf Spot": "Surf",
  Trail: "Trails",
  Waterfall: "Waterfalls",
  Viewpoint: "Views",
  Attraction: "Culture",
  Activity: "Adventure",
  Shopping: "Markets & Shops",
  Park: "Parks",
};

function toActivity(place: DirectoryPlace, start: number, minutes: number, tip: string): ItineraryActivity {
  return {
    time: hhmm(start),
    name: place.name,
    category: place.category,
    description: firstSentence(place.description),
    duration: durationText(minutes),
    location: place.address ?? place.region ?? "Kauai",
    rating: null,
    tip,
    place: {
      name: place.name,
      place_id: place.placeId,
      photo_url: place.imageUrl,
      rating: null,
      source: place.isSponsored ? "sponsored" : "directory",
      place_type: place.placeType,
      latitude: place.latitude,
      longitude: place.longitude,
    },
  };
}

function placeTip(place: DirectoryPlace, now: Date): string {
  if (/haena|kee beach|kalalau trail/.test(place.text))
    return "Book the Hāʻena State Park reservation ahead (non-residents).";
  if (
    place.region === "North Shore" &&
    (place.category === "Beach" || place.category === "Surf Spot") &&
    isWinter(now)
  ) {
    return "Winter swells: swim only if it is calm and lifeguards say so.";
  }
  if (place.region === "Waimea Canyon & Kokee") return "Go early, before the clouds roll in.";
  if (place.bestTimeToVisit) return `Best time: ${place.bestTimeToVisit}.`;
  return "Check conditions before you go.";
}

type Located = DirectoryPlace & { latitude: number; longitude: number };

function located(place: DirectoryPlace): place is Located {
  return place.latitude !== null && place.longitude !== null;
}

/** Regions in the order the day plan should visit them: by how much they offer, then around the island. */
function regionOrder(candidates: { place: Located; score: number }[]): Region[] {
  const totals = new Map<Region, number>();
  for (const { place, score } of candidates) {
    if (!place.region) continue;
    totals.set(place.region, (totals.get(place.region) ?? 0) + Math.max(0, score));
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([region]) => region);
}

function nearestRestaurant(
  restaurants: Located[],
  near: Located,
  used: Set<string>,
  prefs: ItineraryPreferences,
): Located | null {
  const levels = wantedPriceLevels(prefs);
  let best: { place: Located; score: number } | null = null;
  for (const place of restaurants) {
    if (used.has(place.placeId)) continue;
    const minutes = driveMinutes(near, place);
    let score = -minutes;
    if (cuisineMatches(place, prefs.cuisines)) score += 40;
    const level = priceLevel(place);
    if (level > 0 && levels.includes(level)) score += 20;
    if (place.region === near.region) score += 10;
    if (!best || score > best.score) best = { place, score };
  }
  return best?.place ?? null;
}

/** Plans the days. Every place comes from the directory and none repeats. */
export function planItinerary(directory: Directory, prefs: ItineraryPreferences, now: Date): Itinerary {
  const usable = directory.places.filter(located);
  const restaurants = usable.filter((place) => place.category === "Restaurant");
  const candidates = usable
    .filter((place) => place.category !== "Restaurant" && place.category !== "Hotel")
    .map((place) => ({ place, score: scoreActivity(place, prefs) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.place.placeId.localeCompare(b.place.placeId));
  // When the best matches run out on long trips, other suitable places (not excluded) fill the days.
  const extras = usable
    .filter((place) => place.category !== "Restaurant" && place.category !== "Hotel")
    .map((place) => ({ place, score: scoreActivity(place, prefs) }))
    .filter(
      (entry) =>
        entry.score === -1 &&
        !(prefs.groupType === "Family with kids" && (isHard(entry.place) || isDangerous(entry.place))) &&
        !(prefs.activityLevel === "Relaxed" && isHard(entry.place)),
    )
    .map((entry) => ({ place: entry.place, score: 1 }))
    .sort((a, b) => a.place.placeId.localeCompare(b.place.placeId));
  const regions = regionOrder([...candidates, ...extras]);
  const used = new Set<string>();
  const budget = DAY_BUDGET_MINUTES[prefs.activityLevel];
  const maxStops = MAX_STOPS[prefs.activityLevel];
  const days: ItineraryDay[] = [];

  for (let dayIndex = 0; dayIndex < prefs.duration; dayIndex++) {
    // Rotate through the best regions, so days vary and each stays on one side of the island;
    // a region with nothing left hands the day to the next one.
    let region: Region | null = null;
    let chosen: Located[] = [];
    let minutes = 0;
    for (let attempt = 0; attempt < Math.max(1, regions.length) && chosen.length === 0; attempt++) {
      region = regions.length > 0 ? (regions[(dayIndex + attempt) % regions.length] as Region) : null;
      const inRegion = (entry: { place: Located }) =>
        !used.has(entry.place.placeId) && (!region || entry.place.region === region);
      const pool = [...candidates.filter(inRegion), ...extras.filter(inRegion)];
      chosen = [];
      minutes = 0;
      for (const { place } of pool) {
        if (chosen.length >= maxStops) break;
        const visit = visitMinutes(place);
        const trial = bestOrder([...chosen, place]);
        const total = trial.reduce((sum, p) => sum + visitMinutes(p), 0) + routeMinutes(trial);
        if (total > budget && chosen.length > 0) continue;
        if (visit > budget) continue;
        chosen.push(place);
        minutes = total;
      }
    }
    if (chosen.length === 0) break;
    for (const place of chosen) used.add(place.placeId);
    const ordered = bestOrder(chosen);
    const drive = Math.round(routeMinutes(ordered));

    // Breakfast near the first stop, lunch near the middle, dinner near the last.
    const activities: ItineraryActivity[] = [];
    const first = ordered[0] as Located;
    const breakfast = nearestRestaurant(restaurants, first, used, prefs);
    let clock = 8 * 60;
    if (breakfast) {
      used.add(breakfast.placeId);
      activities.push(toActivity(breakfast, 7 * 60 + 30, 45, "Fuel up before the day's first stop."));
    }
    const lunchAfter = Math.max(0, Math.ceil(ordered.length / 2) - 1);
    ordered.forEach((place, index) => {
      if (index > 0) clock += Math.round(driveMinutes(ordered[index - 1] as Located, place));
      const visit = visitMinutes(place);
      activities.push(toActivity(place, clock, visit, placeTip(place, now)));
      clock += visit;
      if (index === lunchAfter && ordered.length > 1) {
        const lunch = nearestRestaurant(restaurants, place, used, prefs);
        if (lunch) {
          used.add(lunch.placeId);
          clock = Math.max(clock, 12 * 60);
          activities.push(toActivity(lunch, clock, 60, "A relaxed lunch near the route."));
          clock += 60;
        }
      }
    });
    const last = ordered.at(-1) as Located;
    const dinner = nearestRestaurant(restaurants, last, used, prefs);
    if (dinner) {
      used.add(dinner.placeId);
      activities.push(toActivity(dinner, Math.max(clock + 30, 18 * 60 + 30), 90, "Dinner to end the day."));
    }

    const themes = [...new Set(ordered.map((p) => CATEGORY_THEME[p.category]).filter(Boolean))].slice(0, 2) as string[];
    const where = region ? REGION_LABEL[region] : "Kauai";
    const hours = Math.round((minutes / 60) * 2) / 2;
    days.push({
      title: `Day ${dayIndex + 1}: ${themes.join(" & ") || "Highlights"} of ${where}`,
      theme: themes.join(" & ") || "Highlights",
      estimatedTime: `${hours} hours`,
      description: `A day on ${where}: ${ordered.map((p) => p.name).join(", then ")}, in the order that keeps driving short (about ${drive} minutes between stops).`,
      summary: `${ordered.length} stop${ordered.length === 1 ? "" : "s"} and ${[breakfast, dinner].filter(Boolean).length + (ordered.length > 1 ? 1 : 0)} meals on ${where}.`,
      region: region ?? "Kauai",
      driveMinutes: drive,
      activities,
    });
  }

  const totalPlaces = new Set(days.flatMap((day) => day.activities.map((a) => a.name.toLowerCase()))).size;
  const times = new Set(days.map((day) => day.estimatedTime));
  const tips: string[] = [];
  if (days.some((day) => day.region === "North Shore")) {
    tips.push(
      isWinter(now)
        ? "Winter brings big surf to the North Shore (about October to April): swim only on calm days at lifeguarded beaches."
        : "Summer is the North Shore's calm season: the best time for Tunnels and ʻAnini.",
    );
  }
  if (days.some((day) => day.activities.some((a) => /Kēʻē|Hāʻena|Kalalau/.test(a.name))))
    tips.push(
      "Hāʻena State Park (Kēʻē Beach, the Kalalau Trail) needs an advance reservation for non-residents; book up to 30 days ahead.",
    );
  tips.push("Use mineral, reef-safe sunscreen and bring water: the sun is strong even on cloudy days.");
  if (prefs.groupType === "Family with kids")
    tips.push(
      "With kids, pick lifeguarded beaches like Poʻipū, Lydgate and Salt Pond, and keep mornings for the ocean when it is calmest.",
    );
  if (days.some((day) => day.region === "Waimea Canyon & Kokee"))
    tips.push(
      "Start canyon days early: clouds often fill Waimea Canyon by late morning, and it is cooler up at Kōkeʻe.",
    );
  tips.push("Never turn your back on the ocean, and never cross a stream that is rising or brown.");

  const dayWord = prefs.duration === 1 ? "day" : "days";
  return {
    duration: `${prefs.duration} ${dayWord}`,
    overview: {
      totalDays: days.length,
      totalPlaces,
      estimatedTime: times.size === 1 ? ([...times][0] as string) : "Varied",
    },
    introduction: `Here is your ${prefs.duration}-${prefs.duration === 1 ? "day" : "day"} Kauai plan for ${prefs.groupType === "Solo traveler" ? "a solo traveller" : prefs.groupType.toLowerCase()}, built around ${prefs.interests.join(", ").toLowerCase()}. Each day stays on one side of the island with stops ordered to keep driving short, and meals match your taste for ${prefs.cuisines.join(", ").toLowerCase()}.`,
    tips,
    days,
  };
}
