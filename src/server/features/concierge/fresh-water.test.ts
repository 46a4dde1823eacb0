import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JANUARY, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { isFreshWater } from "./fresh-water";

// The fifth blind probe, class 14: a river kayak rated for children got "not really for kids ... near a
// lifeguard, stay out if the surf is up", a waterfall's pool "on a calm day and near a lifeguard", a stream
// park "too rough for kids", and "is it safe to hike to Hanakāpīʻai Beach?" an answer about swimming only.

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, converse, ids } = conciergeTalk(directory);
const OCEAN_WORDS = /lifeguard|surf is up|too rough/;

describe("fresh water is not the sea (probe 5, class 14)", () => {
  it("knows which places' rated water is a stream or a river", () => {
    const byId = (id: string) => directory().byId.get(id)!;
    expect(isFreshWater(byId("kauai-wailua-river"))).toBe(true);
    expect(isFreshWater(byId("kauai-hoopii-falls"))).toBe(true);
    expect(isFreshWater(byId("kauai-keahua-arboretum"))).toBe(true);
    // (A bay with a stream mouth is still the sea.)
    expect(isFreshWater(byId("kauai-hanamaulu-beach-park"))).toBe(false);
    expect(isFreshWater(byId("kauai-poipu-beach"))).toBe(false);
  });

  it("answers a river paddle with children it is rated for as yes, with care, in river words", () => {
    for (const message of [
      "kayak the wailua river this week, with our 10 and 12 year olds ok?",
      "is the secret falls kayak safe for kids age 9 and 11",
      "is kayaking the wailua river ok for our 8 year old",
    ]) {
      const reply = ask(message, JULY);
      expect(reply.text, message).toMatch(/^Yes, with care for kids/);
      expect(reply.text, message).toMatch(/not the sea/);
      expect(reply.text.split("⚠️")[0], message).not.toMatch(OCEAN_WORDS);
    }
  });

  it("says a stream place's rating for children without sea words", () => {
    for (const message of ["hoopii falls hike with kids", "keahua arboretum with the kids ok?"]) {
      const reply = ask(message, JULY);
      expect(reply.text, message).toMatch(
        /^(Not really|No) - (our directory does not rate|Keāhua Arboretum is not suitable)/,
      );
      expect(reply.text.split("⚠️")[0], message).not.toMatch(OCEAN_WORDS);
    }
  });

  it("answers 'can we swim at any of them' for waterfalls with stream advice", () => {
    const reply = converse(["east side", "waterfalls", "can we swim at any of them"], JANUARY).last;
    expect(reply.text).toMatch(/\*\*Hoʻopiʻi Falls\*\*: only with care - a stream pool, not the sea/);
    expect(reply.text).not.toMatch(/Hoʻopiʻi Falls\*\*: only with care, on a calm day and near a lifeguard/);
  });
});

describe("hiking to a beach reached only on foot (probe 5, class 14)", () => {
  it("answers the hike and says the water with it", () => {
    for (const message of [
      "is it safe to hike to hanakapiai beach today, we're fit",
      "can we hike in to hanakapiai beach tomorrow",
      "is the walk to hanakapiai beach safe in january",
    ]) {
      const reply = ask(message, JANUARY);
      // (The hike's own verdict, whichever of the two hike answers gives it, and never to swim.)
      expect(reply.text, message).toMatch(/^Only if you are fit and prepared/);
      expect(reply.text, message).not.toMatch(/^No - Hanakāpīʻai Beach is not safe for swimming/);
      expect(reply.text, message).toMatch(/don't swim there: its water is dangerous all year|Do not swim/);
      expect(ids(reply), message).not.toContain("kauai-hanalei-bay");
    }
  });

  it("still answers a swim question about the same beach as a swim question", () => {
    expect(ask("can we hike to hanakapiai beach and swim there", JULY).text).toMatch(
      /^No - Hanakāpīʻai Beach is not safe/,
    );
    expect(ask("is hanakapiai beach safe to swim", JULY).text).toMatch(/^No - /);
  });
});
