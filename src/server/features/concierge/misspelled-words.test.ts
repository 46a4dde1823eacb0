import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Everyday words misspelled on a phone keep the constraint they carry (the second blind probe in
// session 7: "toddlr beach" showed a beach not rated for toddlers; "brekfast" and "snorkl" were refused).
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { q, ask, ids } = conciergeTalk(directory);
const fact = (id: string) => directory().byId.get(id)?.facts;

describe("misspelled party, meal and activity words", () => {
  it("keep the party: a toddler, a wheelchair", () => {
    expect(q("toddlr beach").party.toddler).toBe(true);
    expect(ids(ask("toddlr beach")).every((id) => fact(id)?.suitability.toddlers !== false)).toBe(true);
    expect(q("wheelchiar acessible beach").party.wheelchair).toBe(true);
    expect(ids(ask("wheelchiar acessible beach")).every((id) => fact(id)?.suitability.wheelchair === true)).toBe(true);
  });

  it("keep the meal and the place, and are never refused as off-topic", () => {
    const breakfast = ask("wher can we get brekfast neer hanalay");
    expect(breakfast.text).not.toMatch(/I stick to planning time on Kauaʻi/);
    expect(ids(breakfast).every((id) => fact(id)?.meals.includes("breakfast"))).toBe(true);
    expect(q("dinnr in lihue").meal).toBe("dinner");
    expect(ask("snorkl 4 beginers in janury").text).toMatch(/January/);
  });

  it("leave real words alone: a diner is a diner, not a dinner", () => {
    expect(q("loco moco breakfast in lihue, old school diner vibe").meal).toBe("breakfast");
  });
});
