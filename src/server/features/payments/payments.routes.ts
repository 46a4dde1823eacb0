import { createRoute, z } from "@hono/zod-openapi";
import { getAccessSummary } from "@/server/features/access/access.service";
import { ApiError, errorBody } from "@/server/lib/api-error";
import type { AppDeps } from "@/server/lib/app-context";
import { errorResponses, jsonBody, jsonContent } from "@/server/lib/openapi";
import { siteUrlFor } from "@/server/lib/request-origin";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import { paths } from "@/shared/paths";
import {
  checkoutConfirmationSchema,
  checkoutCreatedSchema,
  checkoutRedirectSchema,
  confirmCheckoutSchema,
  testCheckoutSessionSchema,
  webhookReceivedSchema,
} from "@/shared/schemas/payments";
import {
  cancelPendingPayment,
  cancelTestSession,
  findOpenCheckout,
  getOwnTestSession,
  markTestSessionPaid,
  recordPendingPayment,
} from "./checkout.service";
import { fulfilCheckout } from "./fulfilment.service";

export type PaymentDeps = Pick<AppDeps, "database" | "clock" | "env" | "logger" | "payments">;

const checkoutRoute = createRoute({
  method: "post",
  path: "/checkout",
  summary: "Start the one-time $14.99 checkout; answers the URL to send the browser to",
  responses: {
    200: jsonContent(checkoutCreatedSchema, "Checkout created"),
    ...errorResponses(401, [409, "Already premium, or a checkout is being prepared"]),
  },
});

const confirmRoute = createRoute({
  method: "post",
  path: "/confirm",
  summary: "After returning from checkout: fulfil the session if it is paid (idempotent)",
  request: { body: jsonBody(confirmCheckoutSchema) },
  responses: { 200: jsonContent(checkoutConfirmationSchema, "Current state"), ...errorResponses(400, 401) },
});

const testSessionParams = z.object({ id: z.string().regex(/^cs_test_[\w-]+$/, "Unknown checkout session") });
const testSessionRoute = createRoute({
  method: "get",
  path: "/test-checkout/{id}",
  summary: "The built-in test-mode checkout session (owner only)",
  request: { params: testSessionParams },
  responses: { 200: jsonContent(testCheckoutSessionSchema, "Session"), ...errorResponses(400, 401, 404) },
});
const testPayRoute = createRoute({
  method: "post",
  path: "/test-checkout/{id}/pay",
  summary: "Pay a test-mode session (no money moves) and fulfil it",
  request: { params: testSessionParams },
  responses: { 200: jsonContent(checkoutRedirectSchema, "Paid"), ...errorResponses(400, 401, 404, 410) },
});
const testCancelRoute = createRoute({
  method: "post",
  path: "/test-checkout/{id}/cancel",
  summary: "Cancel a test-mode session",
  request: { params: testSessionParams },
  responses: { 200: jsonContent(checkoutRedirectSchema, "Canceled"), ...errorResponses(400, 401, 404) },
});
const webhookRoute = createRoute({
  method: "post",
  path: "/stripe/webhook",
  summary: "Stripe's webhook (signed; the raw body is verified before anything parses it)",
  responses: {
    200: jsonContent(webhookReceivedSchema, "Received"),
    ...errorResponses([400, "The signature is missing, invalid or too old"]),
  },
});

/** Payments, mounted at /api/payments; the test-mode checkout or Stripe's webhook, as configured. */
export function paymentRoutes(deps: PaymentDeps) {
  const app = createRouter();
  const { provider } = deps.payments;
  const { db } = deps.database;

  app.openapi(checkoutRoute, async (c) => {
    const user = requireUser(c);
    const { env, clock, logger } = deps;
    const alreadyPaid = () => c.json(errorBody("already_paid", "You already have premium access."), 409);
    if ((await getAccessSummary(db, user.userId)).hasPaid) return alreadyPaid();

    // One open checkout per user: send the browser back to it while it can still be paid.
    const open = await findOpenCheckout(db, user.userId);
    if (open) {
      const session = await provider.retrieveSession(open.sessionId);
      if (session?.paymentStatus === "paid") {
        // Paid but not yet fulfilled (the webhook is on its way): fulfil now rather than sell twice.
        const result = await fulfilCheckout(db, provider, open.sessionId, {
          expectedUserId: user.userId,
          now: clock.now(),
        });
        if (result.status === "paid") return alreadyPaid();
      }
      if (session?.status === "open" && open.checkoutUrl) return c.json({ url: open.checkoutUrl }, 200);
      await cancelPendingPayment(db, open.id, clock.now());
    }

    const checkout = await provider.createCheckout({
      userId: user.userId,
      email: user.email,
      productName: `${env.SITE_NAME} Premium - lifetime access`,
      successUrl: `${siteUrlFor(env, c.req.raw)}${paths.paymentReturn}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${siteUrlFor(env, c.req.raw)}${paths.payment}?canceled=1`,
    });
    const recorded = await recordPendingPayment(db, {
      userId: user.userId,
      provider: provider.kind,
      sessionId: checkout.id,
      checkoutUrl: checkout.url,
      now: clock.now(),
    });
    if (recorded) return c.json({ url: checkout.url }, 200);

    // Another request of this user opened one first: retire ours and send the browser to theirs.
    await provider.expireCheckout(checkout.id).catch((error: unknown) => {
      logger.warn({ err: error, sessionId: checkout.id }, "could not expire a superfluous checkout session");
    });
    const winner = await findOpenCheckout(db, user.userId);
    if (winner?.checkoutUrl) return c.json({ url: winner.checkoutUrl }, 200);
    throw new ApiError(409, "checkout_in_progress", "A checkout is already being prepared. Please try again.");
  });

  app.openapi(confirmRoute, async (c) => {
    const user = requireUser(c);
    const { sessionId } = c.req.valid("json");
    const result = await fulfilCheckout(db, provider, sessionId, {
      expectedUserId: user.userId,
      now: deps.clock.now(),
    });
    const access = await getAccessSummary(db, user.userId);
    return c.json({ status: result.status, hasPaid: access.hasPaid }, 200);
  });

  if (provider.kind === "test") {
    app.openapi(testSessionRoute, async (c) => {
      const user = requireUser(c);
      const row = await getOwnTestSession(db, c.req.valid("param").id, user.userId);
      const expired = row.status === "open" && row.expiresAt.getTime() < deps.clock.now().getTime();
      return c.json(
        {
          id: row.id,
          productName: row.productName,
          amountCents: row.amountCents,
          currency: row.currency,
          status: expired ? ("expired" as const) : row.status,
          cancelUrl: row.cancelUrl,
        },
        200,
      );
    });

    app.openapi(testPayRoute, async (c) => {
      const user = requireUser(c);
      const row = await getOwnTestSession(db, c.req.valid("param").id, user.userId);
      if (row.status === "expired" || row.expiresAt.getTime() < deps.clock.now().getTime()) {
        throw new ApiError(410, "checkout_expired", "This checkout session has expired. Please start again.");
      }
      await markTestSessionPaid(db, row.id);
      // The same fulfilment as the Stripe webhook, keyed on a synthetic event id.
      await fulfilCheckout(db, provider, row.id, {
        event: { id: `evt_test_${row.id}`, type: "checkout.session.completed" },
        now: deps.clock.now(),
      });
      return c.json({ redirectUrl: row.successUrl }, 200);
    });

    app.openapi(testCancelRoute, async (c) => {
      const user = requireUser(c);
      const row = await getOwnTestSession(db, c.req.valid("param").id, user.userId);
      if (row.status === "open") await cancelTestSession(db, row.id, deps.clock.now());
      return c.json({ redirectUrl: row.cancelUrl }, 200);
    });
  }

  if (deps.payments.verifyWebhook) {
    const verify = deps.payments.verifyWebhook;
    app.openapi(webhookRoute, async (c) => {
      const raw = await c.req.text();
      const signature = c.req.header("stripe-signature") ?? "";
      let event: ReturnType<typeof verify>;
      try {
        event = verify(raw, signature);
      } catch {
        return c.json(errorBody("invalid_signature", "The webhook signature is missing, invalid or too old."), 400);
      }
      if (event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded") {
        const session = event.data.object as { id: string };
        const { clock, logger } = deps;
        const result = await fulfilCheckout(db, provider, session.id, {
          event: { id: event.id, type: event.type },
          now: clock.now(),
        });
        if (result.status === "rejected")
          logger.warn({ eventId: event.id, reason: result.reason }, "checkout not fulfilled");
        if (result.status === "paid" && result.refundDue)
          logger.warn({ eventId: event.id, sessionId: session.id }, "duplicate premium payment flagged for refund");
      }
      return c.json({ received: true as const }, 200);
    });
  }

  return app;
}
