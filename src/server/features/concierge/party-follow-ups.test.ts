import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonOfMonth } from "@/shared/schemas/place-facts";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The sixth blind probe, classes 4 and 5: the yes/no for a party in a follow-up ("is it ok for a toddler?" after
// Hanalei beaches in August → "Usually yes in summer"), and a party or constraint from an earlier turn dropped
// ("we have two toddlers" → "we are in kapaa in march" → "beach recommendations?" showed Kapaʻa Beach Park and
// Anahola, toddlers: false; "which ones can we drive to?" after waterfalls kept an 8-mile hike; "not poipu,
// something else" after South Shore beaches left the South Shore).

const MAY = new Date("2027-05-15T19:00:00Z");
const AUGUST = new Date("2027-08-10T19:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { converse, ids } = conciergeTalk(directory);

const unsuitedFor = (cards: string[], month: number, key: "toddlers" | "kids") =>
  cards.filter((id) => {
    const facts = directory().byId.get(id)?.facts;
    const condition = facts?.ocean?.[seasonOfMonth(month)];
    return facts?.suitability[key] === false || condition === "dangerous" || condition === "caution";
  });

describe("a party named turns ago (probe 6, class 5)", () => {
  it("keeps toddlers or children from the first turn after a turn that did not name them", () => {
    for (const [turns, month, key] of [
      [["we have two toddlers", "we are in kapaa for a week in march", "beach recommendations?"], 3, "toddlers"],
      [["traveling with our 2 year old", "staying in princeville in january", "where can we swim?"], 1, "toddlers"],
      [["family of four, kids are 5 and 7", "we'll be on the south side in july", "good beaches?"], 7, "kids"],
      [["my son is 3", "heading to the east side in december", "somewhere to swim tomorrow?"], 12, "toddlers"],
    ] as const) {
      const { last } = converse([...turns], MAY);
      expect(last.places.length, turns.join(" / ")).toBeGreaterThan(0);
      expect(unsuitedFor(ids(last), month, key), turns.join(" / ")).toEqual([]);
    }
  });

  it("lets the visitor take the children out again", () => {
    const { last } = converse(
      ["we have two toddlers", "date night tomorrow, just the two of us", "any good hikes?"],
      MAY,
    );
    expect(last.text).not.toMatch(/toddler/);
  });
});

describe("a constraint said in a follow-up (probe 6, class 5)", () => {
  it("'which ones can we drive to?' after waterfalls keeps only roadside ones", () => {
    for (const follow of [
      "which ones can we drive to?",
      "any we can drive right up to?",
      "which are reachable by car",
    ]) {
      const { last } = converse(["show me waterfalls", follow], MAY);
      expect(last.places.length, follow).toBeGreaterThan(0);
      for (const id of ids(last))
        expect(directory().byId.get(id)?.facts?.access.mode, `${follow}: ${id}`).toBe("roadside");
    }
  });

  it("'not poipu' after South Shore beaches rules out the town and stays on its shore", () => {
    const { last } = converse(["beach on south shore", "not poipu, something else"], MAY);
    expect(ids(last)).not.toContain("kauai-poipu-beach");
    expect(ids(last)).not.toContain("kauai-secret-beach");
    expect(last.text).toMatch(/South Shore/);
  });
});

describe("a party's yes or no when no activity is named (probe 6, class 4)", () => {
  it("says no for a toddler when none of the shore's beaches suits one, and shows only suitable ones", () => {
    for (const turns of [
      ["best beach in hanalei for august", "is it ok for a toddler?"],
      ["where can we swim with our toddler in hanalei this weekend"],
      ["north shore beaches in august", "ok for a 2 year old?"],
    ]) {
      const { last } = converse(turns, AUGUST);
      expect(last.text, turns.join(" / ")).toMatch(/^No - not on the North Shore with a toddler/);
      expect(last.text, turns.join(" / ")).not.toMatch(/Usually yes/);
      expect(unsuitedFor(ids(last), 8, "toddlers"), turns.join(" / ")).toEqual([]);
    }
  });

  it("still says yes where the shore has a beach for the party", () => {
    const { last } = converse(["east side beaches in august", "ok for a toddler?"], AUGUST);
    expect(last.text).not.toMatch(/^No - not on the East Side/);
    expect(ids(last)).toContain("kauai-lydgate-beach-park");
  });
});
