import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 10 (the fourth blind probe's class 10): "need gas near Princeville" got a golf course and a lookout,
// "groceries for our condo" got hotels, "nearest restroom to Wailua Falls" got a drive time.
const JULY = new Date("2026-07-10T20:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("practical needs the directory does not list", () => {
  it("says gas stations are not listed, with no place cards", () => {
    for (const message of [
      "need gas near princeville",
      "is there a gas station in hanalei",
      "where can we fill up the rental car before the airport",
      "cheapest gas on the island?",
    ]) {
      const reply = ask(message);
      // (A question with no shore named may get the articles' fuel sentence first: no gas beyond Waimea town.)
      expect(reply.text, message).toMatch(/I don't have verified information about gas stations/);
      expect(ids(reply), message).toEqual([]);
    }
  });

  it("says grocery stores are not listed, but leaves a drive question to the drive answer", () => {
    for (const message of [
      "where to buy groceries for our condo in poipu",
      "grocery store near kapaa",
      "is there a supermarket in waimea",
      "closest convenience store to hanalei bay",
    ]) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/^I don't have verified information about grocery stores/);
      expect(ids(reply), message).toEqual([]);
    }
    expect(ask("we're in wailua, how long to drive to lihue for groceries").text).not.toMatch(/grocery stores/);
  });

  it("says wifi, phone charging and shops for everyday things are not listed", () => {
    for (const [message, topic] of [
      ["any wifi cafes in hanalei", /wifi/],
      ["where can i charge my phone", /charge a phone/],
      ["need a sim card for the trip", /wifi/],
      ["where to buy beach toys for the kids in hanalei", /shops that sell/],
      ["where can we buy a cooler and ice near poipu", /shops that sell/],
      ["place to buy reef shoes in kapaa?", /shops that sell/],
    ] as const) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(topic);
      expect(ids(reply), message).toEqual([]);
    }
  });
});

describe("restrooms, showers and water: what the places' facilities record", () => {
  it("says a place has no restroom on record, then names the nearest places that list one", () => {
    for (const message of [
      "where's the nearest restroom to wailua falls",
      "closest bathroom to wailua falls?",
      "need a restroom, we're at wailua falls",
    ]) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/^Our directory doesn't record restrooms at Wailua Falls/);
      expect(ids(reply).length, message).toBeGreaterThan(0);
      for (const id of ids(reply)) {
        const place = directory().byId.get(id);
        expect(
          place?.facilities.some((f) => /restroom/i.test(f)),
          `${message}: ${id}`,
        ).toBe(true);
      }
    }
  });

  it("finds restrooms from where the visitor is, for a toddler too", () => {
    const reply = ask("we're at hanapepe swinging bridge, toddler needs a bathroom", JULY);
    expect(reply.text).toMatch(/nearest places in our directory whose listing records restrooms/);
    expect(ids(reply)).toContain("kauai-hanapepe-town");
    expect(ids(reply)).not.toContain("kauai-hanapepe-swinging-bridge");
  });

  it("finds showers near a town, never a lesson's or a tour's", () => {
    for (const message of ["public showers near hanalei", "beach shower near kapaa to rinse off?"]) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/listing records showers/);
      for (const id of ids(reply)) {
        const place = directory().byId.get(id);
        expect(
          place?.facilities.some((f) => /shower/i.test(f)),
          `${message}: ${id}`,
        ).toBe(true);
        expect(place?.category, `${message}: ${id}`).not.toBe("Activity");
      }
    }
  });

  it("leaves 'does X have restrooms', 'a beach with a bathroom' and rain showers to their own answers", () => {
    expect(ask("does lydgate have restrooms").text).toMatch(/^Yes - Lydgate Beach Park has restrooms/);
    expect(ask("grandma is 88, we need a beach with a bathroom right there. january").text).not.toMatch(
      /I don't keep a map/,
    );
    expect(ask("any showers later today?").text).not.toMatch(/listing records showers|map of public showers/);
  });

  it("answers a water refill with the trail's own notes, not the canyon road's stores", () => {
    for (const message of [
      "where can i refill water bottles on the kalalau trail",
      "can we fill up our water bottles at hanakapiai falls",
    ]) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/^I don't keep a list of water refill stations/);
      expect(reply.text, message).toMatch(/no drinking water/i);
      expect(reply.text, message).not.toMatch(/once you leave Waimea/);
    }
    expect(ask("where can i fill up water bottles near the kalalau trailhead").text).not.toMatch(
      /once you leave Waimea/,
    );
  });

  it("does not read 'get in the water' as a refill", () => {
    expect(ask("im not a strong swimmer, where can i get in the water near kapaa in november").text).not.toMatch(
      /water refill/,
    );
  });
});
