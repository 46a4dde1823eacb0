import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JANUARY, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Probe 6, class 17: 41% of beach answers opened with the season's sentence about the North Shore and Poʻipū, even
// for an East Side question; class 12: "raining in Poʻipū" was told to head for "the south shore around Poʻipū".

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask } = conciergeTalk(directory);
const SEASON_LEAD = /^In (January|July) (\(the winter surf season|the North Shore is usually calm)/;

describe("the season's lead only where the season changes the water (probe 6, classes 12 and 17)", () => {
  it("opens an East Side or calm-season question with the answer, not another shore's swells", () => {
    expect(ask("calm beach near kapaa for the kids", JULY).text).not.toMatch(SEASON_LEAD);
    expect(ask("where can we swim near lihue", JANUARY).text).not.toMatch(SEASON_LEAD);
    expect(ask("snorkel spots on the south shore", JANUARY).text).not.toMatch(SEASON_LEAD);
  });

  it("keeps it where the season's swells are: the North Shore in winter, Poʻipū in summer, or no shore named", () => {
    expect(ask("north shore beach to swim", JANUARY).text).toMatch(/^Not a good idea in January: the North Shore/);
    expect(ask("snorkeling near poipu", JULY).text).toMatch(SEASON_LEAD);
    expect(ask("beach for the kids", JANUARY).text).toMatch(SEASON_LEAD);
  });

  it("sends a rainy shore to the other drier side, never to itself", () => {
    const poipu = ask("raining in poipu, ideas?").text;
    expect(poipu).not.toMatch(/pouring on the South Shore, head for the drier side of the island - the south shore/);
  });
});
