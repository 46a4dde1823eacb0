import Stripe from "stripe";
import { PREMIUM_CURRENCY, PREMIUM_PRICE_CENTS } from "@/shared/constants";
import type { PaymentProvider } from "./payment-provider";

export type StripeOptions = {
  secretKey: string;
  priceId?: string | undefined;
  /** Points the client at another API server (tests use a local one). */
  api?: { host: string; port: number; protocol: "http" | "https" };
};

export function createStripeClient(options: StripeOptions): Stripe {
  return new Stripe(options.secretKey, {
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.api ?? {}),
  });
}

/** Stripe Checkout: one-time $14.99 (or STRIPE_PRICE_ID), tied to the user by client_reference_id. */
export function createStripePayments(options: StripeOptions, stripe = createStripeClient(options)): PaymentProvider {
  return {
    kind: "stripe",
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        line_items: [
          options.priceId
            ? { price: options.priceId, quantity: 1 }
            : {
                price_data: {
                  currency: PREMIUM_CURRENCY,
                  unit_amount: PREMIUM_PRICE_CENTS,
                  product_data: { name: input.productName },
                },
                quantity: 1,
              },
        ],
        client_reference_id: input.userId,
        customer_email: input.email,
        metadata: { userId: input.userId },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { id: session.id, url: session.url };
    },
    async retrieveSession(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return {
          id: session.id,
          mode: session.mode,
          status: session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open",
          paymentStatus:
            session.payment_status === "paid"
              ? "paid"
              : session.payment_status === "no_payment_required"
                ? "no_payment_required"
                : "unpaid",
          amountTotal: session.amount_total,
          currency: session.currency,
          clientReferenceId: session.client_reference_id,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async expireCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
  };
}
