import pg from "pg";
import { describe, expect, it } from "vitest";
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
});
