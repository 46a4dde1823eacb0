import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const FILE = join(import.meta.dirname, "..", "docs", "benchmarks.md");

/** Replaces (or appends) the section between <!-- name:start --> and <!-- name:end --> in docs/benchmarks.md. */
export function writeBenchmarkSection(name: string, body: string): void {
  let current: string;
  try {
    current = readFileSync(FILE, "utf8");
  } catch {
    current =
      "# Benchmarks\n\nFigures measured by the project's own scripts on this machine. Targets live here, not in unit tests.\n";
  }
  const section = `<!-- ${name}:start -->\n${body.trim()}\n<!-- ${name}:end -->`;
  const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  writeFileSync(
    FILE,
    pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`,
  );
}
