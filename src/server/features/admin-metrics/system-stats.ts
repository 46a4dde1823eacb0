import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, selectRows, uploadsDir } from "@/server/db/client";
import { HEALTH_LATENCY_TARGET_MS, METRICS_LATENCY_BUCKETS_MS, METRICS_WINDOW_HOURS } from "@/shared/constants";

const HOUR_MS = 60 * 60 * 1000;

/** Bytes of every file under a folder; 0 when the folder does not exist (no uploads yet). */
export async function folderBytes(dir: string): Promise<number> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let total = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += await folderBytes(path);
    else if (entry.isFile()) total += (await stat(path).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

function ratio(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

export type RequestTotals = { total: number; errors: number; durationMsSum: number };

/** Health score per spec §9: 0.5 x success rate + 0.3 x uptime + 0.2 x latency score, clamped 0-100. */
export function healthScore(successPercent: number, uptimePercent: number, avgLatencyMs: number): number {
  const latencyScore = avgLatencyMs < HEALTH_LATENCY_TARGET_MS ? 100 : (HEALTH_LATENCY_TARGET_MS / avgLatencyMs) * 100;
  const score = 0.5 * successPercent + 0.3 * uptimePercent + 0.2 * latencyScore;
  return Math.round(Math.min(100, Math.max(0, score)) * 10) / 10;
}

/** Upper bound (ms) of the latency bucket holding the q-quantile; null for the open-ended bucket. */
export function quantileFromBuckets(buckets: number[], q: number): number | null {
  const total = buckets.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    seen += buckets[i] ?? 0;
    if (seen >= q * total) return METRICS_LATENCY_BUCKETS_MS[i] ?? null;
  }
  return null;
}

export type RoutePerformance = {
  method: string;
  route: string;
  calls: number;
  successRate: number;
  avgMs: number;
  maxMs: number;
  /** Upper bound of the latency bucket holding the 95th percentile; null when above the last bucket. */
  p95Ms: number | null;
};

/** Per-route figures from the per-minute rollup over the last 24 hours (all instances). */
export async function routePerformance(database: DatabaseHandle, now: Date): Promise<RoutePerformance[]> {
  const since = new Date(now.getTime() - METRICS_WINDOW_HOURS * HOUR_MS).toISOString();
  const rows = await selectRows<{
    method: string;
    route: string;
    calls: number;
    errors: number;
    sum_ms: number;
    max_ms: number;
    b: number[];
  }>(
    database.db,
    sql`select method, route, sum(count)::int as calls,
        coalesce(sum(count) filter (where status_class = 5), 0)::int as errors,
        sum(duration_ms_sum)::float8 as sum_ms, max(duration_ms_max)::float8 as max_ms,
        array[sum(le_50), sum(le_100), sum(le_250), sum(le_500), sum(le_1000), sum(le_2500), sum(le_inf)]::int[] as b
      from request_metrics where bucket_start >= ${since}::timestamptz
      group by method, route order by calls desc, route`,
  );
  return rows.map((r) => ({
    method: r.method,
    route: r.route,
    calls: r.calls,
    successRate: ratio(r.calls - r.errors, r.calls) ?? 0,
    avgMs: Math.round((r.sum_ms / r.calls) * 10) / 10,
    maxMs: Math.round(r.max_ms * 10) / 10,
    p95Ms: quantileFromBuckets(r.b, 0.95),
  }));
}

export type SystemStats = Awaited<ReturnType<typeof getSystemStats>>;

/**
 * Success rate, average latency (request metrics, all instances) and uptime (heartbeat minutes)
 * over the last 24 hours, and the health score they make; one statement.
 */
export async function getHealthFigures(database: DatabaseHandle, now: Date) {
  const since = new Date(now.getTime() - METRICS_WINDOW_HOURS * HOUR_MS).toISOString();
  const [r] = await selectRows<{
    req_total: number;
    req_errors: number;
    req_ms: number;
    beats: number;
    first_beat_ms: number | null;
  }>(
    database.db,
    sql`select coalesce(sum(count), 0)::int as req_total,
        coalesce(sum(count) filter (where status_class = 5), 0)::int as req_errors,
        coalesce(sum(duration_ms_sum), 0)::float8 as req_ms,
        (select count(*) from service_heartbeats where minute >= ${since}::timestamptz)::int as beats,
        (select extract(epoch from min(minute)) * 1000 from service_heartbeats)::float8 as first_beat_ms
      from request_metrics where bucket_start >= ${since}::timestamptz`,
  );
  const row = r!;
  // Uptime window: the last 24 hours, or since the first heartbeat ever when that is more recent.
  const windowStart = Math.max(now.getTime() - METRICS_WINDOW_HOURS * HOUR_MS, row.first_beat_ms ?? now.getTime());
  const windowMinutes = Math.max(1, Math.floor((now.getTime() - windowStart) / 60_000) + 1);
  const avgLatencyMs = row.req_total > 0 ? Math.round((row.req_ms / row.req_total) * 10) / 10 : null;
  const successRate = ratio(row.req_total - row.req_errors, row.req_total);
  const uptimePercent = row.beats > 0 ? Math.min(100, ratio(row.beats, windowMinutes) ?? 0) : null;
  return {
    uptimePercent,
    requests: { total: row.req_total, errors: row.req_errors, successRate, avgLatencyMs },
    healthScore:
      successRate !== null && uptimePercent !== null && avgLatencyMs !== null
        ? healthScore(successRate, uptimePercent, avgLatencyMs)
        : null,
  };
}

/**
 * Everything the System tab and /metrics show, measured: the database's size, connections and
 * buffer-cache hit ratio (pg_stat_database answers on PostgreSQL and PGlite alike), the app's
 * directory cache, upload storage, process start, heartbeat uptime and request totals.
 */
export async function getSystemStats(options: {
  database: DatabaseHandle;
  dataDir: string;
  now: Date;
  processStartedAt: Date;
  directoryCache: { hits: number; misses: number };
}) {
  const { database, now } = options;
  const weekAgo = new Date(now.getTime() - 7 * 24 * HOUR_MS).toISOString();
  const [row] = await selectRows<{
    db_bytes: string;
    backends: number;
    active: number;
    blks_hit: string;
    blks_read: string;
    tables_bytes: string;
    live: string;
    dead: string;
    conversations: number;
    week_bytes: string;
  }>(
    database.db,
    sql`select
      pg_database_size(current_database())::bigint as db_bytes,
      (select numbackends from pg_stat_database where datname = current_database())::int as backends,
      (select count(*) from pg_stat_activity where datname = current_database() and state = 'active')::int as active,
      (select blks_hit from pg_stat_database where datname = current_database())::bigint as blks_hit,
      (select blks_read from pg_stat_database where datname = current_database())::bigint as blks_read,
      (pg_total_relation_size('messages') + pg_total_relation_size('conversations')
        + pg_total_relation_size('weather_cache'))::bigint as tables_bytes,
      (select coalesce(sum(n_live_tup), 0) from pg_stat_user_tables
        where relname in ('messages', 'conversations', 'weather_cache'))::bigint as live,
      (select coalesce(sum(n_dead_tup), 0) from pg_stat_user_tables
        where relname in ('messages', 'conversations', 'weather_cache'))::bigint as dead,
      (select count(*) from conversations)::int as conversations,
      (select coalesce(sum(pg_column_size(m.*)), 0) from messages m where m.created_at >= ${weekAgo}::timestamptz)::bigint
        as week_bytes`,
  );
  const r = row!;
  const hit = Number(r.blks_hit);
  const read = Number(r.blks_read);
  const live = Number(r.live);
  const dead = Number(r.dead);
  const dir = options.directoryCache;
  const pool = database.poolStats?.() ?? null;
  const health = await getHealthFigures(database, now);
  return {
    engine: database.kind,
    databaseBytes: Number(r.db_bytes),
    /** Server connections to this database (all instances); the embedded engine has one. */
    dbConnections: r.backends,
    activeConnections: r.active,
    pool,
    bufferCacheHitRate: ratio(hit, hit + read),
    directoryCache: { hits: dir.hits, misses: dir.misses, hitRate: ratio(dir.hits, dir.hits + dir.misses) },
    uploadsBytes: await folderBytes(uploadsDir(options.dataDir)),
    /** Measured size of the tables the spec estimated (messages, conversations, weather cache). */
    tablesKb: Math.round(Number(r.tables_bytes) / 1024),
    growthKbPerDay: Math.round((Number(r.week_bytes) / 1024 / 7) * 10) / 10,
    /** Live rows among live and dead rows of those tables (dead rows wait for vacuum). */
    efficiencyPercent: ratio(live, live + dead),
    totalConversations: r.conversations,
    processStartedAt: options.processStartedAt.toISOString(),
    processUptimeSeconds: Math.max(0, Math.round((now.getTime() - options.processStartedAt.getTime()) / 1000)),
    ...health,
  };
}
