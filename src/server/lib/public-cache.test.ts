import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { createLogger } from "@/server/lib/logger";
import { createAgent } from "../../../tests/setup/agent";
import { createClientFixture } from "../../../tests/setup/client-fixture";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { createPublicCache } from "./public-cache";

describe("the public cache", () => {
  it("forgets everything on invalidation and drops a load that raced a write", () => {
    let now = 0;
    const cache = createPublicCache({ ttlMs: 1000, now: () => now });
    cache.write("a", 1, cache.generation());
    expect(cache.read("a")).toBe(1);
    const before = cache.generation();
    cache.invalidate("test");
    expect(cache.read("a")).toBeUndefined();
    cache.write("a", "stale", before);
    expect(cache.read("a")).toBeUndefined();
    cache.write("a", 2, cache.generation());
    now = 1001;
    expect(cache.read("a")).toBeUndefined();
  });

  it("tells its subscribers", () => {
    const cache = createPublicCache();
    const seen: string[] = [];
    cache.onInvalidate((reason) => seen.push(reason));
    cache.invalidate("site_content");
    expect(seen).toEqual(["site_content"]);
  });
});

describe("cached public reads", () => {
  let t: TestApp;
  const client = createClientFixture();
  const READS = [
    "/api/public/businesses/featured",
    "/api/public/showcase",
    "/api/public/reviews",
    "/api/public/site-content/terms-of-service",
    "/",
    "/terms",
    "/kauai-travel-guide",
  ];

  beforeAll(async () => {
    t = await createTestApp({ clientDir: client.dir });
    await seedDatabase(t.database.db, {
      siteName: "AlohaBot",
      supportEmail: "support@alohabot.local",
      adminEmail: "admin@alohabot.local",
      adminPassword: "cache-test-admin-password",
      logger: createLogger("silent"),
    });
  });
  afterAll(async () => {
    await t.close();
    client.remove();
  });

  it("carry a weak ETag, revalidating Cache-Control and precompressed bodies by Accept-Encoding", async () => {
    for (const path of READS) {
      const plain = await t.app.request(path);
      expect(plain.status, path).toBe(200);
      const tag = plain.headers.get("etag");
      expect(tag, path).toMatch(/^W\/"[0-9a-f]{40}"$/);
      expect(plain.headers.get("cache-control"), path).toMatch(/no-cache|max-age=\d+/);
      const text = await plain.text();
      const gz = await t.app.request(path, { headers: { "accept-encoding": "gzip" } });
      expect(gz.headers.get("etag")).toBe(tag);
      if (text.length >= 1024) {
        expect(gz.headers.get("content-encoding"), path).toBe("gzip");
        expect(gz.headers.get("vary")).toContain("Accept-Encoding");
        expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
        const br = await t.app.request(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
        expect(br.headers.get("content-encoding"), path).toBe("br");
      }
    }
  });

  it("serve hashed assets as the build precompressed them, immutable", async () => {
    const original = readFileSync(join(client.dir, "assets", "app-abc123.js"));
    const br = await t.app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).equals(original)).toBe(true);
    const gz = await t.app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(original)).toBe(true);
    const plain = await t.app.request("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(original)).toBe(true);
  });

  it("never keep a request id or a cookie in the stored answer", async () => {
    const first = await t.app.request("/api/public/reviews");
    const second = await t.app.request("/api/public/reviews");
    expect(first.headers.get("x-request-id")).toBeTruthy();
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(second.headers.getSetCookie()).toEqual([]);
  });

  it("answer from memory, and 304 to a matching If-None-Match, with the database gone (signed in too)", async () => {
    const agent = createAgent(t);
    await agent.signUp("cache-visitor@example.com", "cache-visitor-pass-1");
    expect(agent.jar.size).toBeGreaterThan(0);
    const tags = new Map<string, string>();
    for (const path of READS) {
      const res = await agent.request(path);
      expect(res.status, path).toBe(200);
      tags.set(path, res.headers.get("etag") ?? "");
    }
    await t.close(); // stops the invalidation listener and closes (on PostgreSQL: drops) the database
    for (const path of READS) {
      const again = await agent.request(path, { headers: { "if-none-match": tags.get(path) ?? "" } });
      expect(again.status, path).toBe(304);
      expect(again.headers.get("etag")).toBe(tags.get(path));
      const full = await agent.request(path);
      expect(full.status, path).toBe(200);
    }
    // Proof the database really is gone: an uncached read fails.
    expect((await agent.request("/api/me")).status).toBeGreaterThanOrEqual(500);
  });
});
