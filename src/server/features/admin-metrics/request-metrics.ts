import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { Counter, Histogram, Registry } from "prom-client";
import { type Db, selectRows } from "@/server/db/client";
import type { AppBindings } from "@/server/lib/app-context";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";
import { METRICS_FLUSH_MS, METRICS_LATENCY_BUCKETS_MS, METRICS_RECENT_CALLS } from "@/shared/constants";

const MINUTE_MS = 60_000;

/** One API call as the Recent API Calls list shows it (kept in this instance's memory only). */
export type RecentCall = { method: string; route: string; status: number; durationMs: number; at: string };

type Bucket = {
  bucketStart: Date;
  method: string;
  route: string;
  statusClass: number;
  count: number;
  durationMsSum: number;
  durationMsMax: number;
  /** Non-cumulative counts per latency bucket (one more than METRICS_LATENCY_BUCKETS_MS: the slower ones). */
  buckets: number[];
};

function minuteOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
}

function bucketIndex(durationMs: number): number {
  const index = METRICS_LATENCY_BUCKETS_MS.findIndex((limit) => durationMs <= limit);
  return index === -1 ? METRICS_LATENCY_BUCKETS_MS.length : index;
}

/**
 * Counts every API request in memory (per minute, method, route pattern and status class) and adds
 * the counts to `request_metrics` with one upsert statement per flush. Several instances add to the
 * same rows, so the database holds the figures of all of them, across restarts. Each flush also
 * records this minute in `service_heartbeats` (the uptime measurement) after a health check.
 */
export function createRequestMetrics(options: { db: Db; clock: Clock; logger: Logger }) {
  const { db, clock, logger } = options;
  const pending = new Map<string, Bucket>();
  const startedAt = clock.now();
  const registry = new Registry();
  const requests = new Counter({
    name: "alohabot_http_requests_total",
    help: "API requests served by this instance since it started",
    labelNames: ["method", "route", "status_class"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "alohabot_http_request_duration_seconds",
    help: "API request latency on this instance",
    labelNames: ["method", "route"] as const,
    buckets: METRICS_LATENCY_BUCKETS_MS.map((ms) => ms / 1000),
    registers: [registry],
  });
  let flushing: Promise<void> | null = null;

  // prom-client children by label set: looking a child up by its labels object on every request
  // (hashing the labels) costs more than the rest of record() together.
  type Children = { count: ReturnType<typeof requests.labels>; time: ReturnType<typeof duration.labels> };
  const children = new Map<string, Children>();
  /** The 10 most recent calls, oldest first (a ring would save little at this size). */
  const recentRaw: { method: string; route: string; status: number; durationMs: number; at: number }[] = [];

  function record(method: string, route: string, status: number, durationMs: number, at = clock.now()): void {
    const statusClass = Math.min(5, Math.max(1, Math.floor(status / 100)));
    const atMs = at.getTime();
    const minuteMs = Math.floor(atMs / MINUTE_MS) * MINUTE_MS;
    const key = `${minuteMs}|${method}|${route}|${statusClass}`;
    let bucket = pending.get(key);
    if (!bucket) {
      bucket = {
        bucketStart: new Date(minuteMs),
        method,
        route,
        statusClass,
        count: 0,
        durationMsSum: 0,
        durationMsMax: 0,
        buckets: new Array(METRICS_LATENCY_BUCKETS_MS.length + 1).fill(0),
      };
      pending.set(key, bucket);
    }
    bucket.count++;
    bucket.durationMsSum += durationMs;
    bucket.durationMsMax = Math.max(bucket.durationMsMax, durationMs);
    bucket.buckets[bucketIndex(durationMs)]! += 1;
    const labelKey = `${method}|${route}|${statusClass}`;
    let child = children.get(labelKey);
    if (!child) {
      child = {
        count: requests.labels({ method, route, status_class: `${statusClass}xx` }),
        time: duration.labels({ method, route }),
      };
      children.set(labelKey, child);
    }
    child.count.inc();
    child.time.observe(durationMs / 1000);
    recentRaw.push({ method, route, status, durationMs, at: atMs });
    if (recentRaw.length > METRICS_RECENT_CALLS) recentRaw.shift();
  }

  async function writeOnce(): Promise<void> {
    const rows = [...pending.values()];
    pending.clear();
    try {
      if (rows.length > 0) {
        const values = sql.join(
          rows.map(
            (r) =>
              sql`(${r.bucketStart.toISOString()}::timestamptz, ${r.method}, ${r.route}, ${r.statusClass}::smallint, ${r.count}::int,
                ${r.durationMsSum}::float8, ${r.durationMsMax}::float8, ${sql.join(
                  r.buckets.map((n) => sql`${n}::int`),
                  sql`, `,
                )})`,
          ),
          sql`, `,
        );
        // One statement per flush: add this instance's counts to whatever other instances wrote.
        await db.execute(sql`insert into request_metrics as m (bucket_start, method, route, status_class, count,
            duration_ms_sum, duration_ms_max, le_50, le_100, le_250, le_500, le_1000, le_2500, le_inf)
          values ${values}
          on conflict (bucket_start, method, route, status_class) do update set
            count = m.count + excluded.count,
            duration_ms_sum = m.duration_ms_sum + excluded.duration_ms_sum,
            duration_ms_max = greatest(m.duration_ms_max, excluded.duration_ms_max),
            le_50 = m.le_50 + excluded.le_50, le_100 = m.le_100 + excluded.le_100,
            le_250 = m.le_250 + excluded.le_250, le_500 = m.le_500 + excluded.le_500,
            le_1000 = m.le_1000 + excluded.le_1000, le_2500 = m.le_2500 + excluded.le_2500,
            le_inf = m.le_inf + excluded.le_inf`);
      }
      // The health check: the database answered and took a write this minute.
      await db.execute(
        sql`insert into service_heartbeats (minute) values (${minuteOf(clock.now()).toISOString()}::timestamptz) on conflict do nothing`,
      );
    } catch (error) {
      // Keep the counts for the next flush rather than lose them (the database may be restarting).
      for (const row of rows) {
        const key = `${row.bucketStart.getTime()}|${row.method}|${row.route}|${row.statusClass}`;
        const later = pending.get(key);
        if (!later) pending.set(key, row);
        else {
          later.count += row.count;
          later.durationMsSum += row.durationMsSum;
          later.durationMsMax = Math.max(later.durationMsMax, row.durationMsMax);
          later.buckets = later.buckets.map((n, i) => n + (row.buckets[i] ?? 0));
        }
      }
      logger.warn({ err: error }, "request metrics not flushed; kept for the next flush");
    }
  }

  /** Writes what was counted since the last flush (one statement), then the heartbeat. */
  function flush(): Promise<void> {
    // Flushes never overlap: a second call waits for the running one, then writes what came since.
    const run = (flushing ?? Promise.resolve()).then(writeOnce);
    flushing = run.finally(() => {
      if (flushing === run) flushing = null;
    });
    return run;
  }

  /** Flushes every METRICS_FLUSH_MS; the returned function stops the timer and flushes what is left. */
  function schedule(intervalMs = METRICS_FLUSH_MS): () => Promise<void> {
    const timer = setInterval(() => void flush(), intervalMs);
    timer.unref();
    void flush();
    return async () => {
      clearInterval(timer);
      await flush();
    };
  }

  /** The middleware: times every /api request and counts it under its route pattern. */
  function middleware(): MiddlewareHandler<AppBindings> {
    return async (c, next) => {
      const started = performance.now();
      try {
        await next();
      } finally {
        // The route pattern (not the URL) keeps the label set small: /api/admin/users/:id.
        // Middleware and the API's not-found catch-all are registered for ALL methods; the first
        // method-specific match is the endpoint. No such match: an unknown path.
        const route = matchedRoutes(c).find((r) => r.method !== "ALL")?.path ?? "unmatched";
        record(c.req.method, route, c.res.status, performance.now() - started);
      }
    };
  }

  return {
    startedAt,
    registry,
    record,
    flush,
    schedule,
    middleware,
    pendingCount: () => pending.size,
    recentCalls: (): RecentCall[] =>
      recentRaw
        .map((call) => ({
          method: call.method,
          route: call.route,
          status: call.status,
          durationMs: Math.round(call.durationMs * 10) / 10,
          at: new Date(call.at).toISOString(),
        }))
        .reverse(),
  };
}

export type RequestMetrics = ReturnType<typeof createRequestMetrics>;

/** Reads back rows (for tests and the analytics service). */
export async function requestMetricRows(db: Db) {
  return selectRows<{ route: string; method: string; status_class: number; count: number }>(
    db,
    sql`select route, method, status_class, count from request_metrics order by bucket_start, route`,
  );
}
