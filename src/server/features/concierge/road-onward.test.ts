import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JANUARY, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 12 (dev17): "can we just keep driving from kee beach around to polihale for sunset" got Kēʻē Beach's card
// with no word that the road stops there. Going on past either end of the road, round the coast, is a "no".
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask } = conciergeTalk(directory);

describe("driving on past the end of the road", () => {
  it.each([
    "can we just keep driving from kee beach around to polihale for sunset",
    "is there a road from kee beach to polihale?",
    "drive from haena along the coast to polihale?",
    "is there a shortcut from princeville to kokee",
    "can we continue from polihale up around to kee beach",
    "from hanakapiai can we keep driving west to kokee",
    "can you drive across the island from hanalei to waimea",
  ])("%s", (message) => {
    const reply = ask(message, JULY);
    expect(reply.text).toMatch(/^No - the road doesn't go on from .+: there is no road along the Nā Pali coast/);
    expect(reply.text).toMatch(/the long way round/);
    expect(reply.places).toHaveLength(0);
  });

  it("gives the end-to-end time the driving article states between Kēʻē and Polihale", () => {
    expect(ask("is there a road from kee beach to polihale?", JANUARY).text).toMatch(/about three hours/);
  });

  it("leaves a plain drive time alone", () => {
    expect(ask("we're in princeville, how long to waimea canyon?", JULY).text).toMatch(/^Princeville to Waimea Canyon/);
    expect(ask("how long from kee to polihale?", JULY).text).not.toMatch(/^No\b/);
  });
});

// Probing the same class (round 12): "can i drive from hanalei to kalalau beach" was timed at 2 hours 15 minutes
// via Waimea to Kōkeʻe, the town nearest the beach across the cliffs; "how long to drive to kipu kai" got a time.
describe("a drive to a place no road reaches", () => {
  it.each([
    ["how long to drive from poipu to kipu kai", /^You can't drive to Kīpū Kai: it is reached only by boat/],
    ["can i drive from hanalei to kalalau beach", /^You can't drive to Kalalau Beach: it is reached on a hike/],
    ["how long from kapaa to hanakapiai falls", /^You can't drive to Hanakāpīʻai Falls: it is reached on a hike/],
  ])("%s", (message, lead) => {
    expect(ask(message, JANUARY).text).toMatch(lead);
  });

  it("times a long hike's drive to its trailhead on its own side of the cliffs", () => {
    const reply = ask("can i drive from hanalei to kalalau beach", JULY).text;
    expect(reply).toMatch(/Hanalei to the trailhead at Hāʻena is about 15 minutes/);
    expect(reply).not.toMatch(/via Waimea|Kōkeʻe/);
  });
});
