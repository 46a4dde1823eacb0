import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { floodProne, rainingNow } from "./rain-now";

// The sixth blind probe, class 12: on a rainy day a trail whose streams flash-flood was offered ("it's raining
// today, any hikes?", "rain in poipu, should we drive to the north shore?" → the Kalalau Trail).

const FEBRUARY = new Date("2027-02-15T19:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

describe("rain now and trails that flash-flood (probe 6, class 12)", () => {
  it("never offers a flood-prone place while the visitor says it is raining", () => {
    for (const message of [
      "it's raining today, any hikes?",
      "rain in poipu, should we drive to the north shore?",
      "pouring in kapaa, what hikes are still ok?",
      "rainy day, waterfall hike ideas?",
      "it has been raining all week, where can we walk?",
    ]) {
      const cards = ids(ask(message, FEBRUARY));
      const flooding = cards.filter((id) => {
        const place = directory().byId.get(id);
        return place !== undefined && floodProne(place);
      });
      expect(flooding, message).toEqual([]);
    }
  });

  it("still offers them when rain is only the subject of a question about the season", () => {
    expect(rainingNow("does it rain a lot in march looking for hikes")).toBe(false);
    expect(rainingNow("is the rainy season a bad time for the kalalau trail")).toBe(false);
    expect(rainingNow("it s raining today any hikes")).toBe(true);
    expect(ask("hike kalalau in the rain?", FEBRUARY).text).not.toMatch(/^Yes\b/);
  });
});
