import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Session 11: classes found by the blind development set dev19 (written to the held-out writers' briefs with more
// named places and constraints, scored before any fix for it), each tried in words the set does not use.

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids, converse } = conciergeTalk(directory);
const FEBRUARY = new Date("2027-02-10T19:00:00Z");
const KIDS_JANUARY = new Date("2027-01-15T19:00:00Z");

describe("where the big waves are (dev19: 'feb trip - big waves where?')", () => {
  it("answers the shore of the month's big waves", () => {
    for (const message of ["feb trip - big waves where?", "where are the big waves in february"])
      expect(ask(message, FEBRUARY).text, message).toMatch(/^In February the big waves are on the North Shore/);
  });
  it("does not read 'without big waves' as wanting to watch them", () => {
    const reply = ask("staying in kapaa, jan. where can kids swim without big waves close by", KIDS_JANUARY);
    expect(ids(reply)).toContain("kauai-lydgate-beach-park");
  });
});

describe("'w/o' and what cannot be afforded (dev19)", () => {
  it("reads 'w/o hiking' as without hiking", () => {
    const cards = ids(ask("waterfall we can see w/o hiking, 5 min max", FEBRUARY));
    expect(cards.length).toBeGreaterThan(0);
    for (const id of cards) expect(directory().byId.get(id)?.category, id).not.toBe("Trail");
    expect(cards).not.toContain("kauai-hanakapiai-falls");
  });
  it("leaves out what the visitor can't afford", () => {
    for (const message of [
      "see the na pali coast but can't afford a helicopter",
      "cant afford a helicopter, best nā pali views?",
    ])
      expect(ids(ask(message, FEBRUARY)), message).not.toContain("kauai-helicopter-tours");
  });
});

describe("the Kalalau Valley seen from above is the lookout (dev19)", () => {
  it("answers about the Kalalau Lookout, not the beach", () => {
    for (const message of [
      "kalalau valley view up at kokee in feb - is it always clouded in? when do we go",
      "is the kalalau overlook foggy in the afternoon?",
    ])
      expect(ids(ask(message, FEBRUARY))[0], message).toBe("kauai-kalalau-lookout");
    expect(ids(ask("do i need a permit to hike all the way to kalalau beach", FEBRUARY))).toEqual([
      "kauai-kalalau-beach",
    ]);
  });
});

describe("a restaurant's or hotel's name asked about the water (probe 8, class 2)", () => {
  const AUGUST = new Date("2027-08-10T19:00:00Z");
  it("answers about the beach the restaurant is named for", () => {
    for (const message of [
      "beach house spot snorkel in august with kids",
      "snorkeling at the beach house in august, ok?",
    ]) {
      const reply = ask(message, AUGUST);
      expect(reply.text, message).toMatch(/Lāwaʻi Beach \(Beach House\)/);
      expect(ids(reply), message).not.toContain("kauai-beach-house-restaurant");
      expect(ids(reply), message).not.toContain("kauai-lawai-beach");
    }
    expect(ids(ask("beach house restaurant dinner reservation?", AUGUST))).toEqual(["kauai-beach-house-restaurant"]);
  });
  it("reads a hotel by its chain name and its beach as the beach in front of it", () => {
    expect(ask("hyatt beach in poipu safe to swim?", AUGUST).text).toMatch(/^No - Shipwreck Beach \(Keoneloa\)/);
    expect(ask("staying at the marriott, is the beach there ok for the kids?", AUGUST).text).toMatch(
      /^No - Kalapakī Beach is not suitable for kids/,
    );
    expect(ids(ask("how far is the hyatt from the airport", AUGUST))).toEqual(["kauai-grand-hyatt"]);
  });
});

describe("constraints read as said (probe 8, class 5)", () => {
  it("reads 'stay dry' as out of the rain, and 'not the rainy north' as not the North Shore", () => {
    const reply = ask("somewhere to stay dry today, not the rainy north", FEBRUARY);
    expect(ids(reply).length).toBeGreaterThan(0);
    for (const id of ids(reply)) {
      expect(directory().byId.get(id)?.category, id).not.toBe("Hotel");
      expect(directory().byId.get(id)?.region, id).not.toBe("North Shore");
    }
  });
  it("keeps 'short walk only' to short walks", () => {
    const cards = ids(ask("short walk only, north shore ideas", FEBRUARY));
    expect(cards.length).toBeGreaterThan(0);
    for (const id of cards)
      expect(directory().byId.get(id)?.facts?.access.distanceMiles ?? 0, id).toBeLessThanOrEqual(2);
  });
});

describe("what a place is like in a month (probe 8, class 7)", () => {
  it("gives that month's weather before the place", () => {
    expect(ask("whats waimea canyon like in december", FEBRUARY).text).toMatch(
      /^December is .* average high is about 79°F/,
    );
    expect(ask("hows kokee in january", FEBRUARY).text).toMatch(/^January is .* average high/);
  });
});

describe("dev19's leftovers, mended in session 12", () => {
  it("shows the park with the Hāʻena shuttle", () => {
    expect(ids(ask("any shuttle if we cant get a parking slot at haena?", FEBRUARY))).toContain(
      "kauai-haena-state-park",
    );
  });
  it("offers easier walks nearby when a trail is too much", () => {
    const reply = ask("nounou trail with my dad who has bad knees - can he do it?", FEBRUARY);
    expect(reply.text).toMatch(/^Not really for your group with bad knees/);
    expect(reply.text).toMatch(/Easier nearby:/);
    for (const id of ids(reply).slice(1)) expect(directory().byId.get(id)?.region, id).toBe("East Side");
  });
  it("reads 'anything else near there worth doing' as any kind of place", () => {
    const { last } = converse(["kilauea point hours?", "what else is near there worth doing"], FEBRUARY);
    expect(ids(last).some((id) => directory().byId.get(id)?.category !== "Viewpoint")).toBe(true);
  });
  it("reads Kōkeʻe in Korean as Kōkeʻe, not Kēʻē", () => {
    expect(ids(ask("코케에 가는 방법", FEBRUARY))).not.toContain("kauai-kee-beach");
  });
  it("shows places on the drier side when asked where it is sunniest", () => {
    const cards = ids(ask("where's the driest side in april? hate rain", FEBRUARY));
    expect(cards.length).toBeGreaterThan(0);
    for (const id of cards) expect(["South Shore", "West Side"], id).toContain(directory().byId.get(id)?.region);
  });
});
