import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JANUARY, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The fourth blind probe, class 12 (tuning round 10): comparisons answered "both are good" or by the wrong measure;
// class 15: a Kauaʻi question that names another island as a comparison was refused.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("a comparison answers the measure asked", () => {
  it("shorter / longer / quicker by the trails' distances, not the easier one", () => {
    for (const message of [
      "which is shorter, kuilau ridge or sleeping giant",
      "kuilau ridge vs sleeping giant, which one is quicker",
      "sleeping giant or kuilau ridge - which hike is shorter?",
    ]) {
      const text = ask(message).text;
      expect(text, message).toMatch(/^Sleeping Giant \(Nounou\) East Trail is the shorter of the two: 3\.5 miles/);
      expect(text, message).not.toMatch(/easier of the two|Both are good/);
    }
    expect(ask("which is longer, the awaawapuhi trail or the pihea trail").text).toMatch(
      /^Pihea Trail[^:]* is the longer of the two: 7\.5 miles/,
    );
  });

  it("cheaper by the recorded price levels, also asked as a cost or yes/no question", () => {
    for (const [message, cheaper] of [
      ["is hamura saimin cheaper than merrimans", "Hamura Saimin"],
      ["which costs less, puka dog or the beach house", "Puka Dog"],
      ["beach house or puka dog, which is cheaper for lunch", "Puka Dog"],
    ] as const) {
      const text = ask(message).text;
      expect(text, message).toMatch(new RegExp(`^${cheaper} is the cheaper of the two: \\$ against \\$\\$\\$`));
    }
  });

  it("with one day in winter, the land trip over the boat whose own notes say winter seas turn trips back", () => {
    for (const message of [
      "waimea canyon or napali boat tour, only have one day",
      "napali boat tour vs waimea canyon, we can only do one",
      "only have one day - waimea canyon lookout or the na pali boat tour?",
    ]) {
      const reply = ask(message, JANUARY);
      expect(reply.text, message).toMatch(/pick Waimea Canyon Lookout - for Nā Pali boat tours[^,]*, in winter/);
      expect(reply.text, message).not.toMatch(/Both are good/);
    }
    // (In July the boat's seas are calm: no such verdict.)
    expect(ask("waimea canyon or napali boat tour, only have one day", JULY).text).not.toMatch(/in winter/);
  });

  it("two places a mile apart need no choosing", () => {
    for (const message of ["kalalau lookout vs puu o kila", "puu o kila or kalalau lookout, which is better"]) {
      expect(ask(message).text, message).toMatch(/^You don't have to choose: .* about 1 mile apart/);
    }
  });

  it("for a toddler, when both beaches are fine that month, the one with a protected wading area", () => {
    for (const message of [
      "salt pond or poipu beach for a toddler",
      "poipu beach vs salt pond with our 2 year old",
      "salt pond or poipu for the little ones",
    ]) {
      const text = ask(message, JANUARY).text;
      expect(text, message).toMatch(/Salt Pond Beach Park is the gentler pick for (a toddler|young kids)/);
      expect(text, message).not.toMatch(/Both are good/);
    }
  });
});

describe("a meal compared", () => {
  it("the place the directory lists for that meal", () => {
    for (const message of [
      "kilauea bakery vs wishing well for breakfast",
      "wishing well or kilauea bakery, where should we get breakfast",
      "breakfast: kilauea bakery or wishing well shave ice?",
    ])
      expect(ask(message).text, message).toMatch(/^Kīlauea Bakery & Pau Hana Pizza is the surer pick for breakfast/);
  });
});

describe("two months compared", () => {
  it("by the surf season each is in and the Līhuʻe rain, not one month's weather line", () => {
    for (const message of [
      "is april or may better for a family trip",
      "may or april for a beach holiday with kids?",
      "april vs may for snorkeling",
    ])
      expect(ask(message).text, message).toMatch(
        /^May is usually the better bet for time in the water: it falls in the summer season/,
      );
    expect(ask("june or september for snorkeling on the north shore").text).toMatch(
      /^June and September are both in the summer season .* June is a little drier at Līhuʻe/,
    );
  });
});

describe("a price compared for a paid thing at a place with free grounds", () => {
  it("is not called free", () => {
    for (const message of [
      "is the luau at smiths cheaper than kilohana",
      "kilohana or smiths luau, which is cheaper",
    ]) {
      const text = ask(message).text;
      expect(text, message).not.toMatch(/it is free/);
      expect(text, message).toMatch(/doesn't record what .* cost/);
    }
  });
});

describe("Kauaʻi compared with another island", () => {
  it("says the other island is not covered and answers the Kauaʻi half", () => {
    for (const [message, island] of [
      ["is kauai or oahu better for families", "Oʻahu"],
      ["kauai vs maui for snorkeling with kids", "Maui"],
      ["is kauai better than maui for hiking", "Maui"],
      ["which is calmer for swimming with kids, oahu or kauai", "Oʻahu"],
    ] as const) {
      const reply = ask(message, JULY);
      expect(reply.text, message).toMatch(new RegExp(`^I only cover Kauaʻi, so I can't compare it with ${island}`));
      expect(ids(reply).length, message).toBeGreaterThan(0);
    }
  });

  it("still declines a question only about the other island", () => {
    const reply = ask("best beach on oahu for kids");
    expect(reply.text).toMatch(/I only cover Kauaʻi/);
    expect(ids(reply)).toEqual([]);
  });
});
