import { sql } from "drizzle-orm";
import { type Db, selectRows } from "@/server/db/client";
import type { Logger } from "@/server/lib/logger";
import { METRICS_RETENTION_DAYS } from "@/shared/constants";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** How long operational rows are kept (docs/security.md). Every limit's window is at most an hour. */
export const RETENTION = {
  loginAttemptsDays: 90,
  rateLimitRowsHours: 24,
  signInThrottleHours: 24,
  emailOutboxDays: 30,
  requestMetricsDays: METRICS_RETENTION_DAYS,
  heartbeatsDays: METRICS_RETENTION_DAYS,
} as const;

/** One advisory lock id for the clean-up, so of several instances only one works at a time. */
const RETENTION_LOCK_ID = 7_146_201;
const BATCH = 5000;

export type RetentionResult = {
  ran: boolean;
  loginAttempts: number;
  rateLimits: number;
  signInThrottles: number;
  emailOutbox: number;
  requestMetrics: number;
  heartbeats: number;
};

async function deleteInBatches(db: Db, statement: (limit: number) => ReturnType<typeof sql>): Promise<number> {
  let total = 0;
  for (let round = 0; round < 100; round++) {
    const rows = await selectRows<{ n: number }>(db, statement(BATCH));
    const n = rows[0]?.n ?? 0;
    total += n;
    if (n < BATCH) break;
  }
  return total;
}

/**
 * Deletes login attempts, rate-limit counters, sign-in throttle rows, outbox e-mails, request-metrics
 * rows and uptime heartbeats past their retention. Safe to run from several instances at once: a transaction-level advisory lock lets one
 * run while the others skip, and every delete is idempotent anyway.
 */
export async function runRetention(db: Db, now: Date): Promise<RetentionResult> {
  const result: RetentionResult = {
    ran: false,
    loginAttempts: 0,
    rateLimits: 0,
    signInThrottles: 0,
    emailOutbox: 0,
    requestMetrics: 0,
    heartbeats: 0,
  };
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [lock] = await selectRows<{ locked: boolean }>(
      txDb,
      sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) as locked`,
    );
    if (!lock?.locked) return result;
    result.ran = true;
    // Each table: its key column, the column that ages, and how long rows stay.
    const sweeps: {
      field: Exclude<keyof RetentionResult, "ran">;
      table: string;
      key: string;
      column: string;
      ms: number;
    }[] = [
      {
        field: "loginAttempts",
        table: "login_attempts",
        key: "id",
        column: "created_at",
        ms: RETENTION.loginAttemptsDays * DAY,
      },
      {
        field: "rateLimits",
        table: "rate_limit_tracking",
        key: "key",
        column: "window_start",
        ms: RETENTION.rateLimitRowsHours * HOUR,
      },
      {
        field: "signInThrottles",
        table: "sign_in_throttles",
        key: "key",
        column: "updated_at",
        ms: RETENTION.signInThrottleHours * HOUR,
      },
      {
        field: "emailOutbox",
        table: "email_outbox",
        key: "id",
        column: "created_at",
        ms: RETENTION.emailOutboxDays * DAY,
      },
      // request_metrics has a composite key; every row of an old minute is old, so the minute is
      // the key (a round may delete more than the batch, which only ends the loop later).
      {
        field: "requestMetrics",
        table: "request_metrics",
        key: "bucket_start",
        column: "bucket_start",
        ms: RETENTION.requestMetricsDays * DAY,
      },
      {
        field: "heartbeats",
        table: "service_heartbeats",
        key: "minute",
        column: "minute",
        ms: RETENTION.heartbeatsDays * DAY,
      },
    ];
    for (const sweep of sweeps) {
      const before = new Date(now.getTime() - sweep.ms).toISOString();
      const table = sql.identifier(sweep.table);
      const key = sql.identifier(sweep.key);
      const column = sql.identifier(sweep.column);
      result[sweep.field] = await deleteInBatches(
        txDb,
        (limit) => sql`with gone as (delete from ${table} where ${key} in (
            select ${key} from ${table} where ${column} < ${before} limit ${limit}) returning 1)
          select count(*)::int as n from gone`,
      );
    }
    return result;
  });
}

/** Runs the clean-up a minute after start and then every hour; errors are logged, never thrown. */
export function scheduleRetention(db: Db, now: () => Date, logger: Logger): () => void {
  const run = async () => {
    try {
      const result = await runRetention(db, now());
      if (result.ran) logger.info({ retention: result }, "retention clean-up done");
    } catch (error) {
      logger.warn({ err: error }, "retention clean-up failed; it runs again in an hour");
    }
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, HOUR);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
