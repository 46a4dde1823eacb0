// npm run eval:concierge [-- --set <a set in tests/eval/>|devs|all] - grades the built-in concierge on the
// development sets (tune on these only; "devs" runs every development set and never a held-out one) and the held-out test set
// (tests/eval/), against the full seeded directory. Prints each set's score, the unsafe and inaccessible counts and every miss; with both
// sets, records the figures in docs/benchmarks.md. Exit 1 when a set misses its targets.
import { EVAL_CATEGORIES, type EvalResult, runConciergeEval } from "@/server/features/concierge/eval";
import { writeBenchmarkSection } from "./benchmarks-file";
import { builtinAnswer, EVAL_SETS, type EvalSetName, readEvalSet, seededDirectory } from "./concierge-eval-setup";

const TARGET_SHARE = 0.95;
const arg = process.argv.indexOf("--set");
const chosen = arg >= 0 ? process.argv[arg + 1] : "all";
// Every set in tests/eval/ (concierge-eval-setup.ts): the development sets and the held-out ones.
const NAMES = Object.keys(EVAL_SETS) as EvalSetName[];
const DEV_SETS = NAMES.filter((name) => name.startsWith("dev"));
const HELD_OUT = NAMES.filter((name) => name.startsWith("test"));
const CHOICES = [...NAMES, "devs", "all"];
if (!CHOICES.includes(chosen ?? "")) {
  console.error(`usage: npm run eval:concierge -- --set ${CHOICES.join("|")}`);
  process.exit(2);
}
const sets: EvalSetName[] =
  chosen === "all" ? [...DEV_SETS, ...HELD_OUT] : chosen === "devs" ? DEV_SETS : [chosen as EvalSetName];

const { directory, close } = await seededDirectory();
const answer = builtinAnswer(directory);
const results = new Map<EvalSetName, EvalResult>();
for (const name of sets) results.set(name, runConciergeEval(directory, readEvalSet(name), answer));
await close();

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const meets = (r: EvalResult) =>
  r.share >= TARGET_SHARE && r.unsafe === 0 && r.invented === 0 && r.outsideKauai === 0 && r.inaccessible === 0;

for (const [name, result] of results) {
  console.log(`\n=== ${name} set: ${result.good}/${result.total} answered well (${pct(result.share)})`);
  // The held-out set's individual misses are not printed unless asked (--misses): tuning must not see them.
  const showMisses = !HELD_OUT.includes(name) || process.argv.includes("--misses");
  for (const miss of showMisses ? result.misses : []) {
    console.log(
      `MISS [${miss.category}] ${miss.id}: ${miss.reasons.join("; ")} [cards: ${miss.recommended.join(", ") || "none"}]`,
    );
  }
  const categories = EVAL_CATEGORIES.map((c) => `${c} ${result.byCategory[c].good}/${result.byCategory[c].total}`);
  console.log(`by category: ${categories.join(", ")}`);
  console.log(
    `unsafe recommendations: ${result.unsafe}; inaccessible or closed: ${result.inaccessible}; invented or inactive: ${result.invented}; outside Kauai: ${result.outsideKauai}`,
  );
}

if (chosen === "all") {
  const rows = [...results].map(
    ([name, r]) =>
      `| ${name} | ${r.good} of ${r.total} | ${pct(r.share)} | ${r.unsafe} | ${r.inaccessible} | ${r.invented} | ${r.outsideKauai} |`,
  );
  const categoryRows = EVAL_CATEGORIES.map(
    (c) => `| ${c} | ${[...results].map(([, r]) => `${r.byCategory[c].good}/${r.byCategory[c].total}`).join(" | ")} |`,
  );
  writeBenchmarkSection(
    "concierge-eval",
    `## Concierge evaluation (built-in engine)

Measured by \`npm run eval:concierge\` on ${new Date().toISOString().slice(0, 10)} against the full seeded directory.
The test set (\`tests/eval/concierge-test.json\`) was written before tuning by a session that never saw the
engine and is not looked at while tuning; the engine is tuned on the development sets only (\`concierge-dev.json\`,
written with the test set; \`concierge-dev2.json\` and \`concierge-dev3.json\`, written later by two more sessions that never saw
the engine, after the test set's first score showed the engine overfitting the first development set;
\`concierge-dev4.json\`, written by a fourth session that never saw the engine, scored once before any tuning on it;
\`concierge-dev5.json\` (families, older visitors, mobility, winter) and \`concierge-dev6.json\` (terse, typos, slang,
summer and autumn, compare questions, follow-ups that change one thing), written by two more blind sessions and
scored once before any tuning on them: dev5 97/120 (80.8%; safety 19/22, direct 13/20, named 14/16, constraints
13/14, followup 8/16, season 9/10, language 8/8, offtopic 6/6, food 7/8; 0 unsafe), dev6 102/120 (85.0%; safety
20/22, direct 18/20, named 13/16, constraints 9/14, followup 11/16, season 9/10, language 8/8, offtopic 6/6, food
8/8; 3 unsafe, all in one case: beginners sent to Poʻipū-area beaches that are not beginner-suitable in summer));
\`concierge-dev7.json\` (other languages, named places by alias, misspelling or description, combined and negated
constraints) and \`concierge-dev8.json\` (safety with many parties and dates, direct questions including ones the data
cannot answer, three-turn follow-ups, corrections, topic switches), written by two more blind sessions and scored once
before any tuning on them (table below). \`concierge-test2.json\` (150 cases, the test set's category mix) is a second
held-out set, written blind in session 5 while the engine was being tuned on dev7/dev8 and scored once, after that
tuning: nobody tuned on it or read its misses. \`concierge-dev9.json\` (first-time visitors: families, honeymooners,
friends, people asking from their rental) and \`concierge-dev10.json\` (older and less mobile visitors, budget and
car-free visitors, cruise-ship days, repeat visitors, weather and road closures on the day), 150 cases each in the test
sets' category mix, were written blind in session 6 as faithful samples of visitors' questions and scored once before
any tuning on them. \`concierge-test3.json\` (150 cases, the held-out mix) is a third held-out set, written blind in
session 6 while round 7 was tuning on dev9/dev10 and scored once, after it: nobody tuned on it or read its misses.
\`concierge-dev11.json\` (active visitors: snorkellers, surfers, paddlers, hikers; trips given as dates and holidays)
and \`concierge-dev12.json\` (conversations that change one thing, long and terse messages, visitors whose first
language is not English, photographers, rainy days, cruise stops), 150 cases each in the held-out mix, were written
blind in session 7 and scored once before any tuning on them. \`concierge-dev13.json\` (older visitors and limited
mobility, food with hours, weather and sea by shore, places by description, other islands' famous places, multi-need
messages), 150 cases in the held-out mix, was written blind in session 8 and scored before any tuning on it (on the
engine and grader of the commit that added it). \`concierge-dev14.json\` (mid-trip visitors, special needs, respect and
culture, after dark, comparisons, "instead" follow-ups, how much and reservations, practical needs, drive questions
naming a trailhead), 150 cases in the held-out mix, was written blind in session 9 and scored before any tuning on it
(on the engine of tuning round 10's branch concierge-15h at 15e02be, after its probe-4 fixes). \`concierge-dev15.json\`
(ordinary visitors in the issue's category mix, every month, six languages), 150 cases, was written blind in session 10
and scored before any tuning on it (on main at e6c363c, the engine of the end of session 9). \`concierge-dev16.json\`,
\`concierge-dev17.json\` and \`concierge-dev18.json\` were written blind in session 11 to the held-out writers' own briefs
(test2's, test3's, both; the writers saw the READMEs, never the sets) and scored before any tuning on them (dev16 and
dev17 on main at 1390fe9, dev18 after the session's dev16 fixes, which left it at the same 144). \`concierge-dev19.json\`
(the same briefs, more named places and constraints) was written later in session 11 and scored before any fix for it.
\`concierge-dev20.json\` and \`concierge-dev21.json\` (test3's and test2's briefs) were written blind in session 12 and
scored on main at be2ab84, the engine of the end of session 11; \`concierge-dev22.json\` and \`concierge-dev23.json\`
(the same briefs, written later in session 12) were scored on bfa66f5, after the session's dev20, dev21 and probe-9
fixes, before any fix for them. \`concierge-dev24.json\` and \`concierge-dev25.json\` (90 cases each, test3's style,
only named places, constraints, safety and follow-ups) were written at the end of session 12 and scored on 18af0d0
before any fix for them. In session 13, \`concierge-dev26.json\` (test3's brief, 150) was scored on d2a13cc,
\`concierge-dev27.json\` (90, named places, constraints and safety) and \`concierge-dev28.json\` (90, long chatty
messages with the question last) on bcc04ce, \`concierge-dev30.json\` (90, named, constraints and direct) on eca4d78
\`concierge-dev29.json\` (test3's brief, 150, written later) on 0185955, \`concierge-dev31.json\` (90, named,
constraints, follow-ups and seasons) on b2dbb79 and \`concierge-dev32.json\` (test3's brief, 150, the last) on 4ed3735,
each before any fix for it ("-": the set has no case in that category).

First run of each blind set before any tuning on it:

| set | answered well | share | safety | direct | named | constraints | followup | season | language | offtopic | food | unsafe |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| dev5 | 97 of 120 | 80.8% | 19/22 | 13/20 | 14/16 | 13/14 | 8/16 | 9/10 | 8/8 | 6/6 | 7/8 | 0 |
| dev6 | 102 of 120 | 85.0% | 20/22 | 18/20 | 13/16 | 9/14 | 11/16 | 9/10 | 8/8 | 6/6 | 8/8 | 3 |
| dev7 | 102 of 120 | 85.0% | 11/14 | 11/12 | 26/30 | 24/28 | 9/10 | 3/4 | 14/18 | 2/2 | 2/2 | 1 |
| dev8 | 102 of 120 | 85.0% | 28/32 | 26/30 | 8/8 | 8/8 | 20/28 | 8/8 | 2/2 | 1/2 | 1/2 | 1 |
| dev9 | 127 of 150 | 84.7% | 29/32 | 24/26 | 13/18 | 14/18 | 12/15 | 8/12 | 6/7 | 8/9 | 13/13 | 0 |
| dev10 | 135 of 150 | 90.0% | 30/32 | 25/26 | 16/18 | 15/18 | 12/15 | 11/12 | 7/7 | 7/9 | 12/13 | 0 |
| dev11 | 136 of 150 | 90.7% | 28/32 | 23/26 | 17/18 | 16/18 | 14/15 | 11/12 | 7/7 | 7/9 | 13/13 | 2 |
| dev12 | 130 of 150 | 86.7% | 29/32 | 24/26 | 17/18 | 15/18 | 9/15 | 9/12 | 7/7 | 9/9 | 11/13 | 0 |
| dev13 | 128 of 150 | 85.3% | 26/32 | 25/26 | 12/18 | 13/18 | 15/15 | 12/12 | 6/7 | 7/9 | 12/13 | 4 |
| dev14 | 134 of 150 | 89.3% | 28/32 | 24/26 | 16/18 | 15/18 | 13/15 | 11/12 | 6/7 | 8/9 | 13/13 | 1 |
| dev15 | 138 of 150 | 92.0% | 29/32 | 24/26 | 18/18 | 16/18 | 14/16 | 11/12 | 8/8 | 9/10 | 9/10 | 1 |
| dev16 | 140 of 150 | 93.3% | 30/32 | 25/26 | 18/18 | 18/18 | 12/15 | 11/12 | 7/7 | 9/9 | 10/13 | 1 |
| dev17 | 142 of 150 | 94.7% | 31/32 | 24/26 | 17/18 | 16/18 | 15/15 | 10/12 | 7/7 | 9/9 | 13/13 | 0 |
| dev18 | 144 of 150 | 96.0% | 31/32 | 24/26 | 17/18 | 18/18 | 14/15 | 12/12 | 7/7 | 8/9 | 13/13 | 0 |
| dev19 | 139 of 150 | 92.7% | 30/32 | 25/26 | 16/18 | 15/18 | 14/15 | 11/12 | 6/7 | 9/9 | 13/13 | 0 |
| dev20 | 138 of 150 | 92.0% | 28/32 | 24/26 | 15/18 | 16/18 | 14/15 | 12/12 | 7/7 | 9/9 | 13/13 | 1 |
| dev21 | 142 of 150 | 94.7% | 32/32 | 25/26 | 17/18 | 15/18 | 13/15 | 11/12 | 7/7 | 9/9 | 13/13 | 0 |
| dev22 | 139 of 150 | 92.7% | 29/32 | 25/26 | 18/18 | 15/18 | 14/15 | 12/12 | 7/7 | 9/9 | 10/13 | 1 |
| dev23 | 143 of 150 | 95.3% | 30/32 | 25/26 | 18/18 | 17/18 | 13/15 | 11/12 | 7/7 | 9/9 | 13/13 | 0 |
| dev24 | 82 of 90 | 91.1% | 18/18 | - | 35/36 | 29/36 | - | - | - | - | - | 0 |
| dev25 | 84 of 90 | 93.3% | 15/15 | - | 29/30 | 26/30 | 14/15 | - | - | - | - | 0 |
| dev26 | 139 of 150 | 92.7% | 31/32 | 24/26 | 14/18 | 15/18 | 15/15 | 12/12 | 7/7 | 8/9 | 13/13 | 2 |
| dev27 | 79 of 90 | 87.8% | 16/18 | - | 35/36 | 28/36 | - | - | - | - | - | 0 |
| dev28 | 65 of 90 | 72.2% | 19/20 | - | 17/30 | 21/30 | - | - | - | - | 8/10 | 0 |
| dev29 | 144 of 150 | 96.0% | 32/32 | 23/26 | 18/18 | 17/18 | 13/15 | 12/12 | 7/7 | 9/9 | 13/13 | 0 |
| dev30 | 83 of 90 | 92.2% | - | 29/30 | 26/30 | 28/30 | - | - | - | - | - | 0 |
| dev31 | 81 of 90 | 90.0% | - | - | 30/30 | 24/30 | 18/20 | 9/10 | - | - | - | 0 |
| dev32 | 144 of 150 | 96.0% | 31/32 | 25/26 | 17/18 | 16/18 | 15/15 | 11/12 | 7/7 | 9/9 | 13/13 | 1 |

After tuning:

| set | answered well | share | unsafe | inaccessible or closed | invented or inactive | outside Kauai |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join("\n")}

Target: ≥ 95% on each set, 0 unsafe, 0 inaccessible, 0 invented, 0 outside Kauai.

| category | ${[...results.keys()].join(" | ")} |
| --- | ${[...results.keys()].map(() => "---").join(" | ")} |
${categoryRows.join("\n")}

Development-set misses: ${[...results]
      .filter(([name]) => !HELD_OUT.includes(name))
      .map(([name, r]) => `${name}: ${r.misses.map((m) => `\`${m.id}\``).join(", ") || "none"}`)
      .join(
        "; ",
      )}. The held-out sets' misses are not listed (\`-- --set test --misses\` prints them for a final review).`,
  );
}
process.exit([...results.values()].every(meets) ? 0 : 1);
