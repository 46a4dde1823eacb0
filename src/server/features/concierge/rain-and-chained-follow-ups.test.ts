import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { asksAboutRainOnly } from "./rain-follow-up";

// Round 10's follow-up leftovers (tuning round 11): a rain follow-up dropped the place just discussed; "something
// harder" / "something shorter" was lost one turn later. Phrasings here are not the probe's.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { converse, ids } = conciergeTalk(directory);

const MARCH = new Date("2027-03-15T19:00:00Z");
const JULY = new Date("2027-07-04T19:00:00Z");

describe("a rain follow-up about the one place just discussed", () => {
  it("leads with that place in the rain", () => {
    for (const [turns, name] of [
      [["waimea canyon lookout", "what if it rains?"], "Waimea Canyon Lookout"],
      [["puu o kila lookout", "and on a rainy day"], "Puʻu o Kila Lookout"],
      [["the kalalau trail", "what if it's pouring"], "Kalalau Trail to Hanakāpīʻai Beach"],
    ] as const) {
      const { last } = converse([...turns], MARCH);
      expect(last.text, turns.join(" → ")).toMatch(new RegExp(`^(${name} in the rain|My notes don't say how ${name})`));
    }
  });
  it("reads only short rain follow-ups as one", () => {
    for (const message of ["on a rainy day?", "and if it's raining", "what if it rains", "rainy?"])
      expect(asksAboutRainOnly(message), message).toBe(true);
    for (const message of [
      "rain in october?",
      "what to do on a rainy day in poipu with kids",
      "is it rainy in hanalei in march",
    ])
      expect(asksAboutRainOnly(message), message).toBe(false);
  });
});

describe("harder and shorter carry on to the next turn", () => {
  it("'something harder' for teenagers gives challenging trails, still in the next month asked", () => {
    const { last } = converse(
      ["hiking for our 15 and 17 year olds", "we want something harder", "and in january?"],
      JULY,
    );
    const places = ids(last).map((id) => directory().byId.get(id));
    expect(places.length).toBeGreaterThan(0);
    for (const p of places) expect(p?.difficultyLevel ?? "", p?.placeId).toMatch(/challenging|strenuous/i);
  });
  it("'something shorter' stays short after a month is added", () => {
    const { last } = converse(["easy walk for grandma", "something shorter", "what about in november"], JULY);
    const places = ids(last).map((id) => directory().byId.get(id));
    expect(places.length).toBeGreaterThan(0);
    for (const p of places)
      expect(p?.difficultyLevel ?? "Easy", p?.placeId).not.toMatch(/moderate|challenging|strenuous/i);
  });
  it("children under 13 still never get a challenging trail", () => {
    const { last } = converse(["hike with our 8 year old", "something harder"], JULY);
    for (const id of ids(last))
      expect(directory().byId.get(id)?.difficultyLevel ?? "", id).not.toMatch(/challenging|strenuous/i);
  });
});
