import { sql } from "drizzle-orm";
import { type Db, selectRows } from "@/server/db/client";
import type { Logger } from "@/server/lib/logger";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** How long operational rows are kept (docs/security.md). Every limit's window is at most an hour. */
export const RETENTION = {
  loginAttemptsDays: 90,
  rateLimitRowsHours: 24,
  signInThrottleHours: 24,
  emailOutboxDays: 30,
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
 * Deletes login attempts, rate-limit counters, sign-in throttle rows and outbox e-mails past their
 * retention. Safe to run from several instances at once: a transaction-level advisory lock lets one
 * run while the others skip, and every delete is idempotent anyway.
 */
export async function runRetention(db: Db, now: Date): Promise<RetentionResult> {
  const result: RetentionResult = { ran: false, loginAttempts: 0, rateLimits: 0, signInThrottles: 0, emailOutbox: 0 };
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [lock] = await selectRows<{ locked: boolean }>(
      txDb,
      sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) as locked`,
    );
    if (!lock?.locked) return result;
    result.ran = true;
    const attemptsBefore = new Date(now.getTime() - RETENTION.loginAttemptsDays * DAY).toISOString();
    result.loginAttempts = await deleteInBatches(
      txDb,
      (limit) => sql`with gone as (delete from login_attempts where id in (
          select id from login_attempts where created_at < ${attemptsBefore} limit ${limit}) returning 1)
        select count(*)::int as n from gone`,
    );
    const limitsBefore = new Date(now.getTime() - RETENTION.rateLimitRowsHours * HOUR).toISOString();
    result.rateLimits = await deleteInBatches(
      txDb,
      (limit) => sql`with gone as (delete from rate_limit_tracking where key in (
          select key from rate_limit_tracking where window_start < ${limitsBefore} limit ${limit}) returning 1)
        select count(*)::int as n from gone`,
    );
    const throttlesBefore = new Date(now.getTime() - RETENTION.signInThrottleHours * HOUR).toISOString();
    result.signInThrottles = await deleteInBatches(
      txDb,
      (limit) => sql`with gone as (delete from sign_in_throttles where key in (
          select key from sign_in_throttles where updated_at < ${throttlesBefore} limit ${limit}) returning 1)
        select count(*)::int as n from gone`,
    );
    const outboxBefore = new Date(now.getTime() - RETENTION.emailOutboxDays * DAY).toISOString();
    result.emailOutbox = await deleteInBatches(
      txDb,
      (limit) => sql`with gone as (delete from email_outbox where id in (
          select id from email_outbox where created_at < ${outboxBefore} limit ${limit}) returning 1)
        select count(*)::int as n from gone`,
    );
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
