import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

export const userActivityLogs = pgTable(
  "user_activity_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventType: text("event_type").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("user_activity_logs_created_at_idx").on(table.createdAt.desc(), table.id.desc()),
    index("user_activity_logs_user_id_idx").on(table.userId),
    // Payments per day and first chats (admin analytics).
    index("user_activity_logs_event_created_idx").on(table.eventType, table.createdAt),
    // Once-per-user events are written with "on conflict do nothing", so a race cannot log them twice.
    uniqueIndex("user_activity_logs_once_key")
      .on(table.userId, table.eventType)
      .where(sql`${table.eventType} in ('sign_up', 'first_chat')`),
  ],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    success: boolean("success").notNull(),
    provider: text("provider").notNull(),
    reason: text("reason"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("login_attempts_email_created_idx").on(sql`lower(${table.email})`, table.createdAt.desc()),
    index("login_attempts_ip_created_idx").on(table.ipAddress, table.createdAt.desc()),
    index("login_attempts_created_at_idx").on(table.createdAt),
    check(
      "login_attempts_provider_check",
      sql`${table.provider} in ('email','email_signup','password_reset','google')`,
    ),
  ],
);

export const weatherCache = pgTable(
  "weather_cache",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    locationKey: text("location_key").notNull().unique(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    cachedAt: timestamp("cached_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("weather_cache_cached_at_idx").on(table.cachedAt)],
);

/** Fixed-window counters for server-side throttles, keyed by purpose and subject. */
export const rateLimitTracking = pgTable(
  "rate_limit_tracking",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("rate_limit_tracking_window_start_idx").on(table.windowStart),
    check("rate_limit_tracking_count_check", sql`${table.count} >= 0`),
  ],
);

/** Small key/value facts about this database, such as when it was first seeded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-in throttle state, one row per subject (an address, an account, or an account on one
 * client). `failures` holds the epoch milliseconds of recent failed (or in-flight) password checks;
 * rows are locked with SELECT ... FOR UPDATE so deciding and recording an attempt is one step.
 */
export const signInThrottles = pgTable(
  "sign_in_throttles",
  {
    key: text("key").primaryKey(),
    failures: jsonb("failures").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sign_in_throttles_updated_at_idx").on(table.updatedAt)],
);
