// npm run bench:chat - latency of the built-in concierge over the evaluation questions with the
// full seeded directory (each question answered 20 times). Writes the figures to docs/benchmarks.md.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { loadDirectory } from "@/server/features/concierge/directory";
import { type EvalFile, runConciergeEval } from "@/server/features/concierge/eval";
import { createLogger } from "@/server/lib/logger";
import { writeBenchmarkSection } from "./benchmarks-file";

const ROUNDS = 20;
const TARGET_P95_MS = 50;
const root = join(import.meta.dirname, "..");
const file = JSON.parse(readFileSync(join(root, "tests/eval/concierge.json"), "utf8")) as EvalFile;
const database = await openDatabase({ kind: "pglite-memory" });
await runMigrations(database);
await seedDatabase(database.db, {
  siteName: "AlohaBot",
  supportEmail: "support@alohabot.local",
  adminEmail: "admin@alohabot.local",
  adminPassword: "bench-admin-password",
  logger: createLogger("silent"),
});
const directory = await loadDirectory(database.db);
await database.close();

runConciergeEval(directory, file); // warm-up
const timings: number[] = [];
for (let round = 0; round < ROUNDS; round++) timings.push(...runConciergeEval(directory, file).timingsMs);
timings.sort((a, b) => a - b);
const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0;
const p50 = at(0.5);
const p95 = at(0.95);
const max = timings.at(-1) ?? 0;
console.log(
  `${timings.length} answers over ${directory.places.length} places: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${max.toFixed(2)} ms (target p95 ≤ ${TARGET_P95_MS} ms)`,
);
writeBenchmarkSection(
  "concierge-speed",
  `## Concierge speed (built-in engine)

Measured by \`npm run bench:chat\` on ${new Date().toISOString().slice(0, 10)}: every turn of the ${file.cases.length} evaluation questions,
${ROUNDS} rounds (${timings.length} answers), full seeded directory of ${directory.places.length} places, on this 2-core machine.

| p50 | p95 | max | target |
| --- | --- | --- | --- |
| ${p50.toFixed(2)} ms | ${p95.toFixed(2)} ms | ${max.toFixed(2)} ms | p95 ≤ ${TARGET_P95_MS} ms |`,
);
process.exit(p95 <= TARGET_P95_MS ? 0 : 1);
