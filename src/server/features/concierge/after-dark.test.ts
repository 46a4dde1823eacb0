import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The fourth blind probe (session 8): at 9 pm "can we swim at Lydgate now" got "Usually yes - normally calm
// and has a lifeguard"; "night snorkeling anywhere?" got snorkel spots.
const NINE_PM_JUNE = new Date("2026-06-16T07:00:00Z"); // Monday 21:00 in Hawaiʻi
const TEN_AM_JUNE = new Date("2026-06-16T20:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("the water after dark", () => {
  it("answers 'not now' when it is dark (round 9's dark-now lead), and the usual answer by day", () => {
    for (const message of ["can we swim at lydgate now", "is it ok to go in the water at hanalei bay right now"]) {
      expect(ask(message, NINE_PM_JUNE).text, message).toMatch(/^No - it's dark now/);
      expect(ask(message, TEN_AM_JUNE).text, message).toMatch(/^Usually yes/);
    }
  });

  it("leaves a question about leaving the water alone at night", () => {
    const reply = ask("kids are bored of swimming, what's close by", NINE_PM_JUNE);
    expect(reply.text).not.toMatch(/don't go in the water after dark|No - it's dark now/);
  });

  it("answers a night swim or snorkel 'no' whatever the hour", () => {
    for (const message of ["night snorkeling anywhere?", "moonlight swim with the kids, where"]) {
      const reply = ask(message, TEN_AM_JUNE);
      expect(reply.text, message).toMatch(/^No - don't go in the water after dark/);
      expect(ids(reply), message).toEqual([]);
    }
  });
});
