import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

let clientDir: string;
let t: TestApp;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "alohabot-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(
    join(clientDir, "index.html"),
    '<!doctype html><html><head><meta name="site-name" content="AlohaBot" /><meta name="support-email" content="support@alohabot.local" /><title>AlohaBot - x</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(clientDir, "assets", "index-abc123.js"), "console.log('app')");
  writeFileSync(join(clientDir, "favicon.svg"), "<svg/>");
  t = await createTestApp({ clientDir, env: { SITE_NAME: "Aloha & Co", BODY_LIMIT_KB: "4" } });
});

afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("health", () => {
  it("GET /api/health answers while the process is up", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("GET /api/ready answers 200 when the database does", async () => {
    const res = await t.app.request("/api/ready");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ready" });
  });
});

describe("errors use one JSON shape", () => {
  it("malformed JSON is a 400 invalid_json", async () => {
    const res = await t.app.request("/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"message": "x",',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "invalid_json", message: "The request body is not valid JSON." },
    });
  });

  it("invalid fields are a 400 with a message per field", async () => {
    const res = await t.app.request("/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "   ", path: "no-slash" }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: "validation_error",
        message: "Some fields are invalid.",
        fields: { message: "A message is required", path: "Must be a site path" },
      },
    });
  });

  it("an unknown API route is a 404", async () => {
    const res = await t.app.request("/api/does-not-exist", { method: "POST" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No API route matches this path." } });
  });

  it("an oversize body is a 413", async () => {
    const res = await t.app.request("/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(8 * 1024), path: "/" }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: "payload_too_large", message: "The request body is larger than 4 KB." },
    });
  });

  it("a declared Content-Length over the limit is a 413 from the header alone", async () => {
    const body = JSON.stringify({ message: "x".repeat(8 * 1024), path: "/" });
    const res = await t.app.request("/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) },
      body,
    });
    expect(res.status).toBe(413);
    const small = JSON.stringify({ message: "boom", path: "/chat" });
    const accepted = await t.app.request("/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(small)) },
      body: small,
    });
    expect(accepted.status).toBe(202);
  });

  it("a valid crash report is accepted", async () => {
    const res = await t.app.request("/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "boom", path: "/chat" }),
    });
    expect(res.status).toBe(202);
  });
});

describe("security headers", () => {
  it("sends a CSP, nosniff, frame-ancestors and a referrer policy", async () => {
    const res = await t.app.request("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("adds a one-year HSTS when served over HTTPS", async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: "https://alohabot.example" } });
    try {
      const res = await secure.app.request("/api/health");
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await secure.close();
    }
  });
});

describe("serving the client", () => {
  it("serves the index page, with the configured site name, for client routes", async () => {
    for (const path of ["/", "/chat", "/kauai-travel-guide", "/admin/users", "/itinerary/abc123"]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const html = await res.text();
      expect(html).toContain('<div id="root">');
      expect(html).toContain('<meta name="site-name" content="Aloha &amp; Co"');
    }
  });

  it("serves the app with a 404 status for unknown paths so crawlers skip them", async () => {
    const res = await t.app.request("/no/such/page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });

  it("caches hashed assets for a year and other files for an hour", async () => {
    const asset = await t.app.request("/assets/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const icon = await t.app.request("/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers a missing asset with a 404, not the index page", async () => {
    const res = await t.app.request("/assets/missing-zzz.js");
    expect(res.status).toBe(404);
  });
});

describe("sitemap", () => {
  it("is the exact XML document the spec describes", async () => {
    const res = await t.app.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const url = (path: string, changefreq: string, priority: string) =>
      `  <url>\n    <loc>http://localhost:3000${path}</loc>\n    <lastmod>2024-08-24</lastmod>\n    <changefreq>${changefreq}</changefreq>\n    <priority>${priority}</priority>\n  </url>`;
    const expected = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      url("/", "weekly", "1.0"),
      url("/chat", "daily", "0.9"),
      url("/my-trip", "weekly", "0.7"),
      url("/itinerary", "weekly", "0.7"),
      url("/ai-recommendations-kauai", "monthly", "0.8"),
      url("/kauai-trip-planner", "monthly", "0.8"),
      url("/kauai-local-secrets", "monthly", "0.8"),
      url("/custom-kauai-itinerary", "monthly", "0.8"),
      url("/kauai-travel-guide", "monthly", "0.8"),
      url("/pricing", "monthly", "0.8"),
      url("/auth", "monthly", "0.6"),
      url("/payment", "monthly", "0.6"),
      url("/terms", "yearly", "0.3"),
      url("/privacy", "yearly", "0.3"),
      "</urlset>",
      "",
    ].join("\n");
    expect(await res.text()).toBe(expected);
  });

  it("robots.txt points at the sitemap and keeps crawlers out of admin and the API", async () => {
    const text = await (await t.app.request("/robots.txt")).text();
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api/");
  });
});

describe("database outage", () => {
  it("/api/ready answers 503 while the database does not answer", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.request("/api/ready");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { code: "database_unavailable", message: "The database is not answering." },
    });
  });
});
