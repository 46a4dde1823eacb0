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

describe("a named beach with a month or a party and nothing else asked (probe 6, class 4)", () => {
  it("leads with the month's water verdict from the place's seasons", () => {
    const JULY_NOW = new Date("2027-07-15T19:00:00Z");
    for (const [message, verdict] of [
      ["tunnels in feb?", /^In February the water at Tunnels Beach \(Mākua\) is usually dangerous/],
      ["hanalei bay in jan", /^In January the water at Hanalei Bay is usually dangerous/],
      ["tunnels beach winter break?", /^In December the water at Tunnels Beach \(Mākua\) is usually dangerous/],
      ["can my 70 year old mom do lumahai", /^In July the water at Lumahaʻi Beach is usually dangerous/],
      ["poipu beach in august?", /^In August Poʻipū Beach Park needs caution/],
      ["lydgate in january?", /^In January the water at Lydgate Beach Park is usually calm/],
    ] as const)
      expect(converse([message], JULY_NOW).last.text, message).toMatch(verdict);
  });

  it("warns about the destination of a drive for the month and the party", () => {
    const JANUARY_NOW = new Date("2027-01-15T19:00:00Z");
    for (const [message, warning] of [
      ["heading to tunnels with our toddler, how long from kapaa?", /Before you go: not with a toddler/],
      ["heading to hanakapiai beach with our toddler, how long from princeville?", /Before you go: not with a toddler/],
      ["how long from poipu to sleeping giant, we have a 2 year old", /Before you go: not with a toddler/],
      [
        "how far is lumahai from princeville",
        /Before you go: in January the water at Lumahaʻi Beach is usually dangerous/,
      ],
    ] as const) {
      const text = converse([message], JANUARY_NOW).last.text;
      expect(text, message).toMatch(warning);
      expect(text.split("\n")[0], message).not.toMatch(/Before you go/);
    }
    // ("What should we bring to Polihale in January?": the packing answer, then the month's water there.)
    const packing = converse(["what should we bring to polihale, going in january with kids"], JANUARY_NOW).last.text;
    expect(packing).toMatch(/In January the water at Polihale State Park is usually dangerous/);
    expect(packing).not.toMatch(/^In January the water/);
    expect(converse(["how long from poipu to hanalei bay"], new Date("2027-07-15T19:00:00Z")).last.text).not.toMatch(
      /Before you go/,
    );
  });
});

describe("rain said in one turn and the place in the next (probe 6, class 5)", () => {
  it("sends the visitor to the drier leeward side, with no North Shore or East Side card", () => {
    const JULY_NOW = new Date("2027-07-15T19:00:00Z");
    for (const turns of [
      ["we're in hanalei with kids in july", "where can they snorkel", "and tomorrow if its rainy?"],
      ["things to do in the rain", "we're in hanalei"],
      ["rainy day ideas?", "we are staying in kapaa"],
    ]) {
      const { last } = converse(turns, JULY_NOW);
      expect(last.places.length, turns.join(" / ")).toBeGreaterThan(0);
      for (const id of ids(last)) {
        const region = directory().byId.get(id)?.region;
        expect(["North Shore", "East Side"], `${turns.join(" / ")}: ${id}`).not.toContain(region);
      }
    }
    // (Rain on the dry side stays there, indoors.)
    const { last } = converse(["what to do on a rainy day", "we're in poipu"], JULY_NOW);
    expect(last.text).not.toMatch(/head for the drier side/);
  });
});
