import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 10 (the fourth blind probe's class 11): multi-need messages lost a need or broke a stated limit - "a hike
// that isn't too hard" got the challenging Kalalau Trail, "a safe beach to swim alone" led with an unguarded beach,
// "we love waterfalls ... back by 4" from a cruise ship got a lighthouse and no waterfall.
const FEBRUARY = new Date("2027-02-10T20:00:00Z");
const AUGUST = new Date("2026-08-20T20:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);
const place = (id: string) => directory().byId.get(id);

describe("several needs in one message", () => {
  it("reads 'not too hard' as easy for the hike part", () => {
    for (const message of [
      "honeymoon, 3 days in hanalei in december. snorkel? sunset dinner? a hike that isn't too hard?",
      "staying in princeville: lunch spot, a beach, and a hike that's not too difficult",
      "north shore trip - dinner ideas and a trail that is not too strenuous",
    ]) {
      for (const now of [FEBRUARY, AUGUST]) {
        const trails = ids(ask(message, now)).filter((id) => place(id)?.category === "Trail");
        for (const id of trails)
          expect(place(id)?.difficultyLevel ?? "", `${message}: ${id}`).not.toMatch(/challenging|strenuous/i);
      }
    }
  });

  it("keeps a swim alone to lifeguarded beaches", () => {
    for (const message of [
      "solo traveler, female, 30s, staying kapaa, want a sunrise hike, good coffee and a safe beach to swim alone",
      "where can i swim alone near kapaa",
      "im a solo swimmer, beach near poipu?",
    ]) {
      const beaches = ids(ask(message, FEBRUARY)).filter((id) => place(id)?.facts?.ocean);
      expect(beaches.length, message).toBeGreaterThan(0);
      for (const id of beaches) expect(place(id)?.facts?.ocean?.lifeguard, `${message}: ${id}`).toBe(true);
    }
  });

  it("answers a waterfall part on its own, near the pier on a cruise day", () => {
    for (const message of [
      "one day on kauai from the cruise ship, we love waterfalls and want lunch and to be back by 4",
      "cruise stop in nawiliwili: a waterfall and lunch?",
    ]) {
      const found = ids(ask(message, FEBRUARY));
      const falls = found.filter((id) => place(id)?.category === "Waterfall");
      expect(falls.length, message).toBeGreaterThan(0);
      expect(falls, message).not.toContain("kauai-hanakapiai-falls");
      for (const id of falls) expect(place(id)?.region, `${message}: ${id}`).not.toBe("North Shore");
    }
  });
});
