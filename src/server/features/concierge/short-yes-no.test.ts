import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The fifth blind probe, classes 13 and 15 (tuning round 11): short yes/no questions lead with the answer; "which
// is closer to <town>, A or B" says which, with both drives. Phrasings here are not the probe's.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask } = conciergeTalk(directory);

const at = (iso: string) => new Date(`${iso}T19:00:00Z`);

describe("whale and hurricane seasons: yes or no first", () => {
  it("answers for the month it is", () => {
    for (const [message, date, lead] of [
      ["are the whales still around", "2027-02-10", /^Yes - February is the peak/],
      ["any chance of seeing humpbacks this week", "2027-04-20", /^Yes - April is in the humpback whale season/],
      [
        "will we spot whales from the shore",
        "2027-08-01",
        /^No: humpback whales are not usually around Kauaʻi in August/,
      ],
      ["still whale season?", "2027-11-20", /^Possibly/],
    ] as const)
      expect(ask(message, at(date)).text, message).toMatch(lead);
  });

  it("hurricane season now", () => {
    expect(ask("are we in hurricane season right now", at("2027-08-15")).text).toMatch(/^Yes - August is in the/);
    expect(ask("is it still hurricane season", at("2027-01-15")).text).toMatch(/^No - the Central Pacific/);
  });
});

describe("a month's rain in a few words: the weather figures, not a rainy-day list", () => {
  it("gives that month's inches", () => {
    for (const [message, month] of [
      ["rain in april?", "April"],
      ["november rainy?", "November"],
      ["how much rain in june", "June"],
      ["is there a lot of rain in january", "January"],
    ] as const) {
      const reply = ask(message, at("2027-03-01"));
      expect(reply.text, message).toMatch(new RegExp(`^${month} is .* inches of rain`));
    }
  });
  it("leaves 'what to do if it rains in march' to the rainy-day ideas", () => {
    expect(ask("what to do if it rains in march", at("2027-03-01")).text).not.toMatch(/^March is .* inches of rain/);
  });
});

describe("which is closer", () => {
  it("names the closer of two places, with both drives", () => {
    for (const [message, closer] of [
      ["which is closer to kapaa, kilauea point or spouting horn", "Kīlauea Point"],
      ["from lihue which is nearer, polihale or opaekaa falls", "ʻŌpaekaʻa Falls"],
    ] as const) {
      const reply = ask(message, at("2027-03-01"));
      expect(reply.text, message).toMatch(new RegExp(`^${closer}[^.]* is closer to`));
      expect((reply.text.match(/about \d+ (minutes|miles|hours?)/g) ?? []).length, message).toBeGreaterThanOrEqual(2);
      expect(reply.text, message).not.toMatch(/Both are good/);
    }
  });
});

describe("reservations asked of a list: the yes/no first", () => {
  it("says 'Recommended' when most listed places suggest booking", () => {
    const reply = ask("do we need to reserve for dinner in poipu", at("2027-02-14"));
    expect(reply.text).toMatch(/^(Recommended|Yes at)/);
  });
});
