import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { profiles } from "@/server/db/schema/profiles";
import { DAILY_MESSAGE_LIMIT, QUOTA_WINDOW_HOURS } from "@/shared/constants";

const WINDOW_MS = QUOTA_WINDOW_HOURS * 60 * 60 * 1000;

export type Quota = { limit: number; remaining: number; resetsAt: string | null };

/** Remaining messages: 100 minus question_count, or the full 100 once 24 hours passed since last_reset. */
export async function getQuota(db: Db, userId: string, now: Date): Promise<Quota> {
  const [profile] = await db
    .select({ questionCount: profiles.questionCount, lastReset: profiles.lastReset })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (!profile || now.getTime() - profile.lastReset.getTime() >= WINDOW_MS) {
    return { limit: DAILY_MESSAGE_LIMIT, remaining: DAILY_MESSAGE_LIMIT, resetsAt: null };
  }
  return {
    limit: DAILY_MESSAGE_LIMIT,
    remaining: Math.max(0, DAILY_MESSAGE_LIMIT - profile.questionCount),
    resetsAt: new Date(profile.lastReset.getTime() + WINDOW_MS).toISOString(),
  };
}
