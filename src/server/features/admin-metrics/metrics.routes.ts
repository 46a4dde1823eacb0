import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { Gauge, Registry } from "prom-client";
import { adminGuard } from "@/server/features/admin/admin-guard";
import type { AppBindings, AppDeps } from "@/server/lib/app-context";
import type { RequestMetrics } from "./request-metrics";
import { getSystemStats, type SystemStats } from "./system-stats";

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** Compares a presented bearer token with METRICS_TOKEN in constant time. */
function tokenMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith("Bearer ")) return false;
  return timingSafeEqual(digest(header.slice("Bearer ".length).trim()), digest(token));
}

function gauge(registry: Registry, name: string, help: string, value: number | null, labels?: Record<string, string>) {
  if (value === null) return;
  const g = new Gauge({ name, help, labelNames: labels ? Object.keys(labels) : [], registers: [registry] });
  if (labels) g.set(labels, value);
  else g.set(value);
}

function systemRegistry(stats: SystemStats, metrics: RequestMetrics): Registry {
  const r = new Registry();
  gauge(
    r,
    "alohabot_process_start_time_seconds",
    "When this instance started (Unix seconds)",
    metrics.startedAt.getTime() / 1000,
  );
  gauge(r, "alohabot_database_size_bytes", "pg_database_size of the application database", stats.databaseBytes);
  gauge(
    r,
    "alohabot_database_connections",
    "Server connections to the database (pg_stat_database.numbackends)",
    stats.dbConnections,
  );
  gauge(
    r,
    "alohabot_database_active_connections",
    "Connections running a statement (pg_stat_activity)",
    stats.activeConnections,
  );
  if (stats.pool) {
    const pool = new Gauge({
      name: "alohabot_database_pool_clients",
      help: "This instance's PostgreSQL pool clients by state",
      labelNames: ["state"],
      registers: [r],
    });
    pool.set({ state: "total" }, stats.pool.total);
    pool.set({ state: "idle" }, stats.pool.idle);
    pool.set({ state: "waiting" }, stats.pool.waiting);
  }
  gauge(
    r,
    "alohabot_database_cache_hit_ratio",
    "Buffer cache hits / (hits + reads) since the statistics were reset",
    stats.bufferCacheHitRate === null ? null : stats.bufferCacheHitRate / 100,
  );
  gauge(
    r,
    "alohabot_app_cache_hit_ratio",
    "The app's own cache hits / lookups since this instance started",
    stats.directoryCache.hitRate === null ? null : stats.directoryCache.hitRate / 100,
    { cache: "places_directory" },
  );
  gauge(r, "alohabot_uploads_bytes", "Bytes of uploaded files under DATA_DIR/uploads", stats.uploadsBytes);
  gauge(
    r,
    "alohabot_uptime_ratio_24h",
    "Share of minutes in the last 24 h (or since the first) with a successful heartbeat from any instance",
    stats.uptimePercent === null ? null : stats.uptimePercent / 100,
  );
  gauge(r, "alohabot_conversations", "Conversations stored", stats.totalConversations);
  return r;
}

/**
 * GET /metrics in Prometheus text format: this instance's request counter and latency histogram
 * (prom-client), plus the measured system figures. Readable with `Authorization: Bearer
 * $METRICS_TOKEN` or by a signed-in admin; anyone else gets 401/403.
 */
export type MetricsDeps = Pick<AppDeps, "database" | "env" | "clock" | "directory">;

export function metricsRoutes(deps: MetricsDeps, metrics: RequestMetrics) {
  const app = new Hono<AppBindings>();
  app.get(
    "/metrics",
    async (c, next) => {
      const { env } = deps;
      if (tokenMatches(c.req.header("authorization"), env.METRICS_TOKEN)) return next();
      return adminGuard(deps)(c, next);
    },
    async (c) => {
      const { database, env, clock, directory } = deps;
      const stats = await getSystemStats({
        database,
        dataDir: env.DATA_DIR,
        now: clock.now(),
        processStartedAt: metrics.startedAt,
        directoryCache: directory.stats(),
      });
      const merged = Registry.merge([metrics.registry, systemRegistry(stats, metrics)]);
      c.header("Content-Type", merged.contentType);
      c.header("Cache-Control", "no-store");
      return c.body(await merged.metrics());
    },
  );
  return app;
}
