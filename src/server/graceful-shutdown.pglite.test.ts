import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/setup/free-port";

// The real server entry under load, stopped with SIGTERM: every request it accepted completes
// (including ones whose body is still arriving), none is cut, and new connections are refused.
// Embedded database only (the shutdown path is the same on PostgreSQL); see vitest.config.ts.

const root = join(import.meta.dirname, "..", "..");
const dataDir = mkdtempSync(join(tmpdir(), "alohabot-shutdown-"));
let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

type Outcome = { status?: number; body?: string; error?: string };

/** One request on its own connection; the body may be sent in two parts with a pause between. */
function send(port: number, path: string, options: { body?: string; holdUntil?: Promise<void>; agent?: Agent } = {}) {
  let connected!: () => void;
  const isConnected = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const done = new Promise<Outcome>((resolve) => {
    const req = httpRequest({
      host: "127.0.0.1",
      port,
      path,
      method: options.body ? "POST" : "GET",
      agent: options.agent ?? false,
      headers: options.body
        ? {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(options.body),
            origin: `http://127.0.0.1:${port}`,
          }
        : {},
    });
    req.on("socket", (socket) => socket.on("connect", connected));
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode, body }));
      res.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    if (!options.body) {
      req.end();
      return;
    }
    const half = Math.floor(options.body.length / 2);
    req.write(options.body.slice(0, half));
    void (options.holdUntil ?? Promise.resolve()).then(() => req.end(options.body!.slice(half)));
  });
  return { isConnected, done };
}

describe("graceful shutdown", () => {
  it("finishes every accepted request, cuts none and refuses new ones", async () => {
    const port = await freePort();
    child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SERVE_CLIENT: "false",
        SEED_ON_START: "false",
        AUTH_SECRET: "shutdown-test-secret-that-is-long-enough",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    });
    let output = "";
    const exited = new Promise<number | null>((resolve) => child!.on("exit", (code) => resolve(code)));
    const waitFor = (text: string) =>
      expect.poll(() => output.includes(text), { timeout: 150_000, interval: 50 }).toBe(true);
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitFor("is listening");
    expect((await send(port, "/api/ready").done).status).toBe(200);

    // 20 requests in flight: connected, half their body sent, the rest held until after SIGTERM.
    let release!: () => void;
    const holdUntil = new Promise<void>((resolve) => {
      release = resolve;
    });
    const body = JSON.stringify({ recommendations: [{ name: "Tunnels Beach", context: "snorkel" }] });
    const slow = Array.from({ length: 20 }, () => send(port, "/api/places/resolve", { body, holdUntil }));
    await Promise.all(slow.map((s) => s.isConnected));

    // And a steady stream of short requests from 5 keep-alive clients (as a reverse proxy sends
    // them), each sending its next request as soon as the last is answered, until it is refused.
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 5 });
    const stream: Outcome[] = [];
    const pump = Promise.all(
      Array.from({ length: 5 }, async () => {
        for (;;) {
          const outcome = await send(port, "/api/health", { agent: keepAlive }).done;
          stream.push(outcome);
          if (outcome.status !== 200) return;
        }
      }),
    );
    await expect.poll(() => stream.length, { timeout: 30_000 }).toBeGreaterThan(20);

    child.kill("SIGTERM");
    await waitFor("shutting down");
    release();
    const slowOutcomes = await Promise.all(slow.map((s) => s.done));
    // A new connection after the signal is refused.
    await expect
      .poll(async () => (await send(port, "/api/health").done).error, { timeout: 10_000 })
      .toBe("ECONNREFUSED");
    await pump;
    keepAlive.destroy();
    const streamOutcomes = stream;

    for (const outcome of slowOutcomes) {
      expect(outcome.status, JSON.stringify(outcome)).toBe(200);
      expect(JSON.parse(outcome.body ?? "").places).toHaveLength(1);
    }
    const cut = streamOutcomes.filter((o) => !(o.status === 200 || o.error === "ECONNREFUSED"));
    expect(cut, "requests cut or failed during shutdown").toEqual([]);
    expect(streamOutcomes.filter((o) => o.status === 200).length).toBeGreaterThan(20);
    expect(await exited).toBe(0);
    expect(output).toContain("stopped cleanly");
  }, 240_000);
});
