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
