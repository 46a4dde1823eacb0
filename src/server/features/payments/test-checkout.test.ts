import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents, payments } from "@/server/db/schema/payments";
import { createAgent } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function buyer(email: string) {
  const agent = createAgent(t);
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

  it("needs a session to start a checkout", async () => {
    expect((await createAgent(t).request("/api/payments/checkout", { json: {} })).status).toBe(401);
  });
});
