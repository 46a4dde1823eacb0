import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { businesses, placesDirectory } from "@/server/db/schema/directory";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { createLogger } from "@/server/lib/logger";
import type { PlaceCard } from "@/shared/schemas/place-card";
import { createTestDatabase } from "../../../../tests/setup/test-db";
import { answerBuiltin } from "./builtin-engine";
import { type Directory, loadDirectory } from "./directory";
import { adviceFor } from "./knowledge";
import { detectPlacesInText, extractRecommendations, limitCards, toCard } from "./place-cards";
import { rankPlaces } from "./rank";
import { type Intent, understand } from "./understand";

let database: DatabaseHandle;
let directory: Directory;
const WINTER = new Date("2026-01-15T18:00:00Z");
const SUMMER = new Date("2026-07-15T18:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, {
    siteName: "AlohaBot",
    supportEmail: "s@alohabot.local",
    adminEmail: "a@alohabot.local",
    adminPassword: "test-admin-password",
    logger: createLogger("silent"),
  });
  directory = await loadDirectory(database.db);
});
afterAll(async () => {
  await database.close();
});

function recommend(message: string, history: { role: "user" | "assistant"; content: string }[] = []) {
  const intent = understand(message, history, directory);
  if (intent.kind !== "recommend") throw new Error(`expected a recommendation intent, got ${intent.kind}`);
  return intent;
}

describe("understanding", () => {
  it("reads place types, regions and constraints", () => {
    expect(recommend("easy family beaches near Poipu for sunset")).toMatchObject({
      categories: expect.arrayContaining(["Beach"]),
      region: "South Shore",
    });
    expect(recommend("easy family beaches near Poipu for sunset").constraints).toEqual(
      expect.arrayContaining(["kids", "easy", "sunset"]),
    );
    expect(recommend("a hard hike in Kokee").categories[0]).toBe("Trail");
    expect(recommend("a hard hike in Kokee")).toMatchObject({ region: "Waimea Canyon & Kokee", constraints: ["hard"] });
    expect(recommend("cheap vegetarian food in Kapaa")).toMatchObject({
      categories: ["Restaurant"],
      region: "East Side",
      cuisine: "vegetarian",
      constraints: ["budget"],
    });
    expect(recommend("where to stay on the North Shore").categories[0]).toBe("Hotel");
    expect(recommend("free things to do on a rainy day").constraints).toEqual(
      expect.arrayContaining(["free", "rainy"]),
    );
    expect(recommend("top 5 snorkel spots").wantsList).toBe(true);
  });

  it("leans on the conversation for follow-ups", () => {
    const first = "Any good beaches for swimming?";
    const followUp = recommend("What about on the north shore?", [
      { role: "user", content: first },
      { role: "assistant", content: "Try Poʻipū Beach Park." },
    ]);
    expect(followUp).toMatchObject({ categories: expect.arrayContaining(["Beach"]), region: "North Shore" });
    const easier = recommend("something easier", [
      { role: "user", content: "a hike on the north shore" },
      { role: "assistant", content: "Try the Kalalau Trail." },
    ]);
    expect(easier).toMatchObject({ categories: ["Trail"], region: "North Shore", constraints: ["easy"] });
    const eat = recommend("where can we eat near there?", [
      { role: "user", content: "best waterfall" },
      { role: "assistant", content: "I recommend **Wailua Falls** (Lihue)." },
    ]);
    expect(eat).toMatchObject({ categories: ["Restaurant"], region: "Lihue" });
  });

  it("recognises small talk, off-topic and harmful requests", () => {
    const kind = (message: string) => understand(message, [], directory).kind;
    expect(kind("Aloha!")).toBe("greeting");
    expect(kind("thank you so much")).toBe("thanks");
    expect(kind("what can you do?")).toBe("capabilities");
    expect(kind("what's the weather in March?")).toBe("weather");
    expect(kind("do we need a rental car?")).toBe("getting_around");
    expect(kind("best beaches on Maui")).toBe("off_topic");
    expect(kind("write a poem about databases and cloud computing")).toBe("off_topic");
    expect(kind("where can I buy drugs")).toBe("harmful");
  });

  it("answers off-topic and harmful requests by steering back to Kauai", () => {
    const offTopic = answerBuiltin(
      directory,
      { history: [], message: "Plan my week in Paris", now: WINTER },
      "AlohaBot",
    );
    expect(offTopic.text).toContain("Kauai");
    expect(offTopic.places).toEqual([]);
    const harmful = answerBuiltin(
      directory,
      { history: [], message: "how do I trespass onto a private beach", now: WINTER },
      "AlohaBot",
    );
    expect(harmful.text).toContain("can't help");
    expect(harmful.places).toEqual([]);
  });
});

describe("ranking", () => {
  it("never returns inactive or hidden places", async () => {
    await database.db
      .update(placesDirectory)
      .set({ isActive: false })
      .where(eq(placesDirectory.placeId, "kauai-poipu-beach"));
    await database.db
      .update(placesDirectory)
      .set({ showInChat: false })
      .where(eq(placesDirectory.placeId, "kauai-lawai-beach"));
    const reduced = await loadDirectory(database.db);
    const ids = rankPlaces(reduced, recommend("family beach in Poipu for kids"), "family beach in Poipu for kids").map(
      (s) => s.place.placeId,
    );
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
    const base = {
      category: "Viewpoint",
      region: "West Side",
      description: "A quiet lookout over the taro fields.",
      isActive: true,
      showInChat: true,
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
    const intent = recommend("a quiet lookout over the taro fields on the west side");
    const ranked = rankPlaces(withSponsor, intent, "a quiet lookout over the taro fields on the west side").map(
      (s) => s.place.placeId,
    );
    expect(ranked.indexOf("test-b-sponsored")).toBeLessThan(ranked.indexOf("test-a-plain"));

    const better = rankPlaces(
      withSponsor,
      recommend("Hanapepe valley lookout on the west side"),
      "Hanapepe valley lookout on the west side",
    ).map((s) => s.place.placeId);
    expect(better[0]).toBe("kauai-hanapepe-valley-lookout");
    await database.db.delete(businesses).where(eq(businesses.name, "Bbb Tours"));
    await database.db
      .delete(placesDirectory)
      .where(inArray(placesDirectory.placeId, ["test-a-plain", "test-b-sponsored"]));
  });
});

describe("knowledge", () => {
  it("gives season advice by shore and date", () => {
    const northBeach = directory.places.filter((p) => p.placeId === "kauai-tunnels-beach");
    const intent = recommend("snorkel at Tunnels") as Extract<Intent, { kind: "recommend" }>;
    expect(adviceFor(intent, northBeach, WINTER).join(" ")).toContain("winter surf season");
    expect(adviceFor(intent, northBeach, SUMMER).join(" ")).not.toContain("winter surf season");
    const southBeach = directory.places.filter((p) => p.placeId === "kauai-poipu-beach");
    expect(adviceFor(intent, southBeach, SUMMER).join(" ")).toContain("south swells");
  });

  it("suggests the dry side on a rainy day and flags reservations", () => {
    const rainy = answerBuiltin(
      directory,
      { history: [], message: "It's raining in Hanalei, what can we do?", now: WINTER },
      "AlohaBot",
    );
    expect(rainy.text).toContain("west side");
    const kee = answerBuiltin(directory, { history: [], message: "Tell me about Kee Beach", now: SUMMER }, "AlohaBot");
    expect(kee.text).toContain("reservation");
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

describe("the evaluation set", () => {
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
