import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Directory, loadDirectory } from "@/server/features/concierge/directory";
import type { Itinerary, ItineraryPreferences } from "@/shared/schemas/itinerary";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { seedForTests } from "../../../../tests/setup/seed";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { bestOrder, driveMinutes, nearestNeighbour, routeMinutes, twoOpt } from "./drive-time";
import { cuisineMatches, DAY_BUDGET_MINUTES, planItinerary, visitMinutes } from "./planner";

let t: TestApp;
let directory: Directory;
const WINTER = new Date("2026-01-15T18:00:00Z");

beforeAll(async () => {
  t = await createTestApp();
  await seedForTests(t.database.db);
  directory = await loadDirectory(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const at = (id: string) => {
  const place = directory.byId.get(id);
  if (!place || place.latitude === null || place.longitude === null) throw new Error(id);
  return { ...place, latitude: place.latitude, longitude: place.longitude };
};

const prefs: ItineraryPreferences = {
  duration: 3,
  people: "2",
  interests: ["Beaches & Water Sports", "Hiking & Nature"],
  diningStyle: "Mix of all",
  cuisines: ["Local Hawaiian", "Seafood"],
  activityLevel: "Moderate",
  groupType: "Couple",
  budget: "Moderate ($$)",
};

describe("driving times", () => {
  it("know there is no road along the Nā Pali coast: Hanalei to Waimea is a long drive", () => {
    const hanalei = at("kauai-hanalei-bay");
    const waimea = at("kauai-waimea-town");
    const lihue = at("kauai-kauai-museum");
    expect(driveMinutes(hanalei, waimea)).toBeGreaterThan(100);
    expect(driveMinutes(hanalei, lihue)).toBeLessThan(driveMinutes(hanalei, waimea) / 1.5);
    expect(driveMinutes(lihue, at("kauai-poipu-beach"))).toBeLessThan(45);
  });

  it("climb to the canyon from Waimea", () => {
    expect(driveMinutes(at("kauai-waimea-town"), at("kauai-kalalau-lookout"))).toBeGreaterThan(35);
  });
});

describe("route ordering", () => {
  it("finds the exact optimum for small days", () => {
    const stops = [
      "kauai-kee-beach",
      "kauai-hanalei-bay",
      "kauai-kilauea-point",
      "kauai-anini-beach",
      "kauai-tunnels-beach",
    ].map(at);
    const best = bestOrder(stops);
    const shuffled = [stops[2], stops[0], stops[4], stops[1], stops[3]] as typeof stops;
    expect(routeMinutes(best)).toBeLessThanOrEqual(routeMinutes(shuffled));
    // Along the coast: Kīlauea at one end, Kēʻē at the other.
    expect([best[0]?.placeId, best.at(-1)?.placeId].sort()).toEqual(["kauai-kee-beach", "kauai-kilauea-point"]);
  });

  it("improves a crossing route with 2-opt", () => {
    const stops = [
      "kauai-kee-beach",
      "kauai-kilauea-point",
      "kauai-hanalei-bay",
      "kauai-kapaa-town",
      "kauai-tunnels-beach",
      "kauai-anini-beach",
      "kauai-lydgate-beach-park",
      "kauai-wailua-falls",
    ].map(at);
    const improved = twoOpt(stops);
    expect(routeMinutes(improved)).toBeLessThan(routeMinutes(stops));
    expect(routeMinutes(twoOpt(nearestNeighbour(stops)))).toBeLessThanOrEqual(routeMinutes(nearestNeighbour(stops)));
  });
});

describe("planning", () => {
  it("keeps each day on one side of the island, in the best order, within its time budget", () => {
    const plan = planItinerary(directory, prefs, WINTER);
    expect(plan.days).toHaveLength(3);
    for (const day of plan.days) {
      const sights = day.activities
        .map((a) => directory.byId.get(a.place!.place_id)!)
        .filter((p) => p.category !== "Restaurant");
      expect(new Set(sights.map((p) => p.region)).size).toBe(1);
      const located = sights.map((p) => at(p.placeId));
      expect(routeMinutes(located)).toBeCloseTo(routeMinutes(bestOrder(located)), 5);
      const minutes = sights.reduce((sum, p) => sum + visitMinutes(p), 0) + routeMinutes(located);
      expect(minutes).toBeLessThanOrEqual(DAY_BUDGET_MINUTES.Moderate);
    }
  });

  it("never repeats a place, even over 15 days, and only uses directory places", () => {
    const plan = planItinerary(directory, { ...prefs, duration: 15, activityLevel: "Very Active" }, WINTER);
    expect(plan.days).toHaveLength(15);
    const ids = plan.days.flatMap((day) => day.activities.map((a) => a.place!.place_id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => directory.byId.has(id))).toBe(true);
    const names = new Set(plan.days.flatMap((day) => day.activities.map((a) => a.name.toLowerCase())));
    expect(plan.overview.totalPlaces).toBe(names.size);
  });

  it("matches restaurants to the requested cuisines where it can", () => {
    const plan = planItinerary(directory, { ...prefs, cuisines: ["Seafood"] }, WINTER);
    const restaurants = plan.days
      .flatMap((day) => day.activities)
      .filter((a) => a.category === "Restaurant")
      .map((a) => directory.byId.get(a.place!.place_id)!);
    expect(restaurants.length).toBeGreaterThan(0);
    expect(restaurants.some((r) => cuisineMatches(r, ["Seafood"]))).toBe(true);
    expect(cuisineMatches(directory.byId.get("kauai-koloa-fish-market")!, ["Seafood"])).toBe(true);
    expect(cuisineMatches(directory.byId.get("kauai-koloa-fish-market")!, ["Italian"])).toBe(false);
  });

  it("keeps families away from hard or dangerous places and relaxed travellers off hard trails", () => {
    const family = planItinerary(directory, { ...prefs, groupType: "Family with kids", duration: 5 }, WINTER);
    const names = family.days.flatMap((day) => day.activities.map((a) => a.place!.place_id));
    expect(names).not.toContain("kauai-kalalau-trail");
    expect(names).not.toContain("kauai-lumahai-beach");
    expect(family.tips.join(" ")).toContain("kids");
    const relaxed = planItinerary(
      directory,
      { ...prefs, activityLevel: "Relaxed", interests: ["Hiking & Nature"], duration: 4 },
      WINTER,
    );
    const hard = relaxed.days
      .flatMap((d) => d.activities)
      .filter((a) => /Challenging|Strenuous/.test(directory.byId.get(a.place!.place_id)?.difficultyLevel ?? ""));
    expect(hard).toEqual([]);
  });

  it("adds season tips and is deterministic", () => {
    const a = planItinerary(directory, { ...prefs, duration: 6 }, WINTER);
    expect(a.tips.join(" ")).toMatch(/winter|reef-safe/i);
    expect(planItinerary(directory, { ...prefs, duration: 6 }, WINTER)).toEqual(a);
    expect(a.overview.totalDays).toBe(6);
    expect(a.duration).toBe("6 days");
    expect(planItinerary(directory, { ...prefs, duration: 1 }, WINTER).duration).toBe("1 day");
  });
});

describe("POST /api/itinerary", () => {
  it("plans from the wizard's preferences with the duration as text", async () => {
    const res = await createAgent(t).request("/api/itinerary", {
      json: { preferences: { ...prefs, duration: "2 days", dates: { start: null, end: null } } },
    });
    expect(res.status).toBe(200);
    const plan = (await res.json()) as Itinerary;
    expect(plan.days).toHaveLength(2);
    expect(plan.days[0]?.activities[0]).toMatchObject({
      time: expect.stringMatching(/AM|PM/),
      place: expect.objectContaining({ source: expect.any(String) }),
    });
  });

  it("answers clear 400 errors", async () => {
    const res = await createAgent(t).request("/api/itinerary", {
      json: { preferences: { ...prefs, duration: "20 days", interests: [], cuisines: ["Martian"] } },
    });
    expect(res.status).toBe(400);
    const fields = (await errorOf(res)).fields ?? {};
    expect(fields["preferences.duration"]).toBe("At most 15 days");
    expect(fields["preferences.interests"]).toBe("Choose at least one interest");
    expect(fields["preferences.cuisines.0"]).toBe("Unknown cuisine");
  });
});
