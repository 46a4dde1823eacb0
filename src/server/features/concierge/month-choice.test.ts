import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JANUARY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 12 (dev17): "choosing between june and december for a na pali boat trip, which is better?" got a June list
// without the choice; "whale watching, february or july?" was told July is the better bet "for time in the water".
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask } = conciergeTalk(directory);

describe("two months compared for a boat trip or for whales", () => {
  it.each([
    ["choosing between june and december for a na pali boat trip, which is better?", "June"],
    ["na pali boat tour: july or january?", "July"],
    ["is march or august better for a boat tour to na pali", "August"],
    ["raft trip to napali in april vs july?", "July"],
    ["should we do the napali catamaran in may or november", "May"],
  ])("the summer month for the boat: %s", (message, month) => {
    const reply = ask(message, JANUARY).text;
    expect(
      reply.startsWith(`${month} is usually the better month for a Nā Pali boat trip: seas are calmest in summer`),
    ).toBe(true);
  });

  it.each([
    ["whale watching, february or july?", /^February is the better bet for whales/],
    ["humpbacks in august vs january?", /^January is the better bet for whales/],
    ["december or march for whale watching", /^March is the better bet for whales/],
    ["whales in june or september?", /^Neither\b/],
  ])("the whale season for whales: %s", (message, lead) => {
    expect(ask(message, JANUARY).text).toMatch(lead);
  });

  it("reads 'choosing between' as a choice, and a stay 'between' two dates as none", () => {
    expect(ask("deciding between march and july for our trip, which is better for the beach?", JANUARY).text).toMatch(
      /^July is usually the better bet/,
    );
    expect(ask("we're here between april 28 and may 5, are boat tours running?", JANUARY).text).not.toMatch(
      /better (month|bet)/,
    );
  });

  it.each([
    ["boat tour in december, will it be rough?", /^Often rough in December - seas are calmest in summer/],
    ["na pali raft in february, do they cancel a lot?", /^Often rough in February/],
    ["catamaran in july, will i get seasick?", /^Usually calmer in July/],
  ])("one month's seas for a boat trip: %s", (message, lead) => {
    expect(ask(message, JANUARY).text).toMatch(lead);
  });
});
