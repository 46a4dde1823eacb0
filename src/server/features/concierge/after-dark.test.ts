import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { isDarkOnKauai } from "./after-dark";

// The fourth blind probe (session 8): at 9 pm "can we swim at Lydgate now" got "Usually yes - normally calm
// and has a lifeguard"; "night snorkeling anywhere?" got snorkel spots.
const NINE_PM_JUNE = new Date("2026-06-16T07:00:00Z"); // Monday 21:00 in Hawaiʻi
const TEN_AM_JUNE = new Date("2026-06-16T20:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("the water after dark", () => {
  it("knows when it is dark on Kauaʻi", () => {
    expect(isDarkOnKauai(NINE_PM_JUNE)).toBe(true);
    expect(isDarkOnKauai(TEN_AM_JUNE)).toBe(false);
    expect(isDarkOnKauai(new Date("2026-06-16T15:00:00Z"))).toBe(true); // 5 am, before sunrise
  });

  it("answers 'not now' with no beach when it is dark, and the usual answer by day", () => {
    for (const message of ["can we swim at lydgate now", "is it ok to go in the water at hanalei bay right now"]) {
      const night = ask(message, NINE_PM_JUNE);
      expect(night.text, message).toMatch(/^No - don't go in the water after dark/);
      expect(ids(night), message).toEqual([]);
      expect(ask(message, TEN_AM_JUNE).text, message).toMatch(/^Usually yes/);
    }
  });

  it("answers a night swim or snorkel 'no' whatever the hour", () => {
    for (const message of ["night snorkeling anywhere?", "moonlight swim with the kids, where"]) {
      const reply = ask(message, TEN_AM_JUNE);
      expect(reply.text, message).toMatch(/^No - don't go in the water after dark/);
      expect(ids(reply), message).toEqual([]);
    }
  });
});
