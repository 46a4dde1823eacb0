import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The fourth blind probe, class 8 (tuning round 10): drive questions naming a trailhead, a time of day or walking got
// an invented time ("Līhuʻe and Līhuʻe are close together... 5 minutes") or something else; town-to-town was right.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("a trailhead is the trail's place, timed from the table's town nearest it", () => {
  it("the Kalalau trailhead from Līhuʻe, the airport or Poʻipū is a drive to Hāʻena, never a 5-minute hop", () => {
    for (const [message, from] of [
      ["how long from lihue to the kalalau trailhead", "Līhuʻe"],
      ["how long is the drive from poipu to the kalalau trailhead", "Poʻipū"],
      ["drive time from the airport to the kalalau trailhead", "Līhuʻe"],
    ] as const) {
      const text = ask(message).text;
      expect(text, message).toMatch(new RegExp(`${from} to Kalalau Trail[^.]* is about \\d hour`));
      expect(text, message).toMatch(/from Hāʻena, the nearest town on its road/);
      expect(text, message).not.toMatch(/close together|\b5 minutes/);
    }
  });
});

describe("a time of day after the two ends is still a drive question", () => {
  it("answers the table's time and the rush-hour warning", () => {
    for (const message of [
      "princeville to the airport at 5pm on a weekday",
      "hanalei to poipu in the morning",
      "poipu to the airport around noon",
    ]) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/ is about .* by car without traffic/);
      expect(reply.text, message).toMatch(/rush hour/);
    }
  });
});

describe("one end of the road to the other", () => {
  it("is the driving article's 'about three hours', not a sum of table legs (dev14)", () => {
    for (const message of [
      "how many hours to drive from one end of the road to the other, kee to polihale?",
      "drive time from haena to polihale",
      "polihale to kee beach, how long by car",
    ])
      expect(ask(message).text, message).toMatch(/takes about three hours without stops/);
    expect(ask("can we drive around the whole island").text).toMatch(/Kēʻē to Polihale alone is about three hours/);
  });
});

describe("walking between two ends", () => {
  it("across the Nā Pali coast: no, with the drive back around", () => {
    for (const message of [
      "can we walk from kee beach to polihale",
      "can we walk from hanalei to polihale",
      "is it possible to walk from polihale to kee beach",
    ]) {
      const reply = ask(message);
      expect(reply.text, message).toMatch(/^No - you can't walk from .*: no road or trail joins them/);
      expect(ids(reply), message).toEqual([]);
    }
  });

  it("elsewhere: no walking times are recorded, only the straight-line distance, never a driving estimate as a walk", () => {
    for (const message of [
      "koloa to poipu beach walking",
      "is it walkable from poipu beach to spouting horn",
      "can we walk from hanalei to the hanalei pier",
    ]) {
      const text = ask(message).text;
      expect(text, message).toMatch(/^I don't have walking routes or walking times/);
      expect(text, message).not.toMatch(/short local drive/);
    }
  });

  it("leaves hikes and beach walks alone", () => {
    expect(ask("how long is the walk on the kalalau trail to hanakapiai").text).not.toMatch(/walking routes/);
  });
});
