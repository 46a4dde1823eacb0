import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { ordinalReference } from "./ordinal-follow-ups";

// The fifth blind probe, class 7 (tuning round 11): "the third one", "not the first one", "#2", "that second beach"
// must be about the place at that position in the previous reply's list. Phrasings here are not the probe's.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, converse, ids } = conciergeTalk(directory);

const APRIL = new Date("2027-04-10T19:00:00Z");
const AUGUST = new Date("2027-08-20T19:00:00Z");
const FEBRUARY = new Date("2027-02-14T19:00:00Z");

/** The names the reply listed, in order. */
const listed = (text: string) => [...text.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1] as string);

function followUp(first: string, second: string, now: Date) {
  const opening = ask(first, now);
  const names = listed(opening.text);
  const history = [
    { role: "user" as const, content: first },
    { role: "assistant" as const, content: opening.text },
  ];
  return { names, reply: ask(second, now, history) };
}

describe("an ordinal points at that card of the last list", () => {
  it("answers about the place at that position, whatever the wording", () => {
    for (const [first, second, position, now] of [
      ["calm beach for the kids", "how long is the drive to the second one from kapaa", 1, APRIL],
      ["snorkeling for beginners", "the 3rd one - is there a lifeguard?", 2, AUGUST],
      ["easy walks on the south shore", "what about the last one, ok for grandma?", -1, APRIL],
      ["breakfast in kapaa", "#2 open on sunday?", 1, FEBRUARY],
      ["dinner near hanalei", "number 3 - do we need a reservation", 2, AUGUST],
      ["beaches for kids on the north shore", "that first beach, does it have a lifeguard", 0, AUGUST],
    ] as const) {
      const { names, reply } = followUp(first, second, now);
      expect(names.length, first).toBeGreaterThan(Math.max(position, 1));
      const name = names.at(position) as string;
      const place = directory().places.find((p) => p.name === name);
      expect(ids(reply), `${first} → ${second}`).toContain(place?.placeId);
      expect(reply.text, `${first} → ${second}`).toContain(name);
      expect(reply.text, `${first} → ${second}`).not.toMatch(/Queen's Bath/);
    }
  });

  it("a drive to 'the Nth one from <town>' is timed to that place", () => {
    const { names, reply } = followUp("kid friendly beach", "how do we get to the third one from princeville", APRIL);
    expect(reply.text).toMatch(new RegExp(`Princeville to ${names[2]}`));
    expect(reply.text).toMatch(/minutes/);
  });

  it("'the first one, how far from <town>' is a drive from that town", () => {
    const { names, reply } = followUp(
      "waterfalls we can see from the car",
      "the first one, how far from hanapepe",
      APRIL,
    );
    expect(reply.text).toMatch(new RegExp(`Hanapēpē to ${names[0]}`));
  });
});

describe("'not the first one' turns that card down", () => {
  it("never answers about the place turned down", () => {
    for (const [first, second, position, now] of [
      ["snorkel spots", "not the first one, something with a lifeguard", 0, APRIL],
      ["beach for a swim", "anything but the second one", 1, AUGUST],
      ["lunch in lihue", "other than the first one?", 0, FEBRUARY],
    ] as const) {
      const { names, reply } = followUp(first, second, now);
      const turnedDown = directory().places.find((p) => p.name === names[position]);
      expect(ids(reply).length, `${first} → ${second}`).toBeGreaterThan(0);
      expect(ids(reply), `${first} → ${second}`).not.toContain(turnedDown?.placeId);
    }
  });

  it("'lunch close to it' after the pick looks near the new first card", () => {
    const { last } = converse(
      ["snorkel spots", "not the first one, something with a lifeguard", "ok and lunch close to it"],
      APRIL,
    );
    expect(last.text).toMatch(/about \d+ miles? from Poʻipū Beach Park/);
  });
});

describe("words that are not a position in a list", () => {
  const history = [
    { role: "user" as const, content: "beaches" },
    { role: "assistant" as const, content: "1. **Poʻipū Beach Park** ... 2. **Lydgate Beach Park** ..." },
  ];
  it("leaves 'first time', 'last day', 'number one thing' alone", () => {
    for (const message of [
      "first time on kauai, what should we do",
      "its our last day, ideas?",
      "what's the number one thing to do",
      "we arrive on the first of june",
    ])
      expect(ordinalReference(message, history, directory()), message).toBeNull();
  });
  it("needs a list to point into", () => {
    expect(ordinalReference("the second one", [], directory())).toBeNull();
  });
});
