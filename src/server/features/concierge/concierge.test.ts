import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { businesses, placesDirectory } from "@/server/db/schema/directory";
import type { PlaceCard } from "@/shared/schemas/place-card";
import { openSeededDirectory } from "../../../../tests/setup/seeded-directory";
import { answerBuiltin } from "./builtin-engine";
import { type Directory, loadDirectory } from "./directory";
import { detectPlacesInText, extractRecommendations, limitCards, toCard } from "./place-cards";

let database: DatabaseHandle;
let directory: Directory;
const WINTER = new Date("2026-01-15T18:00:00Z");
const SUMMER = new Date("2026-07-15T18:00:00Z");

beforeAll(async () => {
  ({ database, directory } = await openSeededDirectory());
});
afterAll(async () => {
  await database.close();
});

describe("directory access", () => {
  it("never offers inactive or hidden places", async () => {
    await database.db
      .update(placesDirectory)
      .set({ isActive: false })
      .where(eq(placesDirectory.placeId, "kauai-poipu-beach"));
    await database.db
      .update(placesDirectory)
      .set({ showInChat: false })
      .where(eq(placesDirectory.placeId, "kauai-lawai-beach"));
    const reduced = await loadDirectory(database.db);
    const ids = answerBuiltin(
      reduced,
      { history: [], message: "calm family beach in Poipu for kids", now: SUMMER },
      "AlohaBot",
    ).places.map((c) => c.place_id);
    expect(ids).not.toContain("kauai-poipu-beach");
    expect(ids).not.toContain("kauai-lawai-beach");
    await database.db
      .update(placesDirectory)
      .set({ isActive: true, showInChat: true })
      .where(eq(placesDirectory.placeId, "kauai-poipu-beach"));
    await database.db
      .update(placesDirectory)
      .set({ showInChat: true })
      .where(eq(placesDirectory.placeId, "kauai-lawai-beach"));
  });

  it("lets a sponsored place win a tie but not displace a clearly better match", async () => {
    const facts = directory.byId.get("kauai-hanapepe-valley-lookout")?.facts ?? null;
    const base = {
      category: "Viewpoint",
      region: "West Side",
      description: "A quiet lookout over the taro fields.",
      isActive: true,
      showInChat: true,
      facts,
    };
    await database.db.insert(placesDirectory).values([
      { ...base, placeId: "test-a-plain", name: "Aaa Test Lookout" },
      { ...base, placeId: "test-b-sponsored", name: "Bbb Test Lookout" },
    ]);
    await database.db.insert(businesses).values({
      name: "Bbb Tours",
      description: "Tours",
      placeId: "test-b-sponsored",
      isSponsored: true,
      priorityWeight: 90,
    });
    const withSponsor = await loadDirectory(database.db);
    const picks = (message: string) =>
      answerBuiltin(withSponsor, { history: [], message, now: WINTER }, "AlohaBot").picks.map((p) => p.placeId);
    const tie = picks("a quiet lookout over the taro fields on the west side");
    expect(tie.indexOf("test-b-sponsored")).toBeLessThan(tie.indexOf("test-a-plain"));
    expect(picks("Hanapepe valley lookout")[0]).toBe("kauai-hanapepe-valley-lookout");
    await database.db.delete(businesses).where(eq(businesses.name, "Bbb Tours"));
    await database.db
      .delete(placesDirectory)
      .where(inArray(placesDirectory.placeId, ["test-a-plain", "test-b-sponsored"]));
  });
});

describe("place cards", () => {
  const card = (name: string, score: number): PlaceCard => ({
    ...toCard(directory.places[0]!),
    name,
    relevanceScore: score,
  });

  it("keep 1 to 3 cards: as many as score 80 or more, de-duplicated and ordered by score", () => {
    expect(limitCards([card("A", 50), card("B", 50)]).map((c) => c.name)).toEqual(["A"]);
    expect(limitCards([card("A", 90), card("B", 50), card("C", 100)]).map((c) => c.name)).toEqual(["C", "A"]);
    expect(
      limitCards([card("A", 90), card("a", 90), card("B", 90), card("C", 90), card("D", 100)]).map((c) => c.name),
    ).toEqual(["D", "A", "B"]);
  });

  it("carry the spec's fields with a Google Maps link by coordinates", () => {
    const tunnels = toCard(directory.byId.get("kauai-tunnels-beach")!);
    expect(tunnels).toMatchObject({
      source: "directory",
      relevanceScore: 90,
      place_type: "beach",
      maps_url: "https://www.google.com/maps/search/?api=1&query=22.22444,-159.560313",
    });
    const sponsored = directory.places.find((p) => p.isSponsored)!;
    expect(toCard(sponsored)).toMatchObject({ source: "sponsored", relevanceScore: 100 });
  });

  it("extract and hide the recommendations JSON, fenced or bare; malformed JSON counts as none", () => {
    const fenced = extractRecommendations(
      'Try Tunnels!\n\n```json\n{"recommendations":[{"place_id":"kauai-tunnels-beach","name":"Tunnels"}]}\n```',
    );
    expect(fenced).toEqual({
      visibleText: "Try Tunnels!",
      recommendations: [{ place_id: "kauai-tunnels-beach", name: "Tunnels" }],
    });
    const bare = extractRecommendations('Go to Poipu. {"recommendations":[{"name":"Poipu Beach"}]}');
    expect(bare).toEqual({ visibleText: "Go to Poipu.", recommendations: [{ name: "Poipu Beach" }] });
    expect(extractRecommendations('Hi {"recommendations": [oops').recommendations).toBeNull();
    expect(extractRecommendations("No JSON here").recommendations).toBeNull();
  });

  it("fall back to whole-word names only when the text reads like a recommendation", () => {
    const names = (text: string) => detectPlacesInText(text, directory).map((p) => p.placeId);
    expect(names("I recommend Tunnels and WAILUA FALLS for your morning.")).toEqual([
      "kauai-tunnels-beach",
      "kauai-wailua-falls",
    ]);
    expect(names("Tunnels and Wailua Falls are on Kauai.")).toEqual([]);
    expect(names("I'd suggest the tunnelsx area")).toEqual([]);
    expect(names("Try Kēʻē at sunset")).toEqual(["kauai-kee-beach"]);
  });
});

describe("the built-in engine", () => {
  it("is deterministic for the same input, conversation and date", () => {
    const a = answerBuiltin(
      directory,
      { history: [], message: "best hikes on the north shore", now: WINTER },
      "AlohaBot",
    );
    const b = answerBuiltin(
      directory,
      { history: [], message: "best hikes on the north shore", now: WINTER },
      "AlohaBot",
    );
    expect(a).toEqual(b);
  });
});
