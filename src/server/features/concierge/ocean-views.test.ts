import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JANUARY, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Round 12 (dev17): "my wife is in a wheelchair, we want ocean views on the east side" got Kīlauea Point and the
// Tree Tunnel from other shores, and "ocean views on the east side?" got Hole in the Mountain (a ridge): "views"
// asked only for lookouts, so the East Side's paved coastal path never came up.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);
const place = (id: string) => directory().byId.get(id);

describe("views of the ocean", () => {
  it.each([
    ["my wife is in a wheelchair, we want ocean views on the east side. any ideas", JANUARY],
    ["grandpa uses a wheelchair, somewhere with sea views near kapaa?", JULY],
    ["we have a walker, nice coastal views around wailua?", JANUARY],
  ])("offers the coastal path for a wheelchair or walker: %s", (message, now) => {
    const cards = ids(ask(message, now));
    expect(cards).toContain("kauai-ke-ala-hele-makalae");
    for (const id of cards) expect(place(id)?.region, id).toBe("East Side");
  });

  it("does not offer a lookout with no sea in sight", () => {
    for (const message of ["ocean views on the east side?", "sea views around anahola"])
      expect(ids(ask(message, JULY))).not.toContain("kauai-hole-in-the-mountain");
    // (The Tree Tunnel's "gateway to the south shore" is a shore named, not the sea in view.)
    for (const message of ["in a wheelchair, ocean views near poipu?", "wheelchair, lihue area, ocean view?"])
      expect(ids(ask(message, JANUARY))).not.toContain("kauai-tree-tunnel");
  });

  it("still gives lookouts for views that are not of the sea", () => {
    expect(ids(ask("scenic lookouts in kokee", JULY))).toContain("kauai-kalalau-lookout");
  });

  // (Session 13, dev25: Spouting Horn's "shoots seawater" and Kukuiolono's "views over the south and west shores"
  // were read as no sea in sight, so a stroller on the South Shore got "nothing safe" and Waimea Canyon.)
  it("counts a blowhole's seawater and a park's view over the shores as the sea", () => {
    for (const message of [
      "stroller so no sand, but want some ocean views, south shore",
      "ocean views on the south shore with a stroller",
    ]) {
      const cards = ids(ask(message, JANUARY));
      expect(cards).toContain("kauai-spouting-horn");
      for (const id of cards) expect(place(id)?.region, id).toBe("South Shore");
    }
  });
});
