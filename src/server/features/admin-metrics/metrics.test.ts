import { sql } from "drizzle-orm";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "@/server/db/client";
import { createLogger } from "@/server/lib/logger";
import { createAdminAgent, createUserAgent } from "../../../../tests/setup/admin";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { createRequestMetrics } from "./request-metrics";
import { healthScore, quantileFromBuckets } from "./system-stats";

const TOKEN = "metrics-token-for-the-test-0123456789";
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdminAgent>>;
let user: Awaited<ReturnType<typeof createUserAgent>>;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  t.clock.set(new Date("2026-11-20T10:00:30.000Z"));
  admin = await createAdminAgent(t, "ops@example.com");
  user = await createUserAgent(t, "visitor@example.com");
});
afterAll(async () => {
  await t.close();
});

type Row = { route: string; method: string; status_class: number; count: number; le_50: number; le_inf: number };
function metricRows() {
  return selectRows<Row>(
    t.database.db,
    sql`select route, method, status_class, count, le_50, le_inf from request_metrics order by route, status_class`,
  );
}

describe("request metrics", () => {
  it("counts every API request under its route pattern and status class, added per minute in one upsert", async () => {
    await t.database.db.execute(sql`delete from request_metrics`);
    await t.metrics.flush(); // what sign-up counted so far
    await t.database.db.execute(sql`delete from request_metrics`);
    await t.app.request("/api/health");
    await t.app.request("/api/health");
    await user.agent.request("/api/admin/users/00000000-0000-4000-8000-00000000dead");
    await t.app.request("/api/no-such-route");
    await t.metrics.flush();
    let rows = await metricRows();
    const health = rows.find((r) => r.route === "/api/health");
    expect(health).toMatchObject({ method: "GET", status_class: 2, count: 2 });
    expect(health!.le_50 + health!.le_inf).toBeLessThanOrEqual(2);
    expect(rows.find((r) => r.route === "/api/admin/users/:id")).toMatchObject({ status_class: 4, count: 1 });
    expect(rows.find((r) => r.route === "unmatched")).toMatchObject({ status_class: 4, count: 1 });

    // A second instance counting in the same minute adds to the same row (survives restarts too).
    const other = createRequestMetrics({ db: t.database.db, clock: t.clock, logger: createLogger("silent") });
    other.record("GET", "/api/health", 200, 12);
    other.record("GET", "/api/health", 503, 3000);
    await other.flush();
    rows = await metricRows();
    expect(rows.find((r) => r.route === "/api/health" && r.status_class === 2)!.count).toBe(3);
    expect(rows.find((r) => r.route === "/api/health" && r.status_class === 5)).toMatchObject({ count: 1, le_inf: 1 });
    expect(other.pendingCount()).toBe(0);

    // The heartbeat of this minute was written once, however many flushes.
    const beats = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from service_heartbeats`,
    );
    expect(beats[0]!.n).toBe(1);
  });

  it("keeps the 10 most recent calls, newest first", async () => {
    for (let i = 0; i < 12; i++) await t.app.request("/api/health");
    const recent = t.metrics.recentCalls();
    expect(recent).toHaveLength(10);
    expect(recent[0]).toMatchObject({ method: "GET", route: "/api/health", status: 200 });
  });
});

describe("the figures' formulas", () => {
  it("computes the health score per the spec, clamped, at the thresholds", () => {
    expect(healthScore(100, 100, 100)).toBe(100);
    expect(healthScore(100, 100, 1000)).toBe(90); // latency score 50
    expect(healthScore(60, 100, 200)).toBe(80); // healthy from 80
    expect(healthScore(58, 100, 200)).toBe(79); // warning
    expect(healthScore(20, 100, 200)).toBe(60); // warning from 60
    expect(healthScore(18, 100, 200)).toBe(59); // critical
    expect(healthScore(0, 0, 1_000_000)).toBe(0);
  });

  it("reads a quantile's bucket from the latency histogram", () => {
    expect(quantileFromBuckets([0, 0, 0, 0, 0, 0, 0], 0.95)).toBeNull();
    expect(quantileFromBuckets([90, 5, 5, 0, 0, 0, 0], 0.95)).toBe(100);
    expect(quantileFromBuckets([90, 0, 0, 0, 0, 0, 10], 0.95)).toBeNull();
  });
});

describe("GET /metrics", () => {
  it("refuses anonymous callers, wrong tokens and signed-in non-admins", async () => {
    expect((await t.app.request("/metrics")).status).toBe(401);
    expect((await t.app.request("/metrics", { headers: { authorization: "Bearer wrong-token" } })).status).toBe(401);
    expect((await user.agent.request("/metrics")).status).toBe(403);
  });

  it("answers Prometheus text to the token and to an admin, with the measured figures", async () => {
    await t.app.request("/api/health");
    const res = await t.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const families = parsePrometheusTextFormat(await res.text());
    const byName = new Map(families.map((f) => [f.name, f]));
    const requests = byName.get("alohabot_http_requests_total");
    expect(requests?.type).toBe("COUNTER");
    const health = requests!.metrics.find((m) => m.labels?.route === "/api/health" && m.labels.status_class === "2xx");
    expect(Number(health!.value)).toBeGreaterThanOrEqual(15);
    expect(byName.get("alohabot_http_request_duration_seconds")?.type).toBe("HISTOGRAM");
    expect(Number(byName.get("alohabot_database_size_bytes")!.metrics[0]!.value)).toBeGreaterThan(1_000_000);
    expect(Number(byName.get("alohabot_database_connections")!.metrics[0]!.value)).toBeGreaterThanOrEqual(1);
    const ratio = Number(byName.get("alohabot_database_cache_hit_ratio")!.metrics[0]!.value);
    expect(ratio).toBeGreaterThan(0);
    expect(ratio).toBeLessThanOrEqual(1);
    expect(Number(byName.get("alohabot_uploads_bytes")!.metrics[0]!.value)).toBe(0);
    expect(Number(byName.get("alohabot_uptime_ratio_24h")!.metrics[0]!.value)).toBe(1);

    const asAdmin = await admin.agent.request("/metrics");
    expect(asAdmin.status).toBe(200);
    expect(parsePrometheusTextFormat(await asAdmin.text()).length).toBeGreaterThan(5);
  });
});
