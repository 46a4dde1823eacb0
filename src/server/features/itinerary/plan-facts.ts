import type { DirectoryPlace } from "@/server/features/concierge/directory";
import { unsafeReason } from "@/server/features/concierge/select";
import type { Question } from "@/server/features/concierge/understand";
import type { Region } from "@/shared/constants";
import type { Cuisine, Interest } from "@/shared/itinerary-options";
import type { ItineraryPreferences } from "@/shared/schemas/itinerary";
import { isVisitable, type Meal, seasonOfMonth, type TimeOfDay } from "@/shared/schemas/place-facts";
import { type Daylight, type LocalDate, weekdayOf } from "./daylight";
import type { Node, Simulation, Window } from "./schedule";

// The planner's facts and rules (issue 20): each day is a timed sequence of stops and meals on one side of
// the island, built from the verified place facts under time windows (opening hours, meals served,
// best time of day, weekly market days, daylight) and the party's pace. Deterministic for the same
// preferences, directory and date. Decision record: docs/decisions/014-itinerary-planner.md.

export type Located = DirectoryPlace & { latitude: number; longitude: number };
export type StopKind = "visit" | "sunset" | Meal;
export type StopData = { place: Located; kind: StopKind };
export type PlanNode = Node<StopData>;

/** The sides of the island a day stays on (regions that share a road and a coast). */
export type Side = "North Shore" | "East Side" | "South Shore" | "West Side";
export const SIDES: Record<Side, Region[]> = {
  "North Shore": ["North Shore"],
  "East Side": ["East Side", "Lihue"],
  "South Shore": ["South Shore"],
  "West Side": ["West Side", "Waimea Canyon & Kokee"],
};

export type Pace = {
  /** When breakfast starts. */
  dayStart: number;
  maxStops: number;
  /** Minutes of visits plus driving between them the day may hold (meals aside). */
  budget: number;
  maxDifficulty: number;
};

/** The party's pace: activity level sets the start, the number of stops and the hardest trail. */
export const PACE: Record<ItineraryPreferences["activityLevel"], Pace> = {
  Relaxed: { dayStart: 8 * 60 + 30, maxStops: 3, budget: 330, maxDifficulty: 1 },
  Moderate: { dayStart: 8 * 60, maxStops: 4, budget: 400, maxDifficulty: 2 },
  Active: { dayStart: 7 * 60 + 30, maxStops: 5, budget: 480, maxDifficulty: 3 },
  "Very Active": { dayStart: 7 * 60, maxStops: 6, budget: 560, maxDifficulty: 4 },
};

/** Kept for callers of the previous planner: the pace's budget per activity level. */
export const DAY_BUDGET_MINUTES = Object.fromEntries(
  Object.entries(PACE).map(([level, pace]) => [level, pace.budget]),
) as Record<ItineraryPreferences["activityLevel"], number>;

export const MEAL_WINDOWS: Record<Meal, (pace: Pace) => Window> = {
  breakfast: (pace) => [pace.dayStart, pace.dayStart + 30],
  lunch: () => [11 * 60 + 30, 13 * 60 + 30],
  dinner: () => [17 * 60 + 30, 20 * 60],
};

const DIFFICULTY: Record<string, number> = { easy: 1, moderate: 2, challenging: 3, strenuous: 4 };

export function difficultyOf(place: DirectoryPlace): number {
  return DIFFICULTY[(place.difficultyLevel ?? "").toLowerCase()] ?? 1;
}

/** A realistic visit length in minutes. */
export function visitMinutes(place: DirectoryPlace): number {
  const facts = place.facts;
  if (place.category === "Restaurant" && facts && facts.meals.length === 0) return 30; // shave ice, a snack stop
  const difficulty = difficultyOf(place);
  const miles = facts?.access.distanceMiles;
  switch (place.category) {
    case "Trail":
      if (miles) return Math.min(480, Math.max(60, Math.round((miles / 1.6) * 60 + (difficulty >= 3 ? 60 : 20))));
      return [90, 90, 150, 240, 330][difficulty] ?? 90;
    case "Beach":
    case "Surf Spot":
      return 105;
    case "Waterfall":
      return difficulty >= 3 ? 240 : 45;
    case "Viewpoint":
      return 30;
    case "Activity":
      return 150;
    case "Attraction":
      return 75;
    case "Shopping":
      return 60;
    case "Park":
      return 60;
    default:
      return 60;
  }
}

export const MEAL_MINUTES: Record<Meal, (prefs: ItineraryPreferences) => number> = {
  breakfast: () => 45,
  lunch: (prefs) => (prefs.diningStyle === "Fine dining" ? 75 : 60),
  dinner: (prefs) => (prefs.diningStyle === "Fine dining" || prefs.diningStyle === "Mix of all" ? 90 : 75),
};

export const SUNSET_STAY = 60;

// ---------------------------------------------------------------- time windows

function hhmmToMinutes(text: string): number {
  const [h, m] = text.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

/** When a place is open on a weekday (start must leave time to stay), or null when it has no fixed hours. */
export function openWindows(place: DirectoryPlace, weekday: number, stay: number): Window[] | null {
  const hours = place.facts?.hours;
  if (!hours) return null;
  return hours
    .filter((period) => period.days.includes(weekday))
    .map((period): Window => {
      const open = hhmmToMinutes(period.open);
      const close = hhmmToMinutes(period.close);
      return [open, (close <= open ? close + 1440 : close) - stay];
    })
    .filter(([from, to]) => to >= from);
}

/** The start windows of a time of day, from the day's sunrise and sunset. */
export function timeOfDayWindow(time: TimeOfDay, light: Daylight): Window {
  switch (time) {
    case "sunrise":
      return [light.sunrise - 20, light.sunrise + 60];
    case "morning":
      return [light.sunrise, 12 * 60];
    case "midday":
      return [11 * 60, 14 * 60];
    case "afternoon":
      return [12 * 60 + 30, light.sunset - 45];
    case "sunset":
      // Here for the last light: the hour's stay ends a quarter of an hour after the sun goes down.
      return [light.sunset - SUNSET_STAY + 10, light.sunset - SUNSET_STAY + 15];
    case "evening":
      return [light.sunset - 60, 20 * 60 + 30];
  }
}

export function intersect(a: readonly Window[], b: readonly Window[]): Window[] {
  const out: Window[] = [];
  for (const [a0, a1] of a)
    for (const [b0, b1] of b) {
      const from = Math.max(a0, b0);
      const to = Math.min(a1, b1);
      if (from <= to) out.push([from, to]);
    }
  return out;
}

function isIndoorish(place: DirectoryPlace): boolean {
  return place.category === "Shopping" || place.category === "Attraction" || place.category === "Restaurant";
}

/**
 * Where a visit may start. Hard limits: opening hours on that weekday (weekly markets have only their
 * day), and daylight for outdoor places (start after sunrise, leave by sunset). Shops, museums and
 * snack stops without published hours are kept to 9:30-17:00, a conservative assumption rather than a
 * fact. Within those, the place's best times of day when they fit; `best` says which one was used.
 */
export function visitWindows(
  place: DirectoryPlace,
  date: LocalDate,
  light: Daylight,
  stay: number,
  weekday = weekdayOf(date),
): { windows: Window[]; best: boolean } {
  const open = openWindows(place, weekday, stay);
  const all = place.facts?.bestTimesOfDay ?? [];
  // A place worth it only at sunset is a sunset stop, never a midday visit.
  if (all.length > 0 && all.every((t) => t === "sunset")) return { windows: [], best: false };
  const times = all.filter((t) => t !== "sunset");
  let base: Window[];
  if (open) base = open;
  else if (isIndoorish(place)) base = times.length > 0 ? [[9 * 60, 21 * 60]] : [[9 * 60 + 30, 17 * 60 - stay]];
  else base = [[light.sunrise - 20, light.sunset + 15 - stay]];
  if (!isIndoorish(place)) base = intersect(base, [[light.sunrise - 20, light.sunset + 15 - stay]]);
  if (times.length === 0) return { windows: base, best: true };
  const best = intersect(
    base,
    times.map((t) => timeOfDayWindow(t, light)),
  );
  return best.length > 0 ? { windows: best, best: true } : { windows: base, best: false };
}

/** A sunset stop: here from an hour before sunset until a little after, inside the opening hours. */
export function sunsetWindows(place: DirectoryPlace, date: LocalDate, light: Daylight): Window[] {
  const window: Window[] = [timeOfDayWindow("sunset", light)];
  const open = openWindows(place, weekdayOf(date), SUNSET_STAY);
  return open ? intersect(window, open) : window;
}

export function isSunsetPlace(place: DirectoryPlace): boolean {
  const facts = place.facts;
  return Boolean(facts && (facts.faces === "sunset" || facts.bestTimesOfDay.includes("sunset")));
}

// ---------------------------------------------------------------- safety and fit

export function isYoungOrBeginner(prefs: ItineraryPreferences): boolean {
  return prefs.groupType === "Family with kids" || prefs.activityLevel === "Relaxed";
}

/** The concierge's question for the same party, so the same safety rules apply as in chat. */
export function partyQuestion(prefs: ItineraryPreferences, month: number, water: boolean): Question {
  const family = prefs.groupType === "Family with kids";
  return {
    act: "recommend",
    month,
    categories: [],
    activities: water ? ["swim"] : [],
    party: {
      toddler: false,
      kids: family,
      anyAge: family,
      beginner: isYoungOrBeginner(prefs),
      seniors: false,
      wheelchair: false,
    },
  } as unknown as Question; // only the fields unsafeReason reads
}

/** Why a place must not be in this plan at all, or null: the concierge's rules plus the planner's. */
export function excludedReason(place: DirectoryPlace, prefs: ItineraryPreferences, month: number): string | null {
  const facts = place.facts;
  if (!facts) return "unverified";
  if (!isVisitable(facts)) return facts.status !== "open" ? "closed" : facts.access.mode;
  if (place.category === "Hotel") return "a place to stay";
  const water = Boolean(facts.ocean) && prefs.interests.includes("Beaches & Water Sports");
  const unsafe = unsafeReason(place, partyQuestion(prefs, month, water));
  if (unsafe) return unsafe;
  if (difficultyOf(place) > PACE[prefs.activityLevel].maxDifficulty) return "too hard for this pace";
  if (prefs.groupType === "Family with kids" && difficultyOf(place) > 2) return "too hard for children";
  return null;
}

export function isTour(place: DirectoryPlace): boolean {
  const mode = place.facts?.access.mode;
  return mode === "tour-only" || mode === "boat";
}

function isFoodExperience(place: DirectoryPlace): boolean {
  const facts = place.facts;
  if (!facts?.foodKinds?.length) return false;
  return place.category !== "Restaurant" || facts.meals.length === 0;
}

const LOCAL_FOOD = /poke|saimin|plate lunch|shave ice|fish market|farmers market|bakery|coffee|food truck|hot dog/i;

/** Food & Dining: markets, farm tours, food trucks, shave ice; a meal counts when it is a local food institution. */
export function isFoodStop(place: DirectoryPlace, asMeal: boolean): boolean {
  if (!asMeal) return isFoodExperience(place);
  return (place.facts?.foodKinds ?? []).some((kind) => LOCAL_FOOD.test(kind));
}

const interestCache = new WeakMap<DirectoryPlace, Map<number, Interest[]>>();

/** Which interests a visit serves (in that month: calm water depends on the season). */
export function interestsOf(place: DirectoryPlace, month: number): Interest[] {
  let row = interestCache.get(place);
  if (!row) {
    row = new Map();
    interestCache.set(place, row);
  }
  let found = row.get(month);
  if (!found) {
    found = findInterests(place, month);
    row.set(month, found);
  }
  return found;
}

function findInterests(place: DirectoryPlace, month: number): Interest[] {
  const facts = place.facts;
  const out: Interest[] = [];
  const c = place.category;
  const text = place.text;
  const water = Boolean(facts?.ocean) || /kayak|surf|snorkel|paddle/.test(text);
  if (c === "Beach" || c === "Surf Spot" || (water && (c === "Park" || c === "Activity")))
    out.push("Beaches & Water Sports");
  if (c === "Trail" || c === "Waterfall" || c === "Park" || /garden|arboretum|refuge/.test(text))
    out.push("Hiking & Nature");
  if (isFoodExperience(place)) out.push("Food & Dining");
  if (c === "Attraction" || /heiau|museum|mission|historic|plantation|hawaiian history/.test(text))
    out.push("Culture & History");
  if (c === "Activity" || c === "Surf Spot" || difficultyOf(place) >= 3 || /zipline|tubing|kayak|helicopter/.test(text))
    out.push("Adventure Sports");
  if (c === "Viewpoint" || c === "Waterfall" || facts?.faces) out.push("Photography & Scenic Views");
  if (
    c === "Shopping" ||
    /farmers market/.test((facts?.foodKinds ?? []).join(" ")) ||
    /\b(shops|boutiques|galleries)\b/.test(text)
  )
    out.push("Shopping & Local Markets");
  const calm = facts?.ocean && facts.ocean[seasonOfMonth(month)] === "calm";
  if (calm || /garden|spa|quiet|peaceful|relax/.test(text) || c === "Park") out.push("Relaxation & Wellness");
  return [...new Set(out)];
}

/** How well a visit fits the preferences (higher is better); 0 = fits no chosen interest. */
export function scoreVisit(place: DirectoryPlace, prefs: ItineraryPreferences, month: number): number {
  const served = interestsOf(place, month).filter((i) => prefs.interests.includes(i));
  let score = served.length * 20;
  if (score === 0) return 0;
  const facts = place.facts;
  const price = facts?.priceLevel ?? (isTour(place) ? 3 : 1);
  if (prefs.budget === "Budget ($)") score -= price >= 3 ? 15 : price === 2 ? 5 : 0;
  if (prefs.budget === "Luxury ($$$)" || prefs.budget === "Ultra-luxury ($$$$)") score += price >= 3 ? 8 : 0;
  if (prefs.groupType === "Family with kids" && facts?.suitability.kids) score += 5;
  if (prefs.groupType === "Family with kids" && facts?.ocean?.lifeguard) score += 5;
  if (prefs.activityLevel === "Very Active" && difficultyOf(place) >= 3) score += 6;
  if (place.isSponsored) score += 0.5;
  return score;
}

// ---------------------------------------------------------------- restaurants

const CUISINE_WORDS: Record<Cuisine, RegExp> = {
  "Local Hawaiian": /hawaii|hawaiʻi|local|plantation|polynesian|poke|saimin|plate lunch|shave ice/i,
  "Asian Fusion": /pacific rim|asian|japanese|saimin|noodle|fusion/i,
  American: /american|burger|diner|steak|hot dog|brewpub/i,
  "Vegetarian/Vegan": /vegetarian|vegan|salad/i,
  Seafood: /seafood|fish|poke/i,
  Italian: /italian|pizza|pasta/i,
  Mexican: /mexican|taco|burrito/i,
  International: /tapas|mediterranean|international|farm-to-table|french|thai/i,
};

/** True when the restaurant's verified cuisines or food kinds match one of the chosen cuisines. */
export function cuisineMatches(place: DirectoryPlace, cuisines: readonly Cuisine[]): boolean {
  const words = [...(place.facts?.cuisines ?? []), ...(place.facts?.foodKinds ?? [])].join(" ");
  if (!words) return false;
  return cuisines.some((cuisine) => CUISINE_WORDS[cuisine].test(words));
}

/** Restaurant price levels for the dining style, narrowed by the trip's budget. */
export function wantedPriceLevels(prefs: ItineraryPreferences): number[] {
  switch (prefs.diningStyle) {
    case "Budget-friendly":
      return [1];
    case "Mid-range":
      return [2];
    case "Fine dining":
      return [3, 4];
    default:
      return prefs.budget === "Budget ($)" ? [1, 2] : prefs.budget === "Moderate ($$)" ? [1, 2, 3] : [2, 3, 4];
  }
}

/** True when the restaurant serves this meal and, where it publishes hours, is open then. */
export function servesMeal(place: DirectoryPlace, meal: Meal): boolean {
  return place.category === "Restaurant" && Boolean(place.facts?.meals.includes(meal));
}

/** Preference of a restaurant for a meal, in minutes of driving it is worth (higher is better). */
export function restaurantBonus(place: DirectoryPlace, prefs: ItineraryPreferences): number {
  let bonus = 0;
  if (cuisineMatches(place, prefs.cuisines)) bonus += 50;
  const level = place.facts?.priceLevel;
  if (level !== undefined) {
    const wanted = wantedPriceLevels(prefs);
    if (wanted.includes(level)) bonus += 10;
    else bonus -= 6 * Math.min(...wanted.map((w) => Math.abs(w - level)));
  }
  return bonus;
}

export const MAX_MEAL_DETOUR = 40;

export type PlannedDay = {
  side: Side;
  date: LocalDate;
  light: Daylight;
  order: PlanNode[];
  sim: Simulation<StopData>;
};

export function hhmm(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = Math.round(minutes % 60);
  const suffix = h >= 12 ? "PM" : "AM";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, "0")} ${suffix}`;
}

export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return Number.isInteger(hours) ? `${hours} hour${hours === 1 ? "" : "s"}` : `${hours.toFixed(1)} hours`;
}
