import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oceanConditionIn } from "@/shared/schemas/place-facts";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 10, the fifth blind probe's safety classes: "Kēʻē ok in December?" got only the description (class 3);
// in winter "North Shore beach" got "Not a good idea - go to the south shore" and then North Shore beaches "that
// fit" (class 19); the west side was said to be calmer in summer, and Salt Pond's calm winter pool was filed under
// "not a good idea" (class 20).
const JANUARY = new Date("2027-01-20T20:00:00Z");
const FEBRUARY = new Date("2027-02-14T20:00:00Z");
const SEPTEMBER = new Date("2027-09-10T20:00:00Z");
const DECEMBER = new Date("2026-12-28T20:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("'is X ok' at a time gets the water's verdict", () => {
  it("says no for water that is dangerous then, with care or yes otherwise", () => {
    for (const [message, now, verdict] of [
      ["kee beach ok in december?", JANUARY, /^No - Kēʻē Beach is not safe/],
      ["is waikoko ok in winter", JANUARY, /^No - Waikoko Beach is not safe/],
      ["is tunnels still ok in october", SEPTEMBER, /^No - Tunnels Beach/],
      ["is lumahai ok now", JANUARY, /^No - Lumahaʻi Beach is not safe/],
      ["anini ok in january?", JANUARY, /^Yes, with care - ʻAnini Beach Park/],
      ["salt pond ok now", SEPTEMBER, /^Yes, with care - Salt Pond/],
      ["lydgate ok in winter?", SEPTEMBER, /^Usually yes - in January Lydgate/],
    ] as const)
      expect(ask(message, now).text, message).toMatch(verdict);
  });

  it("leaves 'ok' about something other than the water to its own answer", () => {
    expect(ask("is kee beach ok for sunset in december", JANUARY).text).not.toMatch(
      /^No - Kēʻē Beach is not safe for swimming/,
    );
  });
});

describe("a shore the visitor is told to leave in winter", () => {
  it("lists the south shore instead of beaches there that are not calm", () => {
    for (const [message, now] of [
      ["quiet north shore beach for a swim", new Date("2027-03-15T20:00:00Z")],
      ["beach near princeville", FEBRUARY],
      ["we want a beach day on the north shore next week", new Date("2027-04-10T20:00:00Z")],
    ] as const) {
      const reply = ask(message, now);
      for (const id of ids(reply)) {
        const place = directory().byId.get(id);
        if (!place?.facts?.ocean) continue;
        expect(place.region, `${message}: ${id}`).not.toBe("North Shore");
      }
    }
  });

  it("names the west side's calm exception in winter, and keeps only calm water on its list", () => {
    for (const message of ["west side beaches ok now?", "west side beach for kids"]) {
      const reply = ask(message, DECEMBER);
      expect(reply.text, message).toMatch(
        /^In December most West Side beaches are rough or dangerous.*Salt Pond Beach Park/,
      );
      for (const id of ids(reply)) {
        const facts = directory().byId.get(id)?.facts;
        if (facts?.ocean) expect(oceanConditionIn(facts, 12), `${message}: ${id}`).toBe("calm");
      }
    }
  });

  it("does not say the west side is calmer in summer", () => {
    const text = ask("is the west side calm in summer").text;
    expect(text).not.toMatch(/often calmer in summer/);
    expect(text).toMatch(/not calmer in summer/);
  });
});

describe("'when' and 'what months' about a named beach (the fifth probe's class 5)", () => {
  it("leads with the beach's season from its own facts, whatever the month of asking", () => {
    for (const [message, now, answer] of [
      [
        "when is tunnels calm",
        JANUARY,
        /^For swimming at Tunnels Beach \(Mākua\), summer \(about May to September\) is the season/,
      ],
      ["when can kids swim at hanalei bay", JANUARY, /^For swimming at Hanalei Bay, summer/],
      ["what months is hanalei bay good for swimming", DECEMBER, /^For swimming at Hanalei Bay, summer/],
      [
        "what months is hanalei bay good for swimming",
        new Date("2027-08-20T20:00:00Z"),
        /^For swimming at Hanalei Bay, summer/,
      ],
      ["best months for kee beach", JANUARY, /^For swimming at Kēʻē Beach, summer/],
    ] as const)
      expect(ask(message, now).text, message).toMatch(answer);
  });
});
