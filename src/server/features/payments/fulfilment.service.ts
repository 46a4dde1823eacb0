import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { paymentEvents, payments } from "@/server/db/schema/payments";
import { profiles } from "@/server/db/schema/profiles";
import { logUserActivity } from "@/server/features/activity/activity.service";
import type { PaymentProvider } from "@/server/providers/payments/payment-provider";
import { PREMIUM_CURRENCY, PREMIUM_PRICE_CENTS } from "@/shared/constants";

export type FulfilmentResult =
  // refundDue: the user had already paid through another session; this one is flagged for a refund.
  { status: "paid"; userId: string; refundDue?: true } | { status: "pending" } | { status: "rejected"; reason: string };

export type FulfilOptions = {
  /** The webhook event that triggered this; recorded once so replays change nothing. */
  event?: { id: string; type: string };
  /** When the signed-in user asks, the session must be theirs. */
  expectedUserId?: string;
  now: Date;
};

/**
 * The one fulfilment path for the Stripe webhook, the test-mode checkout and the return page.
 * It re-reads the session from the provider and unlocks premium only for a paid, one-time,
 * $14.99 USD session of a real user - in one transaction, idempotently. One grant per user: a
 * second paid session is recorded as `refund_due` instead.
 */
export async function fulfilCheckout(
  db: Db,
  provider: PaymentProvider,
  sessionId: string,
  options: FulfilOptions,
): Promise<FulfilmentResult> {
  const session = await provider.retrieveSession(sessionId);
  if (!session) return { status: "rejected", reason: "unknown_session" };
  const userId = session.clientReferenceId;
  if (!userId) return { status: "rejected", reason: "no_client_reference" };
  if (options.expectedUserId && options.expectedUserId !== userId) return { status: "rejected", reason: "other_user" };
  if (session.mode !== "payment") return { status: "rejected", reason: "not_one_time" };
  if (session.amountTotal !== PREMIUM_PRICE_CENTS || session.currency?.toLowerCase() !== PREMIUM_CURRENCY) {
    return { status: "rejected", reason: "wrong_amount" };
  }
  if (session.paymentStatus !== "paid") return { status: "pending" };

  return db.transaction(async (tx) => {
    if (options.event) {
      await tx
        .insert(paymentEvents)
        .values({
          provider: provider.kind,
          eventId: options.event.id,
          eventType: options.event.type,
          sessionId,
          receivedAt: options.now,
        })
        .onConflictDoNothing();
    }
    // The profile row lock serialises every fulfilment of one user, so two sessions completed at
    // once cannot both become the grant (the partial unique index on paid rows is the backstop).
    const [profile] = await tx
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .limit(1)
      .for("update");
    if (!profile) return { status: "rejected", reason: "unknown_user" } as const;
    const [existing] = await tx
      .select({ status: payments.status })
      .from(payments)
      .where(and(eq(payments.provider, provider.kind), eq(payments.sessionId, sessionId)))
      .limit(1);
    if (existing?.status === "paid") return { status: "paid", userId } as const;
    if (existing?.status === "refund_due") return { status: "paid", userId, refundDue: true } as const;
    const [grant] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, "paid")))
      .limit(1);
    const status = grant ? ("refund_due" as const) : ("paid" as const);
    const refundReason = grant ? "duplicate_purchase" : null;
    await tx
      .insert(payments)
      .values({
        userId,
        provider: provider.kind,
        sessionId,
        amountCents: session.amountTotal ?? 0,
        currency: session.currency ?? PREMIUM_CURRENCY,
        status,
        refundReason,
        createdAt: options.now,
        updatedAt: options.now,
        paidAt: options.now,
      })
      .onConflictDoUpdate({
        target: [payments.provider, payments.sessionId],
        set: {
          status,
          refundReason,
          userId,
          paidAt: sql`coalesce(${payments.paidAt}, ${options.now.toISOString()}::timestamptz)`,
          updatedAt: options.now,
        },
      });
    if (grant) return { status: "paid", userId, refundDue: true } as const;
    const unlocked = await tx
      .update(profiles)
      .set({ hasPaid: true })
      .where(and(eq(profiles.userId, userId), eq(profiles.hasPaid, false)))
      .returning({ userId: profiles.userId });
    if (unlocked.length > 0) {
      await logUserActivity(tx, {
        userId,
        eventType: "payment",
        at: options.now,
        metadata: { provider: provider.kind, amountCents: session.amountTotal ?? 0 },
      });
    }
    return { status: "paid", userId } as const;
  });
}
