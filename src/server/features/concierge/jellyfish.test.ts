import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { fullMoonsBetween } from "./jellyfish";

const directory = seededDirectoryForFile({ beforeAll, afterAll });

const { ask } = conciergeTalk(directory);

describe("full moons", () => {
  it("matches published full moons (EarthSky: 22 Dec 2018 17:49 UTC; a Christmas Eve full moon in 2026, UTC)", () => {
    const [december2018] = fullMoonsBetween(new Date("2018-12-10T00:00:00Z"), new Date("2019-01-05T00:00:00Z"));
    expect(Math.abs((december2018 as Date).getTime() - Date.parse("2018-12-22T17:49:00Z"))).toBeLessThan(3 * 3_600_000);
    const december2026 = fullMoonsBetween(new Date("2026-12-01T00:00:00Z"), new Date("2026-12-31T00:00:00Z"));
    expect(december2026.map((moon) => moon.toISOString().slice(0, 10))).toEqual(["2026-12-24"]);
  });
});

describe("jellyfish questions", () => {
  it("names the likely days 8 to 10 days after the full moon, from the directory's note", () => {
    const reply = ask("any jellyfish around this week?", new Date("2026-11-25T20:00:00Z"));
    expect(reply.text).toMatch(
      /^Box jellyfish may appear about 8 to 10 days after a full moon \(our directory notes it for Kekaha Beach Park\)/,
    );
    expect(reply.text).toContain(
      "The last full moon was Tue, Nov 24, so the likely days are about Wed, Dec 2 to Fri, Dec 4.",
    );
  });

  it("says when a window is on now", () => {
    const reply = ask("are box jellyfish out today", new Date("2026-12-03T20:00:00Z"));
    expect(reply.text).toContain("so this is one of those windows");
  });

  it("lists every window that touches a month the visitor names", () => {
    const reply = ask("jellyfish in poipu in march?", new Date("2026-11-25T20:00:00Z"));
    expect(reply.text).toContain("about Sun, Feb 28 to Tue, Mar 2, and Tue, Mar 30 to Thu, Apr 1");
  });
});
