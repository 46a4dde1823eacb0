import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { walkLimitMiles } from "./walk-limit";

// Round 12 (dev17): "in kokee tomorrow, nothing longer than an hour of walking pls" showed the 7.5-mile Pihea and
// the Canyon Trail. A walk's length said as time is a limit on the round trip (2 miles an hour).
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);
const place = (id: string) => directory().byId.get(id);

describe("a walking limit said as time", () => {
  it("reads the time in several wordings", () => {
    expect(walkLimitMiles("nothing longer than an hour of walking pls")).toBe(2);
    expect(walkLimitMiles("hikes under 30 min near hanalei")).toBe(1);
    expect(walkLimitMiles("2 hours of walking max")).toBe(4);
    expect(walkLimitMiles("no more than 45 minutes of hiking")).toBe(1.5);
    expect(walkLimitMiles("an hour drive from poipu")).toBeUndefined();
    expect(walkLimitMiles("short walks near poipu qqbreak nothing over 30 minutes")).toBe(1);
    expect(walkLimitMiles("hikes near hanalei no more than 20 minutes from our hotel")).toBeUndefined();
  });

  it.each([
    "in kokee tomorrow, nothing longer than an hour of walking pls",
    "waimea canyon area, walks under an hour please",
    "north shore hike but no more than 45 minutes of walking",
    "something on the east side, an hour of walking max",
    "short walks near poipu, nothing over 30 minutes",
  ])("leaves out trails longer than that: %s", (message) => {
    for (const id of ids(ask(message, JULY))) {
      const miles = place(id)?.facts?.access.distanceMiles ?? 0;
      expect(miles, id).toBeLessThanOrEqual(2);
    }
  });
});
