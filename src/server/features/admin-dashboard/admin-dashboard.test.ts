import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userActivityLogs } from "@/server/db/schema/activity";
import { users } from "@/server/db/schema/auth";
import { siteContent } from "@/server/db/schema/content";
import type { AdminDashboard } from "@/shared/schemas/admin-dashboard";
import { createAdminAgent, createUserAgent } from "../../../../tests/setup/admin";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdminAgent(t, "boss@example.com");
  await createUserAgent(t, "early@example.com");
  // These two signed up 10 days ago (better-auth stamps rows with the real time).
  await t.database.db.update(users).set({ createdAt: new Date(t.clock.now().getTime() - 10 * DAY) });
  await t.database.db.update(userActivityLogs).set({ createdAt: new Date(t.clock.now().getTime() - 10 * DAY) });
});
afterAll(async () => {
  await t.close();
});

async function dashboard() {
  const res = await admin.agent.request("/api/admin/dashboard");
  expect(res.status).toBe(200);
  return (await res.json()) as AdminDashboard;
}

describe("the overview dashboard", () => {
  it("counts from the database, with each figure's value 7 days earlier", async () => {
    let d = await dashboard();
    expect(d.totalUsers).toEqual({ value: 2, previous: 2 });
    expect(d.paidUsers).toEqual({ value: 0, previous: 0 });

    // A new user pays through the test checkout; another is deactivated and one is made admin.
    const buyer = await createUserAgent(t, "buyer@example.com");
    const { url } = (await (await buyer.agent.request("/api/payments/checkout", { json: {} })).json()) as {
      url: string;
    };
    await buyer.agent.request(`/api/payments/test-checkout/${url.split("/").at(-1)}/pay`, { json: {} });
    const other = await createUserAgent(t, "other@example.com");
    await admin.agent.request(`/api/admin/users/${other.userId}/deactivated`, { json: { deactivated: true } });
    const helper = await createUserAgent(t, "helper@example.com");
    await admin.agent.request(`/api/admin/users/${helper.userId}/admin`, { method: "POST" });

    d = await dashboard();
    expect(d.totalUsers).toEqual({ value: 5, previous: 2 });
    expect(d.paidUsers).toEqual({ value: 2, previous: 0 });
    expect(d.deactivated).toEqual({ value: 1, previous: 0 });
    expect(d.admins).toEqual({ value: 2, previous: 1 });
    expect(d.conversionRate).toEqual({ value: 40, previous: 0 });

    // A user who existed 7 days ago and was made paid since: counted now, undone for the earlier figure.
    const [early] = await t.database.db.select().from(users).where(eq(users.email, "early@example.com"));
    await admin.agent.request(`/api/admin/users/${early!.id}/paid`, { json: { hasPaid: true } });
    expect((await dashboard()).paidUsers).toEqual({ value: 3, previous: 0 });
    await admin.agent.request(`/api/admin/users/${early!.id}/paid`, { json: { hasPaid: false } });
    expect((await dashboard()).paidUsers).toEqual({ value: 2, previous: 0 });
    expect(d.recentSignups.map((s) => s.email).slice(0, 3)).toEqual([
      "helper@example.com",
      "other@example.com",
      "buyer@example.com",
    ]);
    expect(d.recentSignups).toHaveLength(5);
    expect(d.recentActivity).toHaveLength(5);
    expect(d.recentActivity.map((a) => `${a.eventType}:${a.email}`)).toEqual(
      expect.arrayContaining(["sign_up:helper@example.com", "payment:buyer@example.com"]),
    );
  });

  it("logs sign-up, payment and first chat once each, and shows the engagement rate and top performer", async () => {
    const { createPaidAgent } = await import("../../../../tests/setup/factories");
    const chatter = await createPaidAgent(t, "chatter@example.com");
    t.clock.advance(1000);
    await chatter.agent.request("/api/chat", { json: { message: "Where can I snorkel near Poipu?" } });
    await chatter.agent.request("/api/chat", { json: { message: "And a quiet beach for sunset?" } });
    const events = await t.database.db
      .select({ type: userActivityLogs.eventType })
      .from(userActivityLogs)
      .where(eq(userActivityLogs.userId, chatter.userId));
    expect(events.map((e) => e.type).sort()).toEqual(["first_chat", "sign_up"]);
    const d = await dashboard();
    expect(d.topPerformer).toEqual({ email: "chatter@example.com", messages: 2 });
    expect(d.engagementRate.value).toBe(Math.round((1 / 6) * 1000) / 10);
    expect(d.recentActivity[0]).toMatchObject({ eventType: "first_chat", email: "chatter@example.com" });
  });

  it("lists the latest content updates", async () => {
    await t.database.db
      .insert(siteContent)
      .values({ slug: "privacy-policy", title: "Privacy Policy", contentHtml: "<p>x</p>" });
    expect((await dashboard()).contentUpdates).toEqual([
      expect.objectContaining({ slug: "privacy-policy", title: "Privacy Policy" }),
    ]);
  });
});
