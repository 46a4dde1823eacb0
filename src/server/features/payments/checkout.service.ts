import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { payments, testCheckoutSessions } from "@/server/db/schema/payments";
import { ApiError } from "@/server/lib/api-error";
import { PREMIUM_CURRENCY, PREMIUM_PRICE_CENTS } from "@/shared/constants";

/** The user's open (pending) checkout, if any: at most one exists (a partial unique index). */
export async function findOpenCheckout(db: Db, userId: string) {
  const [open] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, "pending")))
    .limit(1);
  return open ?? null;
}

/** Retires a pending checkout that can no longer be paid. */
export async function cancelPendingPayment(db: Db, paymentId: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: "canceled", updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")));
}

/**
 * Records a new pending checkout; false when another request of the same user recorded one first
 * (the partial unique index on open rows decides the race).
 */
export async function recordPendingPayment(
  db: Db,
  input: { userId: string; provider: "stripe" | "test"; sessionId: string; checkoutUrl: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(payments)
    .values({
      userId: input.userId,
      provider: input.provider,
      sessionId: input.sessionId,
      amountCents: PREMIUM_PRICE_CENTS,
      currency: PREMIUM_CURRENCY,
      checkoutUrl: input.checkoutUrl,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return inserted.length > 0;
}

/** The user's own test-mode session; another user's is indistinguishable from a missing one (404). */
export async function getOwnTestSession(db: Db, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(testCheckoutSessions)
    .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError(404, "not_found", "This checkout session does not exist.");
  return row;
}

export async function markTestSessionPaid(db: Db, id: string): Promise<void> {
  await db
    .update(testCheckoutSessions)
    .set({ status: "complete", paymentStatus: "paid" })
    .where(eq(testCheckoutSessions.id, id));
}

/** Expires an open test-mode session and cancels its pending payment. */
export async function cancelTestSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(testCheckoutSessions).set({ status: "expired" }).where(eq(testCheckoutSessions.id, id));
  await db
    .update(payments)
    .set({ status: "canceled", updatedAt: now })
    .where(and(eq(payments.provider, "test"), eq(payments.sessionId, id), eq(payments.status, "pending")));
}
