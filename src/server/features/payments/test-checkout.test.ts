import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/server/db/schema/auth";
import { paymentEvents, payments } from "@/server/db/schema/payments";
import { createTestPayments } from "@/server/providers/payments/test-payments";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let buyers = 0;
async function buyer(email: string) {
  // Each from its own address, so the per-address sign-up limit never gets in the way.
  buyers++;
  const agent = createAgent(t, { ip: `198.51.100.${buyers}` });
  await agent.signUp(email, "mango-season-1");
  const res = await agent.request("/api/payments/checkout", { json: {} });
  const { url } = (await res.json()) as { url: string };
  const id = url.split("/").at(-1)!;
  return { agent, url, id };
}

describe("the built-in test-mode checkout", () => {
  it("sends the browser to an in-app checkout page for $14.99", async () => {
    const { agent, url, id } = await buyer("test.pay@example.com");
    expect(url).toBe(`http://localhost:3000/checkout/test/${id}`);
    const res = await agent.request(`/api/payments/test-checkout/${id}`);
    expect(await res.json()).toMatchObject({
      id,
      amountCents: 1499,
      currency: "usd",
      status: "open",
      productName: "AlohaBot Premium - lifetime access",
    });
  });

  it("Pay completes the session through the fulfilment and unlocks premium", async () => {
    const { agent, id } = await buyer("test.paid@example.com");
    const res = await agent.request(`/api/payments/test-checkout/${id}/pay`, { json: {} });
    expect(await res.json()).toEqual({ redirectUrl: `http://localhost:3000/payment/return?session_id=${id}` });
    expect((await agent.me()).user).toMatchObject({ hasPaid: true });
    const rows = await t.database.db.select().from(payments).where(eq(payments.sessionId, id));
    expect(rows).toEqual([expect.objectContaining({ provider: "test", status: "paid", amountCents: 1499 })]);
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, id));
    expect(events).toHaveLength(1);
    // The return page confirms it; repeating changes nothing.
    const confirm = await agent.request("/api/payments/confirm", { json: { sessionId: id } });
    expect(await confirm.json()).toEqual({ status: "paid", hasPaid: true });
    await agent.request(`/api/payments/test-checkout/${id}/pay`, { json: {} });
    expect(await t.database.db.select().from(payments).where(eq(payments.sessionId, id))).toHaveLength(1);
  });

  it("Cancel leaves the user unpaid and marks the payment canceled", async () => {
    const { agent, id } = await buyer("test.cancel@example.com");
    const res = await agent.request(`/api/payments/test-checkout/${id}/cancel`, { json: {} });
    expect(await res.json()).toEqual({ redirectUrl: "http://localhost:3000/payment?canceled=1" });
    expect((await agent.me()).user).toMatchObject({ hasPaid: false });
    const confirm = await agent.request("/api/payments/confirm", { json: { sessionId: id } });
    expect(await confirm.json()).toEqual({ status: "pending", hasPaid: false });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.sessionId, id));
    expect(row?.status).toBe("canceled");
  });

  it("hides another user's session and refuses to pay it", async () => {
    const { id } = await buyer("test.owner@example.com");
    const other = createAgent(t);
    await other.signUp("test.other@example.com", "mango-season-1");
    expect((await other.request(`/api/payments/test-checkout/${id}`)).status).toBe(404);
    expect((await other.request(`/api/payments/test-checkout/${id}/pay`, { json: {} })).status).toBe(404);
    expect((await other.me()).user).toMatchObject({ hasPaid: false });
  });

  it("refuses an expired session", async () => {
    const { agent, id } = await buyer("test.late@example.com");
    t.clock.advance(31 * 60_000);
    const res = await agent.request(`/api/payments/test-checkout/${id}/pay`, { json: {} });
    expect(res.status).toBe(410);
    expect((await agent.me()).user).toMatchObject({ hasPaid: false });
    t.clock.advance(-31 * 60_000);
  });

  it("refuses a malformed session id on the return page with a 400 naming the field", async () => {
    const { agent } = await buyer("test.malformed@example.com");
    for (const sessionId of ["cs_test_a\u0000b", "not a session", "x".repeat(300)]) {
      const res = await agent.request("/api/payments/confirm", { json: { sessionId } });
      expect(res.status).toBe(400);
      expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(["sessionId"]);
    }
  });

  it("needs a session to start a checkout", async () => {
    expect((await createAgent(t).request("/api/payments/checkout", { json: {} })).status).toBe(401);
  });
});

async function userIdOf(email: string) {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

async function rowsOf(userId: string) {
  return t.database.db.select().from(payments).where(eq(payments.userId, userId));
}

/** A second open session for the same user, as the provider would hold one made before the fix. */
async function extraSession(userId: string) {
  const provider = createTestPayments(t.database.db, t.clock, "http://localhost:3000");
  const session = await provider.createCheckout({
    userId,
    email: "x@example.com",
    productName: "AlohaBot Premium - lifetime access",
    successUrl: "http://localhost:3000/payment/return?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://localhost:3000/payment?canceled=1",
  });
  await t.database.db.insert(payments).values({
    userId,
    provider: "test",
    sessionId: session.id,
    amountCents: 1499,
    currency: "usd",
    status: "canceled",
    createdAt: t.clock.now(),
    updatedAt: t.clock.now(),
  });
  return session.id;
}

describe("one premium purchase per user", () => {
  it("refuses a checkout once the user has paid, with a clear message", async () => {
    const { agent, id } = await buyer("once.paid@example.com");
    await agent.request(`/api/payments/test-checkout/${id}/pay`, { json: {} });
    const res = await agent.request("/api/payments/checkout", { json: {} });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: "already_paid", message: "You already have premium access." });
  });

  it("reuses the open checkout instead of starting a second one, also when asked in parallel", async () => {
    const { agent, url } = await buyer("reuse.open@example.com");
    const again = await agent.request("/api/payments/checkout", { json: {} });
    expect(await again.json()).toEqual({ url });
    const parallel = await Promise.all(
      Array.from({ length: 6 }, () => agent.request("/api/payments/checkout", { json: {} })),
    );
    for (const res of parallel) expect(await res.json()).toEqual({ url });
    const open = (await rowsOf(await userIdOf("reuse.open@example.com"))).filter((r) => r.status === "pending");
    expect(open).toHaveLength(1);
  });

  it("parallel first checkouts end with one open session that every caller is sent to", async () => {
    const agent = createAgent(t, { ip: "198.51.100.77" });
    await agent.signUp("race.first@example.com", "mango-season-1");
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const res = await agent.request("/api/payments/checkout", { json: {} });
        expect(res.status).toBe(200);
        return ((await res.json()) as { url: string }).url;
      }),
    );
    expect(new Set(answers).size).toBe(1);
    const rows = await rowsOf(await userIdOf("race.first@example.com"));
    expect(rows.filter((r) => r.status === "pending")).toHaveLength(1);
    const open = await agent.request(`/api/payments/test-checkout/${answers[0]!.split("/").at(-1)}`);
    expect(await open.json()).toMatchObject({ status: "open" });
  });

  it("starts a new checkout when the open one has expired", async () => {
    const { agent, url } = await buyer("reuse.expired@example.com");
    t.clock.advance(31 * 60_000);
    try {
      const res = await agent.request("/api/payments/checkout", { json: {} });
      const next = ((await res.json()) as { url: string }).url;
      expect(next).not.toBe(url);
      const rows = await rowsOf(await userIdOf("reuse.expired@example.com"));
      expect(rows.map((r) => r.status).sort()).toEqual(["canceled", "pending"]);
    } finally {
      t.clock.advance(-31 * 60_000);
    }
  });

  it("a second paid session is recorded once as the grant and the other is flagged for a refund", async () => {
    const { agent, id } = await buyer("twice.paid@example.com");
    const userId = await userIdOf("twice.paid@example.com");
    const second = await extraSession(userId);
    await agent.request(`/api/payments/test-checkout/${id}/pay`, { json: {} });
    const res = await agent.request(`/api/payments/test-checkout/${second}/pay`, { json: {} });
    expect(res.status).toBe(200);
    expect((await agent.me()).user).toMatchObject({ hasPaid: true });
    const rows = await rowsOf(userId);
    expect(rows.filter((r) => r.status === "paid").map((r) => r.sessionId)).toEqual([id]);
    expect(rows.filter((r) => r.status === "refund_due")).toEqual([
      expect.objectContaining({ sessionId: second, refundReason: "duplicate_purchase", amountCents: 1499 }),
    ]);
    // Confirming or replaying the duplicate changes nothing.
    await agent.request("/api/payments/confirm", { json: { sessionId: second } });
    await agent.request(`/api/payments/test-checkout/${second}/pay`, { json: {} });
    const again = await rowsOf(userId);
    expect(again.filter((r) => r.status === "paid")).toHaveLength(1);
    expect(again.filter((r) => r.status === "refund_due")).toHaveLength(1);
  });

  it("two sessions completed at the same moment grant once and flag the other", async () => {
    const { agent, id } = await buyer("parallel.paid@example.com");
    const userId = await userIdOf("parallel.paid@example.com");
    const second = await extraSession(userId);
    const third = await extraSession(userId);
    const results = await Promise.all(
      [id, second, third, id, second].map((session) =>
        agent.request(`/api/payments/test-checkout/${session}/pay`, { json: {} }),
      ),
    );
    for (const res of results) expect(res.status).toBe(200);
    const rows = await rowsOf(userId);
    expect(rows.filter((r) => r.status === "paid")).toHaveLength(1);
    expect(rows.filter((r) => r.status === "refund_due")).toHaveLength(2);
    const flagged = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, "refund_due")));
    expect(flagged.every((r) => r.paidAt !== null)).toBe(true);
  });
});
