import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLogs } from "@/server/db/schema/admin";
import { userRoles, userSessions } from "@/server/db/schema/auth";
import { profiles } from "@/server/db/schema/profiles";
import { ADMIN_USER_ERRORS } from "@/shared/messages/admin";
import { AUTH } from "@/shared/messages/auth";
import type { AdminUserDetail, AdminUserRow, AdminUsersResponse } from "@/shared/schemas/admin-users";
import { createAdminAgent, createUserAgent } from "../../../../tests/setup/admin";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdminAgent>>;
let superAdmin: Awaited<ReturnType<typeof createAdminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  // The test env's SUPER_ADMIN_EMAIL is the default admin@alohabot.local.
  superAdmin = await createAdminAgent(t, "admin@alohabot.local");
  admin = await createAdminAgent(t, "manager@example.com");
});
afterAll(async () => {
  await t.close();
});

async function list(query = "") {
  const res = await admin.agent.request(`/api/admin/users${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminUsersResponse;
}

async function auditRows(targetId: string) {
  return t.database.db.select().from(adminAuditLogs).where(eq(adminAuditLogs.targetId, targetId));
}

describe("the user list", () => {
  it("pages, sorts, searches and filters on the server and answers items plus the total", async () => {
    for (const name of ["kai", "lani", "makoa", "noelani"]) await createUserAgent(t, `${name}@list.example`);
    const page1 = await list("?q=list.example&pageSize=10&sort=email");
    expect(page1.total).toBe(4);
    expect(page1.items.map((u) => u.email)).toEqual([
      "kai@list.example",
      "lani@list.example",
      "makoa@list.example",
      "noelani@list.example",
    ]);
    const desc = await list("?q=LIST.EXAMPLE&sort=-email&pageSize=10&page=1");
    expect(desc.items[0]?.email).toBe("noelani@list.example");
    const beyond = await list("?q=list.example&pageSize=10&page=2");
    expect(beyond).toMatchObject({ items: [], total: 4, page: 2 });
    const admins = await list("?admins=true&pageSize=50");
    expect(admins.items.map((u) => u.email).sort()).toEqual(["admin@alohabot.local", "manager@example.com"]);
    expect(admins.items.find((u) => u.email === "admin@alohabot.local")).toMatchObject({ isSuperAdmin: true });
    expect((await list("?q=100%25")).total).toBe(0);
  });

  it("filters by paid status and by the New and Most active tabs", async () => {
    const { userId } = await createUserAgent(t, "payer@filters.example");
    await t.database.db.update(profiles).set({ hasPaid: true }).where(eq(profiles.userId, userId));
    expect((await list("?q=filters.example&paid=paid")).items.map((u) => u.email)).toEqual(["payer@filters.example"]);
    expect((await list("?q=filters.example&paid=unpaid")).total).toBe(0);
    expect((await list("?tab=new&q=filters.example")).total).toBe(1);
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await list("?tab=new&q=filters.example")).total).toBe(0);
    t.clock.advance(-8 * 24 * 60 * 60 * 1000);
    expect((await list("?tab=active")).total).toBe(0);
  });

  it("refuses bad list parameters with the field named", async () => {
    for (const [query, field] of [
      ["?page=0", "page"],
      ["?pageSize=7", "pageSize"],
      ["?sort=password", "sort"],
      ["?tab=old", "tab"],
      ["?paid=maybe", "paid"],
      ["?admins=yes", "admins"],
      [`?q=${"x".repeat(201)}`, "q"],
    ] as const) {
      const res = await admin.agent.request(`/api/admin/users${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys((await errorOf(res)).fields ?? {}), query).toContain(field);
    }
  });
});

describe("user actions", () => {
  it("toggle paid, with an audit row holding before and after", async () => {
    const { userId } = await createUserAgent(t, "paid-toggle@example.com");
    const res = await admin.agent.request(`/api/admin/users/${userId}/paid`, { json: { hasPaid: true } });
    expect(res.status).toBe(200);
    expect((await res.json()) as AdminUserRow).toMatchObject({ hasPaid: true });
    const [row] = await auditRows(userId);
    expect(row).toMatchObject({
      action: "user.paid.set",
      actorUserId: admin.userId,
      actorEmail: "manager@example.com",
      targetType: "user",
      before: { hasPaid: false },
      after: { hasPaid: true },
    });
  });

  it("grant admin also marks the user paid; revoke removes the role", async () => {
    const { userId } = await createUserAgent(t, "promoted@example.com");
    const granted = (await (
      await admin.agent.request(`/api/admin/users/${userId}/admin`, { method: "POST" })
    ).json()) as AdminUserRow;
    expect(granted).toMatchObject({ isAdmin: true, hasPaid: true });
    const revoked = (await (
      await admin.agent.request(`/api/admin/users/${userId}/admin`, { method: "DELETE" })
    ).json()) as AdminUserRow;
    expect(revoked).toMatchObject({ isAdmin: false, hasPaid: true });
    expect((await auditRows(userId)).map((row) => row.action).sort()).toEqual([
      "user.admin.grant",
      "user.admin.revoke",
    ]);
  });

  it("deactivation ends the user's sessions at once and sign-in is refused with a clear message", async () => {
    const user = await createUserAgent(t, "leaving@example.com");
    expect((await user.agent.me()).user).not.toBeNull();
    const res = await admin.agent.request(`/api/admin/users/${user.userId}/deactivated`, {
      json: { deactivated: true },
    });
    expect(res.status).toBe(200);
    expect(await t.database.db.select().from(userSessions).where(eq(userSessions.userId, user.userId))).toHaveLength(0);
    expect((await user.agent.me()).user).toBeNull();
    const again = await createAgent(t, { ip: "198.51.100.77" }).signIn("leaving@example.com", "user-password-12");
    expect(again.status).toBe(403);
    expect(JSON.stringify(await again.json())).toContain(AUTH.errors.deactivated);
    const [row] = await auditRows(user.userId);
    expect(row).toMatchObject({ before: { deactivated: false }, after: { deactivated: true, sessionsEnded: 1 } });

    await admin.agent.request(`/api/admin/users/${user.userId}/deactivated`, { json: { deactivated: false } });
    expect(
      (await createAgent(t, { ip: "198.51.100.78" }).signIn("leaving@example.com", "user-password-12")).status,
    ).toBe(200);
  });

  it("never change the super admin, through any action", async () => {
    const id = superAdmin.userId;
    const attempts = [
      admin.agent.request(`/api/admin/users/${id}/paid`, { json: { hasPaid: false } }),
      admin.agent.request(`/api/admin/users/${id}/deactivated`, { json: { deactivated: true } }),
      admin.agent.request(`/api/admin/users/${id}/admin`, { method: "POST" }),
      admin.agent.request(`/api/admin/users/${id}/admin`, { method: "DELETE" }),
      admin.agent.request(`/api/admin/users/${id}/question-count/reset`, { method: "POST" }),
      // Not even the super admin themselves.
      superAdmin.agent.request(`/api/admin/users/${id}/paid`, { json: { hasPaid: false } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({
        code: "super_admin_immutable",
        message: ADMIN_USER_ERRORS.superAdmin,
      });
    }
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile).toMatchObject({ hasPaid: false, deactivated: false });
    const roles = await t.database.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, id), eq(userRoles.role, "admin")));
    expect(roles).toHaveLength(1);
    expect(await auditRows(id)).toHaveLength(0);
  });

  it("refuse an admin locking themselves out", async () => {
    for (const res of [
      await admin.agent.request(`/api/admin/users/${admin.userId}/deactivated`, { json: { deactivated: true } }),
      await admin.agent.request(`/api/admin/users/${admin.userId}/admin`, { method: "DELETE" }),
    ]) {
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe("self_change_forbidden");
    }
  });

  it("answer 404 for an unknown user and 400 for a bad body", async () => {
    expect((await admin.agent.request("/api/admin/users/nobody/paid", { json: { hasPaid: true } })).status).toBe(404);
    const bad = await admin.agent.request(`/api/admin/users/${admin.userId}/paid`, { json: { hasPaid: "yes" } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toHaveProperty("hasPaid");
  });

  it("reset today's question count, shown in the detail panel with the audit trail", async () => {
    const { userId } = await createUserAgent(t, "chatty@example.com");
    await t.database.db
      .update(profiles)
      .set({ questionCount: 42, lastReset: t.clock.now() })
      .where(eq(profiles.userId, userId));
    let detail = (await (await admin.agent.request(`/api/admin/users/${userId}`)).json()) as AdminUserDetail;
    expect(detail).toMatchObject({ questionsToday: 42, conversations: 0, savedItems: 0, itineraries: 0 });
    expect(
      (await admin.agent.request(`/api/admin/users/${userId}/question-count/reset`, { method: "POST" })).status,
    ).toBe(200);
    detail = (await (await admin.agent.request(`/api/admin/users/${userId}`)).json()) as AdminUserDetail;
    expect(detail.questionsToday).toBe(0);
    expect(detail.audit[0]).toMatchObject({
      action: "user.question_count.reset",
      actorEmail: "manager@example.com",
      before: { questionCount: 42 },
      after: { questionCount: 0 },
    });
  });
});

describe("audit rows and changes commit together", () => {
  it("a change that fails leaves no audit row", async () => {
    const { userId } = await createUserAgent(t, "atomic@example.com");
    const { setPaid } = await import("./admin-users.service");
    // The actor does not exist as a user: the audit row's foreign key fails, so the paid change rolls back.
    await expect(
      setPaid(t.database.db, userId, true, {
        actor: { userId: "no-such-actor", email: "ghost@example.com" },
        superAdminEmail: "admin@alohabot.local",
        now: t.clock.now(),
      }),
    ).rejects.toThrow();
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile?.hasPaid).toBe(false);
    expect(await auditRows(userId)).toHaveLength(0);
  });

  it("a refused change writes no audit row either", async () => {
    const before = await t.database.db.select().from(adminAuditLogs);
    await admin.agent.request(`/api/admin/users/${superAdmin.userId}/paid`, { json: { hasPaid: false } });
    expect(await t.database.db.select().from(adminAuditLogs)).toHaveLength(before.length);
  });
});
