import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { selectRows } from "@/server/db/client";
import { createLogger } from "@/server/lib/logger";
import { createTestClock } from "../../../../tests/setup/test-app";
import { createTestDatabase } from "../../../../tests/setup/test-db";
import { createRequestMetrics } from "./request-metrics";

// The metrics flush when the database is briefly unavailable (a restart, a failover): the counts
// stay in memory and reach the table with the next flush, never lost and never counted twice.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

type Row = { count: number; le_50: number; le_1000: number; duration_ms_max: number };
const rows = () =>
  selectRows<Row>(
    database.db,
    sql`select count, le_50, le_1000, duration_ms_max from request_metrics where route = '/api/things/:id'`,
  );

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger("warn", stream), lines };
}

describe("request metrics flush", () => {
  it("keeps the counts when the database refuses the write and adds them with the next flush", async () => {
    const clock = createTestClock(new Date("2026-11-20T10:00:30.000Z"));
    const { logger, lines } = capturingLogger();
    const metrics = createRequestMetrics({ db: database.db, clock, logger });
    metrics.record("GET", "/api/things/:id", 200, 20);
    metrics.record("GET", "/api/things/:id", 204, 30);

    // The table is unavailable for one flush.
    await database.db.execute(sql`alter table request_metrics rename to request_metrics_away`);
    await expect(metrics.flush()).resolves.toBeUndefined();
    await database.db.execute(sql`alter table request_metrics_away rename to request_metrics`);
    expect(metrics.pendingCount()).toBe(1);
    expect(lines.join("")).toContain("request metrics not flushed; kept for the next flush");
    expect(await rows()).toEqual([]);

    // A slower request of the same minute and class arrives before the next flush.
    metrics.record("GET", "/api/things/:id", 200, 700);
    await metrics.flush();
    expect(metrics.pendingCount()).toBe(0);
    expect(await rows()).toEqual([{ count: 3, le_50: 2, le_1000: 1, duration_ms_max: 700 }]);
    const beats = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from service_heartbeats where minute = '2026-11-20T10:00:00Z'`,
    );
    expect(beats[0]?.n).toBe(1);
  });

  it("never counts a request twice when two flushes overlap, and flushes what is left when stopped", async () => {
    await database.db.execute(sql`delete from request_metrics`);
    const clock = createTestClock(new Date("2026-11-20T11:00:30.000Z"));
    const metrics = createRequestMetrics({ db: database.db, clock, logger: createLogger("silent") });
    metrics.record("GET", "/api/things/:id", 200, 10);
    await Promise.all([metrics.flush(), metrics.flush()]);
    expect(await rows()).toMatchObject([{ count: 1 }]);

    const stop = metrics.schedule(3_600_000);
    metrics.record("GET", "/api/things/:id", 200, 10);
    await stop();
    expect(await rows()).toMatchObject([{ count: 2 }]);
    expect(metrics.pendingCount()).toBe(0);
  });
});
