import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The fifth blind probe, class 13 (tuning round 11): which shore to stay on, how to split the days, sunrise or
// sunset at a place - the choice leads. Phrasings here are not the probe's.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask } = conciergeTalk(directory);

const at = (iso: string) => new Date(`${iso}T19:00:00Z`);

describe("which shore to stay on, and how to split the days", () => {
  it("winter: the South Shore for swimming", () => {
    for (const message of [
      "what part of the island should we base ourselves in, we love swimming",
      "which side of kauai should we book for february",
      "how should we split 6 nights between hanalei and poipu",
    ]) {
      const reply = ask(message, at("2027-01-10"));
      expect(reply.text, message).toMatch(/^In (January|February), .*South Shore|^In (January|February), .*Poʻipū/);
      expect(reply.text.split("\n")[0], message).toMatch(/dangerous/);
    }
  });
  it("summer: the North Shore is calm", () => {
    for (const message of [
      "which area should we stay in for august",
      "how to divide a week between north and south shore",
    ]) {
      const reply = ask(message, at("2027-06-20"));
      expect(reply.text.split("\n")[0], message).toMatch(/North Shore .*calm/);
    }
  });
  it("leaves 'where should we eat' alone", () => {
    expect(ask("where should we eat in poipu", at("2027-01-10")).text).not.toMatch(/^In January, stay/);
  });
});

describe("sunrise or sunset at a place", () => {
  it("leads with the time of day the place's facts give", () => {
    for (const [message, lead] of [
      ["kalalau lookout morning or afternoon?", /^Morning: Kalalau Lookout is best/],
      ["best time of day for the waimea canyon lookout", /^Morning: Waimea Canyon Lookout/],
    ] as const)
      expect(ask(message, at("2027-03-01")).text, message).toMatch(lead);
  });
});

describe("two stops on the canyon road", () => {
  it("need no choosing: one is on the way to the other", () => {
    for (const message of [
      "waimea canyon lookout or puu hinahina, if we can only do one",
      "kalalau lookout vs puu hinahina lookout?",
    ]) {
      const reply = ask(message, at("2027-03-01"));
      expect(reply.text, message).toMatch(/^You don't have to choose: .* is on the way up to .*road miles?/);
    }
  });
});
