import type { Db } from "@/server/db/client";
import { userActivityLogs } from "@/server/db/schema/activity";

/** Significant user events shown in the admin dashboard's Recent Activity. */
export type UserActivityEvent = "sign_up" | "payment" | "first_chat";

type Writer = Pick<Db, "insert">;

/**
 * Records one event, through the caller's transaction when there is one. sign_up and first_chat are
 * once per user (a unique index); a second attempt is ignored.
 */
export async function logUserActivity(
  db: Writer,
  event: { userId: string; eventType: UserActivityEvent; at: Date; metadata?: Record<string, unknown> },
): Promise<void> {
  await db
    .insert(userActivityLogs)
    .values({ userId: event.userId, eventType: event.eventType, metadata: event.metadata ?? {}, createdAt: event.at })
    .onConflictDoNothing();
}
