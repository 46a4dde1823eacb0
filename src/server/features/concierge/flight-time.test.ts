import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { flightAt } from "./flight-time";

// The fourth blind probe, class 5 (tuning round 10): "leaving Kēʻē at 1 pm, will we make a 3 pm flight from Līhuʻe"
// was refused as a fare search; it is a drive to the airport against a time.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask } = conciergeTalk(directory);

describe("a drive to catch a flight", () => {
  it("reads the flight's time, not the checkout's", () => {
    expect(flightAt("leaving kee beach at 1pm will we make a 3pm flight from lihue")).toBe(15 * 60);
    expect(flightAt("last day checkout 11am flight 6pm staying princeville")).toBe(18 * 60);
    expect(flightAt("our flight is at 4 30 pm")).toBe(16 * 60 + 30);
    expect(flightAt("cheapest flights from lax to lihue")).toBeNull();
    expect(flightAt("breakfast near lihue airport, flight lands at 7am")).toBeNull();
  });

  it("answers the arrival time from the drive table, with the margin", () => {
    const tight = ask("leaving kee beach at 1pm, will we make a 3pm flight from lihue").text;
    expect(tight).toMatch(
      // (Round 11: Hāʻena is reached only through Hanalei - the stated Līhuʻe-Hanalei 60 + Hanalei-Hāʻena 15.)
      /^Leaving at 1:00 pm you would reach Līhuʻe Airport at about 2:15 pm without traffic, 45 minutes/,
    );
    expect(tight).toMatch(/tight/);
    expect(ask("we're in poipu, our flight is at 4pm, leaving at 2pm ok?").text).toMatch(
      /^Leaving at 2:00 pm you would reach Līhuʻe Airport at about 2:30 pm/,
    );
    expect(ask("leaving hanalei at noon for a 1pm flight").text).toMatch(/^No - .* too late for your 1:00 pm flight/);
  });

  it("without a leaving time, says how much driving to allow; a fare search is still declined", () => {
    expect(ask("last day, checkout 11am, flight 6pm, staying princeville").text).toMatch(
      /^For a 6:00 pm flight, leave at least 60 minutes of driving/,
    );
    expect(ask("cheapest flights from lax to lihue").text).toMatch(/^I can't search, compare or book flights/);
  });
});
