// npm test: every check the project has, in order, failing fast, then one summary line
// ("N passed, N failed") with the test counts of all runs.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const reports = join(root, ".tmp", "reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

type Counts = { passed: number; failed: number; skipped: number };
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };

function vitestCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  };
}

type Step = { name: string; command: string[]; env?: Record<string, string>; report?: () => Counts };

const steps: Step[] = [
  { name: "type-check", command: ["npm", "run", "--silent", "typecheck"] },
  { name: "lint", command: ["npx", "biome", "check", "."] },
  {
    name: "unit and integration tests (PGlite)",
    command: [
      "npx",
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${join(reports, "unit.json")}`,
    ],
    report: () => vitestCounts(join(reports, "unit.json")),
  },
  { name: "build", command: ["npx", "tsx", "scripts/ensure-build.ts"] },
  { name: "chromium", command: ["npx", "tsx", "scripts/ensure-chromium.ts"] },
  {
    name: "end-to-end tests (Chromium)",
    command: ["npx", "playwright", "test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "e2e.json") },
    report: () => playwrightCounts(join(reports, "e2e.json")),
  },
  {
    name: "database tests again on PostgreSQL 15",
    command: [
      "npx",
      "tsx",
      "scripts/with-test-postgres.ts",
      "npx",
      "vitest",
      "run",
      "--project",
      "server",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${join(reports, "pg.json")}`,
    ],
    report: () => vitestCounts(join(reports, "pg.json")),
  },
];

const started = Date.now();
let failedStep: string | undefined;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const t0 = Date.now();
  const [program, ...args] = step.command as [string, ...string[]];
  const result = spawnSync(program, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...step.env } });
  if (step.report) {
    const reportFile = step.report;
    try {
      const counts = reportFile();
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
    } catch {
      // No report means the runner itself failed; the exit status below says so.
    }
  }
  console.log(
    `--- ${step.name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    failedStep = step.name;
    if (!step.report || totals.failed === 0) totals.failed += 1;
    break;
  }
}

console.log(
  `\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s${failedStep ? `; failed at: ${failedStep}` : ""}`,
);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(failedStep ? 1 : 0);
