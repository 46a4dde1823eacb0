import { createRoute, z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { payments, testCheckoutSessions } from "@/server/db/schema/payments";
import { getAccessSummary } from "@/server/features/access/access.service";
import { ApiError, errorBody } from "@/server/lib/api-error";
import type { AppBindings } from "@/server/lib/app-context";
import { siteUrlFor } from "@/server/lib/request-origin";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import type { PaymentsSetup } from "@/server/providers/payments/create-payments";
import { PREMIUM_CURRENCY, PREMIUM_PRICE_CENTS } from "@/shared/constants";
import { paths } from "@/shared/paths";
import { fulfilCheckout } from "./fulfilment.service";

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const checkoutRoute = createRoute({
  method: "post",
  path: "/checkout",
  summary: "Start the one-time $14.99 checkout; answers the URL to send the browser to",
  responses: {
    200: json(z.object({ url: z.string() }), "Checkout created"),
    409: json(errorSchema, "Already premium, or a checkout is being prepared"),
  },
});

/** Stripe's and the test-mode checkout's session ids: `cs_` and URL-safe characters only. */
const checkoutSessionIdSchema = z
  .string({ error: "Unknown checkout session" })
  .max(255, "Unknown checkout session")
  .regex(/^cs_[A-Za-z0-9_-]+$/, "Unknown checkout session");

const confirmRoute = createRoute({
  method: "post",
  path: "/confirm",
  summary: "After returning from checkout: fulfil the session if it is paid (idempotent)",
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: z.object({ sessionId: checkoutSessionIdSchema }) } },
    },
  },
  responses: {
    200: json(z.object({ status: z.enum(["paid", "pending", "rejected"]), hasPaid: z.boolean() }), "Current state"),
  },
});

const testSessionParams = z.object({ id: z.string().regex(/^cs_test_[\w-]+$/, "Unknown checkout session") });
const testSessionRoute = createRoute({
  method: "get",
  path: "/test-checkout/{id}",
  summary: "The built-in test-mode checkout session (owner only)",
  request: { params: testSessionParams },
  responses: {
    200: json(
      z.object({
        id: z.string(),
        productName: z.string(),
        amountCents: z.number(),
        currency: z.string(),
        status: z.enum(["open", "complete", "expired"]),
        cancelUrl: z.string(),
      }),
      "Session",
    ),
  },
});
const testPayRoute = createRoute({
  method: "post",
  path: "/test-checkout/{id}/pay",
  summary: "Pay a test-mode session (no money moves) and fulfil it",
  request: { params: testSessionParams },
  responses: { 200: json(z.object({ redirectUrl: z.string() }), "Paid") },
});
const testCancelRoute = createRoute({
  method: "post",
  path: "/test-checkout/{id}/cancel",
  summary: "Cancel a test-mode session",
  request: { params: testSessionParams },
  responses: { 200: json(z.object({ redirectUrl: z.string() }), "Canceled") },
});

async function ownTestSession(c: Context<AppBindings>, id: string, userId: string) {
  const { db } = c.get("deps").database;
  const [row] = await db
    .select()
    .from(testCheckoutSessions)
    .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.userId, userId)))
    .limit(1);
  // Another user's session is indistinguishable from a missing one.
  if (!row) throw new ApiError(404, "not_found", "This checkout session does not exist.");
  return row;
}

export function paymentRoutes(setup: PaymentsSetup) {
  const app = createRouter();
  const { provider } = setup;

  app.openapi(checkoutRoute, async (c) => {
    const user = requireUser(c);
    const { database, env, clock, logger } = c.get("deps");
    const { db } = database;
    const alreadyPaid = () => c.json(errorBody("already_paid", "You already have premium access."), 409);
    if ((await getAccessSummary(db, user.userId)).hasPaid) return alreadyPaid();

    // One open checkout per user: send the browser back to it while it can still be paid.
    const [open] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.userId), eq(payments.status, "pending")))
      .limit(1);
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
      await db
        .update(payments)
        .set({ status: "canceled", updatedAt: clock.now() })
        .where(and(eq(payments.id, open.id), eq(payments.status, "pending")));
    }

    const checkout = await provider.createCheckout({
      userId: user.userId,
      email: user.email,
      productName: `${env.SITE_NAME} Premium - lifetime access`,
      successUrl: `${siteUrlFor(env, c.req.raw)}${paths.paymentReturn}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${siteUrlFor(env, c.req.raw)}${paths.payment}?canceled=1`,
    });
    // The partial unique index on open rows decides a race between two requests of one user.
    const inserted = await db
      .insert(payments)
      .values({
        userId: user.userId,
        provider: provider.kind,
        sessionId: checkout.id,
        amountCents: PREMIUM_PRICE_CENTS,
        currency: PREMIUM_CURRENCY,
        checkoutUrl: checkout.url,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (inserted.length > 0) return c.json({ url: checkout.url }, 200);

    // Another request of this user opened one first: retire ours and send the browser to theirs.
    await provider.expireCheckout(checkout.id).catch((error: unknown) => {
      logger.warn({ err: error, sessionId: checkout.id }, "could not expire a superfluous checkout session");
    });
    const [winner] = await db
      .select({ checkoutUrl: payments.checkoutUrl })
      .from(payments)
      .where(and(eq(payments.userId, user.userId), eq(payments.status, "pending")))
      .limit(1);
    if (winner?.checkoutUrl) return c.json({ url: winner.checkoutUrl }, 200);
    throw new ApiError(409, "checkout_in_progress", "A checkout is already being prepared. Please try again.");
  });

  app.openapi(confirmRoute, async (c) => {
    const user = requireUser(c);
    const { database, clock } = c.get("deps");
    const { sessionId } = c.req.valid("json");
    const result = await fulfilCheckout(database.db, provider, sessionId, {
      expectedUserId: user.userId,
      now: clock.now(),
    });
    const access = await getAccessSummary(database.db, user.userId);
    return c.json({ status: result.status, hasPaid: access.hasPaid }, 200);
  });

  if (provider.kind === "test") {
    app.openapi(testSessionRoute, async (c) => {
      const user = requireUser(c);
      const row = await ownTestSession(c, c.req.valid("param").id, user.userId);
      const expired = row.status === "open" && row.expiresAt.getTime() < c.get("deps").clock.now().getTime();
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
      const { database, clock } = c.get("deps");
      const row = await ownTestSession(c, c.req.valid("param").id, user.userId);
      if (row.status === "expired" || row.expiresAt.getTime() < clock.now().getTime()) {
        throw new ApiError(410, "checkout_expired", "This checkout session has expired. Please start again.");
      }
      await database.db
        .update(testCheckoutSessions)
        .set({ status: "complete", paymentStatus: "paid" })
        .where(eq(testCheckoutSessions.id, row.id));
      // The same fulfilment as the Stripe webhook, keyed on a synthetic event id.
      await fulfilCheckout(database.db, provider, row.id, {
        event: { id: `evt_test_${row.id}`, type: "checkout.session.completed" },
        now: clock.now(),
      });
      return c.json({ redirectUrl: row.successUrl }, 200);
    });

    app.openapi(testCancelRoute, async (c) => {
      const user = requireUser(c);
      const { database } = c.get("deps");
      const row = await ownTestSession(c, c.req.valid("param").id, user.userId);
      if (row.status === "open") {
        await database.db
          .update(testCheckoutSessions)
          .set({ status: "expired" })
          .where(eq(testCheckoutSessions.id, row.id));
        await database.db
          .update(payments)
          .set({ status: "canceled", updatedAt: c.get("deps").clock.now() })
          .where(and(eq(payments.provider, "test"), eq(payments.sessionId, row.id), eq(payments.status, "pending")));
      }
      return c.json({ redirectUrl: row.cancelUrl }, 200);
    });
  }

  if (setup.verifyWebhook) {
    const verify = setup.verifyWebhook;
    app.post("/stripe/webhook", async (c) => {
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
        const { database, clock, logger } = c.get("deps");
        const result = await fulfilCheckout(database.db, provider, session.id, {
          event: { id: event.id, type: event.type },
          now: clock.now(),
        });
        if (result.status === "rejected")
          logger.warn({ eventId: event.id, reason: result.reason }, "checkout not fulfilled");
        if (result.status === "paid" && result.refundDue)
          logger.warn({ eventId: event.id, sessionId: session.id }, "duplicate premium payment flagged for refund");
      }
      return c.json({ received: true }, 200);
    });
  }

  return app;
}
