// A throwaway PostgreSQL cluster from the server binaries on this machine (initdb, pg_ctl), used
// by scripts/with-test-postgres.ts for the PostgreSQL test pass and by the database fault test,
// which needs a cluster of its own to restart. initdb and postgres refuse to run as root, so as
// root the cluster runs as the `postgres` user.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function findPostgresBinDir(): string {
  if (process.env.TEST_PG_BIN && existsSync(join(process.env.TEST_PG_BIN, "pg_ctl"))) return process.env.TEST_PG_BIN;
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(join(base, v, "bin", "initdb"))) : [];
  const chosen = versions.includes("15") ? "15" : versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!chosen) {
    throw new Error("No PostgreSQL server binaries in /usr/lib/postgresql (install postgresql-15 with apt-get).");
  }
  return join(base, chosen, "bin");
}

export async function freePort(): Promise<number> {
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

export type ShutdownMode = "smart" | "fast" | "immediate";

export type PgCluster = {
  url: string;
  port: number;
  dataDir: string;
  binDir: string;
  version: string;
  /** Stops the server in the given mode and waits until it is down. */
  stop: (mode: ShutdownMode) => void;
  /** Starts the stopped server and waits until it accepts connections. */
  start: () => void;
  /** Stops (fast) and deletes the cluster. */
  remove: () => void;
};

/**
 * `durable: false` (the test pass) turns off synchronous commit for speed; the fault test keeps it
 * on, as production does, since an immediate shutdown drops commits that were not yet flushed.
 */
export async function startPgCluster(clusterOptions: { durable?: boolean } = {}): Promise<PgCluster> {
  const binDir = findPostgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), "alohabot-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, "data");
  const port = await freePort();
  if (isRoot) spawnSync("chown", ["postgres:postgres", dir]);

  const init = asDbUser(join(binDir, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  if (init.status !== 0) throw new Error(init.stderr || init.stdout);

  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const options = clusterOptions.durable ? settings : `${settings} -c synchronous_commit=off`;
  const pgCtl = join(binDir, "pg_ctl");
  const start = () => {
    const result = asDbUser(pgCtl, [
      "-D",
      dataDir,
      "-l",
      join(dir, "postgres.log"),
      "-w",
      "-t",
      "60",
      "-o",
      options,
      "start",
    ]);
    if (result.status !== 0) throw new Error(result.stderr || result.stdout);
  };
  const stop = (mode: ShutdownMode) => {
    const result = asDbUser(pgCtl, ["-D", dataDir, "-m", mode, "-w", "-t", "60", "stop"]);
    if (result.status !== 0) throw new Error(result.stderr || result.stdout);
  };
  start();
  const version = spawnSync(join(binDir, "postgres"), ["--version"], { encoding: "utf8" }).stdout.trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    binDir,
    version,
    stop,
    start,
    remove: () => {
      asDbUser(pgCtl, ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
