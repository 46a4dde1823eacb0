// Starts a throwaway PostgreSQL 15 cluster from the binaries on this machine, runs the given
// command with TEST_DATABASE_URL pointing at it (and TEST_PG_BIN at the binaries, for tests that
// need a cluster of their own), then stops and deletes the cluster.
import { spawnSync } from "node:child_process";
import { startPgCluster } from "./pg-cluster";

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("usage: tsx scripts/with-test-postgres.ts <command> [args...]");
  process.exit(2);
}

let cluster: Awaited<ReturnType<typeof startPgCluster>>;
try {
  cluster = await startPgCluster();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`Throwaway ${cluster.version} on 127.0.0.1:${cluster.port}`);

let status = 1;
try {
  const [program, ...args] = command as [string, ...string[]];
  const result = spawnSync(program, args, {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: cluster.url, TEST_PG_BIN: cluster.binDir },
    shell: false,
  });
  status = result.status ?? 1;
} finally {
  cluster.remove();
}
process.exit(status);
