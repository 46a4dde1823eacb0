import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import type { Directory } from "@/server/features/concierge/directory";
import { openSeededDirectory } from "../../../../tests/setup/seeded-directory";
import { evalPreferenceSets, runItineraryEval } from "./eval";

let database: DatabaseHandle;
let directory: Directory;
beforeAll(async () => {
  ({ database, directory } = await openSeededDirectory());
});
afterAll(async () => {
  await database.close();
});

describe("the itinerary evaluation (npm run eval:itinerary)", () => {
  it("covers every duration and interest in its 60 preference sets", () => {
    const sets = evalPreferenceSets();
    expect(sets).toHaveLength(60);
    expect(new Set(sets.map((s) => s.duration))).toEqual(new Set(Array.from({ length: 15 }, (_, i) => i + 1)));
    expect(new Set(sets.flatMap((s) => s.interests)).size).toBe(8);
  });

  it("plans them all with real, unrepeated places and counts what it measures", () => {
    const result = runItineraryEval(directory, new Date("2027-03-01T12:00:00Z"));
    expect(result.itineraries).toBe(60);
    expect(result.days).toBe(evalPreferenceSets().reduce((sum, s) => sum + s.duration, 0));
    expect(result.placesNotInDirectory).toBe(0);
    expect(result.repeatedPlaces).toBe(0);
    expect(result.daysWithinBudget).toBeGreaterThan(0);
    expect(result.daysWithinBudget).toBeLessThanOrEqual(result.days);
    expect(result.restaurantsMatchingCuisine).toBeLessThanOrEqual(result.restaurants);
    // Stops in the planned order never beat the best order by more than rounding.
    expect(result.meanDriveRatio).toBeGreaterThanOrEqual(0.999);
  });
});
