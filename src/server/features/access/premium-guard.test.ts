import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/server/db/schema/auth";
import { profiles } from "@/server/db/schema/profiles";
import { type ChatDeps, chatRoutes } from "@/server/features/chat/chat.routes";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { raiseLegalRevision } from "./access.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every premium route, read from the router itself so a new one cannot be forgotten. */
// Building the group reads no dependency, so an empty object stands in for them.
const PREMIUM_ROUTES = chatRoutes({} as ChatDeps).routes.map((route) => ({
  method: route.method,
  path: `/api/chat${route.path.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000")}`,
}));

function call(agent: ReturnType<typeof createAgent>, route: { method: string; path: string }) {
  return route.method === "GET"
    ? agent.request(route.path)
    : agent.request(route.path, { method: route.method, json: {} });
}

async function setPaid(email: string, hasPaid: boolean) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  await t.database.db.update(profiles).set({ hasPaid }).where(eq(profiles.userId, user!.id));
}

describe("premium APIs", () => {
  it("are listed from the router", () => {
    expect(PREMIUM_ROUTES.length).toBeGreaterThan(0);
  });

  it("answer 401 without a session", async () => {
    for (const route of PREMIUM_ROUTES) {
      const res = await call(createAgent(t), route);
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it("answer 403 until the legal versions are accepted, then 403 until paid, then let the user in", async () => {
    const agent = createAgent(t);
    await agent.signUp("guarded@example.com", "lychee-tree-22");
    await setPaid("guarded@example.com", true);
    for (const route of PREMIUM_ROUTES) {
      const res = await call(agent, route);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe("legal_acceptance_required");
    }
    await agent.request("/api/me/consent", { json: { consent: true } });
    await setPaid("guarded@example.com", false);
    for (const route of PREMIUM_ROUTES) {
      const res = await call(agent, route);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe("payment_required");
    }
    await setPaid("guarded@example.com", true);
    for (const route of PREMIUM_ROUTES) {
      const res = await call(agent, route);
      expect([401, 403]).not.toContain(res.status);
    }
  });

  it("ask again after the required legal version is raised", async () => {
    const agent = createAgent(t);
    await agent.signIn("guarded@example.com", "lychee-tree-22");
    expect((await agent.me()).user).toMatchObject({ termsAccepted: true });
    await raiseLegalRevision(t.database.db, t.clock.now());
    expect((await agent.me()).user).toMatchObject({ termsAccepted: false });
    for (const route of PREMIUM_ROUTES) {
      expect((await errorOf(await call(agent, route))).code).toBe("legal_acceptance_required");
    }
    await agent.request("/api/me/consent", { json: { consent: true } });
    const [profile] = await t.database.db
      .select({ v: profiles.termsVersionAccepted })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, "guarded@example.com"));
    expect(profile?.v).toBe("2025-08-11|1");
    expect((await agent.me()).user).toMatchObject({ termsAccepted: true });
  });

  it("accept the plain version as the spec allows, at revision 0", async () => {
    const fresh = await createTestApp();
    try {
      const agent = createAgent(fresh);
      await agent.signUp("plain@example.com", "lychee-tree-22");
      const [user] = await fresh.database.db.select().from(users).where(eq(users.email, "plain@example.com"));
      await fresh.database.db
        .update(profiles)
        .set({
          termsAccepted: true,
          privacyAccepted: true,
          termsVersionAccepted: "2025-08-11",
          privacyVersionAccepted: "2025-08-11",
        })
        .where(eq(profiles.userId, user!.id));
      expect((await agent.me()).user).toMatchObject({ termsAccepted: true });
    } finally {
      await fresh.close();
    }
  });
});

describe("the chat quota", () => {
  it("is 100 messages for a fresh user, and the full 100 again 24 hours after the last reset", async () => {
    const agent = createAgent(t);
    await agent.signIn("guarded@example.com", "lychee-tree-22");
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "guarded@example.com"));
    expect(await (await agent.request("/api/chat/quota")).json()).toMatchObject({ limit: 100, remaining: 100 });
    const lastReset = new Date(t.clock.now().getTime() - 60 * 60_000);
    await t.database.db.update(profiles).set({ questionCount: 97, lastReset }).where(eq(profiles.userId, user!.id));
    expect(await (await agent.request("/api/chat/quota")).json()).toEqual({
      limit: 100,
      remaining: 3,
      resetsAt: new Date(lastReset.getTime() + 24 * 60 * 60_000).toISOString(),
    });
    t.clock.advance(23 * 60 * 60_000);
    expect(await (await agent.request("/api/chat/quota")).json()).toEqual({
      limit: 100,
      remaining: 100,
      resetsAt: null,
    });
    t.clock.advance(-23 * 60 * 60_000);
  });
});
