// Starts a throwaway PostgreSQL 15 cluster from the binaries on this machine, runs the given
// command with TEST_DATABASE_URL pointing at it, then stops and deletes the cluster.
// initdb and postgres refuse to run as root, so as root the cluster runs as the `postgres` user.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

function findBinDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(join(base, v, "bin", "initdb"))) : [];
  const chosen = versions.includes("15") ? "15" : versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!chosen) {
    throw new Error("No PostgreSQL server binaries in /usr/lib/postgresql (install postgresql-15 with apt-get).");
  }
  return join(base, chosen, "bin");
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

const isRoot = process.getuid?.() === 0;
function asDbUser(command: string, args: string[]) {
  const full = isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  return spawnSync(full[0] as string, full[1] as string[], { encoding: "utf8" });
}

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("usage: tsx scripts/with-test-postgres.ts <command> [args...]");
  process.exit(2);
}

const bin = findBinDir();
const dir = mkdtempSync(join(tmpdir(), "alohabot-pg-"));
chmodSync(dir, 0o777);
const dataDir = join(dir, "data");
const port = await freePort();
if (isRoot) spawnSync("chown", ["postgres:postgres", dir]);

const init = asDbUser(join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
if (init.status !== 0) {
  console.error(init.stderr || init.stdout);
  process.exit(1);
}
const start = asDbUser(join(bin, "pg_ctl"), [
  "-D",
  dataDir,
  "-l",
  join(dir, "postgres.log"),
  "-w",
  "-t",
  "60",
  "-o",
  `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off`,
  "start",
]);
if (start.status !== 0) {
  console.error(start.stderr || start.stdout);
  process.exit(1);
}
const version = spawnSync(join(bin, "postgres"), ["--version"], { encoding: "utf8" }).stdout.trim();
console.log(`Throwaway ${version} on 127.0.0.1:${port}`);

let status = 1;
try {
  const [program, ...args] = command as [string, ...string[]];
  const result = spawnSync(program, args, {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
    shell: false,
  });
  status = result.status ?? 1;
} finally {
  asDbUser(join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
