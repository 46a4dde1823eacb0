// Development aid: builds the folder a blind helper works in (issue 15). A writer of an evaluation set or a
// visitor probe must never see the engine, so the folder holds only the data a visitor-facing expert would
// have: the places and articles as seeded, the climate and drive-time tables, the visitor spec, the case
// format and, for a probe, an ask.sh that runs the built-in engine from this checkout.
//   npx tsx scripts/concierge-helper-kit.ts writer /work/eval-writer17 [issue-15.md]
//   npx tsx scripts/concierge-helper-kit.ts probe /work/probe6 [issue-15.md]
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const [kind, target, issueFile] = process.argv.slice(2);
if ((kind !== "writer" && kind !== "probe") || !target) {
  console.error("usage: tsx scripts/concierge-helper-kit.ts writer|probe <folder> [issue-15.md]");
  process.exit(2);
}
const root = resolve(import.meta.dirname, "..");
const shared = resolve(root, "../shared");
const folder = resolve(target);
mkdirSync(folder, { recursive: true });

const seedDir = join(root, "src/server/db/seed/places");
const places = readdirSync(seedDir)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .flatMap((name) => (JSON.parse(readFileSync(join(seedDir, name), "utf8")) as { places: unknown[] }).places);
writeFileSync(join(folder, "places.json"), `${JSON.stringify(places, null, 1)}\n`);
copyFileSync(join(root, "src/server/features/concierge/data/articles.json"), join(folder, "articles.json"));
for (const name of ["kauai-climate.csv", "kauai-drive-times.csv"])
  copyFileSync(join(shared, "data", name), join(folder, name));
copyFileSync(join(shared, "spec/visitor-product.md"), join(folder, "visitor-product.md"));
if (issueFile && existsSync(issueFile)) copyFileSync(issueFile, join(folder, "issue-15.md"));
writeFileSync(join(folder, "FORMAT.md"), formatText());
if (kind === "probe") {
  const ask = `#!/bin/sh
# ./ask.sh conversations.json [NOW] > out/name.out
# conversations.json: [["turn", "follow-up"], {"now": "2027-07-04T19:00:00Z", "turns": ["..."]}, ...]
# NOW (ISO, UTC) is the default date; Hawaiʻi is UTC-10 (19:00Z = 09:00 HST).
file="$(realpath "$1")" || exit 2
cd ${root} && NOW="\${2:-$(date -u +%Y-%m-%dT%H:%M:%SZ)}" npx --no-install tsx scripts/concierge-ask.ts "$file" 2>/dev/null
`;
  writeFileSync(join(folder, "ask.sh"), ask, { mode: 0o755 });
}
console.log(`${kind} folder ready: ${folder} (${places.length} places)`);

function formatText(): string {
  return `# Evaluation case format (concierge, issue 15)

A set is one JSON file:

\`\`\`json
{
  "description": "who wrote it, how, what it emphasises",
  "defaultDate": "2027-01-15T19:00:00Z",
  "cases": [ ...cases ]
}
\`\`\`

A case:

\`\`\`json
{
  "id": "PREFIX-s-hanalei-toddler-jan",
  "category": "safety",
  "date": "2027-01-15T19:00:00Z",
  "turns": ["staying in hanalei in january with our 2 year old, where can she swim?"],
  "cards": { "includeOneOf": ["kauai-poipu-beach"], "exclude": ["kauai-hanalei-bay"], "none": false },
  "text": { "mention": [["no", "not", "dangerous"], ["winter"]], "notMention": ["great for toddlers"] },
  "safety": { "activity": "swim", "party": "toddler" }
}
\`\`\`

- \`category\`: one of safety, direct, named, constraints, followup, season, language, offtopic, food.
- \`date\` (optional, ISO UTC): when the visitor asks; Hawaiʻi is UTC-10. Without it, \`defaultDate\`.
- \`turns\`: the visitor's messages in order; each earlier turn is answered by the concierge first, and only
  the **last** reply is graded.
- \`cards\` (optional): the place ids (from places.json \`placeId\`) on the last reply's cards.
  \`includeOneOf\`: at least one of these must be shown. \`exclude\`: none of these may be shown.
  \`none: true\`: no card at all may be shown.
- \`text\` (optional): \`mention\` is a list of groups; each group passes when the reply contains at least one
  of its phrases. \`notMention\`: phrases the reply must not contain. Matching is case-, accent- and
  ʻokina-insensitive and by substring ("mud" is found in "muddy"), except that "no", "yes", "not", "ok" and a
  bare number ("10", "70s") must stand as whole words. A phrase in another script is looked for as written.
- \`safety\` (optional; use it for every case about being in or on the ocean): \`activity\` swim, snorkel, surf or
  water; \`party\` toddler, kids, beginner or adults. Any card whose ocean condition for the season is
  "dangerous" counts as an **unsafe recommendation**, and for a toddler, kids or beginner party so does
  "caution". The season is read by the grader from a month named in English in the turns (also "christmas",
  "next summer" and the like), else from the case date: May-September summer, October-April winter.
- A card for a place that is closed, private, restricted or helicopter-only counts as **inaccessible**; a place
  id not in places.json counts as **invented**.
- Ask only for what any correct answer must contain (the yes/no, the number, "closed", the permit site),
  with several synonyms per group; do not require one exact wording or one single place unless the visitor
  named it.
`;
}
