import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JANUARY, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Session 13: classes found by the blind development sets dev26 to dev28 and probe 11 (written to the held-out
// writers' briefs, scored before any fix for them), and the last misses of dev19 to dev25, each tried in words the
// sets do not use.

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("the record's own facts first", () => {
  it("ranks a place whose record faces the sunrise above an east-coast guess (dev23)", () => {
    for (const message of [
      "sunrise spot that doesnt involve a hike? staying in lihue",
      "sunrise near lihue, no hiking",
    ])
      expect(ids(ask(message, JANUARY))).toContain("kauai-ninini-lighthouse");
  });

  it("names the reservation and its site for a place that needs one (dev19)", () => {
    const reply = ask("kee beach snorkel in june ok for 2 adults", JULY);
    expect(reply.text).toMatch(/Reservations at https:\/\/gohaena\.com/);
    expect(ask("is it safe to swim at haena state park in july", JULY).text).toMatch(/gohaena\.com/);
  });
});
