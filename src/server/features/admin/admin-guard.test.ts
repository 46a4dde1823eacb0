import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAgent, createUserAgent } from "../../../../tests/setup/admin";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every admin route, read from the application's own router so a new route cannot be forgotten. */
function adminRoutesOf(app: TestApp["app"]) {
  const seen = new Set<string>();
  return app.routes
    .filter((route) => route.path.startsWith("/api/admin/") && route.method !== "ALL")
    .map((route) => ({
      method: route.method,
      path: route.path
        .replace(/:slug\b/g, "terms-of-service")
        .replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000"),
    }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function call(agent: ReturnType<typeof createAgent>, route: { method: string; path: string }) {
  return route.method === "GET"
    ? agent.request(route.path)
    : agent.request(route.path, { method: route.method, json: {} });
}

describe("the admin guard", () => {
  it("covers every admin route the router has", () => {
    const routes = adminRoutesOf(t.app);
    // users (7), dashboard (1), content (5): a route added elsewhere would still be listed here.
    expect(routes.length).toBeGreaterThanOrEqual(13);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toContain("GET /api/admin/users");
  });

  it("answers 401 without a session on every admin route", async () => {
    for (const route of adminRoutesOf(t.app)) {
      const res = await call(createAgent(t), route);
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect((await errorOf(res)).code).toBe("unauthenticated");
    }
  });

  it("answers 403 to a signed-in user without the admin role on every admin route", async () => {
    const { agent } = await createUserAgent(t, "visitor@example.com");
    for (const route of adminRoutesOf(t.app)) {
      const res = await call(agent, route);
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      expect((await errorOf(res)).message).toBe("You do not have access to this page.");
    }
  });

  it("lets an admin through, and a revoked admin loses access on the next request", async () => {
    const { agent, userId } = await createAdminAgent(t, "staff@example.com");
    for (const route of adminRoutesOf(t.app).filter((r) => r.method === "GET" && !r.path.includes("0000"))) {
      const res = await call(agent, route);
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(res.status);
    }
    const { userRoles } = await import("@/server/db/schema/auth");
    const { eq } = await import("drizzle-orm");
    await t.database.db.delete(userRoles).where(eq(userRoles.userId, userId));
    expect((await agent.request("/api/admin/users")).status).toBe(403);
  });

  it("guards unknown paths under /api/admin too", async () => {
    expect((await createAgent(t).request("/api/admin/nothing-here")).status).toBe(401);
  });
});
