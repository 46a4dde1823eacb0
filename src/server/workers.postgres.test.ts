import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/setup/free-port";
import { TEMPLATE_DB } from "../../tests/setup/global-db";
import { pgAdmin } from "../../tests/setup/pg-admin";

// WEB_CONCURRENCY=2: the real server entry as a primary with two worker processes on one
// PostgreSQL database. Both answer on the shared port, a worker that dies is replaced, and SIGTERM
// stops everything cleanly.

const root = join(import.meta.dirname, "..", "..");
const baseUrl = process.env.TEST_DATABASE_URL as string;
const dbName = `alohabot_workers_${randomBytes(5).toString("hex")}`;
let child: ChildProcess | undefined;
let output = "";

const admin = (sql: string) => pgAdmin(sql, baseUrl);

/** The worker processes of `pid` (Linux /proc; tsx's own esbuild helper is not one). */
function workersOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const parent = readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1]?.split(" ")[1];
        return parent === String(pid) && readFileSync(`/proc/${name}/cmdline`, "utf8").includes("src/server/index.ts");
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const listening = () => output.split("is listening").length - 1;

afterAll(async () => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  await admin(`DROP DATABASE IF EXISTS ${dbName}`);
});

describe("WEB_CONCURRENCY=2", () => {
  it("runs two workers on one port, replaces one that dies, and stops cleanly on SIGTERM", async () => {
    await admin(`CREATE DATABASE ${dbName} TEMPLATE ${TEMPLATE_DB}`);
    const url = new URL(baseUrl);
    url.pathname = `/${dbName}`;
    const port = await freePort();
    child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        LOG_LEVEL: "info",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: "2",
        SERVE_CLIENT: "false",
        ADMIN_PASSWORD: "workers-admin-password",
        AUTH_SECRET: "workers-test-secret-that-is-long-enough",
      },
    });
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    const primary = child.pid as number;

    await until(() => listening() >= 2, "two workers listening");
    expect(workersOf(primary)).toHaveLength(2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/public/reviews`).then((r) => r.status)),
    );
    expect(answers.every((status) => status === 200)).toBe(true);

    const [victim] = workersOf(primary);
    process.kill(victim as number, "SIGKILL");
    await until(() => output.includes("a worker stopped; starting another"), "the primary to notice");
    await until(() => listening() >= 3, "a replacement worker");
    await until(() => workersOf(primary).length === 2 && !workersOf(primary).includes(victim as number), "two workers");
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child?.on("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("all workers stopped");
    expect(output).not.toMatch(/"level":50|unhandled/);
  });
});
