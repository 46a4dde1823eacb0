/** A checkout session as the provider reports it; fulfilment re-reads it instead of trusting events. */
export type ProviderCheckoutSession = {
  id: string;
  mode: string;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  amountTotal: number | null;
  currency: string | null;
  clientReferenceId: string | null;
};

export type CreateCheckoutInput = {
  userId: string;
  email: string;
  productName: string;
  successUrl: string;
  cancelUrl: string;
};

export type PaymentProvider = {
  kind: "stripe" | "test";
  createCheckout: (input: CreateCheckoutInput) => Promise<{ id: string; url: string }>;
  retrieveSession: (sessionId: string) => Promise<ProviderCheckoutSession | null>;
  /** Closes an open session so it can no longer be paid (a checkout that lost a race). */
  expireCheckout: (sessionId: string) => Promise<void>;
};
