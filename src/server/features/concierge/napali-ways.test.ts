import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Merge of round 11 (dev15): "I get super seasick so no boats, other ways to see Nā Pali?" listed the boat tours, and
// "shave ice after Waimea Canyon?" offered Hanalei's shave ice as "14 miles away" (a straight line over the mountains).

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("a way ruled out, and a distance by the road", () => {
  it("leaves out the boats for the seasick, the helicopter for a fear of flying", () => {
    for (const message of [
      "i get super seasick so no boats. other ways to see napali?",
      "ways to see the na pali coast without a boat",
    ]) {
      const reply = ask(message);
      expect(reply.text, message).not.toMatch(/By boat/);
      expect(ids(reply), message).not.toContain("kauai-port-allen");
    }
    expect(ask("how can we see napali? scared of flying").text).not.toMatch(/From the air/);
    expect(ask("how can we see the napali coast").text).toMatch(/By boat/);
  });

  it("finds food near the canyon on the canyon's side of the island", () => {
    const cards = ids(ask("shave ice after waimea canyon?"));
    expect(cards[0]).toBe("kauai-jojos-shave-ice");
    expect(cards).not.toContain("kauai-wishing-well-shave-ice");
  });
});
