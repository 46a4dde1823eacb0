import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { selectRows } from "@/server/db/client";
import { ANALYTICS_CHART_DAYS } from "@/shared/constants";
import { createTestDatabase } from "../../../../tests/setup/test-db";
import { RETENTION, runRetention } from "./retention.service";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const DAY = 24 * 60 * 60_000;
const now = new Date("2027-03-01T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

async function count(table: string): Promise<number> {
  const rows = await selectRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`));
  return rows[0]?.n ?? 0;
}

describe("retention clean-up", () => {
  it("deletes rows past their retention and keeps the rest, also when two instances run it at once", async () => {
    const { db } = database;
    for (const [at, email] of [
      [ago((RETENTION.loginAttemptsDays + 1) * DAY), "old@example.com"],
      [ago(DAY), "recent@example.com"],
    ] as const) {
      await db.execute(
        sql`insert into login_attempts (email, success, provider, created_at) values (${email}, false, 'email', ${at})`,
      );
      await db.execute(
        sql`insert into email_outbox (to_address, subject, text_body, created_at)
            values (${email}, 's', 't', ${email.startsWith("old") ? ago((RETENTION.emailOutboxDays + 1) * DAY) : at})`,
      );
    }
    await db.execute(
      sql`insert into rate_limit_tracking (key, count, window_start) values ('old', 3, ${ago(2 * DAY)}), ('new', 1, ${ago(60_000)})`,
    );
    await db.execute(
      sql`insert into sign_in_throttles (key, failures, updated_at) values ('old', '[1]', ${ago(2 * DAY)}), ('new', '[2]', ${ago(60_000)})`,
    );

    const results = await Promise.all([runRetention(db, now), runRetention(db, now)]);
    const total = (key: "loginAttempts" | "rateLimits" | "signInThrottles" | "emailOutbox") =>
      results.reduce((sum, r) => sum + r[key], 0);
    expect(results.some((r) => r.ran)).toBe(true);
    expect([total("loginAttempts"), total("rateLimits"), total("signInThrottles"), total("emailOutbox")]).toEqual([
      1, 1, 1, 1,
    ]);
    expect(await count("login_attempts")).toBe(1);
    expect(await count("email_outbox")).toBe(1);
    expect(await count("rate_limit_tracking")).toBe(1);
    expect(await count("sign_in_throttles")).toBe(1);

    // Running again finds nothing more.
    const again = await runRetention(db, now);
    expect(again).toMatchObject({ ran: true, loginAttempts: 0, rateLimits: 0, signInThrottles: 0, emailOutbox: 0 });
  });

  it("deletes request-metrics rows and heartbeats past their retention, keeping the 30 days the charts read", async () => {
    const { db } = database;
    const old = ago((RETENTION.requestMetricsDays + 1) * DAY);
    const charted = ago(ANALYTICS_CHART_DAYS * DAY);
    // Two routes in the same old minute (the table's key is minute + method + route + status).
    await db.execute(
      sql`insert into request_metrics (bucket_start, method, route, status_class, count, duration_ms_sum, duration_ms_max)
          values (${old}, 'GET', '/api/a', 2, 3, 30, 12), (${old}, 'POST', '/api/b', 4, 1, 5, 5),
                 (${charted}, 'GET', '/api/a', 2, 7, 70, 20)`,
    );
    await db.execute(sql`insert into service_heartbeats (minute) values (${old}), (${charted})`);

    const result = await runRetention(db, now);
    expect(result).toMatchObject({ ran: true, requestMetrics: 2, heartbeats: 1 });
    const metrics = await selectRows<{ route: string; count: number }>(
      db,
      sql`select route, count from request_metrics order by route`,
    );
    expect(metrics).toEqual([{ route: "/api/a", count: 7 }]);
    expect(await count("service_heartbeats")).toBe(1);
    expect(RETENTION.requestMetricsDays).toBeGreaterThan(ANALYTICS_CHART_DAYS);
  });
});
