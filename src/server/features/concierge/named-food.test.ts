import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The fifth blind probe's class 9 (round 11): a named food near a town is answered by the places whose facts
// list it - near there, or the nearest, said so - not by the area's other restaurants or a beach.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);
const at = (iso: string) => new Date(`${iso}T19:00:00Z`);

describe("a named food near a town", () => {
  it.each([
    ["shave ice near kapaa", /^Our directory lists no shave ice place near Kapaʻa/, "kauai-kalapaki-beach-hut"],
    [
      "where can we get poke near princeville",
      /^Our directory lists no poke place near Princeville/,
      "kauai-pono-market",
    ],
    ["saimin near poipu", /^Our directory lists no saimin place near Poʻipū/, "kauai-hamura-saimin"],
    [
      "any shave ice around kapaa? kids want some",
      /^Our directory lists no shave ice place/,
      "kauai-kalapaki-beach-hut",
    ],
  ])("none there: %s", (message, lead, first) => {
    const reply = ask(message, at("2027-01-20"));
    expect(reply.text).toMatch(lead);
    expect(ids(reply)[0]).toBe(first);
  });

  it.each([
    ["best poke in koloa?", "kauai-koloa-fish-market"],
    ["shave ice in hanalei", "kauai-wishing-well-shave-ice"],
    ["saimin in lihue", "kauai-hamura-saimin"],
    ["poke near kapaa", "kauai-pono-market"],
  ])("there: %s", (message, id) => {
    const reply = ask(message, at("2027-01-20"));
    expect(reply.text).toMatch(/^Where our directory lists/);
    expect(ids(reply)).toEqual([id]);
  });

  it("leaves a place named in full to its own answer", () => {
    expect(ask("is hamura saimin open on sunday", at("2027-01-20")).text).not.toMatch(/^Where our directory lists/);
  });
});

describe("an inexpensive meal where every listed place costs more", () => {
  it("says so, instead of 'safe for kids'", () => {
    const reply = ask("cheap dinner in poipu with the kids", at("2027-06-15"));
    expect(reply.text).toMatch(/^Every place for dinner our directory lists on the South Shore is priced \$\$ or more/);
    expect(reply.text).not.toMatch(/safe for kids/);
  });
});
