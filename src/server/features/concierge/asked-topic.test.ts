import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 10 (the fourth blind probe's class 7): a keyword pulled an unrelated article or place - the Hanakāpīʻai
// stream crossing answered as the beach's water, "uber in Hanalei" with Hanalei cards, "permit to get married on
// the beach" with the Kalalau camping permit, "is poke safe to eat" with the lifeguard towers, "rainbow" with the
// rainbow eucalyptus, "Nā Pali from land" with a boat tour first.
const FEBRUARY = new Date("2027-02-10T20:00:00Z");
const AUGUST = new Date("2026-08-20T20:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("the topic the question asks about", () => {
  it("answers a stream crossing with the crossing article, not a beach's water", () => {
    for (const message of [
      "is the hanakapiai stream safe to cross today",
      "can we cross the stream on the kalalau trail after rain",
      "stream crossing on the way to hanakapiai falls, ok?",
    ]) {
      const reply = ask(message, FEBRUARY);
      // (Round 6's rain wait and round 9's crossing article answer some phrasings already; this one the rest.)
      expect(reply.text, message).toMatch(
        /^(Only if it is low and clear - never if the water is brown, fast or rising|Better to wait for a dry spell|Hanakāpīʻai Stream)/,
      );
      expect(reply.text, message).toMatch(/stream/i);
      expect(reply.text, message).not.toMatch(/Beach is not safe for swimming/);
    }
    expect(ask("is the hanakapiai stream safe to cross today", FEBRUARY).text).toMatch(/^Only if it is low and clear/);
    expect(ids(ask("is the hanakapiai stream safe to cross today", FEBRUARY))).toEqual([]);
  });

  it("says a trail's muddiness from its own notes, with a yes", () => {
    for (const message of ["is the kalalau trail muddy this time of year", "does the kalalau trail get slippery?"]) {
      expect(ask(message, FEBRUARY).text, message).toMatch(/^Yes, it can be - Kalalau Trail/);
    }
  });

  it("answers ride-hailing with what the notes say about getting around", () => {
    for (const message of ["is uber available in hanalei", "can we get a taxi from the airport", "lyft on kauai?"]) {
      expect(ask(message, FEBRUARY).text, message).toMatch(/^I don't have verified information on Uber, Lyft or taxi/);
    }
  });

  it("keeps boats and helicopters off a 'from land' list", () => {
    for (const message of ["where to photograph the napali coast from land", "best view of na pali from the road"]) {
      const reply = ask(message, new Date("2026-06-15T20:00:00Z"));
      for (const id of ids(reply)) {
        const mode = directory().byId.get(id)?.facts?.access.mode;
        expect(["boat", "helicopter-only"], `${message}: ${id}`).not.toContain(mode);
      }
    }
  });

  it("says weddings, alcohol, food safety and rainbows are not recorded instead of a pulled article", () => {
    for (const [message, topic] of [
      ["do we need a permit to get married on the beach", /wedding permits/],
      ["can we have a small wedding at hanalei bay", /wedding permits/],
      ["can we bring beer to the beach", /alcohol rules/],
      ["is drinking allowed at the beach park", /alcohol rules/],
      ["im pregnant, is poke safe to eat", /whether a food is safe for you to eat/],
      ["where to see a rainbow", /where rainbows show/],
    ] as const) {
      const reply = ask(message, AUGUST);
      expect(reply.text, message).toMatch(topic);
      expect(reply.text, message).not.toMatch(/camping permit|lifeguard towers are at/);
    }
    // (The rainbow eucalyptus is a place.)
    expect(ids(ask("where are the rainbow trees? the eucalyptus with colored bark"))).toContain(
      "kauai-keahua-arboretum",
    );
  });

  it("answers camping anywhere with the campgrounds, and the island's age as not recorded", () => {
    expect(ask("can we camp on any beach", FEBRUARY).text).toMatch(/^Camping on Kauaʻi is allowed only at designated/);
    const old = ask("how old is kauai", FEBRUARY);
    expect(old.text).toMatch(/^I don't have verified information/);
    expect(ids(old)).toEqual([]);
  });
});
