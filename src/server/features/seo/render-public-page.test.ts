import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteContent } from "@/server/db/schema/content";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { createLogger } from "@/server/lib/logger";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "alohabot-ssr-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(
    join(clientDir, "index.html"),
    '<!doctype html><html><head><meta name="site-name" content="AlohaBot" /><meta name="description" content="AlohaBot default" /><title>AlohaBot - x</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ clientDir });
  await seedDatabase(t.database.db, {
    siteName: "AlohaBot",
    supportEmail: "support@alohabot.local",
    adminEmail: "admin@alohabot.local",
    adminPassword: "seeded-admin-password",
    logger: createLogger("silent"),
  });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("server-rendered public pages", () => {
  it("carry title, description, canonical, social tags and the main heading", async () => {
    const html = await (await t.app.request("/kauai-local-secrets")).text();
    expect(html).toContain("<title>Kauai Local Secrets and Insider Tips | AlohaBot</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/kauai-local-secrets" />');
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/kauai-local-secrets" />');
    expect(html).toMatch(/<h1[^>]*>Kauai the way locals enjoy it<\/h1>/);
    expect(html).toContain("Hamura");
  });

  it("render the landing page's sections from the database, reviews as escaped text", async () => {
    const html = await (await t.app.request("/")).text();
    expect(html).toMatch(/<h1[^>]*>All Things Kauai, All in One Place<\/h1>/);
    expect(html).toContain("Kauai Coffee Company");
    expect(html).toContain("What Our Users Say");
  });

  it("never include a stored script or event handler from legal content", async () => {
    await t.database.db
      .update(siteContent)
      .set({
        contentHtml: '<h2>Rules</h2><script>alert(1)</script><img src=x onerror="alert(2)"><p onmouseover="x()">ok</p>',
      })
      .where(eq(siteContent.slug, "privacy-policy"));
    const html = await (await t.app.request("/privacy")).text();
    expect(html).toContain("<h2>Rules</h2>");
    expect(html).toContain("<p>ok</p>");
    expect(html).not.toMatch(/<script>alert|onerror|onmouseover/);
    // The meta description is cut to 160 characters.
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it("leave other paths as the plain app shell", async () => {
    const res = await t.app.request("/payment");
    expect(await res.text()).toContain('<div id="root"></div>');
  });
});
