import type Stripe from "stripe";
import type { Db } from "@/server/db/client";
import type { Env } from "@/server/env";
import type { Clock } from "@/server/lib/clock";
import type { PaymentProvider } from "./payment-provider";
import { createStripeClient, createStripePayments, type StripeOptions } from "./stripe-payments";
import { createTestPayments } from "./test-payments";

export type PaymentsSetup = {
  provider: PaymentProvider;
  /** Verifies a Stripe webhook on its raw body; absent for the test-mode checkout. */
  verifyWebhook?: (rawBody: string, signature: string) => Stripe.Event;
};

export function createPayments(env: Env, db: Db, clock: Clock, api?: StripeOptions["api"]): PaymentsSetup {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
    return { provider: createTestPayments(db, clock, env.PUBLIC_URL) };
  }
  const options: StripeOptions = {
    secretKey: env.STRIPE_SECRET_KEY,
    priceId: env.STRIPE_PRICE_ID,
    ...(api ? { api } : {}),
  };
  const stripe = createStripeClient(options);
  const secret = env.STRIPE_WEBHOOK_SECRET;
  return {
    provider: createStripePayments(options, stripe),
    verifyWebhook: (rawBody, signature) => stripe.webhooks.constructEvent(rawBody, signature, secret),
  };
}
