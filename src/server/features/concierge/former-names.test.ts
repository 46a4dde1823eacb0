import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 11 (dev14 "a place by its old name"): the place's own description says what it was.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("a place asked for by its old name", () => {
  it.each([
    [
      "is the st regis in princeville still there or whatever its called now",
      "kauai-1-hotel-hanalei-bay",
      /1 Hotel Hanalei Bay/,
    ],
    ["does the old st regis princeville still have that view bar?", "kauai-1-hotel-hanalei-bay", /1 Hotel Hanalei Bay/],
    ["is the kauai marriott still open? we stayed there in 2015", "kauai-royal-sonesta", /Royal Sonesta/],
    ["what happened to the kauai sands hotel in kapaa", "kauai-kauai-shores", /Kauaʻi Shores/],
  ])("%s", (message, id, name) => {
    const reply = ask(message);
    expect(reply.text.split("\n")[0]).toMatch(name);
    expect(reply.text.split("\n")[0]).toMatch(/the former/);
    expect(ids(reply)).toContain(id);
  });

  it("says nothing about a former name when the current one is used", () => {
    expect(ask("is 1 hotel hanalei bay nice for a drink").text).not.toMatch(/^Yes - it's still there/);
  });
});
