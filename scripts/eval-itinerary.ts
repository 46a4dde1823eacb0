// npm run eval:itinerary - plans the development set and the held-out set of itineraries with the
// full seeded directory, checks every figure of issue 20 and writes them to docs/benchmarks.md.
// Tune on the development set only (`-- --misses` lists its first failures); the held-out set is
// reported as aggregate figures and its misses are never printed.
import { loadavg } from "node:os";
import { openDatabase } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { loadDirectory } from "@/server/features/concierge/directory";
import { evalFigures, evalPlans, runItineraryEval } from "@/server/features/itinerary/eval";
import { createLogger } from "@/server/lib/logger";
import { writeBenchmarkSection } from "./benchmarks-file";

const showMisses = process.argv.includes("--misses");

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
await database.close();

// Warm-up: the first plans compile the code and fill the drive-leg cache, as a running server has.
runItineraryEval(directory, "dev");
const dev = runItineraryEval(directory, "dev");
const heldout = runItineraryEval(directory, "heldout");
const devFigures = evalFigures(dev);
const heldoutFigures = evalFigures(heldout);

const format = (name: string, value: number) => {
  if (/share|respected|interests|cuisine|sunset stop/.test(name)) return `${(100 * value).toFixed(1)}%`;
  if (/route/.test(name)) return value.toFixed(3);
  if (/ms/.test(name)) return `${value.toFixed(1)} ms`;
  return String(value);
};
const rows = Object.keys(devFigures).map((name) => {
  const d = devFigures[name] as { value: number; target: string; ok: boolean };
  const h = heldoutFigures[name] as { value: number; target: string; ok: boolean };
  return `| ${name} | ${format(name, d.value)}${d.ok ? "" : " ✗"} | ${format(name, h.value)}${h.ok ? "" : " ✗"} | ${d.target} |`;
});
const allOk = [...Object.values(devFigures), ...Object.values(heldoutFigures)].every((f) => f.ok);
const combos = new Set([...evalPlans("dev"), ...evalPlans("heldout")].map((p) => JSON.stringify(p.prefs))).size;

console.log(rows.join("\n"));
if (showMisses) console.log(`\nDevelopment set, first misses:\n${dev.misses.join("\n")}`);

writeBenchmarkSection(
  "itinerary-eval",
  `## Itinerary planner

Measured by \`npm run eval:itinerary\` on ${new Date().toISOString().slice(0, 10)} with the full seeded directory:
${dev.plans + heldout.plans} plans (${combos} distinct preference sets) in two sets generated from different seeds,
trip dates and option combinations; each covers every duration 1-15 eight times and every option of every
wizard field. The **development** set (${dev.plans} plans, ${dev.days} days; January, April, July and October
trips and undated plans) is the one the planner was tuned on; the **held-out** set (${heldout.plans} plans,
${heldout.days} days; other months, weekdays and years) is only ever run for these aggregate figures.
Checks recompute from the place facts and the road model (\`src/server/features/itinerary/eval.ts\`);
the route ratio compares each whole day, meals included, with the exact best order of the same stops under
the same time windows (depth-first search). ✗ marks a missed target.

| figure | development | held-out | target |
| --- | --- | --- | --- |
${rows.join("\n")}

Also measured: ${dev.repeatedRestaurantMeals} / ${heldout.repeatedRestaurantMeals} meals at a restaurant already used earlier in the
same trip (development / held-out; said so in the day's text), out of ${dev.meals} / ${heldout.meals} meals; longest single-day
route ratio ${dev.routeRatioMax.toFixed(2)} / ${heldout.routeRatioMax.toFixed(2)}. Generation time is wall-clock on this shared 2-core machine
(each set's fifteen-day plans generated five times each: ${dev.plans15Days} / ${heldout.plans15Days} timed runs, after a warm-up pass; load average ${loadavg()[0]?.toFixed(1)} during the run); it varies
with the load of other work. Processor time of the same plans, p95: ${dev.p95CpuMs15Days.toFixed(1)} / ${heldout.p95CpuMs15Days.toFixed(1)} ms.`,
);
process.exit(allOk ? 0 : 1);
