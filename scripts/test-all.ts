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

type Step = {
  name: string;
  command: string[];
  env?: Record<string, string>;
  report?: () => Counts;
  after?: () => void;
};

// Line coverage of the unit and integration run, one line per side (vitest.config.ts says what is measured).
const coverageLines: string[] = [];
function printCoverage(): void {
  const summary = JSON.parse(readFileSync(join(root, ".tmp", "coverage", "coverage-summary.json"), "utf8")) as Record<
    string,
    { lines: { covered: number; total: number } }
  >;
  for (const side of ["server", "client"]) {
    let covered = 0;
    let total = 0;
    for (const [file, entry] of Object.entries(summary)) {
      if (!file.includes(`/src/${side}/`)) continue;
      covered += entry.lines.covered;
      total += entry.lines.total;
    }
    const line = `${side} line coverage: ${total ? ((100 * covered) / total).toFixed(1) : "0.0"}% (${covered}/${total} lines)`;
    coverageLines.push(line);
    console.log(line);
  }
}

const steps: Step[] = [
  { name: "type-check", command: ["npm", "run", "--silent", "typecheck"] },
  { name: "lint", command: ["npm", "run", "lint"] },
  {
    name: "unit and integration tests (PGlite)",
    command: [
      "npx",
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${join(reports, "unit.json")}`,
      "--coverage",
    ],
    report: () => vitestCounts(join(reports, "unit.json")),
    after: printCoverage,
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
  if (step.after) {
    try {
      step.after();
    } catch (error) {
      console.log(`(no coverage summary: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
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
for (const line of coverageLines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(failedStep ? 1 : 0);
