import { sql } from "drizzle-orm";
import { type Db, selectRows } from "@/server/db/client";

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
