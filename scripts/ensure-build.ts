// Builds the client and server when the build is missing or older than the sources.
// `npm start` runs this first; `npm run build` calls it with --stamp to record a finished build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const stampFile = join(root, "dist", ".build-stamp");
const inputs = ["src", "public", "index.html", "vite.config.ts", "package-lock.json", "tsconfig.json"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sourcesMtime = Math.max(...inputs.map((input) => newestMtime(join(root, input))));

if (process.argv.includes("--stamp")) {
  writeFileSync(stampFile, String(sourcesMtime));
  process.exit(0);
}

const stamp = existsSync(stampFile) ? Number(readFileSync(stampFile, "utf8")) : 0;
const built =
  existsSync(join(root, "dist", "client", "index.html")) && existsSync(join(root, "dist", "server", "index.js"));
if (built && stamp >= sourcesMtime) process.exit(0);

console.log(built ? "Sources changed since the last build: rebuilding..." : "No build yet: building the app...");
const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
process.exit(result.status ?? 1);
