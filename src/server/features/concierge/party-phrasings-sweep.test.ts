import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonOfMonth } from "@/shared/schemas/place-facts";
import { conciergeTalk } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// Session 11 (beside safety-sweep.test.ts, which sweeps wishes and shores): a sweep of who is travelling x month x phrasing through the recommend and safety paths, checked with
// the evaluation's unsafe rule (a card whose water is dangerous that season; caution water for a toddler, a child or
// a beginner). It found ages in months ("our little guy (20 months)") and non-swimmers ("grandma who doesn't swim")
// that were read as adults; every combination here must come back without such a card.

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { ask, converse, ids } = conciergeTalk(directory);

type Party = "toddler" | "kids" | "beginner";
const PARTIES: [Party, string][] = [
  ["toddler", "our little guy (20 months)"],
  ["toddler", "my 3yo"],
  ["toddler", "a baby"],
  ["kids", "the kids (8 and 10)"],
  ["kids", "my 6yo"],
  ["kids", "the grandkids"],
  ["beginner", "a first time snorkeler"],
  ["beginner", "grandma who doesn't swim"],
  ["beginner", "a nervous swimmer"],
];
const MONTHS = ["january", "march", "may", "july", "september", "november"];
const SHORES = ["north shore", "south shore", "east side", "west side", "poipu", "hanalei"];
const ACTS = ["swim", "snorkel", "play in the water", "get in the ocean"];

/** Every party swept is a toddler, a child or a beginner: caution water counts as unsafe for all of them. */
function unsafeCards(cards: string[], month: number): string[] {
  return cards.filter((id) => {
    const condition = directory().byId.get(id)?.facts?.ocean?.[seasonOfMonth(month)];
    return condition === "dangerous" || condition === "caution";
  });
}

describe("no card the evaluation counts as unsafe, for any party, month or phrasing", () => {
  it("holds for requests, named-month follow-ups and shores", { timeout: 180_000 }, () => {
    const found: string[] = [];
    PARTIES.forEach(([, words], p) => {
      MONTHS.forEach((name, m) => {
        const month = [1, 3, 5, 7, 9, 11][m] as number;
        const shore = SHORES[(p + m) % SHORES.length];
        const act = ACTS[(p * 3 + m) % ACTS.length];
        const asked: string[][] = [
          [`where can ${words} ${act} on the ${shore} in ${name}?`],
          [`best beach for ${words} in ${name}`],
          [`calm water for ${words} near ${shore}, ${name}`],
          [`best places to ${act} in ${name}`, `what about with ${words}?`],
          [`where can ${words} ${act}?`, `and in ${name}?`],
        ];
        for (const turns of asked) {
          const cards = ids(turns.length === 1 ? ask(turns[0] as string) : converse(turns).last);
          for (const id of unsafeCards(cards, month)) found.push(`${turns.join(" / ")} -> ${id}`);
        }
      });
    });
    expect(found).toEqual([]);
  });

  it("holds when a named beach is asked about for a party", { timeout: 180_000 }, () => {
    const beaches = directory().places.filter((place) => place.facts?.ocean && place.category === "Beach");
    const found: string[] = [];
    beaches.forEach((beach, b) => {
      const [, words] = PARTIES[b % PARTIES.length] as [Party, string];
      const m = b % MONTHS.length;
      const month = [1, 3, 5, 7, 9, 11][m] as number;
      const message = `is ${beach.name.toLowerCase()} safe for ${words} in ${MONTHS[m]}?`;
      for (const id of unsafeCards(ids(ask(message)), month)) found.push(`${message} -> ${id}`);
    });
    expect(found).toEqual([]);
  });
});
