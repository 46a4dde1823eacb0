import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLogs } from "@/server/db/schema/admin";
import { siteContent } from "@/server/db/schema/content";
import { writeAudit } from "@/server/features/admin/audit.service";
import type { AdminContentOverview, Revision, RevisionsResponse } from "@/shared/schemas/admin-content";
import { createAdminAgent, createUserAgent } from "../../../../tests/setup/admin";
import { errorOf } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdminAgent(t, "editor@example.com");
  await t.database.db.insert(siteContent).values([
    { slug: "terms-of-service", title: "Terms of Service", contentHtml: "<p>Seeded terms.</p>" },
    { slug: "privacy-policy", title: "Privacy Policy", contentHtml: "<p>Seeded privacy.</p>" },
  ]);
});
afterAll(async () => {
  await t.close();
});

function save(slug: string, title: string, contentHtml: string) {
  return admin.agent.request(`/api/admin/content/${slug}`, { method: "PUT", json: { title, contentHtml } });
}

async function revisions(slug: string) {
  return (await (await admin.agent.request(`/api/admin/content/${slug}/revisions`)).json()) as RevisionsResponse;
}

describe("site content", () => {
  it("saves a text that the public page shows at once, and keeps the seeded text as a revision", async () => {
    const res = await save("terms-of-service", "Terms of Service", "<h2>Rules</h2><p>Be kind on the trail.</p>");
    expect(res.status).toBe(200);
    const pub = await (await admin.agent.request("/api/public/site-content/terms-of-service")).json();
    expect(pub).toMatchObject({ contentHtml: "<h2>Rules</h2><p>Be kind on the trail.</p>" });
    const list = await revisions("terms-of-service");
    expect(list.total).toBe(2);
    expect(list.items.map((r) => [r.reason, r.createdByEmail])).toEqual([
      ["save", "editor@example.com"],
      ["initial", null],
    ]);
    expect(list.items[1]?.contentHtml).toBe("<p>Seeded terms.</p>");
  });

  it("never stores or serves script, event-handler or javascript: payloads", async () => {
    const payload = [
      "<p>Hello<script>alert(1)</script></p>",
      '<p onclick="alert(2)">Click</p>',
      '<a href="javascript:alert(3)">x</a>',
      '<img src=x onerror="alert(4)">',
      '<a href="JaVaScRiPt:alert(5)">y</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(6))">s</p>',
      '<a href="https://ok.example" target="_blank">ok</a>',
    ].join("");
    const res = await save("privacy-policy", "Privacy Policy", payload);
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(siteContent).where(eq(siteContent.slug, "privacy-policy"));
    for (const html of [row!.contentHtml, ((await res.json()) as Revision).contentHtml]) {
      expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/i);
      expect(html).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>');
    }
    // Content written around the service (an old row) is sanitised again on display.
    await t.database.db
      .update(siteContent)
      .set({ contentHtml: '<p onmouseover="x()">Old</p><script>y()</script>' })
      .where(eq(siteContent.slug, "privacy-policy"));
    const pub = (await (await admin.agent.request("/api/public/site-content/privacy-policy")).json()) as {
      contentHtml: string;
    };
    expect(pub.contentHtml).toBe("<p>Old</p>");
  });

  it("refuses an empty title or content with the field named", async () => {
    const res = await save("terms-of-service", " ", "<p> </p>");
    expect(res.status).toBe(400);
    expect(Object.keys((await errorOf(res)).fields ?? {}).sort()).toEqual(["contentHtml", "title"]);
    expect((await admin.agent.request("/api/admin/content/cookies", { method: "PUT", json: {} })).status).toBe(400);
  });

  it("restores an earlier revision as a new revision, with an audit row", async () => {
    t.clock.advance(1000);
    await save("terms-of-service", "Terms v3", "<p>Third text.</p>");
    const before = await revisions("terms-of-service");
    const initial = before.items.find((r) => r.reason === "initial")!;
    t.clock.advance(1000);
    const res = await admin.agent.request(`/api/admin/content/terms-of-service/revisions/${initial.id}/restore`, {
      method: "POST",
    });
    expect(res.status).toBe(200);
    const after = await revisions("terms-of-service");
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toMatchObject({ reason: "restore", contentHtml: "<p>Seeded terms.</p>" });
    const [row] = await t.database.db.select().from(siteContent).where(eq(siteContent.slug, "terms-of-service"));
    expect(row).toMatchObject({
      title: "Terms of Service",
      contentHtml: "<p>Seeded terms.</p>",
      updatedBy: admin.userId,
    });
    const audit = await t.database.db.select().from(adminAuditLogs).where(eq(adminAuditLogs.action, "content.restore"));
    expect(audit[0]).toMatchObject({ targetId: "terms-of-service", after: { restoredFrom: initial.id } });
    const wrongSlug = await admin.agent.request(`/api/admin/content/privacy-policy/revisions/${initial.id}/restore`, {
      method: "POST",
    });
    expect(wrongSlug.status).toBe(404);
  });

  it("pages revisions with the list convention", async () => {
    const page = (await (
      await admin.agent.request("/api/admin/content/terms-of-service/revisions?pageSize=10&page=1&sort=createdAt")
    ).json()) as RevisionsResponse;
    expect(page.items[0]?.reason).toBe("initial");
    expect(page.total).toBe(page.items.length);
  });
});

describe("force re-acceptance", () => {
  it("makes every user accept again, shows in the acceptance share, and is audited", async () => {
    const visitor = await createUserAgent(t, "reader@example.com");
    await visitor.agent.request("/api/me/consent", { json: { consent: true } });
    await admin.agent.request("/api/me/consent", { json: { consent: true } });
    let overview = (await (await admin.agent.request("/api/admin/content")).json()) as AdminContentOverview;
    expect(overview.requiredVersion).toBe("2025-08-11|0");
    expect(overview.acceptance).toEqual({ accepted: 2, active: 2 });
    expect((await visitor.agent.me()).user).toMatchObject({ termsAccepted: true });

    const res = await admin.agent.request("/api/admin/content/force-reacceptance", { method: "POST" });
    expect(await res.json()).toEqual({ requiredVersion: "2025-08-11|1" });
    expect((await visitor.agent.me()).user).toMatchObject({ termsAccepted: false });
    overview = (await (await admin.agent.request("/api/admin/content")).json()) as AdminContentOverview;
    expect(overview).toMatchObject({ requiredVersion: "2025-08-11|1", acceptance: { accepted: 0, active: 2 } });

    await visitor.agent.request("/api/me/consent", { json: { consent: true } });
    expect((await visitor.agent.me()).user).toMatchObject({ termsAccepted: true });
    overview = (await (await admin.agent.request("/api/admin/content")).json()) as AdminContentOverview;
    expect(overview.acceptance).toEqual({ accepted: 1, active: 2 });
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLogs)
      .where(eq(adminAuditLogs.action, "legal.force_reacceptance"));
    expect(audit).toMatchObject({
      before: { requiredVersion: "2025-08-11|0" },
      after: { requiredVersion: "2025-08-11|1" },
    });
  });
});

describe("the audit row", () => {
  it("is written through the change's transaction: a transaction that fails after it leaves no row", async () => {
    const count = async () => (await t.database.db.select().from(adminAuditLogs)).length;
    const before = await count();
    await expect(
      t.database.db.transaction(async (tx) => {
        await writeAudit(
          tx,
          { userId: admin.userId, email: "editor@example.com" },
          {
            action: "content.save",
            targetType: "site_content",
            targetId: "terms-of-service",
            before: null,
            after: null,
            at: t.clock.now(),
          },
        );
        await tx.update(siteContent).set({ slug: "not-a-slug" }).where(eq(siteContent.slug, "terms-of-service"));
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
  });
});
