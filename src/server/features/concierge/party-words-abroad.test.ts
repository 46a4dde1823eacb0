import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The third blind probe (session 8): misspelled or foreign words for who is travelling were dropped, and
// places not rated for that party came back ("wheelchare friendly beach", "stroler friendly walk",
// "a beach para ninos", "mi abuela usa silla de ruedas"); "weathr in dec?" was refused as off-topic.
const NOVEMBER = new Date("2026-11-24T20:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { q, ask, ids } = conciergeTalk(directory);
const fact = (id: string) => directory().byId.get(id)?.facts;

describe("who is travelling, misspelled or in another language", () => {
  it("reads misspelled party words and keeps their rule on the cards", () => {
    for (const message of ["wheelchare friendly beach", "weelchare accessible lookout"]) {
      expect(q(message, NOVEMBER).party.wheelchair, message).toBe(true);
      const cards = ids(ask(message, NOVEMBER));
      expect(cards.length, message).toBeGreaterThan(0);
      expect(
        cards.every((id) => fact(id)?.suitability.wheelchair === true),
        message,
      ).toBe(true);
    }
    expect(q("stroler friendly walk", NOVEMBER).party.toddler).toBe(true);
    expect(ids(ask("stroler friendly walk", NOVEMBER))).not.toContain("kauai-pihea-alakai-trail");
  });

  it("reads party words in other languages, inside English sentences too", () => {
    expect(q("is there a beach para ninos near poipu?", NOVEMBER).party.kids).toBe(true);
    expect(q("Mi abuela usa silla de ruedas, ¿qué playa nos recomienda?", NOVEMBER).party.wheelchair).toBe(true);
    expect(q("Mi abuela usa silla de ruedas, ¿qué playa nos recomienda?", NOVEMBER).party.seniors).toBe(true);
    expect(q("wir reisen mit Rollstuhl, welcher Strand?", NOVEMBER).party.wheelchair).toBe(true);
    expect(q("nous avons un bébé, quelle plage?", NOVEMBER).party.toddler).toBe(true);
    expect(q("車椅子で行けるビーチは?", NOVEMBER).party.wheelchair).toBe(true);
    expect(q("带孩子去哪个海滩好", NOVEMBER).party.kids).toBe(true);
    expect(q("초보자 스노클링 어디", NOVEMBER).party.beginner).toBe(true);
    for (const id of ids(ask("is there a beach para ninos near poipu?", NOVEMBER)))
      expect(fact(id)?.suitability.kids, id).toBe(true);
    for (const id of ids(ask("Mi abuela usa silla de ruedas, ¿qué playa nos recomienda?", NOVEMBER)))
      expect(fact(id)?.suitability.wheelchair, id).toBe(true);
  });

  it("leaves English words that look alike alone", () => {
    // ("kinder" is also English; "bebe" a name: read as children either way, never as something else.)
    expect(q("the kindest staff on the island?", NOVEMBER).party.kids).toBe(false);
    expect(q("a quiet beach for two adults", NOVEMBER).party.seniors).toBe(false);
  });

  it("answers a misspelled weather question instead of refusing it", () => {
    const reply = ask("weathr in dec?", NOVEMBER);
    expect(reply.text).not.toMatch(/I stick to planning time on Kauaʻi/);
    expect(reply.text).toMatch(/December/);
  });
});
