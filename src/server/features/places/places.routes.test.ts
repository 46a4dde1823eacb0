import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent } from "../../../../tests/setup/agent";
import { seedForTests } from "../../../../tests/setup/seed";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedForTests(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe("place endpoints over the directory", () => {
  it("resolve recommended names: operational, ambiguous or not found", async () => {
    const res = await createAgent(t).request("/api/places/resolve", {
      json: { recommendations: [{ name: "Kee Beach", context: "sunset" }, { name: "Moonlight Cove" }] },
    });
    const body = (await res.json()) as {
      places: { name: string; status: string; place_id: string | null; location_lat: number | null }[];
    };
    expect(body.places[0]).toMatchObject({
      name: "Kēʻē Beach",
      place_id: "kauai-kee-beach",
      status: "operational",
      location_lat: 22.221494,
    });
    expect(body.places[1]).toMatchObject({ name: "Moonlight Cove", place_id: null, status: "not_found" });
  });

  it("give place info as a card, or not_found", async () => {
    const found = (await (await t.app.request("/api/places/info?name=Wailua%20Falls")).json()) as {
      place: Record<string, unknown>;
    };
    expect(found.place).toMatchObject({
      name: "Wailua Falls",
      source: "directory",
      place_type: "waterfall",
      relevanceScore: 90,
    });
    const missing = (await (await t.app.request("/api/places/info?name=Atlantis")).json()) as {
      place: Record<string, unknown>;
    };
    expect(missing.place).toEqual({ name: "Atlantis", source: "not_found" });
    expect((await t.app.request("/api/places/info")).status).toBe(400);
  });
});
