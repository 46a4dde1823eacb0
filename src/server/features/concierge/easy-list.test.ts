import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The fifth blind probe's class 9 (round 11): an easy list that round 7 fills with moderate trails says which.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask } = conciergeTalk(directory);
const at = (iso: string) => new Date(`${iso}T19:00:00Z`);

describe("moderate trails on an easy list", () => {
  it.each(["easy hike", "good hike near kapaa, nothing too steep", "an easy hike on the east side in march"])(
    "%s",
    (message) => {
      const text = ask(message, at("2027-02-14")).text;
      expect(text).toMatch(/^Rated easy in our directory: Ke Ala Hele Makālae coastal path\./);
      expect(text).toMatch(/Sleeping Giant \(Nounou\) East Trail (and [^.]+ )?(is|are) rated moderate, not easy/);
    },
  );

  it("says nothing when every listed trail is easy or a challenge was asked", () => {
    expect(ask("easy walk with a view on the north shore", at("2027-10-05")).text).not.toMatch(/rated moderate/);
    expect(ask("a hard hike with a view", at("2027-10-05")).text).not.toMatch(/^Rated easy/);
  });
});
