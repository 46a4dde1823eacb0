import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { arriveBy } from "./arrive-by";

// Round 11 (dev14 "Kapaʻa to the Kalalau trailhead, trying to make a 9am parking slot"): Hāʻena is reached
// only through Hanalei (the drive table's note), and a time to be there gives when to leave.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { q, ask } = conciergeTalk(directory);

describe("a drive to a trailhead and a time to be there", () => {
  it("reads a slot, a shuttle or a reservation time", () => {
    expect(arriveBy("trying to make a 9am parking slot")).toBe(540);
    expect(arriveBy("we have a 7 30 parking reservation")).toBe(450);
    expect(arriveBy("our shuttle is at 10 am")).toBe(600);
    expect(arriveBy("need to be there by 8am")).toBe(480);
    expect(arriveBy("2 parking slots")).toBeNull();
    expect(arriveBy("our flight is at 3 pm")).toBeNull();
  });

  it.each([
    ["how long from kapaa to the kalalau trailhead?", /Kapaʻa to .*about 55 minutes/],
    ["kilauea to the kalalau trail start, how long?", /about 30 minutes/],
    ["how long from kapaa to haena", /about 55 minutes by car without traffic, via Hanalei/],
    ["lihue to kee beach how long", /about 1 hour 15 minutes/],
  ])("times %s through Hanalei", (message, time) => {
    expect(q(message, JULY).act).toBe("drive");
    expect(ask(message, JULY).text).toMatch(time);
  });

  it.each([
    [
      "how long from kapaa to the kalalau trailhead? trying to make a 9am parking slot",
      /leave Kapaʻa by about 8:00 am - an hour ahead/,
    ],
    ["how early should we leave poipu to make our 8am haena parking slot", /leave Poʻipū by about 6:30 am/],
    ["how long from lihue to kee beach, we have a 7:30 parking reservation", /leave Līhuʻe by about 6:15 am/],
  ])("says when to leave: %s", (message, line) => {
    expect(ask(message, JULY).text.split("\n")[0]).toMatch(line);
  });

  it("keeps a hike's own length a hike question", () => {
    expect(q("how long is the kalalau trail hike", JULY).act).toBe("howto");
  });
});
