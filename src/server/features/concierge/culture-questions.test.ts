import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 10 (the fourth blind probe's class 6): "what's the meaning of kapu" got the whole letters article, "can
// we touch the stones at the heiau" a heiau card with no answer, "is it ok to visit a heiau with kids" the
// lifeguard-tower article, "what is poi" and "who was king kaumualii" the off-topic refusal.
const AUGUST = new Date("2026-08-20T20:00:00Z");
const APRIL = new Date("2027-04-05T20:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("Hawaiian words", () => {
  it("leads with the word's meaning from the article's glossary", () => {
    for (const [message, answer] of [
      ["what's the meaning of kapu", /^\*\*kapu\*\* means forbidden, keep out\./],
      ["what does makai mean", /^\*\*makai\*\* means toward the sea\./],
      ["define ohana", /^\*\*ʻohana\*\* means family\./],
      ["what is the aloha spirit", /^\*\*aloha\*\* means hello, goodbye, love\./],
    ] as const)
      expect(ask(message, APRIL).text, message).toMatch(answer);
  });

  it("gives the Hawaiian for an English word it has, and says plainly when it has none", () => {
    expect(ask("how do i say thank you in hawaiian").text).toMatch(/^In Hawaiian, "thank you" is \*\*mahalo\*\*/);
    expect(ask("whats the hawaiian word for family").text).toMatch(/\*\*ʻohana\*\*/);
    for (const message of ["how do i say merry christmas in hawaiian", "how do you say good morning in hawaiian"]) {
      const text = ask(message).text;
      expect(text, message).toMatch(/^My short list of Hawaiian words doesn't have/);
      expect(text, message).not.toMatch(/^Hawaiian and English are both official/);
    }
    // (A word another article names in brackets stays that answer's: "green sea turtles (honu)".)
    expect(ask("whats the hawaiian word for sea turtle").text).not.toMatch(/^My short list/);
  });

  it("answers pronunciation with the article's rules, not a place list", () => {
    for (const message of ["how do you pronounce kauai", "pronunciation of hawaiian words?"]) {
      const reply = ask(message, AUGUST);
      expect(reply.text, message).toMatch(/Every letter is pronounced/);
      expect(ids(reply), message).toEqual([]);
    }
  });
});

describe("sacred places and respect", () => {
  it("says no to touching, climbing or stacking stones, with the article's reason", () => {
    for (const message of [
      "can we touch the stones at the heiau",
      "can i stack rocks at the beach for photos",
      "is it ok for the kids to climb the heiau walls",
    ]) {
      const text = ask(message, APRIL).text;
      expect(text, message).toMatch(/^No - heiau \(temples\)/);
      expect(text, message).toMatch(/never move, stack or take stones/);
    }
  });

  it("says yes, with respect, to visiting, and defines a heiau when asked", () => {
    const visit = ask("is it ok to visit a heiau with kids, anything to know", AUGUST);
    expect(visit.text).toMatch(/^Yes, with respect - /);
    expect(visit.text).not.toMatch(/lifeguard towers/);
    expect(ids(visit)).toContain("kauai-poliahu-heiau");
    expect(ask("what is a heiau and can we visit one", APRIL).text).toMatch(/^A heiau is a Hawaiian temple\./);
    expect(ask("is it disrespectful to go to the kee beach hula platform", APRIL).text).toMatch(
      /^Not if you go respectfully - /,
    );
  });

  it("does not invent a welcome for offerings", () => {
    const text = ask("can i leave a lei or an offering at a heiau", AUGUST).text;
    expect(text).toMatch(/^My notes don't cover leaving offerings/);
  });
});

describe("lūʻau, food and history", () => {
  it("answers from the lūʻau article", () => {
    expect(ask("whats the difference between a luau and a hula show", AUGUST).text).toMatch(
      /^A lūʻau is a Hawaiian feast/,
    );
    expect(ask("what happens at a luau?", AUGUST).text).toMatch(/^A lūʻau is a Hawaiian feast/);
    const poi = ask("what is poi, is it good", APRIL).text;
    expect(poi).toMatch(/^Poi is one of the Hawaiian dishes to expect at a lūʻau/);
    expect(poi).not.toMatch(/stick to planning time/);
  });

  it("answers 'who was' from the places' own descriptions, or says there is nothing", () => {
    const king = ask("who was king kaumualii", APRIL).text;
    expect(king).toMatch(/Kaumualiʻi/);
    expect(king).toMatch(/Pāʻulaʻula/);
    expect(ask("who was queen liliuokalani").text).toMatch(/^My notes have no history article, and no place/);
  });
});

describe("caring for the reef and wildlife", () => {
  it("says 'better not' to feeding animals, with the turtle rule the notes hold, and no invented rule", () => {
    for (const message of [
      "can we feed the fish when snorkeling",
      "is it ok to feed the chickens",
      "can the kids feed the turtles",
    ]) {
      const reply = ask(message, APRIL);
      expect(reply.text, message).toMatch(/^Better not\. For sea turtles, NOAA asks people/);
      expect(ids(reply), message).toEqual([]);
    }
  });

  it("says 'better not' to walking on the reef, without a list of beaches", () => {
    for (const message of ["can we walk on the reef at low tide", "is it ok to stand on the coral"]) {
      const reply = ask(message, APRIL);
      expect(reply.text, message).toMatch(/^Better not: my notes have no rule about walking on the reef/);
      expect(ids(reply), message).toEqual([]);
    }
  });
});
