import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JANUARY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 12 (dev17): "is october hurricane season there?" got the hurricane article without its yes; the month
// named with the season (or the risk) is the same yes or no as "is it still hurricane season".
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask } = conciergeTalk(directory);

describe("a month asked about the hurricane season", () => {
  it.each([
    "is october hurricane season there?",
    "is september hurricane season on kauai",
    "any hurricanes in august?",
    "hurricane risk in early november?",
  ])("says yes inside June-November: %s", (message) => {
    const reply = ask(message, JANUARY).text;
    expect(reply).toMatch(/^Yes\b/);
    expect(reply).toMatch(/June 1 to November 30/);
  });

  it.each(["is march hurricane season?", "hurricanes in february?"])("says no outside it: %s", (message) => {
    expect(ask(message, JANUARY).text).toMatch(/^No\b/);
  });
});

// Probing the same class (round 12): "is december rainy season?" got "there is no single best month"; "tsunami
// risk in september?" was answered "No - when a tsunami warning is issued ...".
describe("a month asked about the rainy or dry season", () => {
  it.each([
    ["is december rainy season?", /^Yes - December is in the wetter part of the year/],
    ["is november the wet season on kauai", /^Yes - November is in the wetter/],
    ["is june dry season there", /^Yes - June is in the drier part of the year/],
    ["is july the rainy season", /^No - July is in the drier/],
    ["is march dry season?", /^No - March is in the wetter/],
  ])("%s", (message, lead) => {
    expect(ask(message, JANUARY).text).toMatch(lead);
  });

  it("gives the Līhuʻe rain figure for the month", () => {
    expect(ask("is december rainy season?", JANUARY).text).toMatch(/about 5\.2 inches/);
  });
});

describe("the tsunami advice", () => {
  it("says no only to going to the shore in a warning", () => {
    expect(ask("tsunami risk in september?", JANUARY).text).toMatch(/^When a tsunami warning is issued/);
    expect(ask("there's a tsunami warning, can we still go to the beach?", JANUARY).text).toMatch(/^No - when/);
  });
});
