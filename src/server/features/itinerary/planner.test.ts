import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Directory, loadDirectory } from "@/server/features/concierge/directory";
import type { Itinerary, ItineraryPreferences } from "@/shared/schemas/itinerary";
import { oceanConditionIn } from "@/shared/schemas/place-facts";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { seedForTests } from "../../../../tests/setup/seed";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { daylightOn } from "./daylight";
import { driveMinutes } from "./drive-time";
import {
  cuisineMatches,
  excludedReason,
  hhmm,
  interestsOf,
  PACE,
  restaurantBonus,
  scoreVisit,
  servesMeal,
  timeOfDayWindow,
  visitWindows,
  wantedPriceLevels,
} from "./plan-facts";
import { planItinerary, planTrip } from "./planner";

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

const place = (id: string) => {
  const found = directory.byId.get(id);
  if (!found) throw new Error(id);
  return found;
};

const prefs: ItineraryPreferences = {
  duration: 3,
  people: "2",
  dates: { start: "2026-01-15", end: "2026-01-17" },
  interests: ["Beaches & Water Sports", "Hiking & Nature"],
  diningStyle: "Mix of all",
  cuisines: ["Local Hawaiian", "Seafood"],
  activityLevel: "Moderate",
  groupType: "Couple",
  budget: "Moderate ($$)",
};

const MEALS = new Set(["breakfast", "lunch", "dinner"]);

describe("time windows from the place facts", () => {
  it("hold a weekly market to its day and hours", () => {
    const market = place("kauai-community-market"); // Saturdays 9:30 am-1 pm
    const light = daylightOn("2026-11-28");
    expect(visitWindows(market, "2026-11-28", light, 60).windows.length).toBeGreaterThan(0); // Saturday
    expect(visitWindows(market, "2026-11-27", light, 60).windows).toEqual([]); // Friday
    const [[from, to]] = visitWindows(market, "2026-11-28", light, 60).windows as [[number, number]];
    expect(from).toBeGreaterThanOrEqual(9 * 60 + 30);
    expect(to + 60).toBeLessThanOrEqual(13 * 60);
  });

  it("keep shops to their afternoons, canyon lookouts to mornings and sunset-only beaches to sunset", () => {
    const light = daylightOn("2026-01-15");
    const shops = visitWindows(place("kauai-old-koloa-town"), "2026-01-15", light, 60).windows;
    expect(Math.min(...shops.map((w) => w[0]))).toBeGreaterThanOrEqual(12 * 60);
    const lookout = visitWindows(place("kauai-waimea-canyon-lookout"), "2026-01-15", light, 30).windows;
    expect(Math.max(...lookout.map((w) => w[1]))).toBeLessThanOrEqual(12 * 60);
    expect(visitWindows(place("kauai-polihale-state-park"), "2026-01-15", light, 60).windows).toEqual([]);
  });

  it("keep outdoor places within daylight", () => {
    const light = daylightOn("2026-01-15");
    for (const id of ["kauai-hanalei-bay", "kauai-wailua-falls", "kauai-sleeping-giant"]) {
      for (const [from, to] of visitWindows(place(id), "2026-01-15", light, 60).windows) {
        expect(from).toBeGreaterThanOrEqual(light.sunrise - 20);
        expect(to + 60).toBeLessThanOrEqual(light.sunset + 15);
      }
    }
  });
});

describe("safety and access, as in chat", () => {
  it("never schedules a closed, private, restricted or helicopter-only place", () => {
    for (const id of [
      "kauai-manawaiopuna-falls",
      "kauai-makauwahi-cave",
      "kauai-barking-sands",
      "kauai-verde-kapaa",
      "kauai-kamokila-village",
    ])
      expect(excludedReason(place(id), prefs, 1)).not.toBeNull();
    expect(excludedReason(place("kauai-helicopter-tours"), prefs, 1)).toBeNull(); // a tour, with where it leaves from
  });

  it("keeps families and beginners away from ocean stops that are dangerous in the trip's season", () => {
    const family = { ...prefs, groupType: "Family with kids" as const };
    expect(excludedReason(place("kauai-tunnels-beach"), family, 1)).not.toBeNull(); // winter
    expect(excludedReason(place("kauai-hanalei-bay"), family, 1)).not.toBeNull(); // dangerous in winter
    expect(excludedReason(place("kauai-lydgate-beach-park"), family, 1)).toBeNull(); // calm all year
    const plan = planTrip(directory, { ...family, duration: 7, dates: { start: "2026-01-10", end: null } }, WINTER);
    for (const day of plan.days)
      for (const stop of day.sim.stops) {
        expect(oceanConditionIn(stop.node.data.place.facts, 1)).not.toBe("dangerous");
        expect(stop.node.data.place.difficultyLevel ?? "Easy").not.toMatch(/Challenging|Strenuous/);
      }
  });

  it("draws tips from the places in the plan (a Hāʻena reservation only when Hāʻena is visited)", () => {
    for (const groupType of ["Couple", "Friends", "Solo traveler"] as const) {
      const plan = planTrip(directory, { ...prefs, groupType, duration: 6 }, WINTER);
      const visitsHaena = plan.days.some((d) =>
        d.order.some((n) => /haena|kee-beach|kalalau/.test(n.data.place.placeId)),
      );
      expect(plan.itinerary.tips.some((tip) => /Hāʻena State Park entry/.test(tip))).toBe(visitsHaena);
    }
  });
});

describe("the schedule", () => {
  it("gives every day breakfast first, lunch and dinner in their windows at places serving them, without overlaps", () => {
    for (const activityLevel of ["Relaxed", "Moderate", "Active", "Very Active"] as const) {
      const plan = planTrip(directory, { ...prefs, activityLevel, duration: 5 }, WINTER);
      for (const day of plan.days) {
        const stops = day.sim.stops;
        expect(stops[0]?.node.data.kind).toBe("breakfast");
        expect(stops[0]?.start).toBe(PACE[activityLevel].dayStart);
        const kinds = stops.map((s) => s.node.data.kind);
        expect(kinds).toContain("lunch");
        expect(kinds).toContain("dinner");
        stops.forEach((stop, i) => {
          const kind = stop.node.data.kind;
          if (MEALS.has(kind)) expect(servesMeal(stop.node.data.place, kind as "lunch")).toBe(true);
          if (kind === "lunch") expect(stop.start).toBeGreaterThanOrEqual(11 * 60 + 30);
          if (kind === "lunch") expect(stop.start).toBeLessThanOrEqual(13 * 60 + 30);
          if (kind === "dinner") expect(stop.start).toBeGreaterThanOrEqual(17 * 60 + 30);
          if (kind === "dinner") expect(stop.start).toBeLessThanOrEqual(20 * 60);
          const previous = stops[i - 1];
          if (previous)
            expect(stop.start).toBeGreaterThanOrEqual(
              previous.end + Math.round(driveMinutes(previous.node.data.place, stop.node.data.place)),
            );
        });
        expect(stops.at(-1)?.end).toBeLessThanOrEqual(21 * 60 + 30);
      }
    }
  });

  it("follows the pace: later starts, fewer stops and no hard trails for relaxed travellers", () => {
    const relaxed = planTrip(
      directory,
      { ...prefs, activityLevel: "Relaxed", interests: ["Hiking & Nature"], duration: 4 },
      WINTER,
    );
    const active = planTrip(
      directory,
      { ...prefs, activityLevel: "Very Active", interests: ["Hiking & Nature"], duration: 4 },
      WINTER,
    );
    const visits = (plan: typeof relaxed) =>
      plan.days.map((d) => d.sim.stops.filter((s) => s.node.data.kind === "visit").length);
    expect(Math.max(...visits(relaxed))).toBeLessThanOrEqual(PACE.Relaxed.maxStops);
    expect(visits(active).reduce((a, b) => a + b, 0)).toBeGreaterThan(visits(relaxed).reduce((a, b) => a + b, 0));
    expect(relaxed.days[0]?.sim.stops[0]?.start).toBe(8 * 60 + 30);
    expect(active.days[0]?.sim.stops[0]?.start).toBe(7 * 60);
    for (const day of relaxed.days)
      for (const s of day.sim.stops) expect(s.node.data.place.difficultyLevel ?? "Easy").toMatch(/Easy|^$/);
  });

  it("ends the day at a sunset-facing place at sunset where the side has one", () => {
    const plan = planTrip(
      directory,
      { ...prefs, interests: ["Photography & Scenic Views"], duration: 4, dates: { start: "2026-07-02", end: null } },
      WINTER,
    );
    const withSunset = plan.days.filter((d) => d.sim.stops.some((s) => s.node.data.kind === "sunset"));
    expect(withSunset.length).toBeGreaterThan(0);
    for (const day of withSunset) {
      const stop = day.sim.stops.find((s) => s.node.data.kind === "sunset");
      expect(stop?.start).toBeLessThanOrEqual(day.light.sunset);
      expect(stop?.end).toBeGreaterThanOrEqual(day.light.sunset);
      expect(day.light.sunset).toBeGreaterThan(19 * 60); // July: the trip's own date, not today's
    }
  });

  it("writes the schedule's times and the day's real span", () => {
    const plan = planTrip(directory, prefs, WINTER);
    plan.days.forEach((day, i) => {
      const written = plan.itinerary.days[i];
      expect(written?.activities.map((a) => a.time)).toEqual(day.sim.stops.map((s) => hhmm(s.start)));
      expect(written?.estimatedTime).toBe(
        `${hhmm(day.sim.stops[0]?.start ?? 0)} - ${hhmm(day.sim.stops.at(-1)?.end ?? 0)}`,
      );
    });
  });

  it("never repeats a visit over 15 days, uses only directory places and says so when a restaurant repeats", () => {
    const plan = planTrip(directory, { ...prefs, duration: 15, activityLevel: "Very Active" }, WINTER);
    expect(plan.days).toHaveLength(15);
    const visits = plan.days.flatMap((d) =>
      d.order.filter((n) => !MEALS.has(n.data.kind)).map((n) => n.data.place.placeId),
    );
    expect(new Set(visits).size).toBe(visits.length);
    const all = plan.itinerary.days.flatMap((d) => d.activities.map((a) => a.place?.place_id ?? ""));
    expect(all.every((id) => directory.byId.has(id))).toBe(true);
    const meals = plan.days.flatMap((d) => d.order.filter((n) => MEALS.has(n.data.kind)).map((n) => n.data.place.name));
    const repeated = meals.filter((name, i) => meals.indexOf(name) !== i);
    if (repeated.length > 0)
      expect(plan.itinerary.days.map((d) => d.description).join(" ")).toMatch(/appears again for/);
  });
});

describe("preference weights", () => {
  it("score places by the chosen interests", () => {
    const hikers = { ...prefs, interests: ["Hiking & Nature" as const] };
    const shoppers = { ...prefs, interests: ["Shopping & Local Markets" as const] };
    const trail = place("kauai-sleeping-giant");
    const town = place("kauai-old-koloa-town");
    expect(scoreVisit(trail, hikers, 1)).toBeGreaterThan(scoreVisit(town, hikers, 1));
    expect(scoreVisit(town, shoppers, 1)).toBeGreaterThan(scoreVisit(trail, shoppers, 1));
    expect(interestsOf(place("kauai-jojos-shave-ice"), 1)).toContain("Food & Dining");
  });

  it("steer restaurants by cuisine and price level", () => {
    expect(cuisineMatches(place("kauai-koloa-fish-market"), ["Seafood"])).toBe(true);
    expect(cuisineMatches(place("kauai-koloa-fish-market"), ["Italian"])).toBe(false);
    expect(wantedPriceLevels({ ...prefs, diningStyle: "Fine dining" })).toEqual([3, 4]);
    const fine = { ...prefs, diningStyle: "Fine dining" as const, cuisines: ["Seafood" as const] };
    expect(restaurantBonus(place("kauai-merrimans-poipu"), fine)).toBeGreaterThan(
      restaurantBonus(place("kauai-puka-dog"), fine),
    );
  });

  it("adds food experiences for 'Food & Dining' and represents every chosen interest", () => {
    const plan = planTrip(
      directory,
      { ...prefs, interests: ["Food & Dining", "Culture & History", "Adventure Sports"], duration: 4 },
      WINTER,
    );
    const places = plan.days.flatMap((d) => d.order.filter((n) => !MEALS.has(n.data.kind)).map((n) => n.data.place));
    for (const interest of ["Food & Dining", "Culture & History", "Adventure Sports"] as const)
      expect(places.filter((p) => interestsOf(p, 1).includes(interest)).length).toBeGreaterThanOrEqual(2);
  });

  it("match most meals to the chosen cuisines where such places exist", () => {
    const plan = planTrip(directory, { ...prefs, cuisines: ["Seafood"], duration: 5 }, WINTER);
    const meals = plan.days.flatMap((d) => d.order.filter((n) => MEALS.has(n.data.kind)).map((n) => n.data.place));
    const lunchesAndDinners = plan.days.flatMap((d) =>
      d.order.filter((n) => n.data.kind !== "breakfast" && MEALS.has(n.data.kind)).map((n) => n.data.place),
    );
    expect(meals.length).toBe(15);
    expect(
      lunchesAndDinners.filter((p) => cuisineMatches(p, ["Seafood"])).length / lunchesAndDinners.length,
    ).toBeGreaterThan(0.6);
  });
});

describe("writing", () => {
  it("describes the party correctly and varies from day to day", () => {
    expect(planItinerary(directory, prefs, WINTER).introduction).toContain("for a couple");
    const family = planItinerary(directory, { ...prefs, groupType: "Family with kids", duration: 6 }, WINTER);
    expect(family.introduction).toContain("for your family");
    expect(new Set(family.days.map((d) => d.title)).size).toBe(family.days.length);
    expect(new Set(family.days.map((d) => d.description)).size).toBe(family.days.length);
    expect(family.days.every((d) => !/ & .* & /.test(d.title))).toBe(true);
  });

  it("is deterministic and keeps the saved shape", () => {
    const a = planItinerary(directory, { ...prefs, duration: 6 }, WINTER);
    expect(planItinerary(directory, { ...prefs, duration: 6 }, WINTER)).toEqual(a);
    expect(a.overview.totalDays).toBe(6);
    expect(a.duration).toBe("6 days");
    expect(a.overview.estimatedTime).toMatch(/hours a day/);
    expect(planItinerary(directory, { ...prefs, duration: 1 }, WINTER).duration).toBe("1 day");
  });

  it("says so when a long trip runs out of places that suit the group, and only then", () => {
    // Families on long, active winter trips run out of places suitable for children before day 15.
    const plans = (["Active", "Very Active"] as const).flatMap((activityLevel) =>
      (["Hiking & Nature", "Beaches & Water Sports", "Food & Dining"] as const).map((interest) =>
        planItinerary(
          directory,
          {
            ...prefs,
            groupType: "Family with kids",
            activityLevel,
            interests: [interest],
            duration: 15,
            dates: { start: "2027-01-10", end: null },
          },
          WINTER,
        ),
      ),
    );
    const short = plans.filter((plan) => plan.days.length < 15);
    expect(short.length).toBeGreaterThan(0);
    for (const plan of plans) {
      const n = plan.days.length;
      if (n < 15) {
        expect(plan.introduction).toContain(`We planned ${n} of your 15 days`);
        expect(plan.introduction).toContain(n === 14 ? "day 15 is yours to keep free" : `days ${n + 1}-15 are yours`);
        expect(plan.overview.totalDays).toBe(n);
      } else expect(plan.introduction).not.toContain("We planned");
    }
    expect(planItinerary(directory, { ...prefs, duration: 6 }, WINTER).introduction).not.toContain("We planned");
  });

  it("uses today's date for daylight when no trip date is known", () => {
    const undated = planTrip(
      directory,
      { ...prefs, dates: { start: null, end: null } },
      new Date("2026-06-21T20:00:00Z"),
    );
    expect(undated.days[0]?.date).toBe("2026-06-21");
    expect(undated.days[0]?.light.sunset).toBeGreaterThan(19 * 60);
    expect(timeOfDayWindow("morning", undated.days[0]?.light ?? daylightOn("2026-06-21"))[1]).toBe(12 * 60);
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
      category: "Restaurant",
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
