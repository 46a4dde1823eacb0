import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userActivityLogs } from "@/server/db/schema/activity";
import { users } from "@/server/db/schema/auth";
import { conversations, messages } from "@/server/db/schema/chat";
import { profiles } from "@/server/db/schema/profiles";
import type {
  ActivityApi,
  ActivityOverview,
  ActivitySystem,
  ActivityTrends,
  ActivityUsers,
} from "@/shared/schemas/admin-activity";
import { createAdminAgent, createUserAgent } from "../../../../tests/setup/admin";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { healthScore } from "../admin-metrics/system-stats";
import { hawaiiDateOf, hawaiiDayStart, healthStatus } from "./admin-activity.service";

// A fixture with known answers. "Now" is 2026-11-21 02:00 UTC, 2026-11-20 16:00 in Hawaii (UTC-10):
// today in Hawaii began at 2026-11-20 10:00 UTC, yesterday at 2026-11-19 10:00 UTC.
const NOW = new Date("2026-11-21T02:00:00.000Z");
const at = (iso: string) => new Date(iso);
let t: TestApp;
let dataDir: string;
let admin: Awaited<ReturnType<typeof createAdminAgent>>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "activity-"));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  admin = await createAdminAgent(t, "ops@example.com");
  const u = [];
  for (const name of ["u1", "u2", "u3", "u4"]) u.push((await createUserAgent(t, `${name}@example.com`)).userId);
  const [u1, u2, u3, u4] = u as [string, string, string, string];
  const db = t.database.db;
  t.clock.set(NOW);
  const created: [string, string][] = [
    [admin.userId, "2026-10-01T20:00:00Z"], // outside the 30 days
    [u1, "2026-11-12T20:00:00Z"],
    [u2, "2026-11-19T20:00:00Z"],
    [u3, "2026-11-20T12:00:00Z"], // today in Hawaii (02:00)
    [u4, "2026-11-20T20:00:00Z"],
  ];
  for (const [id, when] of created)
    await db
      .update(users)
      .set({ createdAt: at(when) })
      .where(eq(users.id, id));
  await db.update(profiles).set({ hasPaid: true }).where(sql`${profiles.userId} in (${u1}, ${u2})`);
  await db.delete(userActivityLogs);
  await db.insert(userActivityLogs).values([
    { userId: u1, eventType: "payment", createdAt: at("2026-11-13T20:00:00Z") },
    { userId: u2, eventType: "payment", createdAt: at("2026-11-19T21:00:00Z") },
    { userId: u1, eventType: "first_chat", createdAt: at("2026-11-13T20:00:00Z") },
    { userId: u2, eventType: "first_chat", createdAt: at("2026-11-19T22:00:00Z") },
    { userId: admin.userId, eventType: "first_chat", createdAt: at("2026-11-19T15:00:00Z") },
  ]);
  const conversation = async (userId: string, times: string[]) => {
    // As the chat does: the conversation's updated_at is its last message's time.
    const last = times.at(-1) ?? "2026-11-01T00:00:00Z";
    const [c] = await db
      .insert(conversations)
      .values({ userId, title: "Trip", createdAt: at(times[0] ?? last), updatedAt: at(last) })
      .returning();
    for (const time of times) {
      await db.insert(messages).values({ conversationId: c!.id, role: "user", content: "q", createdAt: at(time) });
      await db.insert(messages).values({
        conversationId: c!.id,
        role: "assistant",
        content: "a",
        createdAt: new Date(at(time).getTime() + 1000),
      });
    }
  };
  await conversation(u1, ["2026-11-13T20:00:00Z", "2026-11-19T20:00:00Z", "2026-11-20T20:00:00Z"]);
  await conversation(u2, ["2026-11-19T22:00:00Z", "2026-11-20T21:00:00Z"]);
  await conversation(u3, []);
  await conversation(admin.userId, ["2026-11-19T15:00:00Z", "2026-11-19T16:00:00Z"]);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function json<T>(path: string): Promise<T> {
  const res = await admin.agent.request(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe("Hawaii days", () => {
  it("counts a day from midnight in Hawaii", () => {
    expect(hawaiiDateOf(NOW)).toBe("2026-11-20");
    expect(hawaiiDayStart("2026-11-20").toISOString()).toBe("2026-11-20T10:00:00.000Z");
  });

  it("names the health status at the spec's thresholds", () => {
    expect(healthStatus(80)).toBe("healthy");
    expect(healthStatus(79.9)).toBe("warning");
    expect(healthStatus(60)).toBe("warning");
    expect(healthStatus(59.9)).toBe("critical");
    expect(healthStatus(null)).toBe("unknown");
  });
});

describe("the Activity Dashboard figures", () => {
  it("Overview: users, new today, today's messages and senders, paid with conversion, recent activity", async () => {
    const o = await json<ActivityOverview>("/api/admin/activity/overview");
    expect(o).toMatchObject({
      totalUsers: 5,
      newUsersToday: 2,
      messagesToday: 2,
      activeUsersToday: 2,
      paidUsers: 2,
      conversionRate: 40,
    });
    expect(o.recentActivity).toHaveLength(5);
    expect(o.recentActivity[0]).toMatchObject({ eventType: "first_chat", userEmail: "u2@example.com" });
  });

  it("Users: engagement, messages per sender, return and completion rates", async () => {
    const u = await json<ActivityUsers>("/api/admin/activity/users");
    expect(u.engagementRate).toBe(40); // 2 of 5 active today
    expect(u.avgMessagesPerUser).toBe(2.3); // 7 user messages from the 3 who started a chat
    expect(u.returnUserRate).toBe(66.7); // u1, u2 and the admin yesterday; u1 and u2 today
    expect(u.completionRate).toBe(25); // 1 of 4 conversations has 3+ user messages
    expect(u.timeline).toHaveLength(5);
  });

  it("Trends: 30 Hawaii days of sign-ups, payments, messages and senders; the funnel with D1 and D7", async () => {
    const tr = await json<ActivityTrends>("/api/admin/activity/trends");
    expect(tr.days).toHaveLength(30);
    expect(tr.days[0]!.date).toBe("2026-10-22");
    expect(tr.days.at(-1)!.date).toBe("2026-11-20");
    const day = (d: string) => tr.days.find((x) => x.date === d);
    expect(day("2026-11-12")).toMatchObject({ signups: 1, paid: 0, messages: 0, activeUsers: 0 });
    expect(day("2026-11-13")).toMatchObject({ signups: 0, paid: 1, messages: 1, activeUsers: 1 });
    expect(day("2026-11-19")).toMatchObject({ signups: 1, paid: 1, messages: 4, activeUsers: 3 });
    expect(day("2026-11-20")).toMatchObject({ signups: 2, paid: 0, messages: 2, activeUsers: 2 });
    expect(tr.days.reduce((n, d) => n + d.signups, 0)).toBe(4);
    expect(tr.funnel).toEqual({
      signedUp: 4,
      paid: 2,
      firstChat: 2,
      d1Returned: 2,
      d1Eligible: 2,
      d7Returned: 1,
      d7Eligible: 1,
    });
  });

  it("API and System: measured requests, health score, database, storage and uploads", async () => {
    await t.app.request("/api/health");
    await t.metrics.flush();
    const api = await json<ActivityApi>("/api/admin/activity/api");
    expect(api.routes.find((r) => r.route === "/api/health")).toMatchObject({ method: "GET", successRate: 100 });
    // The call being answered is recorded when it ends: the latest finished one is the health check.
    expect(api.recentCalls[0]).toMatchObject({ route: "/api/health", status: 200 });

    mkdirSync(join(dataDir, "uploads", "places"), { recursive: true });
    writeFileSync(join(dataDir, "uploads", "places", "a.webp"), Buffer.alloc(2048));
    const s = await json<ActivitySystem>("/api/admin/activity/system");
    expect(s.engine).toBe(t.database.kind);
    expect(s.uploadsBytes).toBe(2048);
    expect(s.totalConversations).toBe(4);
    expect(s.dbConnections).toBeGreaterThanOrEqual(1);
    expect(s.databaseBytes).toBeGreaterThan(1_000_000);
    expect(s.bufferCacheHitRate).toBeGreaterThan(0);
    expect(s.bufferCacheHitRate).toBeLessThanOrEqual(100);
    expect(s.uptimePercent).toBe(100);
    expect(s.requests.successRate).toBe(100);
    // The latency part depends on this machine's speed: the score is checked against the formula.
    expect(s.healthScore).toBe(healthScore(100, 100, s.requests.avgLatencyMs!));
    expect(s.storagePercent).toBe(Math.round((s.tablesKb / 102_400) * 1000) / 10);
    // Row statistics reach pg_stat_user_tables asynchronously on PostgreSQL: absent until flushed.
    if (s.efficiencyPercent !== null) {
      expect(s.efficiencyPercent).toBeGreaterThan(0);
      expect(s.efficiencyPercent).toBeLessThanOrEqual(100);
    }
    const o = await json<ActivityOverview>("/api/admin/activity/overview");
    expect(o.healthScore).not.toBeNull();
    expect(o.healthStatus).toBe(healthStatus(o.healthScore));
  });
});

describe("the per-conversation visitor message counter (trigger, migration 0012)", () => {
  it("follows inserts and deletes of visitor messages only", async () => {
    const db = t.database.db;
    const [c] = await db.insert(conversations).values({ userId: admin.userId, title: "Counter" }).returning();
    const inserted = await db
      .insert(messages)
      .values([
        { conversationId: c!.id, role: "user", content: "1" },
        { conversationId: c!.id, role: "assistant", content: "a" },
        { conversationId: c!.id, role: "user", content: "2" },
      ])
      .returning();
    const count = async () =>
      (await db.select().from(conversations).where(eq(conversations.id, c!.id)))[0]!.userMessageCount;
    expect(await count()).toBe(2);
    await db.delete(messages).where(eq(messages.id, inserted[0]!.id));
    await db.delete(messages).where(eq(messages.id, inserted[1]!.id));
    expect(await count()).toBe(1);
    await db.delete(conversations).where(eq(conversations.id, c!.id));
  });
});
