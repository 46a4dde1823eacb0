import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// "Is it ok for my kid?" about land places and tours (a blind probe in session 7): the directory's
// "not for children" rating is the answer, whatever the kind of place, not "fine, including kids".
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);
const kidsRated = (id: string) => directory().byId.get(id)?.facts?.suitability.kids !== false;

describe("children and places the directory does not rate for them", () => {
  it("says so about a trail, a tour or a walk asked about by name, in different words", () => {
    for (const [message, name] of [
      ["is the sleeping giant trail safe for a 5 year old", "Sleeping Giant"],
      ["is the koloa zipline ok for my 10 year old", "Kōloa Zipline"],
      ["can our 8 yr old do a helicopter tour?", "Helicopter tours"],
      ["is the ninini lighthouse walk safe with kids", "Ninini Point Lighthouse"],
    ] as const) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(
        new RegExp(`^Not for [^-]+ - our directory does not rate ${name}[^.]* for children`),
      );
      expect(reply.text, message).not.toMatch(/fine for most visitors|works for a family/);
    }
  });

  it("offers only places rated for children beside the one asked about", () => {
    // (A tour that does not suit the group is not shown; a trail asked about stays the answer's subject.)
    const cards = ids(ask("is the koloa zipline ok for my 10 year old"));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((id) => id !== "kauai-koloa-zipline").every(kidsRated)).toBe(true);
    expect(ids(ask("is the sleeping giant trail safe for a 5 year old"))).toContain("kauai-sleeping-giant");
  });

  it("does not recommend tours or activities the directory does not rate for children", () => {
    for (const message of [
      "fun tours for a family with kids 6 and 9",
      "something adventurous to do with our 7 year old",
    ])
      expect(
        ids(ask(message)).filter((id) => !kidsRated(id)),
        message,
      ).toEqual([]);
  });

  it("lets teenagers do what adults do on land", () => {
    expect(ask("is the koloa zipline ok for our 15 year old?").text).not.toMatch(/does not rate/);
  });
});

describe("toddlers and places the directory does not rate for them (the second blind probe)", () => {
  const JUNE = new Date("2026-06-15T20:00:00Z");
  const toddlerRated = (id: string) => directory().byId.get(id)?.facts?.suitability.toddlers !== false;

  it("calm water is not a yes for a toddler at a beach the directory does not rate for one", () => {
    for (const message of ["is anini beach safe for toddlers", "is waikoko beach ok for my 3 year old"]) {
      const reply = ask(message, JUNE);
      expect(reply.text, message).toMatch(/^Not for a toddler - .*does not rate it for a toddler/);
      expect(ids(reply).every(toddlerRated), message).toBe(true);
    }
  });

  it("dinner with a toddler or a baby leaves out restaurants not rated for one", () => {
    for (const message of [
      "dinner tonight near poipu, we have a 1 year old",
      "family dinner with a baby near princeville",
      "where can i eat dinner with a toddler in kapaa",
    ]) {
      const cards = ids(ask(message, JUNE)).filter((id) => directory().byId.get(id)?.category === "Restaurant");
      expect(cards.length, message).toBeGreaterThan(0);
      expect(
        cards.filter((id) => !toddlerRated(id)),
        message,
      ).toEqual([]);
    }
    expect(ask("can i bring my toddler to tahiti nui", JUNE).text).toMatch(
      /^Not really - Tahiti Nui is not for toddlers/,
    );
  });
});
