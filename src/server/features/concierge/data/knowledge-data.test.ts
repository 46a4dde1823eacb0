import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSeedPlaces } from "@/server/db/seed/places-file";
import { projectRoot } from "@/server/lib/project-root";
import {
  DRIVE_TOWNS,
  type DriveTown,
  driveTimesFileSchema,
  KNOWLEDGE_TOPICS,
  knowledgeFileSchema,
} from "@/shared/schemas/knowledge";
import type { z } from "@/shared/schemas/zod";

// The concierge's topic knowledge is data (issue 15): these checks keep the two files valid, every
// place reference real, and the drive-time table summable along Kauaʻi's one road.

const DATA_DIR = join(projectRoot(), "src", "server", "features", "concierge", "data");

function readJson(name: string): unknown {
  return JSON.parse(readFileSync(join(DATA_DIR, name), "utf8"));
}

function parseOrExplain<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${issue?.path.map(String).join(".")}: ${issue?.message}`);
  }
  return result.data;
}

const knowledge = parseOrExplain(knowledgeFileSchema, readJson("articles.json"));
const driveTimes = parseOrExplain(driveTimesFileSchema, readJson("drive-times.json"));

describe("articles.json", () => {
  it("holds 30 to 45 articles with unique ids", () => {
    const ids = knowledge.articles.map((article) => article.id);
    expect(ids.length).toBeGreaterThanOrEqual(30);
    expect(ids.length).toBeLessThanOrEqual(45);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("covers every knowledge topic", () => {
    const topics = new Set(knowledge.articles.map((article) => article.topic));
    expect([...KNOWLEDGE_TOPICS].filter((topic) => !topics.has(topic))).toEqual([]);
  });

  it("refers only to places that exist in the seeded places data", () => {
    const known = new Set(readSeedPlaces().map((place) => place.placeId));
    const unknown = knowledge.articles.flatMap((article) =>
      (article.placeIds ?? []).filter((placeId) => !known.has(placeId)).map((placeId) => `${article.id}: ${placeId}`),
    );
    expect(unknown).toEqual([]);
  });

  it("has no duplicate keywords, months or places within an article and a real verification date", () => {
    for (const article of knowledge.articles) {
      const keywords = article.keywords.map((keyword) => keyword.toLowerCase());
      expect(new Set(keywords).size, article.id).toBe(keywords.length);
      expect(new Set(article.months ?? []).size, article.id).toBe((article.months ?? []).length);
      expect(new Set(article.placeIds ?? []).size, article.id).toBe((article.placeIds ?? []).length);
      const verified = new Date(`${article.verifiedOn}T00:00:00Z`);
      expect(verified.toISOString().slice(0, 10), article.id).toBe(article.verifiedOn);
    }
  });

  it("cites a page for every source", () => {
    const missing = knowledge.articles.flatMap((article) =>
      article.sources.filter((source) => !source.url).map((source) => `${article.id}: ${source.title}`),
    );
    expect(missing).toEqual([]);
  });
});

// Kauaʻi's road, town by town. Kekaha hangs off Waimea (it is west of Waimea, not between Waimea and
// Hanapēpē), and Kōloa and Poʻipū sit together where the road turns south, so a leg to either of them
// joins that stop to its neighbours.
type Stop = DriveTown | readonly DriveTown[];
const ROAD: [Stop, Stop][] = [
  ["Kōkeʻe", "Waimea Canyon"],
  ["Waimea Canyon", "Waimea"],
  ["Kekaha", "Polihale"],
  ["Waimea", "Kekaha"],
  ["Waimea", "Hanapēpē"],
  ["Hanapēpē", ["Kōloa", "Poʻipū"]],
  ["Kōloa", "Poʻipū"],
  [["Kōloa", "Poʻipū"], "Līhuʻe"],
  ["Līhuʻe", "Wailua"],
  ["Wailua", "Kapaʻa"],
  ["Kapaʻa", "Kīlauea"],
  ["Kīlauea", "Princeville"],
  ["Princeville", "Hanalei"],
];

const towns = (stop: Stop): readonly DriveTown[] => (typeof stop === "string" ? [stop] : stop);
const pairKey = (a: string, b: string) => [a, b].sort().join("–");
const legKeys = new Set(driveTimes.legs.map((leg) => pairKey(leg.from, leg.to)));
const hasLeg = ([a, b]: [Stop, Stop]) => towns(a).some((x) => towns(b).some((y) => legKeys.has(pairKey(x, y))));

/** The road pairs the note declares to have no stated source ("No stated time was found for A–B, C–D or E–F, ..."). */
function declaredGaps(note: string): Set<string> {
  const list = /No stated time was found for (.+?), so /.exec(note)?.[1] ?? "";
  return new Set(
    list
      .split(/, | or /)
      .map((pair) => pair.trim().split("–"))
      .filter((pair): pair is [string, string] => pair.length === 2)
      .map(([a, b]) => pairKey(a, b)),
  );
}

describe("drive-times.json", () => {
  it("has one leg per pair of different towns", () => {
    const keys = driveTimes.legs.map((leg) => pairKey(leg.from, leg.to));
    expect(driveTimes.legs.filter((leg) => leg.from === leg.to)).toEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("has a leg for every adjacent pair along the road, or names the pair as unsourced in the note", () => {
    const gaps = declaredGaps(driveTimes.note);
    const missing = ROAD.filter((pair) => !hasLeg(pair)).map(([a, b]) => pairKey(towns(a)[0] ?? "", towns(b)[0] ?? ""));
    expect(missing.filter((key) => !gaps.has(key))).toEqual([]);
    // A pair listed as unsourced must really have no leg, so the note stays true when a leg is added.
    const roadKeys = new Set(ROAD.map(([a, b]) => pairKey(towns(a)[0] ?? "", towns(b)[0] ?? "")));
    expect([...gaps].filter((key) => !roadKeys.has(key) || legKeys.has(key))).toEqual([]);
  });

  it("joins every town to Līhuʻe through legs, except a town whose every road link is unsourced", () => {
    const gaps = declaredGaps(driveTimes.note);
    const cutOff = DRIVE_TOWNS.filter((town) =>
      ROAD.filter(([a, b]) => towns(a).includes(town) || towns(b).includes(town)).every(([a, b]) =>
        gaps.has(pairKey(towns(a)[0] ?? "", towns(b)[0] ?? "")),
      ),
    );
    const reached = new Set<string>(["Līhuʻe"]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const leg of driveTimes.legs) {
        for (const [here, there] of [
          [leg.from, leg.to],
          [leg.to, leg.from],
        ] as const) {
          if (reached.has(here) && !reached.has(there)) {
            reached.add(there);
            grew = true;
          }
        }
      }
    }
    expect(DRIVE_TOWNS.filter((town) => !reached.has(town) && !cutOff.includes(town))).toEqual([]);
  });

  it("quotes a page for every leg", () => {
    expect(driveTimes.legs.filter((leg) => !leg.source.url || !leg.source.title.includes("'"))).toEqual([]);
  });
});
