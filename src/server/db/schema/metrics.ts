import { sql } from "drizzle-orm";
import { check, doublePrecision, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * API request metrics rolled up per minute. Each instance counts in memory and adds its counts with
 * one upsert per flush (`on conflict ... do update set count = count + excluded.count`), so several
 * instances share a row and the figures survive restarts. Latency buckets are not cumulative:
 * `le_50` counts requests of 0-50 ms, `le_100` of 50-100 ms, and so on; `le_inf` the slower ones.
 */
export const requestMetrics = pgTable(
  "request_metrics",
  {
    bucketStart: timestamp("bucket_start", { withTimezone: true }).notNull(),
    method: text("method").notNull(),
    route: text("route").notNull(),
    /** 2 for 2xx, 3 for 3xx, 4 for 4xx, 5 for 5xx. */
    statusClass: smallint("status_class").notNull(),
    count: integer("count").notNull(),
    durationMsSum: doublePrecision("duration_ms_sum").notNull(),
    durationMsMax: doublePrecision("duration_ms_max").notNull(),
    le50: integer("le_50").notNull().default(0),
    le100: integer("le_100").notNull().default(0),
    le250: integer("le_250").notNull().default(0),
    le500: integer("le_500").notNull().default(0),
    le1000: integer("le_1000").notNull().default(0),
    le2500: integer("le_2500").notNull().default(0),
    leInf: integer("le_inf").notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: "request_metrics_pkey",
      columns: [table.bucketStart, table.method, table.route, table.statusClass],
    }),
    check("request_metrics_status_class_check", sql`${table.statusClass} between 1 and 5`),
  ],
);

/**
 * One row per minute in which at least one instance was serving and could write to the database
 * (written by each flush after a successful health check). Uptime is the share of minutes with a row.
 */
export const serviceHeartbeats = pgTable("service_heartbeats", {
  minute: timestamp("minute", { withTimezone: true }).primaryKey(),
});
