import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedItineraries } from "@/server/db/schema/itineraries";
import type { Itinerary, SavedItinerary } from "@/shared/schemas/itinerary";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { seedForTests } from "../../../../tests/setup/seed";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

// My Trip's day edits: regenerate a day, replace a stop, reorder stops; times recomputed at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedForTests(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const preferences = {
  duration: "3 days",
  people: "2",
  dates: { start: "2027-01-12", end: "2027-01-14" },
  interests: ["Hiking & Nature", "Photography & Scenic Views"],
  diningStyle: "Mid-range",
  cuisines: ["Seafood"],
  activityLevel: "Moderate",
  groupType: "Couple",
  budget: "Moderate ($$)",
};

async function savedPlan(ip: string, email: string) {
  const owner = createAgent(t, { ip });
  await owner.signUp(email, "itinerary-pass-1");
  const res = await owner.request("/api/itineraries", { json: { preferences } });
  expect(res.status).toBe(201);
  return { owner, saved: (await res.json()) as SavedItinerary };
}

const ids = (plan: Itinerary, day: number) => plan.days[day]?.activities.map((a) => a.place?.place_id) ?? [];

describe("My Trip day edits", () => {
  it("regenerate one day with places the trip does not use yet, leaving the other days alone", async () => {
    const { owner, saved } = await savedPlan("198.51.100.71", "regen@example.com");
    const res = await owner.request(`/api/itineraries/${saved.id}/days/1/regenerate`, { json: {} });
    expect(res.status).toBe(200);
    const after = (await res.json()) as SavedItinerary;
    expect(ids(after.itinerary, 0)).toEqual(ids(saved.itinerary, 0));
    expect(ids(after.itinerary, 2)).toEqual(ids(saved.itinerary, 2));
    const visitsBefore = saved.itinerary.days[1]?.activities.filter((a) => a.category !== "Restaurant") ?? [];
    const visitsAfter = after.itinerary.days[1]?.activities.filter((a) => a.category !== "Restaurant") ?? [];
    expect(visitsAfter.length).toBeGreaterThan(0);
    for (const a of visitsAfter) expect(visitsBefore.map((b) => b.name)).not.toContain(a.name);
    const elsewhere = [...ids(after.itinerary, 0), ...ids(after.itinerary, 2)];
    for (const a of visitsAfter) expect(elsewhere).not.toContain(a.place?.place_id);
    expect(after.itinerary.days[1]?.activities[0]?.kind).toBe("breakfast");
    // Stored: a reload shows the new day.
    const reloaded = (await (await owner.request(`/api/itineraries/${saved.id}`)).json()) as SavedItinerary;
    expect(ids(reloaded.itinerary, 1)).toEqual(ids(after.itinerary, 1));
  });

  it("replace one stop with the next-best alternative of the same kind and recompute the times", async () => {
    const { owner, saved } = await savedPlan("198.51.100.72", "replace@example.com");
    const day = saved.itinerary.days[0];
    const stopIndex = day?.activities.findIndex((a) => a.kind === "visit") ?? -1;
    expect(stopIndex).toBeGreaterThan(0);
    const res = await owner.request(`/api/itineraries/${saved.id}/days/0/stops/${stopIndex}/replace`, { json: {} });
    expect(res.status).toBe(200);
    const after = (await res.json()) as SavedItinerary;
    const replaced = after.itinerary.days[0]?.activities[stopIndex];
    expect(replaced?.name).not.toBe(day?.activities[stopIndex]?.name);
    expect(replaced?.kind).toBe("visit");
    expect(ids(after.itinerary, 0).filter((_, i) => i !== stopIndex)).toEqual(
      ids(saved.itinerary, 0).filter((_, i) => i !== stopIndex),
    );
    // A meal is replaced by another restaurant serving that meal.
    const lunchIndex = day?.activities.findIndex((a) => a.kind === "lunch") ?? -1;
    const lunch = await owner.request(`/api/itineraries/${saved.id}/days/0/stops/${lunchIndex}/replace`, { json: {} });
    expect(lunch.status).toBe(200);
    const withLunch = (await lunch.json()) as SavedItinerary;
    expect(withLunch.itinerary.days[0]?.activities[lunchIndex]?.kind).toBe("lunch");
    expect(withLunch.itinerary.days[0]?.activities[lunchIndex]?.name).not.toBe(day?.activities[lunchIndex]?.name);
    expect((await owner.request(`/api/itineraries/${saved.id}/days/0/stops/30/replace`, { json: {} })).status).toBe(
      404,
    );
  });

  it("reorder stops with times and drive legs recomputed, and refuse orders that cannot work", async () => {
    const { owner, saved } = await savedPlan("198.51.100.73", "reorder@example.com");
    const day = saved.itinerary.days[0];
    const n = day?.activities.length ?? 0;
    const visits = day?.activities.flatMap((a, i) => (a.kind === "visit" ? [i] : [])) ?? [];
    expect(visits.length).toBeGreaterThanOrEqual(2);
    // Swap two visits: accepted when their windows allow it, and every time after them moves.
    const order = Array.from({ length: n }, (_, i) => i);
    const [a, b] = [visits[0] as number, visits[1] as number];
    order[a] = b;
    order[b] = a;
    const res = await owner.request(`/api/itineraries/${saved.id}/days/0/order`, { method: "PUT", json: { order } });
    if (res.status === 200) {
      const after = (await res.json()) as SavedItinerary;
      const names = after.itinerary.days[0]?.activities.map((x) => x.name);
      expect(names?.[a]).toBe(day?.activities[b]?.name);
      expect(names?.[b]).toBe(day?.activities[a]?.name);
    } else {
      expect(res.status).toBe(422);
      expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(["order"]);
    }
    // Dinner first thing in the morning misses its window: refused, naming the field.
    const dinner = day?.activities.findIndex((x) => x.kind === "dinner") ?? -1;
    const dinnerFirst = [dinner, ...Array.from({ length: n }, (_, i) => i).filter((i) => i !== dinner)];
    const refused = await owner.request(`/api/itineraries/${saved.id}/days/0/order`, {
      method: "PUT",
      json: { order: dinnerFirst },
    });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).fields?.order).toMatch(/time window/);
    // Not a permutation of the day's stops.
    const bad = await owner.request(`/api/itineraries/${saved.id}/days/0/order`, {
      method: "PUT",
      json: { order: [0, 0] },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields?.order).toMatch(/once/);
    const notNumbers = await owner.request(`/api/itineraries/${saved.id}/days/0/order`, {
      method: "PUT",
      json: { order: ["x"] },
    });
    expect(notNumbers.status).toBe(400);
  });

  it("moving a stop later recomputes the times that follow", async () => {
    const { owner, saved } = await savedPlan("198.51.100.74", "times@example.com");
    const day = saved.itinerary.days[0];
    const n = day?.activities.length ?? 0;
    // The identity order keeps everything; then try each single move of a visit until one is accepted.
    const same = await owner.request(`/api/itineraries/${saved.id}/days/0/order`, {
      method: "PUT",
      json: { order: Array.from({ length: n }, (_, i) => i) },
    });
    expect(same.status).toBe(200);
    const unchanged = (await same.json()) as SavedItinerary;
    expect(unchanged.itinerary.days[0]?.activities.map((x) => x.time)).toEqual(day?.activities.map((x) => x.time));
    let accepted: SavedItinerary | null = null;
    let tried: number[] = [];
    for (let from = 1; from < n && !accepted; from++)
      for (let to = 1; to < n && !accepted; to++) {
        if (from === to || day?.activities[from]?.kind !== "visit") continue;
        const order = Array.from({ length: n }, (_, i) => i).filter((i) => i !== from);
        order.splice(to, 0, from);
        const res = await owner.request(`/api/itineraries/${saved.id}/days/0/order`, {
          method: "PUT",
          json: { order },
        });
        if (res.status === 200) {
          accepted = (await res.json()) as SavedItinerary;
          tried = order;
        }
      }
    expect(accepted).not.toBeNull();
    const times = accepted?.itinerary.days[0]?.activities.map((x) => x.time);
    expect(times).not.toEqual(tried.map((i) => day?.activities[i]?.time));
  });

  it("edits itineraries saved before stop kinds were stored (kinds inferred from the facts and times)", async () => {
    const { owner, saved } = await savedPlan("198.51.100.75", "legacy@example.com");
    const legacy = structuredClone(saved.itinerary);
    for (const day of legacy.days) for (const activity of day.activities) delete activity.kind;
    await t.database.db.update(savedItineraries).set({ itinerary: legacy }).where(eq(savedItineraries.id, saved.id));
    const read = (await (await owner.request(`/api/itineraries/${saved.id}`)).json()) as SavedItinerary;
    expect(read.itinerary.days).toHaveLength(3);
    const n = legacy.days[0]?.activities.length ?? 0;
    const res = await owner.request(`/api/itineraries/${saved.id}/days/0/order`, {
      method: "PUT",
      json: { order: Array.from({ length: n }, (_, i) => i) },
    });
    expect(res.status).toBe(200);
    const after = (await res.json()) as SavedItinerary;
    expect(after.itinerary.days[0]?.activities.map((a) => a.kind)).toEqual(
      saved.itinerary.days[0]?.activities.map((a) => a.kind),
    );
    expect(after.itinerary.days[0]?.activities.map((a) => a.time)).toEqual(
      saved.itinerary.days[0]?.activities.map((a) => a.time),
    );
  });

  it("belong to the owner only", async () => {
    const { saved } = await savedPlan("198.51.100.76", "owner2@example.com");
    const other = createAgent(t, { ip: "198.51.100.77" });
    await other.signUp("other2@example.com", "itinerary-pass-1");
    expect((await other.request(`/api/itineraries/${saved.id}/days/0/regenerate`, { json: {} })).status).toBe(404);
    expect((await createAgent(t).request(`/api/itineraries/${saved.id}/days/0/regenerate`, { json: {} })).status).toBe(
      401,
    );
  });
});
