import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The import rules Biome's restricted-import patterns cannot express, because they need the
 * importing file's own place (a pattern only sees the import's text):
 * - a relative import may not leave its layer (src/client, src/server, src/shared): cross with `@/`;
 * - a client feature imports no other client feature (routes in app/ compose them);
 * - a server feature imports another feature's services, never its routes (admin/ mounts its areas;
 *   tests may list another feature's routes);
 * - a server routes file runs no query (no drizzle-orm or db/schema import): services hold them;
 * - only src/server/env.ts reads process.env (tests set up their own processes and may).
 * Run by `npm run lint`; scripts/lint-imports.test.ts proves each rule on a deliberately bad file.
 */

export type Violation = { file: string; line: number; rule: string; message: string };

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(test|spec)\.(ts|tsx)$/;
// import … from "x", export … from "x", import "x", import("x")
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;
const PROCESS_ENV = /\bprocess\.env\b/g;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE.test(name)) files.push(path);
  }
  return files;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** Where an import points inside src/, as a path relative to src/ with forward slashes, or null. */
function target(srcDir: string, file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return specifier.slice(2);
  if (!specifier.startsWith(".")) return null;
  return relative(srcDir, resolve(dirname(file), specifier))
    .split(sep)
    .join("/");
}

function clientFeature(path: string): string | null {
  return /^client\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

function serverFeature(path: string): string | null {
  return /^server\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** Checks every .ts/.tsx file under `srcDir` (a project's src/ folder). */
export function lintImports(srcDir: string): Violation[] {
  const violations: Violation[] = [];
  for (const file of sourceFiles(srcDir)) {
    const from = relative(srcDir, file).split(sep).join("/");
    const text = readFileSync(file, "utf8");
    const report = (index: number, rule: string, message: string) =>
      violations.push({ file: from, line: lineOf(text, index), rule, message });

    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1]!;
      if (/^server\/features\/.+\.routes\.ts$/.test(from) && /^(drizzle-orm|@\/server\/db\/schema)/.test(specifier)) {
        report(match.index, "routes-run-no-query", `"${specifier}" in a routes file: queries belong in a service.`);
      }
      const to = target(srcDir, file, specifier);
      if (to === null) continue;
      const layer = from.split("/")[0];
      // Outside src/ (tests/setup, scripts) is no layer of the app.
      if (specifier.startsWith(".") && !to.startsWith("../") && to.split("/")[0] !== layer) {
        report(match.index, "relative-across-layers", `"${specifier}" leaves src/${layer}: import it as "@/${to}".`);
      }
      const [fromClient, toClient] = [clientFeature(from), clientFeature(to)];
      if (fromClient && toClient && fromClient !== toClient) {
        report(
          match.index,
          "client-feature-to-feature",
          `client feature "${fromClient}" imports feature "${toClient}": compose them in an app/ route, or move the shared piece to components/ or lib/.`,
        );
      }
      const [fromServer, toServer] = [serverFeature(from), serverFeature(to)];
      const mountsAdminArea = from === "server/features/admin/admin.routes.ts" && toServer?.startsWith("admin-");
      const isTest = TEST.test(from);
      if (fromServer && toServer && fromServer !== toServer && /\.routes$/.test(to) && !mountsAdminArea && !isTest) {
        report(
          match.index,
          "server-feature-routes",
          `server feature "${fromServer}" imports the routes of "${toServer}": import its service instead.`,
        );
      }
    }

    if (from !== "server/env.ts" && !TEST.test(from)) {
      for (const match of text.matchAll(PROCESS_ENV)) {
        report(match.index, "process-env", "Only src/server/env.ts reads process.env: take the value from Env.");
      }
    }
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const srcDir = resolve(process.argv[2] ?? "src");
  const violations = lintImports(srcDir);
  for (const v of violations) console.error(`src/${v.file}:${v.line}  ${v.rule}  ${v.message}`);
  if (violations.length > 0) {
    console.error(`lint-imports: ${violations.length} violation(s)`);
    process.exit(1);
  }
  console.log(`lint-imports: ${sourceFiles(srcDir).length} files checked, no violations`);
}
