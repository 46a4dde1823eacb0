import { count, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/server/db/schema/auth";
import { paymentEvents, payments } from "@/server/db/schema/payments";
import { profiles } from "@/server/db/schema/profiles";
import { createStripePayments } from "@/server/providers/payments/stripe-payments";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { startFakeStripe } from "../../../../tests/setup/fake-stripe";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

const WEBHOOK_SECRET = "whsec_test_alohabot";
const stripe = new Stripe("sk_test_signing_only");
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    env: { STRIPE_SECRET_KEY: "sk_test_alohabot", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    stripeApi: fake.api,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let newUsers = 0;
async function newUser(email: string) {
  // Each from its own address, so the per-address sign-up limit never gets in the way.
  newUsers++;
  const agent = createAgent(t, { ip: `198.51.100.${newUsers}` });
  await agent.signUp(email, "pineapple-2026");
  await agent.request("/api/me/consent", { json: { consent: true } });
  return agent;
}

async function startCheckout(agent: ReturnType<typeof createAgent>) {
  const res = await agent.request("/api/payments/checkout", { json: {} });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return url.split("/").at(-1)!;
}

function deliver(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return t.app.request("/api/payments/stripe/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": header },
    body: payload,
  });
}

function completedEvent(sessionId: string, eventId = `evt_${sessionId}`) {
  return {
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    data: { object: { id: sessionId, object: "checkout.session" } },
  };
}

async function paidOf(email: string) {
  const [row] = await t.database.db
    .select({ hasPaid: profiles.hasPaid })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(users.email, email));
  return row?.hasPaid;
}

async function paymentRows(sessionId: string) {
  return t.database.db.select().from(payments).where(eq(payments.sessionId, sessionId));
}

describe("Stripe Checkout through the real library", () => {
  it("creates a one-time $14.99 session tied to the user, with return URLs to the app", async () => {
    const agent = await newUser("stripe.buyer@example.com");
    const sessionId = await startCheckout(agent);
    const created = fake.requests.find((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")!;
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "stripe.buyer@example.com"));
    expect(created.body.get("mode")).toBe("payment");
    expect(created.body.get("line_items[0][price_data][unit_amount]")).toBe("1499");
    expect(created.body.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(created.body.get("client_reference_id")).toBe(user!.id);
    expect(created.body.get("metadata[userId]")).toBe(user!.id);
    expect(created.body.get("success_url")).toBe(
      "http://localhost:3000/payment/return?session_id={CHECKOUT_SESSION_ID}",
    );
    expect(created.body.get("cancel_url")).toBe("http://localhost:3000/payment?canceled=1");
    expect(await paymentRows(sessionId)).toEqual([
      expect.objectContaining({ status: "pending", amountCents: 1499, provider: "stripe" }),
    ]);
  });

  it("does not unlock on a completed event whose session is unpaid", async () => {
    const agent = await newUser("unpaid.event@example.com");
    const sessionId = await startCheckout(agent);
    const res = await deliver(completedEvent(sessionId));
    expect(res.status).toBe(200);
    expect(await paidOf("unpaid.event@example.com")).toBe(false);
  });

  it("fulfils a paid session once, however often and however concurrently the event arrives", async () => {
    const agent = await newUser("paid.once@example.com");
    const sessionId = await startCheckout(agent);
    fake.markPaid(sessionId);
    const event = completedEvent(sessionId, "evt_paid_once");
    for (let i = 0; i < 5; i++) expect((await deliver(event)).status).toBe(200);
    // The same event racing itself and the return page.
    await Promise.all([
      ...Array.from({ length: 5 }, () => deliver(event)),
      ...Array.from({ length: 3 }, () => agent.request("/api/payments/confirm", { json: { sessionId } })),
    ]);
    expect(await paidOf("paid.once@example.com")).toBe(true);
    const rows = await paymentRows(sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "paid", amountCents: 1499, currency: "usd" });
    const events = await t.database.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, "evt_paid_once"));
    expect(events[0]?.n).toBe(1);
    expect((await agent.me()).user).toMatchObject({ hasPaid: true });
  });

  it("also fulfils on the async payment success event", async () => {
    const agent = await newUser("async.pay@example.com");
    const sessionId = await startCheckout(agent);
    fake.markPaid(sessionId);
    await deliver({ ...completedEvent(sessionId, "evt_async"), type: "checkout.session.async_payment_succeeded" });
    expect(await paidOf("async.pay@example.com")).toBe(true);
  });

  it("refuses a bad or stale signature with 400 and changes nothing", async () => {
    const agent = await newUser("forged@example.com");
    const sessionId = await startCheckout(agent);
    fake.markPaid(sessionId);
    const bad = await deliver(completedEvent(sessionId), { secret: "whsec_wrong" });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe("invalid_signature");
    const stale = await deliver(completedEvent(sessionId), { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(400);
    const unsigned = await t.app.request("/api/payments/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(completedEvent(sessionId)),
    });
    expect(unsigned.status).toBe(400);
    expect(await paidOf("forged@example.com")).toBe(false);
    expect(await paymentRows(sessionId)).toEqual([expect.objectContaining({ status: "pending" })]);
  });

  it("does not unlock a session with the wrong amount", async () => {
    const agent = await newUser("cheap@example.com");
    const sessionId = await startCheckout(agent);
    fake.markPaid(sessionId);
    fake.sessions.get(sessionId)!.amount_total = 99;
    await deliver(completedEvent(sessionId, "evt_cheap"));
    expect(await paidOf("cheap@example.com")).toBe(false);
    fake.sessions.get(sessionId)!.amount_total = 1499;
    fake.sessions.get(sessionId)!.currency = "eur";
    await deliver(completedEvent(sessionId, "evt_cheap_eur"));
    expect(await paidOf("cheap@example.com")).toBe(false);
  });

  it("does not let one user confirm another user's paid session", async () => {
    const owner = await newUser("owner@example.com");
    const sessionId = await startCheckout(owner);
    fake.markPaid(sessionId);
    const thief = await newUser("thief@example.com");
    const res = await thief.request("/api/payments/confirm", { json: { sessionId } });
    expect(await res.json()).toEqual({ status: "rejected", hasPaid: false });
    expect(await paidOf("thief@example.com")).toBe(false);
    const mine = await owner.request("/api/payments/confirm", { json: { sessionId } });
    expect(await mine.json()).toEqual({ status: "paid", hasPaid: true });
  });

  it("refuses to start a second checkout for a paid user", async () => {
    const agent = createAgent(t);
    await agent.signIn("owner@example.com", "pineapple-2026");
    const res = await agent.request("/api/payments/checkout", { json: {} });
    expect(res.status).toBe(409);
  });

  it("sends the browser back to the open Stripe session instead of creating another", async () => {
    const agent = await newUser("stripe.reuse@example.com");
    const first = await startCheckout(agent);
    const created = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").length;
    expect(await startCheckout(agent)).toBe(first);
    expect(fake.requests.filter((r) => r.path === "/v1/checkout/sessions").length).toBe(created);
    // Expired at Stripe: a new one is made and the old row is closed.
    fake.sessions.get(first)!.status = "expired";
    const second = await startCheckout(agent);
    expect(second).not.toBe(first);
    expect((await paymentRows(first))[0]?.status).toBe("canceled");
  });

  it("answers 409 and fulfils when the open session was paid before its webhook arrived", async () => {
    const agent = await newUser("stripe.early@example.com");
    const sessionId = await startCheckout(agent);
    fake.markPaid(sessionId);
    const res = await agent.request("/api/payments/checkout", { json: {} });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe("already_paid");
    expect(await paidOf("stripe.early@example.com")).toBe(true);
  });

  it("records a second paid session once, flagged for a refund, however the events race", async () => {
    const agent = await newUser("stripe.twice@example.com");
    const first = await startCheckout(agent);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "stripe.twice@example.com"));
    // A second session made outside our checkout route (another tab before this fix, or Stripe's dashboard).
    const direct = createStripePayments({ secretKey: "sk_test_alohabot", api: fake.api });
    const second = await direct.createCheckout({
      userId: user!.id,
      email: "stripe.twice@example.com",
      productName: "AlohaBot Premium - lifetime access",
      successUrl: "http://localhost:3000/payment/return",
      cancelUrl: "http://localhost:3000/payment",
    });
    fake.markPaid(first);
    fake.markPaid(second.id);
    const results = await Promise.all([
      deliver(completedEvent(first, "evt_twice_a")),
      deliver(completedEvent(second.id, "evt_twice_b")),
      deliver(completedEvent(second.id, "evt_twice_b")),
      agent.request("/api/payments/confirm", { json: { sessionId: first } }),
    ]);
    for (const res of results) expect(res.status).toBe(200);
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, user!.id));
    expect(rows.filter((r) => r.status === "paid")).toHaveLength(1);
    expect(rows.filter((r) => r.status === "refund_due")).toEqual([
      expect.objectContaining({ refundReason: "duplicate_purchase", amountCents: 1499 }),
    ]);
    expect(await paidOf("stripe.twice@example.com")).toBe(true);
  });
});
