import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 10 (the fifth blind probe's class 2, safety): misspelled months, "in 10 days" at the end of a question,
// "a fortnight", "a month from now" and Korean month words were read as the month of asking, so summer's "Usually
// yes" and North Shore lists for kids came back for October to January.
const JULY = new Date("2027-07-04T20:00:00Z");
const LATE_SEPTEMBER = new Date("2027-09-25T20:00:00Z");
const DECEMBER = new Date("2026-12-28T20:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { q, ask } = conciergeTalk(directory);

describe("the month asked about", () => {
  it("reads common misspellings of the months", () => {
    for (const [message, month] of [
      ["hanalei bay for kids in octber", 10],
      ["is hanalei ok for kids in novmber", 11],
      ["hanalei in novembr?", 11],
      ["beach for kids in decemeber", 12],
      ["tunnels snorkel in janurary", 1],
      ["snorkel near poipu in jully", 7],
      ["tunnels in agust?", 8],
      ["north shore beach for kids in octobor", 10],
    ] as const) {
      const asked = q(message, JULY);
      expect(asked.month, message).toBe(month);
      expect(asked.monthNamed, message).toBe(true);
    }
  });

  it("reads 'in 10 days', 'in three weeks', 'a fortnight' and 'a month from now' at the end of a beach question", () => {
    for (const message of [
      "is hanalei bay ok for the kids in 10 days",
      "tunnels snorkel in three weeks",
      "hanalei bay kids in a fortnight",
      "a month from now, kee beach swim?",
    ])
      expect(q(message, LATE_SEPTEMBER).month, message).toBe(10);
    // (A trip's length is not a date.)
    expect(q("can we see everything in two weeks", LATE_SEPTEMBER).month).toBe(9);
  });

  it("reads Korean month words", () => {
    expect(q("십이월에 하날레이 베이 수영 괜찮아요?", JULY).month).toBe(12);
    expect(q("칠월에 하날레이 베이 수영 괜찮아요?", DECEMBER).month).toBe(7);
    expect(q("십일월 날씨", JULY).month).toBe(11);
    expect(q("일월 날씨", JULY).month).toBe(1);
  });

  it("so the North Shore gets winter's 'No' for those months, never summer's yes", () => {
    for (const [message, now] of [
      ["is hanalei bay ok for the kids in 10 days", LATE_SEPTEMBER],
      ["hanalei bay for kids in octber", JULY],
      ["tunnels snorkel in janurary", JULY],
      ["십이월에 하날레이 베이 수영 괜찮아요?", JULY],
    ] as const) {
      const text = ask(message, now).text;
      expect(text, message).toMatch(/No - /);
      expect(text, message).not.toMatch(/Usually yes|works for a family/);
    }
  });
});
