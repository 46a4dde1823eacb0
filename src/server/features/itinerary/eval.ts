import type { Directory } from "@/server/features/concierge/directory";
import {
  ACTIVITY_LEVEL_OPTIONS,
  BUDGET_OPTIONS,
  CUISINE_OPTIONS,
  DINING_STYLE_OPTIONS,
  GROUP_TYPE_OPTIONS,
  INTEREST_OPTIONS,
  PEOPLE_OPTIONS,
} from "@/shared/itinerary-options";
import type { ItineraryPreferences } from "@/shared/schemas/itinerary";
import { bestOrder, routeMinutes } from "./drive-time";
import { cuisineMatches, DAY_BUDGET_MINUTES, planItinerary, visitMinutes } from "./planner";

/** 60 varied preference sets: every duration 1-15, every interest, activity level, group, budget and cuisine. */
export function evalPreferenceSets(): ItineraryPreferences[] {
  const sets: ItineraryPreferences[] = [];
  for (let i = 0; i < 60; i++) {
    sets.push({
      duration: (i % 15) + 1,
      people: PEOPLE_OPTIONS[i % PEOPLE_OPTIONS.length] as ItineraryPreferences["people"],
      interests: [
        INTEREST_OPTIONS[i % 8],
        ...(i % 3 === 0 ? [INTEREST_OPTIONS[(i + 3) % 8]] : []),
      ] as ItineraryPreferences["interests"],
      diningStyle: DINING_STYLE_OPTIONS[i % 4] as ItineraryPreferences["diningStyle"],
      cuisines: [
        CUISINE_OPTIONS[i % 8],
        ...(i % 2 === 0 ? [CUISINE_OPTIONS[(i + 5) % 8]] : []),
      ] as ItineraryPreferences["cuisines"],
      activityLevel: ACTIVITY_LEVEL_OPTIONS[i % 4] as ItineraryPreferences["activityLevel"],
      groupType: GROUP_TYPE_OPTIONS[(i >> 1) % 4] as ItineraryPreferences["groupType"],
      budget: BUDGET_OPTIONS[(i >> 2) % 4] as ItineraryPreferences["budget"],
    });
  }
  return sets;
}

export type ItineraryEvalResult = {
  itineraries: number;
  days: number;
  daysWithinBudget: number;
  repeatedPlaces: number;
  placesNotInDirectory: number;
  meanDriveRatio: number;
  daysSpanningRegions: number;
  restaurants: number;
  restaurantsMatchingCuisine: number;
  p95Ms15Days: number;
};

export function runItineraryEval(directory: Directory, now: Date): ItineraryEvalResult {
  const result: ItineraryEvalResult = {
    itineraries: 0,
    days: 0,
    daysWithinBudget: 0,
    repeatedPlaces: 0,
    placesNotInDirectory: 0,
    meanDriveRatio: 1,
    daysSpanningRegions: 0,
    restaurants: 0,
    restaurantsMatchingCuisine: 0,
    p95Ms15Days: 0,
  };
  const ratios: number[] = [];
  const timings15: number[] = [];
  for (const prefs of evalPreferenceSets()) {
    const started = performance.now();
    const itinerary = planItinerary(directory, prefs, now);
    const elapsed = performance.now() - started;
    if (prefs.duration === 15) timings15.push(elapsed);
    result.itineraries++;
    const seen = new Set<string>();
    for (const day of itinerary.days) {
      result.days++;
      const stops = day.activities
        .map((a) => (a.place ? directory.byId.get(a.place.place_id) : undefined))
        .filter((p): p is NonNullable<typeof p> => Boolean(p));
      for (const activity of day.activities) {
        if (!activity.place || !directory.byId.has(activity.place.place_id)) result.placesNotInDirectory++;
        else if (seen.has(activity.place.place_id)) result.repeatedPlaces++;
        else seen.add(activity.place.place_id);
      }
      const sights = stops.filter((p) => p.category !== "Restaurant") as (typeof stops)[number][] &
        { latitude: number; longitude: number }[];
      const located = sights.filter((p) => p.latitude !== null && p.longitude !== null) as unknown as {
        latitude: number;
        longitude: number;
        region: string | null;
      }[];
      const minutes = sights.reduce((sum, p) => sum + visitMinutes(p), 0) + routeMinutes(located);
      if (minutes <= DAY_BUDGET_MINUTES[prefs.activityLevel]) result.daysWithinBudget++;
      const optimal = routeMinutes(bestOrder(located));
      ratios.push(optimal > 0 ? routeMinutes(located) / optimal : 1);
      if (new Set(sights.map((p) => p.region)).size > 1) result.daysSpanningRegions++;
      for (const restaurant of stops.filter((p) => p.category === "Restaurant")) {
        result.restaurants++;
        if (cuisineMatches(restaurant, prefs.cuisines)) result.restaurantsMatchingCuisine++;
      }
    }
  }
  result.meanDriveRatio = ratios.reduce((a, b) => a + b, 0) / Math.max(1, ratios.length);
  timings15.sort((a, b) => a - b);
  result.p95Ms15Days = timings15[Math.min(timings15.length - 1, Math.floor(0.95 * timings15.length))] ?? 0;
  return result;
}
