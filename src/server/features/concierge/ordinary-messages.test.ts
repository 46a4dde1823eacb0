import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The fifth blind probe, class 12 (tuning round 11): ordinary short Kauaʻi messages were refused as off-topic. A
// short everyday message gets a helpful Kauaʻi answer or a clarifying question with options; "help" alone is not an
// emergency. Phrasings here are not the probe's.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

const MARCH = new Date("2027-03-20T19:00:00Z");
const SEPTEMBER = new Date("2027-09-02T19:00:00Z");
const REFUSAL = /stick to planning time on Kauaʻi|I can't help with that/;

describe("short everyday messages are not off-topic", () => {
  it("money: free ideas, with a line saying much of the island is free", () => {
    for (const message of ["so broke lol", "tight budget", "anything free?", "cheapest stuff"]) {
      const reply = ask(message, MARCH);
      expect(reply.text, message).not.toMatch(REFUSAL);
      expect(reply.text, message).toMatch(/free/i);
      expect(ids(reply).length, message).toBeGreaterThan(0);
    }
  });

  it("boredom or no topic at all: ideas plus a question that narrows them", () => {
    for (const message of ["we're bored", "any suggestions", "2 couples, 4 nights"]) {
      const reply = ask(message, SEPTEMBER);
      expect(reply.text, message).not.toMatch(REFUSAL);
      expect(reply.text, message).toMatch(/where you're staying|who is coming/);
      expect(ids(reply).length, message).toBeGreaterThan(0);
    }
  });

  it("'help' alone asks what is needed, names 911 for an emergency and lists what the concierge does", () => {
    for (const message of ["help", "pls help", "can you help us?", "help us please"]) {
      const reply = ask(message, MARCH);
      expect(reply.text, message).not.toMatch(REFUSAL);
      expect(reply.text, message).toMatch(/911/);
      expect(reply.text, message).toMatch(/beach|hike/);
      expect(reply.text, message).not.toMatch(/^Call 911 now/);
      expect(ids(reply), message).toEqual([]);
    }
  });

  it("'help' with an emergency in the words is still the emergency answer", () => {
    expect(ask("help my son is drowning", MARCH).text).toMatch(/^Call 911 now/);
  });

  it("events: no calendar, then the regular events the directory holds", () => {
    for (const message of [
      "whats on tonight",
      "any festivals next month",
      "holiday events in december?",
      "any live music this week",
    ]) {
      const reply = ask(message, MARCH);
      expect(reply.text, message).not.toMatch(REFUSAL);
      expect(reply.text, message).toMatch(/events calendar|Art Night|market|lūʻau/i);
      expect(ids(reply).length, message).toBeGreaterThan(0);
    }
  });

  it("weather words without 'weather': that month's weather", () => {
    for (const message of ["sticky in september?", "windy in march?", "hot in july?"]) {
      const reply = ask(message, MARCH);
      expect(reply.text, message).not.toMatch(REFUSAL);
      expect(reply.text, message).toMatch(/°F/);
    }
  });

  it("a celebration: sunset spots, not a refusal", () => {
    for (const message of ["we just got married!", "celebrating a birthday, ideas?"]) {
      const reply = ask(message, SEPTEMBER);
      expect(reply.text, message).not.toMatch(REFUSAL);
      expect(ids(reply).length, message).toBeGreaterThan(0);
    }
  });

  it("still declines tasks that are not trip planning", () => {
    for (const message of ["write me a birthday poem", "tell me a joke", "whats the capital of france"]) {
      const reply = ask(message, MARCH);
      expect(ids(reply), message).toEqual([]);
      expect(reply.text, message).not.toMatch(/Congratulations|free ideas/);
    }
  });
});
