import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { FRONT_BEACH } from "./front-beach";

// Session 12, the ninth blind probe's class 1: a hotel or restaurant named for the beach in front of it ("is the
// beach at 1 Hotel safe for our toddler in January") had been answered about the building - "fine for most visitors,
// including a toddler" - with no word on the water.

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);
const JANUARY = new Date("2027-01-12T19:00:00Z");
const JULY = new Date("2027-07-10T19:00:00Z");

describe("the beach in front of a hotel or restaurant", () => {
  it("pairs only places that exist, a hotel or restaurant with an ocean beach", () => {
    for (const [from, to] of Object.entries(FRONT_BEACH)) {
      const building = directory().byId.get(from);
      const beach = directory().byId.get(to);
      expect(["Hotel", "Restaurant"], from).toContain(building?.category);
      expect(beach?.facts?.ocean, to).toBeTruthy();
    }
  });

  it("answers the water of the beach in front, for the party and month", () => {
    const toddler = ask("our 2 year old - ok to swim at the beach below 1 hotel in january?", JANUARY);
    expect(toddler.text).toMatch(/^No - Hanalei Bay is not safe/);
    expect(ids(toddler)).not.toContain("kauai-hanalei-bay");
    expect(ids(toddler)).not.toContain("kauai-1-hotel-hanalei-bay");
    const kids = ask("kids want to swim right off duke's, safe in july?", JULY);
    expect(kids.text).toMatch(/^No - Kalapakī Beach is not suitable for kids/);
    expect(ids(kids)).not.toContain("kauai-kalapaki-beach");
    const resort = ask("is it ok to go swimming at the hanalei bay resort in december", JANUARY);
    expect(resort.text).toMatch(/Hanalei Bay is not safe/);
  });

  it("keeps a meal at a restaurant about the restaurant", () => {
    const dinner = ask("is the beach house restaurant nice for dinner at sunset");
    expect(dinner.text).toMatch(/^Yes - The Beach House Restaurant serves dinner/);
    expect(ids(dinner)).toEqual(["kauai-beach-house-restaurant"]);
  });

  it("never calls the water fine where the record names no beach", () => {
    for (const message of [
      "can my 3 year old snorkel right off lava lava beach club?",
      "swimming in front of the sheraton coconut beach with the kids ok?",
      "can we swim at the kauai beach resort",
    ]) {
      const reply = ask(message, JANUARY);
      expect(reply.text, message).toMatch(
        /I don't have verified ocean conditions for the water at|Our directory puts no beach within about a kilometre of/,
      );
      expect(reply.text, message).not.toMatch(/fine for most visitors/);
      // (No card for a beach that is not calm for the party; the hotel itself may stay as the subject.)
      for (const id of ids(reply))
        expect(["Beach", "Hotel", "Restaurant"], message).toContain(directory().byId.get(id)?.category);
    }
  });

  it("reads Tahiti Nui and Bali Hai as Kauaʻi, not abroad", () => {
    expect(ask("can the kids swim near tahiti nui in february", JANUARY).text).not.toMatch(/I stick to planning/);
  });
});
