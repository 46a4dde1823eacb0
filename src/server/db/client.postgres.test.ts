import { createServer, connect as netConnect, type Server, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "@/server/lib/api-error";
import { createLogger } from "@/server/lib/logger";
import { waitFor } from "../../../tests/setup/wait-for";
import { openDatabase } from "./client";

const url = process.env.TEST_DATABASE_URL;

// Only meaningful on a real server (PGlite runs in-process and cannot lose its connection): the
// embedded pass leaves this file out, the PostgreSQL pass always has TEST_DATABASE_URL (vitest.config.ts).
if (!url) throw new Error("client.postgres.test.ts needs TEST_DATABASE_URL (npm run test:pg sets it)");

describe("PostgreSQL pool", () => {
  it("survives its connections being killed (as in a database restart) and reconnects", async () => {
    const appName = `alohabot-reconnect-${process.pid}`;
    const target = new URL(url as string);
    target.searchParams.set("application_name", appName);
    const warnings: string[] = [];
    const logger = createLogger("silent");
    logger.warn = ((_obj: unknown, msg?: string) => {
      warnings.push(msg ?? "");
    }) as typeof logger.warn;
    const handle = await openDatabase({ kind: "postgres", url: target.toString(), poolMax: 2, logger });
    try {
      expect(await handle.ping()).toBe(true);

      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const killed = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
        [appName],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);

      // The idle client's error reaches the pool's handler instead of crashing the process.
      await waitFor(() => warnings.includes("database connection lost; the pool will reconnect on demand"), {
        what: "the pool's warning",
      });
      expect(await handle.ping()).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it("cancels a statement that runs past the statement timeout (a 503), and the pool goes on", async () => {
    const handle = await openDatabase({
      kind: "postgres",
      url: url as string,
      poolMax: 2,
      statementTimeoutMs: 1000,
      logger: createLogger("silent"),
    });
    try {
      const slow = await handle.db.execute(sql`select pg_sleep(5)`).catch((error: unknown) => error);
      expect(slow).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(slow)).toBe(true);
      expect(await handle.ping()).toBe(true);
      // Migrations and other maintenance run on their own connection, outside the timeout.
      const maintenance = await handle.unbounded?.(async (db) => {
        const result = (await db.execute(sql`select pg_sleep(1.5), 1 as done`)) as { rows: { done: number }[] };
        return result.rows.map((row) => row.done);
      });
      expect(maintenance).toEqual([1]);
    } finally {
      await handle.close();
    }
  });

  it("gives up a connection that stops answering (a black-holed network path) instead of waiting for ever", {
    timeout: 60_000,
  }, async () => {
    const target = new URL(url as string);
    // A TCP relay to the database that can stop forwarding without closing anything.
    let blackHole = false;
    const sockets = new Set<Socket>();
    const relay: Server = createServer((client) => {
      const upstream = netConnect(Number(target.port || 5432), target.hostname);
      sockets.add(client).add(upstream);
      client.on("data", (chunk) => {
        if (!blackHole) upstream.write(chunk);
      });
      upstream.on("data", (chunk) => {
        if (!blackHole) client.write(chunk);
      });
      client.on("error", () => undefined);
      upstream.on("error", () => undefined);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const address = relay.address();
    if (!address || typeof address === "string") throw new Error("relay has no port");
    const relayed = new URL(url as string);
    relayed.hostname = "127.0.0.1";
    relayed.port = String(address.port);
    const handle = await openDatabase({
      kind: "postgres",
      url: relayed.toString(),
      poolMax: 1,
      statementTimeoutMs: 1000,
      logger: createLogger("silent"),
    });
    try {
      expect(await handle.ping()).toBe(true);
      blackHole = true;
      const stuck = await handle.db.execute(sql`select 1 as one`).catch((error: unknown) => error);
      expect(stuck).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(stuck)).toBe(true);
      // The path comes back: the pool replaced the dead connection, so the next query is answered.
      blackHole = false;
      expect(await handle.ping()).toBe(true);
    } finally {
      await handle.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
    }
  });
});
