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

// Round 10 (the fourth blind probe's class 2): night plans other than water got daytime lists.
const HALF_SEVEN_PM_NOV = new Date("2026-11-25T05:30:00Z"); // Tuesday 19:30 in Hawaiʻi
const TEN_AM_NOV = new Date("2026-11-24T20:00:00Z");

describe("other plans after dark (round 10)", () => {
  it("answers a night or headlamp hike 'not after dark', with no trail cards, whatever the hour", () => {
    for (const message of [
      "night hike with a headlamp, which trail",
      "any good moonlit hikes?",
      "can we hike sleeping giant after dark",
      "trail to do with flashlights tonight?",
    ]) {
      for (const now of [NINE_PM_JUNE, TEN_AM_JUNE]) {
        const reply = ask(message, now);
        expect(reply.text, message).toMatch(/^No - don't hike Kauaʻi's trails after dark/);
        expect(ids(reply), message).toEqual([]);
      }
    }
  });

  it("keeps 'no hiking in the dark' as a limit, not a night hike", () => {
    expect(ask("want to watch sunrise but no hiking in the dark. east side").text).toMatch(
      /Sunrise is on the East Side/,
    );
  });

  it("answers a walk on the beach at night: the sand yes, the water no, no cliff trail", () => {
    for (const message of [
      "is it safe to walk on the beach at night in poipu",
      "walk on the beach tonight near kapaa",
      "night beach walk, anywhere nice?",
      "can we stroll along the beach after dark at poipu beach",
    ]) {
      const reply = ask(message, HALF_SEVEN_PM_NOV);
      expect(reply.text, message).toMatch(
        /^A walk on the sand after dark is fine if you keep well back from the water's edge/,
      );
      expect(ids(reply), message).not.toContain("kauai-mahaulepu-heritage-trail");
      expect(ids(reply), message).toEqual([]);
    }
  });

  it("says lighting is not recorded instead of listing evening outings", () => {
    for (const message of ["is the bike path lit at night", "are the beach parks lit after dark?"]) {
      const reply = ask(message, HALF_SEVEN_PM_NOV);
      expect(reply.text, message).toMatch(/doesn't record whether paths, trails, beaches or parks are lit/);
      expect(ids(reply), message).toEqual([]);
    }
  });

  it("declines stargazing however it is worded, with no zipline or cliff trail", () => {
    for (const message of [
      "where to watch the stars tonight from poipu",
      "good place to look at the stars near hanalei",
      "meteor shower viewing spot?",
    ]) {
      const reply = ask(message, HALF_SEVEN_PM_NOV);
      expect(reply.text, message).toMatch(/stargazing spots/);
      expect(ids(reply), message).toEqual([]);
    }
  });

  it("answers 'is it too late' with the right yes or no", () => {
    for (const message of ["is it too late to go to kee beach", "too late for kee beach now?"]) {
      expect(ask(message, HALF_SEVEN_PM_NOV).text, message).toMatch(/^Yes, too late - Kēʻē Beach/);
      expect(ask(message, TEN_AM_NOV).text, message).not.toMatch(/^Yes, too late/);
    }
    expect(ask("is it too late to hike the sleeping giant", HALF_SEVEN_PM_NOV).text).toMatch(
      /^Yes, too late now - it's dark/,
    );
  });

  it("says the water line the same way in every answer that gives it", () => {
    const now = ask("can we swim at lydgate now", NINE_PM_JUNE).text;
    const any = ask("night snorkeling anywhere?", TEN_AM_JUNE).text;
    const tail = "don't go in the water after dark";
    expect(now).toContain(tail);
    expect(any).toContain(tail);
    expect(ask("kids are bored of swimming right now, what's close by", NINE_PM_JUNE).text).not.toContain(tail);
  });
});
