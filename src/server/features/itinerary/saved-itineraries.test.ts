import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedItinerary } from "@/shared/schemas/itinerary";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { seedForTests, TEST_PREFERENCES } from "../../../../tests/setup/seed";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedForTests(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const preferences = TEST_PREFERENCES;

describe("saved itineraries", () => {
  it("need a session, are re-planned on the server, listed, renamed and deleted by their owner only", async () => {
    expect((await createAgent(t).request("/api/itineraries", { json: { preferences } })).status).toBe(401);
    const owner = createAgent(t, { ip: "198.51.100.61" });
    await owner.signUp("planner@example.com", "itinerary-pass-1");
    const saved = (await (
      await owner.request("/api/itineraries", { json: { preferences, title: "  Our honeymoon  " } })
    ).json()) as SavedItinerary;
    expect(saved).toMatchObject({ title: "Our honeymoon", days: 2 });
    expect(saved.itinerary.days).toHaveLength(2);

    const list = (await (await owner.request("/api/itineraries")).json()) as { itineraries: { id: string }[] };
    expect(list.itineraries.map((i) => i.id)).toEqual([saved.id]);

    const other = createAgent(t, { ip: "198.51.100.62" });
    await other.signUp("snoop@example.com", "itinerary-pass-1");
    expect((await other.request(`/api/itineraries/${saved.id}`)).status).toBe(404);
    expect(
      (await other.request(`/api/itineraries/${saved.id}`, { method: "PATCH", json: { title: "Mine now" } })).status,
    ).toBe(404);
    expect((await other.request(`/api/itineraries/${saved.id}`, { method: "DELETE" })).status).toBe(404);

    const renamed = (await (
      await owner.request(`/api/itineraries/${saved.id}`, { method: "PATCH", json: { title: "Kauai 2027" } })
    ).json()) as SavedItinerary;
    expect(renamed.title).toBe("Kauai 2027");
    expect(
      (await errorOf(await owner.request(`/api/itineraries/${saved.id}`, { method: "PATCH", json: { title: "  " } })))
        .fields,
    ).toEqual({ title: "Give your itinerary a name" });
    expect((await owner.request(`/api/itineraries/${saved.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await owner.request(`/api/itineraries/${saved.id}`)).status).toBe(404);
  });
});
