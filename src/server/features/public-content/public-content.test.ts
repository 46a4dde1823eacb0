import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews, siteContent } from "@/server/db/schema/content";
import { businesses } from "@/server/db/schema/directory";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { createLogger } from "@/server/lib/logger";
import { REVIEW_FORM } from "@/shared/messages/public-site";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
});

const get = async <T>(path: string) => (await (await t.app.request(path)).json()) as T;

describe("public reads", () => {
  it("list only active sponsored businesses, by priority then display order", async () => {
    const featured = await get<{ name: string }[]>("/api/public/businesses/featured");
    const rows = await t.database.db.select().from(businesses);
    const expected = rows
      .filter((row) => row.isActive && row.isSponsored)
      .sort((a, b) => b.priorityWeight - a.priorityWeight || a.displayOrder - b.displayOrder)
      .map((row) => row.name);
    expect(featured.map((row) => row.name)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it("list active showcase locations and reviews", async () => {
    const showcase = await get<{ imageUrl: string }[]>("/api/public/showcase");
    expect(showcase).toHaveLength(6);
    expect(showcase.every((item) => item.imageUrl.startsWith("/showcase/"))).toBe(true);
    const active = await get<unknown[]>("/api/public/reviews");
    expect(active.length).toBeGreaterThanOrEqual(8);
  });

  it("are revalidated on every request (an admin's change shows at once), cheaply by ETag", async () => {
    const first = await t.app.request("/api/public/reviews");
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    const again = await t.app.request("/api/public/reviews", { headers: { "if-none-match": tag! } });
    expect(again.status).toBe(304);
  });

  it("serve legal content sanitised, even when a script was stored", async () => {
    await t.database.db
      .update(siteContent)
      .set({
        contentHtml:
          '<h2>Terms</h2><p onclick="steal()">Hi</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      })
      .where(eq(siteContent.slug, "terms-of-service"));
    const content = await get<{ contentHtml: string }>("/api/public/site-content/terms-of-service");
    expect(content.contentHtml).toBe("<h2>Terms</h2><p>Hi</p><a>x</a>");
    expect((await t.app.request("/api/public/site-content/nope")).status).toBe(400);
  });

  it("answer 404 when a legal page has no content", async () => {
    await t.database.db.delete(siteContent).where(eq(siteContent.slug, "privacy-policy"));
    const res = await t.app.request("/api/public/site-content/privacy-policy");
    expect(res.status).toBe(404);
  });
});

describe("review submission", () => {
  const submit = (body: unknown, ip = "198.51.100.9") => createAgent(t, { ip }).request("/api/reviews", { json: body });

  it("stores a valid review trimmed, inactive and submitted by a user", async () => {
    const res = await submit({
      reviewerName: "  Lani  ",
      reviewText: "  Loved the tips <b>really</b>  ",
      starRating: 5,
    });
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.reviewerName, "Lani"));
    expect(row).toMatchObject({
      reviewText: "Loved the tips <b>really</b>",
      isActive: false,
      submittedByUser: true,
      displayOrder: 0,
    });
    const published = await get<{ reviewerName: string }[]>("/api/public/reviews");
    expect(published.map((review) => review.reviewerName)).not.toContain("Lani");
  });

  it("answers each rule with the spec's message", async () => {
    const res = await submit({ reviewerName: "   ", reviewText: "", starRating: 0 });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      reviewerName: REVIEW_FORM.nameRequired,
      reviewText: REVIEW_FORM.textRequired,
      starRating: REVIEW_FORM.ratingRequired,
    });
    const long = await submit({ reviewerName: "x".repeat(101), reviewText: "y".repeat(501), starRating: 6 });
    expect((await errorOf(long)).fields).toEqual({
      reviewerName: REVIEW_FORM.nameTooLong,
      reviewText: REVIEW_FORM.textTooLong,
      starRating: REVIEW_FORM.ratingRequired,
    });
    const missing = await submit({});
    expect((await errorOf(missing)).fields).toMatchObject({ starRating: REVIEW_FORM.ratingRequired });
  });

  it("rejects the honeypot and link spam with a clear message", async () => {
    const bot = await submit({
      reviewerName: "Bot",
      reviewText: "Great",
      starRating: 5,
      website: "http://spam.example",
    });
    expect(bot.status).toBe(422);
    expect((await errorOf(bot)).message).toBe(REVIEW_FORM.spam);
    const links = await submit({
      reviewerName: "Spammer",
      reviewText: "buy http://a.example and http://b.example now",
      starRating: 5,
    });
    expect(links.status).toBe(422);
    expect((await errorOf(links)).message).toBe(REVIEW_FORM.tooManyLinks);
  });

  it("throttles one address", async () => {
    const ip = "198.51.100.99";
    for (let i = 0; i < 5; i++)
      expect((await submit({ reviewerName: `R${i}`, reviewText: "Nice trip", starRating: 4 }, ip)).status).toBe(201);
    const res = await submit({ reviewerName: "R6", reviewText: "Nice trip", starRating: 4 }, ip);
    expect(res.status).toBe(429);
    expect((await errorOf(res)).message).toBe(REVIEW_FORM.throttled);
  });
});
