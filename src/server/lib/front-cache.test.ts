import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "@/server/db/schema/content";
import { seedDatabase } from "@/server/db/seed/run-seed";
import type { AppBindings } from "@/server/lib/app-context";
import { createLogger } from "@/server/lib/logger";
import { createClientFixture } from "../../../tests/setup/client-fixture";
import { rawRequest } from "../../../tests/setup/raw-http";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { createFrontCache } from "./front-cache";
import { createHttpServer } from "./http-server";
import { createPublicCache, PUBLIC_CACHE_MAX_ENTRIES, publicResponseCache } from "./public-cache";

// Cached public reads answered at the door must be the same answers the app gives: same status,
// same headers (but the request id), same body in each encoding, and gone after an invalidation.

const get = rawRequest;

/** Headers that legitimately differ between two answers. */
function comparable(headers: Record<string, string>) {
  const { date: _date, "x-request-id": _id, connection: _c, "keep-alive": _k, ...rest } = headers;
  return rest;
}

describe("the front cache (answers at the door)", () => {
  let t: TestApp;
  let server: Server;
  let origin: string;
  const client = createClientFixture();

  beforeAll(async () => {
    t = await createTestApp({ clientDir: client.dir });
    await seedDatabase(t.database.db, {
      siteName: t.env.SITE_NAME,
      supportEmail: t.env.SUPPORT_EMAIL,
      adminEmail: t.env.SUPER_ADMIN_EMAIL,
      adminPassword: "front-cache-admin-password",
      logger: createLogger("silent"),
    });
    server = createHttpServer({ fetch: t.app.fetch, front: t.frontCache });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
    client.remove();
  });

  it("answers the second GET at the door with the app's status, headers and body", async () => {
    t.publicCache.invalidate("test");
    const before = t.frontCache.stats().served;
    const first = await get(`${origin}/api/public/reviews`);
    expect(t.frontCache.stats().served).toBe(before);
    const second = await get(`${origin}/api/public/reviews`);
    expect(t.frontCache.stats().served).toBe(before + 1);
    expect(second.status).toBe(200);
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(second.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    expect(JSON.parse(second.body.toString()).length).toBeGreaterThan(0);
  });

  it("answers the server-rendered public pages at the door too, as the app renders them", async () => {
    for (const path of ["/", "/kauai-travel-guide", "/terms"]) {
      const first = await get(`${origin}${path}`, { "accept-encoding": "br" });
      const served = t.frontCache.stats().served;
      const second = await get(`${origin}${path}`, { "accept-encoding": "br" });
      expect(t.frontCache.stats().served, path).toBe(served + 1);
      expect(second.headers["content-type"], path).toMatch(/^text\/html/);
      expect(comparable(second.headers), path).toEqual(comparable(first.headers));
      expect(brotliDecompressSync(second.body).toString(), path).toContain("<title>");
    }
    // Not a rendered page: the client's index for an app route stays with the app.
    await get(`${origin}/chat`);
    const served = t.frontCache.stats().served;
    await get(`${origin}/chat`);
    expect(t.frontCache.stats().served).toBe(served);
  });

  it("serves each encoding the client accepts, and a 304 for a matching tag", async () => {
    const identity = await get(`${origin}/api/public/reviews`);
    const br = await get(`${origin}/api/public/reviews`, { "accept-encoding": "gzip, deflate, br" });
    const gzip = await get(`${origin}/api/public/reviews`, { "accept-encoding": "gzip" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);

    const served = t.frontCache.stats().served;
    const notModified = await get(`${origin}/api/public/reviews`, { "if-none-match": identity.headers.etag ?? "" });
    expect(t.frontCache.stats().served).toBe(served + 1);
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(identity.headers.etag);
    expect(notModified.headers["content-type"]).toBeUndefined();
    expect(notModified.headers["cache-control"]).toBe(identity.headers["cache-control"]);
    const otherTag = await get(`${origin}/api/public/reviews`, { "if-none-match": 'W/"something-else"' });
    expect(otherTag.status).toBe(200);
  });

  it("keeps a valid request id the client sent and replaces an invalid one", async () => {
    await get(`${origin}/api/public/showcase`);
    const kept = await get(`${origin}/api/public/showcase`, { "x-request-id": "trace-abc_123" });
    expect(kept.headers["x-request-id"]).toBe("trace-abc_123");
    const replaced = await get(`${origin}/api/public/showcase`, { "x-request-id": "bad id <script>" });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("forgets an answer when the public cache is invalidated (an admin write)", async () => {
    await get(`${origin}/api/public/reviews`);
    const cached = await get(`${origin}/api/public/reviews`);
    const [review] = JSON.parse(cached.body.toString()) as { id: string }[];
    if (!review) throw new Error("the seed has no review");
    await t.database.db.update(reviews).set({ reviewText: "Edited at the desk." }).where(eq(reviews.id, review.id));
    t.publicCache.invalidate("reviews");
    const served = t.frontCache.stats().served;
    const fresh = await get(`${origin}/api/public/reviews`);
    expect(t.frontCache.stats().served).toBe(served);
    expect(fresh.body.toString()).toContain("Edited at the desk.");
    expect(fresh.headers.etag).not.toBe(cached.headers.etag);
  });

  it("leaves other methods, unseen URLs and private reads to the app", async () => {
    await get(`${origin}/api/public/reviews`);
    await get(`${origin}/api/public/reviews`);
    const served = t.frontCache.stats().served;
    const head = await get(`${origin}/api/public/reviews`, {}, "HEAD");
    expect(head.status).toBe(200);
    await get(`${origin}/api/public/reviews?unseen=1`);
    const me = await get(`${origin}/api/me`);
    expect(me.headers["cache-control"]).toBe("no-store");
    await get(`${origin}/api/me`);
    expect(t.frontCache.stats().served).toBe(served);
  });

  it("counts door answers in the request metrics under the route pattern", async () => {
    await get(`${origin}/api/public/showcase`);
    await get(`${origin}/api/public/showcase`);
    const latest = t.metrics.recentCalls()[0];
    expect(latest).toMatchObject({ method: "GET", route: "/api/public/showcase", status: 200 });
  });

  it("keeps no more doors than the public cache keeps entries, whatever query strings arrive", async () => {
    t.publicCache.invalidate("test");
    for (let i = 0; i < PUBLIC_CACHE_MAX_ENTRIES + 20; i++) await get(`${origin}/api/public/showcase?n=${i}`);
    expect(t.frontCache.stats().doors).toBe(PUBLIC_CACHE_MAX_ENTRIES);
  });

  it("stops answering at the door once closed (shutdown)", async () => {
    const front = createFrontCache({ cache: t.publicCache, logger: createLogger("silent") });
    front.close();
    expect(front.serve({ method: "GET", url: "/api/public/reviews", headers: {} } as never, {} as never)).toBe(false);
  });
});

describe("the front cache's capture", () => {
  it("never keeps an answer that sets a cookie", async () => {
    const cache = createPublicCache();
    const front = createFrontCache({ cache, logger: createLogger("silent") });
    const app = new Hono<AppBindings>();
    app.use("*", front.capture());
    app.use("*", async (c, next) => {
      await next();
      if (c.req.query("cookie")) c.header("Set-Cookie", "session=renewed; HttpOnly", { append: true });
    });
    app.use(
      "*",
      publicResponseCache(cache, () => true),
    );
    app.get("/data", (c) => c.json({ ok: true }, 200, { "Cache-Control": "public, no-cache" }));
    await app.request("/data?cookie=1");
    expect(front.stats().doors).toBe(0);
    await app.request("/data");
    expect(front.stats().doors).toBe(1);
  });
});
