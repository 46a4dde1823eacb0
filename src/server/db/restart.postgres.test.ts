import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, routeConsoleToLogger } from "@/server/lib/logger";
import { type PgCluster, type ShutdownMode, startPgCluster } from "../../../scripts/pg-cluster";
import { createAgent } from "../../../tests/setup/agent";
import { createPaidAgent } from "../../../tests/setup/factories";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { type DatabaseHandle, openDatabase, selectRows } from "./client";
import { runMigrations } from "./migrate";

// The database restarts (pg_ctl stop -m fast / immediate, then start) while 20 users write. The
// server must keep running, answer 503 (never 500) while the database is away, report it on
// /api/ready but not on /api/health, answer /api/ready within 10 s of the database's return, and
// keep every write it acknowledged. This needs a cluster of its own, since it stops it.

const USERS = 20;
/** How long the database stays down: 1 s in `npm test`; FAULT_OUTAGE_MS=30000 for the 30-second case. */
const OUTAGE_MS = Number(process.env.FAULT_OUTAGE_MS ?? 1000);
const READY_WITHIN_MS = 10_000;
let cluster: PgCluster;
let database: DatabaseHandle;
let t: TestApp;
let restoreConsole: (() => void) | undefined;

beforeAll(async () => {
  cluster = await startPgCluster({ durable: true });
  database = await openDatabase({ kind: "postgres", url: cluster.url, poolMax: 10, logger: createLogger("silent") });
  await runMigrations(database);
  t = await createTestApp({ database });
  // better-auth's adapter prints failed queries to the console; a running server routes that
  // through its logger (index.ts), so do the same here to keep the test output readable.
  restoreConsole = routeConsoleToLogger(createLogger("silent"));
}, 120_000);

afterAll(async () => {
  restoreConsole?.();
  await database?.close();
  cluster?.remove();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 20 users, each submitting reviews one after another until told to stop. */
async function startLoad(round: string) {
  const signers = await Promise.all(
    Array.from({ length: 5 }, async (_, user) => {
      const email = `${round}-signer-${user}@example.com`;
      const agent = createAgent(t, { ip: `10.40.${user}.1` });
      expect((await agent.signUp(email, "signer-password-1")).status).toBe(200);
      return { email, agent };
    }),
  );
  const acknowledged: string[] = [];
  const statuses = new Map<number, number>();
  let running = true;
  const users = Array.from({ length: USERS }, async (_, user) => {
    for (let n = 0; running; n++) {
      // A fresh address per write, so the per-address review limit never applies.
      const agent = createAgent(t, { ip: `10.${100 + user}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` });
      const res = await agent.request("/api/reviews", {
        json: { reviewerName: `${round}-${user}-${n}`, reviewText: "Restart test", starRating: 5 },
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
      else await pause(20);
    }
  });
  // Five more sign in again and again: a sign-in runs two transactions (the throttle's) around
  // better-auth's queries, so the restart also hits clients checked out mid-transaction.
  const signIns = signers.map(async ({ email, agent }) => {
    while (running) {
      const res = await agent.signIn(email, "signer-password-1");
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status !== 200) await pause(20);
    }
  });
  return {
    acknowledged,
    statuses,
    stop: async () => {
      running = false;
      await Promise.all([...users, ...signIns]);
    },
  };
}

async function waitForReady(): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if ((await t.app.request("/api/ready")).status === 200) return Date.now() - started;
    await pause(100);
  }
  return Number.POSITIVE_INFINITY;
}

describe.each<ShutdownMode>(["fast", "immediate"])("a PostgreSQL restart (%s) under load", (mode) => {
  it("is survived: 503s meanwhile, ready within 10 s of its return, no acknowledged write lost", {
    timeout: OUTAGE_MS + 60_000,
  }, async () => {
    const session = createAgent(t, { ip: "10.30.0.1" });
    expect((await session.signUp(`restart-${mode}@example.com`, "restart-password-1")).status).toBe(200);
    // The chat's reservation and store are named prepared statements, prepared per connection: a
    // message before the restart and more after it (on new connections) must all go through.
    const { agent: chatter } = await createPaidAgent(t, `restart-chat-${mode}@example.com`);
    const chat = (message: string, conversationId?: string) =>
      chatter.request("/api/chat", { json: { message, ...(conversationId ? { conversationId } : {}) } });
    expect((await chat("beaches before the restart?")).status).toBe(200);

    const load = await startLoad(mode);
    await pause(500);
    cluster.stop(mode);
    await pause(OUTAGE_MS);

    expect((await t.app.request("/api/ready")).status).toBe(503);
    expect((await t.app.request("/api/health")).status).toBe(200);
    const me = await session.request("/api/me");
    expect(me.status).toBe(503);

    cluster.start();
    const readyAfter = await waitForReady();
    expect(readyAfter).toBeLessThan(READY_WITHIN_MS);
    expect((await session.me()).user).toMatchObject({ email: `restart-${mode}@example.com` });
    const after = await chat("beaches after the restart?");
    expect(after.status).toBe(200);
    const { conversationId } = (await after.json()) as { conversationId: string };
    expect((await chat("and for kids?", conversationId)).status).toBe(200);
    await pause(500);
    await load.stop();

    expect([...load.statuses.keys()].filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    expect(load.statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(load.acknowledged.length).toBeGreaterThan(USERS);
    const stored = await selectRows<{ id: string }>(
      database.db,
      sql`select id::text as id from reviews where reviewer_name like ${`${mode}-%`}`,
    );
    const storedIds = new Set(stored.map((row) => row.id));
    expect(load.acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    if (process.env.FAULT_REPORT) {
      process.stdout.write(
        `${mode}: ready ${readyAfter} ms after the database's return; ${load.acknowledged.length} acknowledged writes, all present; statuses ${JSON.stringify(Object.fromEntries(load.statuses))}\n`,
      );
    }
  });
});
