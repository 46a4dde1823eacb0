import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { testCheckoutSessions } from "@/server/db/schema/payments";
import type { Clock } from "@/server/lib/clock";
import { PREMIUM_CURRENCY, PREMIUM_PRICE_CENTS } from "@/shared/constants";
import type { PaymentProvider } from "./payment-provider";

const SESSION_MINUTES = 30;

/**
 * The built-in test-mode checkout (the offline default): sessions live in our database and are
 * paid on an in-app page that says no money moves. Fulfilment reads them back like Stripe's.
 */
export function createTestPayments(db: Db, clock: Clock, publicUrl: string): PaymentProvider {
  return {
    kind: "test",
    async createCheckout(input) {
      const id = `cs_test_${randomBytes(18).toString("base64url")}`;
      const now = clock.now();
      await db.insert(testCheckoutSessions).values({
        id,
        userId: input.userId,
        amountCents: PREMIUM_PRICE_CENTS,
        currency: PREMIUM_CURRENCY,
        productName: input.productName,
        successUrl: input.successUrl.replace("{CHECKOUT_SESSION_ID}", id),
        cancelUrl: input.cancelUrl,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_MINUTES * 60_000),
      });
      // The in-app checkout page lives on the same site the visitor returns to.
      const site = URL.canParse(input.successUrl) ? new URL(input.successUrl).origin : publicUrl;
      return { id, url: `${site}/checkout/test/${id}` };
    },
    async retrieveSession(sessionId) {
      const [row] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId)).limit(1);
      if (!row) return null;
      const expired = row.status === "open" && row.expiresAt.getTime() < clock.now().getTime();
      return {
        id: row.id,
        mode: "payment",
        status: expired ? "expired" : row.status,
        paymentStatus: row.paymentStatus,
        amountTotal: row.amountCents,
        currency: row.currency,
        clientReferenceId: row.userId,
      };
    },
    async expireCheckout(sessionId) {
      await db
        .update(testCheckoutSessions)
        .set({ status: "expired" })
        .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.status, "open")));
    },
  };
}
