import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";
import { loadKnowledgeBase } from "./knowledge-base";
import { buildSearchIndex, buildSearchIndexWithoutMemo, type SearchIndex } from "./search-index";

// The search index remembers each query term's lookup (search-index.ts, issue 21). The memo must change
// nothing: every development question's results, scores and order included, equal an index without it,
// asked twice so the second pass is answered from the memo.

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const evalDir = join(import.meta.dirname, "../../../../tests/eval");
// (Each distinct question once: several sets ask the same short follow-ups.)
const questions = [
  ...new Set(
    readdirSync(evalDir)
      .filter((file) => /^concierge-dev\d*\.json$/.test(file))
      .flatMap((file) =>
        (JSON.parse(readFileSync(join(evalDir, file), "utf8")) as { cases: { turns: string[] }[] }).cases.flatMap(
          (c) => c.turns,
        ),
      ),
  ),
];

function everyAnswer(index: SearchIndex): unknown[] {
  return questions.flatMap((q) => [
    index.search(q),
    index.search(q, { kind: "place" }),
    index.search(q, { kind: "article", fuzzy: false }),
    index.article(q)?.id ?? null,
  ]);
}

describe("the search index's term memo", () => {
  it("gives every development question the same results as an index without it, twice over", () => {
    expect(questions.length).toBeGreaterThan(1500);
    const kb = loadKnowledgeBase();
    const plain = everyAnswer(buildSearchIndexWithoutMemo(directory(), kb));
    const memoised = buildSearchIndex(directory(), kb);
    expect(everyAnswer(memoised)).toEqual(plain);
    expect(everyAnswer(memoised)).toEqual(plain);
    // (Every question of every development set, four searches each, three times over: its time grows with the sets
    // and the machine's load, and is not what is tested - session 12 gave it room.)
  }, 300_000);

  it("hands each search its own results: changing one does not change the next", () => {
    const index = buildSearchIndex(directory(), loadKnowledgeBase());
    const first = index.search("snorkel beach for kids");
    const expected = structuredClone(first);
    for (const hit of first) hit.score = -1;
    first.length = 0;
    expect(index.search("snorkel beach for kids")).toEqual(expected);
    // A query sharing a term merges into that term's results; the memo's copy stays as it was.
    index.search("kids snorkel beach shave ice");
    expect(index.search("snorkel beach for kids")).toEqual(expected);
  });
});
