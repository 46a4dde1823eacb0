import { sql } from "drizzle-orm";
import { type Db, selectRows } from "@/server/db/client";
import { loginAttempts } from "@/server/db/schema/activity";
import { LOCKOUT_DURATION_MINUTES, LOCKOUT_MAX_FAILURES, LOCKOUT_WINDOW_MINUTES } from "@/shared/constants";

export type LoginProvider = "email" | "email_signup" | "password_reset" | "google";

export type LoginAttempt = {
  email: string;
  success: boolean;
  provider: LoginProvider;
  reason: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  at: Date;
};

/** Failed sign-ins from one IP, across all e-mails, allowed per window before the IP is throttled. */
export const IP_FAILURE_LIMIT = 20;
export const IP_WINDOW_MINUTES = 15;
const MINUTE = 60_000;

/** Appends one row to the login attempt log. The password is never part of it. */
export async function recordLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.insert(loginAttempts).values({
    email: attempt.email.trim().toLowerCase().slice(0, 254) || "unknown",
    success: attempt.success,
    provider: attempt.provider,
    reason: attempt.reason?.slice(0, 200) ?? null,
    ipAddress: attempt.ipAddress?.slice(0, 64) ?? null,
    userAgent: attempt.userAgent?.slice(0, 400) ?? null,
    createdAt: attempt.at,
  });
}

export type LockState = { locked: false } | { locked: true; minutes: number; until: Date };

/**
 * 5 failed password sign-ins for one e-mail within a sliding 15 minutes lock it for 15 minutes
 * from the fifth failure. Attempts refused while locked do not extend the lock, and a success
 * (or a completed password reset) starts the count again.
 */
export async function getLockState(db: Db, email: string, now: Date): Promise<LockState> {
  const normalized = email.trim().toLowerCase();
  const horizon = new Date(now.getTime() - (LOCKOUT_WINDOW_MINUTES + LOCKOUT_DURATION_MINUTES) * MINUTE);
  const rows = await selectRows<{ created_at: Date | string }>(
    db,
    sql`select created_at from login_attempts
        where lower(email) = ${normalized} and provider = 'email' and success = false
          and reason is distinct from 'locked'
          and created_at > ${horizon.toISOString()}
          and created_at > coalesce((
            select max(created_at) from login_attempts
            where lower(email) = ${normalized} and success = true and provider in ('email', 'password_reset', 'google')
          ), '-infinity'::timestamptz)
        order by created_at desc
        limit ${LOCKOUT_MAX_FAILURES}`,
  );
  if (rows.length < LOCKOUT_MAX_FAILURES) return { locked: false };
  const newest = new Date(rows[0]!.created_at).getTime();
  const oldest = new Date(rows[LOCKOUT_MAX_FAILURES - 1]!.created_at).getTime();
  if (newest - oldest > LOCKOUT_WINDOW_MINUTES * MINUTE) return { locked: false };
  const until = newest + LOCKOUT_DURATION_MINUTES * MINUTE;
  if (now.getTime() >= until) return { locked: false };
  return { locked: true, minutes: Math.ceil((until - now.getTime()) / MINUTE), until: new Date(until) };
}

/** True when this IP has failed too many sign-ins recently, whatever e-mails it tried. */
export async function isIpThrottled(db: Db, ipAddress: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - IP_WINDOW_MINUTES * MINUTE);
  const rows = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from login_attempts
        where ip_address = ${ipAddress} and success = false and created_at > ${since.toISOString()}`,
  );
  return (rows[0]?.n ?? 0) >= IP_FAILURE_LIMIT;
}
