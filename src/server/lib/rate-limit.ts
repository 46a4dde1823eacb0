import { sql } from "drizzle-orm";
import { type Db, selectRows } from "@/server/db/client";
import { RATE_LIMITED } from "@/shared/messages/shell";
import { ApiError } from "./api-error";

const HOUR = 60 * 60_000;

/**
 * Every limit kept in the database, in one place (docs/security.md lists them). Sign-in throttling
 * has its own rules in features/auth/sign-in-throttle.service.ts; the chat quota in chat/quota.
 */
export const RATE_LIMITS = {
  /** Sign-ups from one client address. */
  signUpPerAddress: { limit: 10, windowMs: HOUR },
  /** Password-reset or verification e-mail requests from one client address (each kind). */
  emailRequestsPerAddress: { limit: 10, windowMs: HOUR },
  /** E-mails of one kind (reset, verification) actually sent to one recipient. */
  emailPerRecipient: { limit: 5, windowMs: HOUR },
  /** Public reviews from one client address. */
  reviewPerAddress: { limit: 5, windowMs: HOUR },
  /** Itineraries planned (not saved) from one client address. */
  itineraryPlanPerAddress: { limit: 60, windowMs: HOUR },
  /** Itineraries saved by one user. */
  itinerarySave: { limit: 30, windowMs: HOUR },
  /** Share links made by one user. */
  itineraryShare: { limit: 30, windowMs: HOUR },
  /** Day feedback and trip reviews written by one user. */
  feedback: { limit: 60, windowMs: HOUR },
  /** Chat replies saved to My Trip by one user. */
  tripSave: { limit: 100, windowMs: HOUR },
} as const;

export type RateLimitRule = { limit: number; windowMs: number };

/**
 * Counts one hit for `key` in a fixed window and says whether it is over `limit`.
 * One SQL statement, so concurrent hits cannot lose counts.
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  const rows = await selectRows<{ count: number }>(
    db,
    sql`insert into rate_limit_tracking (key, count, window_start) values (${key}, 1, ${now.toISOString()})
        on conflict (key) do update set
          count = case when rate_limit_tracking.window_start <= ${windowStart} then 1 else rate_limit_tracking.count + 1 end,
          window_start = case when rate_limit_tracking.window_start <= ${windowStart} then ${now.toISOString()}::timestamptz else rate_limit_tracking.window_start end
        returning count`,
  );
  return (rows[0]?.count ?? 0) > limit;
}

/** Counts one hit and throws a 429 when the rule's limit is passed. */
export async function enforceRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  if (await hitRateLimit(db, key, rule.limit, rule.windowMs, now)) {
    throw new ApiError(429, "rate_limited", RATE_LIMITED);
  }
}
