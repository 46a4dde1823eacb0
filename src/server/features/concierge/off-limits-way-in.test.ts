import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 12 (dev17): "how do we hike to the jurassic park falls" was told the falls are seen only from a helicopter,
// without saying that the hike asked about cannot be done. The way asked for (hike, walk, drive) is refused in so
// many words, and a boat-only beach asked as a walk gets its "No" first.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("a way in asked for a place nobody can reach on their own", () => {
  it.each([
    ["how do we hike to the jurassic park falls", /can't hike there/],
    ["is there a trail to manawaiopuna falls", /can't hike there/],
    ["can we walk to jurassic falls from the road", /can't walk there/],
    ["driving to barking sands beach?", /can't drive there/],
  ])("%s", (message, refusal) => {
    const reply = ask(message, JULY);
    expect(reply.text).toMatch(refusal);
    expect(ids(reply)).not.toContain("kauai-manawaiopuna-falls");
    expect(ids(reply)).not.toContain("kauai-barking-sands");
  });

  it("says no first to walking down to a boat-only beach", () => {
    expect(ask("can we walk down to kipu kai", JULY).text).toMatch(/^No - Kīpū Kai is reached only by boat/);
    expect(ask("could we hike to kipu kai?", JULY).text).toMatch(/^No\b/);
  });

  it("says no to a hike or walk to a boat-only beach asked how, and leaves 'how do we get there' to the boat", () => {
    expect(ask("how do we hike to kipu kai", JULY).text).toMatch(
      /^No - you can't hike there yourself\.\nKīpū Kai is reached only by boat/,
    );
    expect(ask("how can i walk down to kipu kai beach", JULY).text).toMatch(/^No - you can't walk there/);
    expect(ask("we want to walk to the kipu kai beach from poipu", JULY).text).toMatch(/^No - you can't walk there/);
    expect(ask("how do we get to kipu kai", JULY).text).toMatch(/^Kīpū Kai is reached only by boat/);
    expect(ask("how do i drive to the fern grotto", JULY).text).not.toMatch(/^No\b/);
  });
});
