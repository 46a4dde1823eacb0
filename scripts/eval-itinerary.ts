// npm run eval:itinerary - plans 60 varied itineraries with the full seeded directory and reports
// the quality figures of issue 8; writes them to docs/benchmarks.md.
import { openDatabase } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { loadDirectory } from "@/server/features/concierge/directory";
import { runItineraryEval } from "@/server/features/itinerary/eval";
import { createLogger } from "@/server/lib/logger";
import { writeBenchmarkSection } from "./benchmarks-file";

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

const r = runItineraryEval(directory, new Date("2026-01-15T18:00:00Z"));
const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
console.log(r);
const ok = r.repeatedPlaces === 0 && r.placesNotInDirectory === 0 && r.meanDriveRatio <= 1.05 && r.p95Ms15Days <= 300;
writeBenchmarkSection(
  "itinerary-eval",
  `## Itinerary planner

Measured by \`npm run eval:itinerary\` on ${new Date().toISOString().slice(0, 10)}: ${r.itineraries} itineraries (durations 1-15, every interest, activity level,
group, budget and cuisine) with the full seeded directory.

| figure | value | target |
| --- | --- | --- |
| days within their time budget | ${r.daysWithinBudget} of ${r.days} (${pct(r.daysWithinBudget, r.days)}) | all |
| places repeated | ${r.repeatedPlaces} | 0 |
| places not in the directory | ${r.placesNotInDirectory} | 0 |
| mean drive vs best order of the same stops | ${r.meanDriveRatio.toFixed(3)} | ≤ 1.05 |
| days whose stops span regions | ${r.daysSpanningRegions} | 0 |
| restaurants matching the requested cuisines | ${r.restaurantsMatchingCuisine} of ${r.restaurants} (${pct(r.restaurantsMatchingCuisine, r.restaurants)}) | most |
| generation time, 15 days, p95 | ${r.p95Ms15Days.toFixed(1)} ms | ≤ 300 ms |`,
);
process.exit(ok ? 0 : 1);
