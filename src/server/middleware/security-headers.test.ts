import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCacheControl } from "@/server/middleware/security-headers";
import { createPaidAgent } from "../../../tests/setup/factories";
import { seedForTests } from "../../../tests/setup/seed";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedForTests(t.database.db);
});
afterAll(async () => {
  await t.close();
});

function directives(res: Response) {
  const csp = res.headers.get("content-security-policy") ?? "";
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values] as const),
  );
}

describe("Content-Security-Policy", () => {
  it("loads images from our own origin only (plus inline data and blob), never a third party", async () => {
    for (const path of ["/", "/api/health"]) {
      const imgSrc = directives(await t.app.request(path)).get("img-src");
      expect(imgSrc, path).toEqual(["'self'", "data:", "blob:"]);
    }
  });

  it("allows no <base> element", async () => {
    expect(directives(await t.app.request("/")).get("base-uri")).toEqual(["'none'"]);
  });
});

describe("Permissions-Policy", () => {
  it("turns off the powerful features the site never uses", async () => {
    const policy = (await t.app.request("/")).headers.get("permissions-policy") ?? "";
    for (const feature of [
      "camera=()",
      "microphone=()",
      "geolocation=()",
      "payment=()",
      "usb=()",
      "browsing-topics=()",
    ]) {
      expect(policy).toContain(feature);
    }
  });
});

describe("Cache-Control on API responses", () => {
  it("is no-store on every private response: conversations, saved items, itineraries, sessions, /api/me, auth", async () => {
    const { agent } = await createPaidAgent(t, "cache.owner@example.com");
    const reply = (await (await agent.request("/api/chat", { json: { message: "Best snorkeling?" } })).json()) as {
      message: { id: string };
      conversationId: string;
    };
    const responses: [string, Response][] = [
      ["conversations", await agent.request("/api/chat/conversations")],
      ["conversation", await agent.request(`/api/chat/conversations/${reply.conversationId}`)],
      ["save", await agent.request(`/api/chat/messages/${reply.message.id}/save`, { json: { category: "beaches" } })],
      ["saved items", await agent.request("/api/trip/saved")],
      ["itineraries", await agent.request("/api/itineraries")],
      ["sessions", await agent.request("/api/auth/list-sessions")],
      ["session", await agent.request("/api/auth/get-session")],
      ["me", await agent.request("/api/me")],
      ["sign-in", await agent.signIn("cache.owner@example.com", "premium-password-1")],
      ["not found", await agent.request("/api/itineraries/00000000-0000-4000-8000-000000000000")],
    ];
    for (const [name, res] of responses) {
      expect(res.status, name).toBeLessThan(500);
      expect(res.headers.get("cache-control"), name).toBe("no-store");
    }
  });

  it("keeps public caching only on public reads, and never when a cookie is set", async () => {
    expect((await t.app.request("/api/public/showcase")).headers.get("cache-control")).toContain("public");
    // An unauthenticated error is private too.
    expect((await t.app.request("/api/trip/saved")).headers.get("cache-control")).toBe("no-store");
    const app = new Hono();
    app.use("*", apiCacheControl());
    app.get("/renewed", (c) => {
      c.header("Cache-Control", "public, max-age=60");
      c.header("Set-Cookie", "session_token=abc; HttpOnly");
      return c.json({});
    });
    app.get("/plain", (c) => c.json({}));
    expect((await app.request("/renewed")).headers.get("cache-control")).toBe("no-store");
    expect((await app.request("/plain")).headers.get("cache-control")).toBe("no-store");
  });
});
