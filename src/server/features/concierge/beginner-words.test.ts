import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonOfMonth } from "@/shared/schemas/place-facts";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The fourth blind probe (session 8): surf lessons and weak or nervous swimmers were not read as beginners,
// and PK's, Brennecke's, Lāwaʻi and Pine Trees (caution, not rated for beginners) came back.
const NOVEMBER = new Date("2026-11-24T20:00:00Z");
const AUGUST = new Date("2026-08-20T20:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { q, ask, ids } = conciergeTalk(directory);

describe("beginners said other ways", () => {
  const phrasings = [
    "surf lesson poipu",
    "we want to try surfing, never done it, 2 adults",
    "my wife panics in deep water, calm snorkel spot",
    "rusty swimmer, been 20 years, where to snorkel",
    "never swam in the ocean before, where can i snorkel",
    "my wife is nervous in the water, gentle beach to snorkel",
    "we can barely swim, where can we see fish",
    "scared of the waves, where can we snorkel",
  ];

  it("reads each as a beginner", () => {
    for (const message of phrasings) expect(q(message, NOVEMBER).party.beginner, message).toBe(true);
    expect(q("lessons in how to take better photos", NOVEMBER).party.beginner).toBe(false);
  });

  it("shows only water that is calm that season and places rated for beginners", () => {
    let waterCards = 0;
    for (const now of [NOVEMBER, AUGUST])
      for (const message of phrasings)
        for (const id of ids(ask(message, now))) {
          const facts = directory().byId.get(id)?.facts;
          if (!facts?.ocean) continue;
          expect(facts.ocean[seasonOfMonth(now.getUTCMonth() + 1)], `${message} -> ${id}`).toBe("calm");
          expect(facts.suitability.beginners, `${message} -> ${id}`).toBe(true);
          waterCards++;
        }
    // (Not vacuous: most of these questions must show a beach.)
    expect(waterCards).toBeGreaterThan(phrasings.length);
  });
});
