import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { canyonMile, canyonMinutes } from "./canyon-road";

// The third blind probe (session 8), classes 11 and 19: drive times that ignored the table or routed the
// two canyon lookouts through Poʻipū; "how long should we spend at X" answered with a drive time or a
// price; "best time of year to swim" answered with a generic article.
const NOVEMBER = new Date("2026-11-24T20:00:00Z");
const APRIL = new Date("2027-04-05T20:00:00Z");
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, converse, ids } = conciergeTalk(directory);
const place = (id: string) => directory().byId.get(id)!;

describe("drive times", () => {
  it("reads the canyon places' mile markers from their addresses", () => {
    expect(canyonMile(place("kauai-waimea-canyon-lookout"))).toBe(10);
    expect(canyonMile(place("kauai-kalalau-lookout"))).toBe(18);
    expect(canyonMile(place("kauai-kokee-museum"))).toBe(15);
    expect(canyonMile(place("kauai-kukui-trail"))).toBe(8.5);
    expect(canyonMile(place("kauai-poipu-beach"))).toBeNull();
    expect(canyonMinutes(8)).toBe(20);
    expect(canyonMinutes(0.5)).toBe(5);
  });

  it("keeps two points on the canyon road on that road, with an estimate said to be one", () => {
    for (const turns of [
      ["how long from the waimea canyon lookout to kalalau lookout"],
      ["kalalau lookout", "how far from the waimea canyon lookout"],
    ]) {
      const { text } = converse(turns, NOVEMBER).last;
      expect(text, turns.join(" / ")).toMatch(/about 8 road miles apart on the way up Waimea Canyon/);
      expect(text).toMatch(/about 20 minutes/);
      expect(text).toMatch(/an estimate/);
      expect(text).not.toMatch(/Poʻipū|2 hours/);
    }
    expect(ask("how long from kekaha to waimea canyon lookout", NOVEMBER).text).toMatch(
      /11 road miles.*about 30 minutes/,
    );
  });

  it("sums the table's legs where a stated row contradicts them, and adds the rest of the climb past Kōkeʻe", () => {
    // (Princeville to Poʻipū is summed through Līhuʻe: the CSV's "about an hour from Princeville to the South
    // side" contradicts the same page's 60 minutes Līhuʻe-Princeville and 30 Līhuʻe-Poʻipū, so it is not used.)
    expect(ask("how long does it take to drive from princeville to poipu", NOVEMBER).text).toMatch(/via Līhuʻe/);
    expect(ask("lihue airport to kalalau lookout how long", NOVEMBER).text).toMatch(
      /1 hour 40 minutes \(100 minutes\).*90 minutes to Kōkeʻe, then about 3 miles more/,
    );
  });

  it("answers how long to spend at a place with a visit length, not a drive or a price", () => {
    for (const [message, id] of [
      ["how long should we spend at waimea canyon", "kauai-waimea-canyon-lookout"],
      ["how much time to spend at spouting horn", "kauai-spouting-horn"],
      ["how long do you need at kilauea point", "kauai-kilauea-point"],
    ] as const) {
      const reply = ask(message, NOVEMBER);
      expect(reply.text, message).toMatch(new RegExp(`^Plan on about [^.]+ at ${place(id).name}`));
      expect(reply.text, message).not.toMatch(/by car without traffic|^Free/);
    }
    expect(ask("how long do you need at kilauea point", NOVEMBER).text).toMatch(/1½ hours.*visitor center/);
    // A drive is still a drive.
    expect(ask("how long does it take to drive to waimea canyon", NOVEMBER).text).toMatch(/by car/);
  });
});

describe("the best time of year", () => {
  it("leads with the season the beach's own water facts give", () => {
    const hanalei = ask("what month is best for swimming at hanalei bay", APRIL).text;
    expect(hanalei).toMatch(/^For swimming at Hanalei Bay, summer \(about May to September\) is the season/);
    const poipu = ask("best time to visit poipu beach for swimming", APRIL).text;
    expect(poipu).toMatch(/^For swimming at Poʻipū Beach Park, winter \(about October to April\) is the season/);
    // Every claim matches the facts.
    const ocean = place("kauai-poipu-beach").facts?.ocean;
    expect(ocean?.winter).toBe("calm");
    expect(ocean?.summer).not.toBe("calm");
  });

  it("counts a shore's beaches by season", () => {
    const text = ask("best time of year to swim on the north shore", APRIL).text;
    const calm = (season: "summer" | "winter") =>
      directory().places.filter(
        (p) => p.region === "North Shore" && p.facts?.ocean?.[season] === "calm" && p.facts.status === "open",
      ).length;
    expect(calm("summer")).toBeGreaterThan(calm("winter"));
    expect(text).toMatch(
      new RegExp(`^For swimming on the North Shore, summer .* ${calm("summer")} of the \\d+ beaches`),
    );
  });

  it("gives the albatross months from the refuge's description, with its card", () => {
    const reply = ask("best time to see the albatross", APRIL);
    expect(reply.text).toMatch(
      /^Laysan albatross are at Kīlauea Point National Wildlife Refuge roughly November to July/,
    );
    expect(ids(reply)).toContain("kauai-kilauea-point");
  });
});
