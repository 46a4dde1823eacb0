import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonOfMonth } from "@/shared/schemas/place-facts";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Every party x water wish x month x shore, through the whole engine: no card may show water rated
// dangerous that month, nor water rated "caution" to a toddler, a child or a beginner (the evaluation's
// unsafe rule). Found in session 6: "a beach day" or "best beach" on the North Shore in January showed
// a beach whose winter water is dangerous.
const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, ids } = conciergeTalk(directory);

const MONTHS = ["january", "april", "june", "august", "october", "december"];
const PARTIES: [string, string][] = [
  ["toddler", "with our 2 year old"],
  ["kids", "with the kids (7 and 10)"],
  ["beginner", "we are beginners"],
  ["adults", ""],
];
const WISHES = ["where can we swim", "good snorkeling spots", "a beach day", "best beach", "where to go in the water"];
const SHORES = ["", " on the north shore", " near poipu", " on the east side", " on the west side"];

describe("no unsafe water in any recommendation", () => {
  // (600 questions through the whole engine: a few seconds idle, far more on a loaded machine.)
  it("holds for every party, wish, month and shore", { timeout: 180_000 }, () => {
    const unsafe: string[] = [];
    for (const [party, words] of PARTIES)
      for (const wish of WISHES)
        for (const month of MONTHS)
          for (const shore of SHORES) {
            const message = `${wish}${shore} ${words} in ${month}`.replace(/\s+/g, " ").trim();
            const season = seasonOfMonth(new Date(`${month} 15, 2026`).getMonth() + 1);
            for (const id of ids(ask(message))) {
              const condition = directory().byId.get(id)?.facts?.ocean?.[season];
              if (condition === "dangerous" || (condition === "caution" && party !== "adults"))
                unsafe.push(`${message} -> ${id} (${condition})`);
            }
          }
    expect(unsafe).toEqual([]);
  });
});
