// npm run eval:concierge - grades the built-in concierge on tests/eval/concierge.json against the
// full seeded directory. Prints the share answered well and every miss; records it in docs/benchmarks.md.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { loadDirectory } from "@/server/features/concierge/directory";
import { type EvalFile, runConciergeEval } from "@/server/features/concierge/eval";
import { createLogger } from "@/server/lib/logger";
import { writeBenchmarkSection } from "./benchmarks-file";

const root = join(import.meta.dirname, "..");
const file = JSON.parse(readFileSync(join(root, "tests/eval/concierge.json"), "utf8")) as EvalFile;
const database = await openDatabase({ kind: "pglite-memory" });
await runMigrations(database);
await seedDatabase(database.db, {
  siteName: "AlohaBot",
  supportEmail: "support@alohabot.local",
  adminEmail: "admin@alohabot.local",
  adminPassword: "eval-admin-password",
  logger: createLogger("silent"),
});
const directory = await loadDirectory(database.db);
const result = runConciergeEval(directory, file);
await database.close();

for (const miss of result.misses)
  console.log(`MISS ${miss.id}: ${miss.reasons.join("; ")} [recommended: ${miss.recommended.join(", ") || "nothing"}]`);
const percent = (result.share * 100).toFixed(1);
console.log(
  `\n${result.good}/${result.total} answered well (${percent}%); invented or inactive places: ${result.inventedOrInactive}; outside Kauai: ${result.outsideKauai}`,
);
const ok = result.share >= 0.9 && result.inventedOrInactive === 0 && result.outsideKauai === 0;

writeBenchmarkSection(
  "concierge-eval",
  `## Concierge evaluation (built-in engine)

Measured by \`npm run eval:concierge\` on ${new Date().toISOString().slice(0, 10)}: ${result.total} questions in \`tests/eval/concierge.json\`
(single turns and short conversations) against the full seeded directory.

| answered well | share | invented or inactive places | places outside Kauai | target |
| --- | --- | --- | --- | --- |
| ${result.good} of ${result.total} | ${percent}% | ${result.inventedOrInactive} | ${result.outsideKauai} | ≥ 90%, 0, 0 |
${result.misses.length ? `\nMisses: ${result.misses.map((m) => `\`${m.id}\``).join(", ")}.` : ""}`,
);
process.exit(ok ? 0 : 1);
