import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// dev14 (tuning round 10): "booked the Wailua River kayak to Secret Falls tomorrow but there's a flash flood watch -
// still go?" got the river's "needs caution in March ... stay out if the surf is up": the watch was dropped because
// the river also has a sea-season rating.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("a flood watch or warning at a place whose notes warn of rising water", () => {
  it("is a no for the day, whatever the water's season says", () => {
    for (const message of [
      "booked the wailua river kayak to secret falls tomorrow but theres a flash flood watch. still go?",
      "flood warning today, is the wailua river kayak still ok?",
      "there's a flash flood advisory, should we still paddle the wailua river",
    ]) {
      const reply = ask(message, JULY);
      expect(reply.text, message).toMatch(/^No - not while a flood warning or watch is on/);
      expect(ids(reply), message).not.toContain("kauai-wailua-river");
    }
  });

  it("leaves the river's usual answer without a watch", () => {
    expect(ask("is the wailua river kayak ok", JULY).text).not.toMatch(/flood warning or watch/);
  });
});
