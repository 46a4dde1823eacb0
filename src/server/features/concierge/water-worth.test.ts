import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk, JANUARY, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { waterWorthAsSwim } from "./water-worth";

// Round 12 (dev17): "biking the coastal path up to donkey beach in aug, worth going in the water there?" got "Yes -
// the coastal path is worth it". "Worth going in the water" is a swimming question, and the beach at the end of
// the path (an anchor after "up to") is where it is asked.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);
const AUGUST = new Date("2026-08-10T18:00:00Z");
const DECEMBER = new Date("2026-12-10T18:00:00Z");

describe("whether the water is worth going in", () => {
  it("reads the wish as a swim", () => {
    expect(waterWorthAsSwim("worth going in the water there")).toBe("can we swim there");
    expect(waterWorthAsSwim("is tunnels worth snorkeling in december")).toBe("is tunnels can we snorkel in december");
    expect(waterWorthAsSwim("is hanalei worth it")).toBe("is hanalei worth it");
  });

  it.each([
    [
      "biking the coastal path up to donkey beach in aug, worth going in the water there?",
      AUGUST,
      "kauai-donkey-beach",
    ],
    ["is kealia worth a swim in january?", JANUARY, "kauai-kealia-beach"],
    ["riding bikes up to kealia beach from kapaa, can the kids swim there in july?", JULY, "kauai-kealia-beach"],
    ["hiking the heritage trail out to mahaulepu, ok to snorkel there in december?", DECEMBER, "kauai-gillins-beach"],
    ["is tunnels worth snorkeling in december", DECEMBER, "kauai-tunnels-beach"],
  ])("says no for dangerous water: %s", (message, now, beach) => {
    const reply = ask(message, now);
    expect(reply.text).toMatch(/^No - .+ not safe for swimming/);
    expect(reply.text).toMatch(/dangerous/);
    expect(ids(reply)).not.toContain(beach);
  });

  it("still answers whether a place is worth it when the water is not asked", () => {
    expect(ask("is hanalei bay worth it in july", JULY).text).toMatch(/^Yes - Hanalei Bay is worth it/);
  });
});
