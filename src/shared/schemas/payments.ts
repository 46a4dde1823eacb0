import { z } from "./zod";

/** Stripe's and the test-mode checkout's session ids: `cs_` and URL-safe characters only. */
export const checkoutSessionIdSchema = z
  .string({ error: "Unknown checkout session" })
  .max(255, "Unknown checkout session")
  .regex(/^cs_[A-Za-z0-9_-]+$/, "Unknown checkout session");

export const confirmCheckoutSchema = z.object({ sessionId: checkoutSessionIdSchema });

export const checkoutCreatedSchema = z.object({ url: z.string() });
export type CheckoutCreated = z.infer<typeof checkoutCreatedSchema>;

export const checkoutConfirmationSchema = z.object({
  status: z.enum(["paid", "pending", "rejected"]),
  hasPaid: z.boolean(),
});
export type CheckoutConfirmation = z.infer<typeof checkoutConfirmationSchema>;

export const testCheckoutSessionSchema = z.object({
  id: z.string(),
  productName: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  status: z.enum(["open", "complete", "expired"]),
  cancelUrl: z.string(),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionSchema>;

export const checkoutRedirectSchema = z.object({ redirectUrl: z.string() });
export type CheckoutRedirect = z.infer<typeof checkoutRedirectSchema>;

export const webhookReceivedSchema = z.object({ received: z.literal(true) });
