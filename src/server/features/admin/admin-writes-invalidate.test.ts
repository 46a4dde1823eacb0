import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "@/server/db/seed/run-seed";
import {
  getSiteContent,
  listActiveReviews,
  listFeaturedBusinesses,
  listShowcase,
} from "@/server/features/public-content/public-content.service";
import { renderPublicPage } from "@/server/features/seo/render-public-page";
import { announcePublicChange, listenForInvalidations } from "@/server/lib/cache-invalidation";
import { createLogger } from "@/server/lib/logger";
import { createPublicCache } from "@/server/lib/public-cache";
import type { Revision, RevisionsResponse } from "@/shared/schemas/admin-content";
import { createAdminAgent, createUserAgent } from "../../../../tests/setup/admin";
import { createClientFixture } from "../../../../tests/setup/client-fixture";
import { routeKeys } from "../../../../tests/setup/probe";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

// Every admin write path, listed from the router, must clear the public caches: the cached public
// reads afterwards equal what the database holds. A new admin write route fails the first test
// until it gets a recipe below (a request that succeeds, and what the public should then see).

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdminAgent>>;
let target: Awaited<ReturnType<typeof createUserAgent>>;
const client = createClientFixture();
const SITE = { siteName: "AlohaBot", supportEmail: "support@alohabot.local", publicUrl: "http://localhost:3000" };
let edits = 0;

type Outcome = { res: Response; visible?: { path: string; text: string }[] };
type Recipe = () => Promise<Outcome>;

function json(path: string, method: string, body?: unknown) {
  return admin.agent.request(path, { method, json: body ?? {} });
}

async function saveTerms(title: string) {
  const res = await json("/api/admin/content/terms-of-service", "PUT", {
    title,
    contentHtml: `<p>${title}: be kind on the trail.</p>`,
  });
  return { res, revision: (await res.clone().json()) as Revision };
}

const RECIPES: Record<string, Recipe> = {
  "POST /api/admin/users/:id/paid": async () => ({
    res: await json(`/api/admin/users/${target.userId}/paid`, "POST", { hasPaid: true }),
  }),
  "POST /api/admin/users/:id/deactivated": async () => ({
    res: await json(`/api/admin/users/${target.userId}/deactivated`, "POST", { deactivated: false }),
  }),
  "POST /api/admin/users/:id/admin": async () => ({
    res: await json(`/api/admin/users/${target.userId}/admin`, "POST"),
  }),
  "DELETE /api/admin/users/:id/admin": async () => ({
    res: await admin.agent.request(`/api/admin/users/${target.userId}/admin`, { method: "DELETE" }),
  }),
  "POST /api/admin/users/:id/question-count/reset": async () => ({
    res: await json(`/api/admin/users/${target.userId}/question-count/reset`, "POST"),
  }),
  "PUT /api/admin/content/:slug": async () => {
    const title = `Terms edit ${++edits}`;
    const { res } = await saveTerms(title);
    return {
      res,
      visible: [
        { path: "/api/public/site-content/terms-of-service", text: title },
        { path: "/terms", text: title },
      ],
    };
  },
  "POST /api/admin/content/:slug/revisions/:revisionId/restore": async () => {
    const wanted = `Terms to restore ${++edits}`;
    await saveTerms(wanted);
    const list = (await (
      await admin.agent.request("/api/admin/content/terms-of-service/revisions")
    ).json()) as RevisionsResponse;
    const earlier = list.items.find((item) => item.title === wanted);
    await saveTerms(`Terms replaced ${edits}`);
    // Prime the caches with the replacing text, then restore.
    await t.app.request("/terms");
    await t.app.request("/api/public/site-content/terms-of-service");
    const res = await json(`/api/admin/content/terms-of-service/revisions/${earlier?.id}/restore`, "POST");
    return {
      res,
      visible: [
        { path: "/api/public/site-content/terms-of-service", text: wanted },
        { path: "/terms", text: wanted },
      ],
    };
  },
  "POST /api/admin/content/force-reacceptance": async () => ({
    res: await json("/api/admin/content/force-reacceptance", "POST"),
  }),
};

/** Every cached public read, and what the database says it should be. */
const JSON_READS: Record<string, () => Promise<unknown>> = {
  "/api/public/businesses/featured": () => listFeaturedBusinesses(t.database.db, t.clock.now()),
  "/api/public/showcase": () => listShowcase(t.database.db),
  "/api/public/reviews": () => listActiveReviews(t.database.db),
  "/api/public/site-content/terms-of-service": () => getSiteContent(t.database.db, "terms-of-service"),
  "/api/public/site-content/privacy-policy": () => getSiteContent(t.database.db, "privacy-policy"),
};
const PAGES = ["/", "/terms", "/privacy", "/pricing", "/kauai-travel-guide"];

async function primeEveryRead() {
  for (const path of [...Object.keys(JSON_READS), ...PAGES]) {
    expect((await t.app.request(path)).status, path).toBe(200);
  }
}

async function staleReads(): Promise<string[]> {
  const stale: string[] = [];
  for (const [path, fresh] of Object.entries(JSON_READS)) {
    const served = await (await t.app.request(path)).json();
    if (JSON.stringify(served) !== JSON.stringify(await fresh())) stale.push(path);
  }
  for (const path of PAGES) {
    const html = await (await t.app.request(path)).text();
    const page = await renderPublicPage(t.database.db, path, SITE);
    if (!page || !html.includes(page.bodyHtml)) stale.push(path);
  }
  return stale;
}

function adminWriteRoutes(): string[] {
  return routeKeys(t.app).filter((key) => key.includes(" /api/admin/") && !key.startsWith("GET "));
}

beforeAll(async () => {
  t = await createTestApp({ clientDir: client.dir });
  await seedDatabase(t.database.db, {
    siteName: "AlohaBot",
    supportEmail: "support@alohabot.local",
    adminEmail: "admin@alohabot.local",
    adminPassword: "invalidate-test-password",
    logger: createLogger("silent"),
  });
  admin = await createAdminAgent(t, "cache-editor@example.com");
  target = await createUserAgent(t, "cache-target@example.com");
});
afterAll(async () => {
  await t.close();
  client.remove();
});

describe("admin writes and the public caches", () => {
  it("has a recipe for every admin write route the router has", () => {
    const routes = adminWriteRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const missing = routes.filter((key) => !(key in RECIPES));
    expect(missing, "admin write routes without a recipe in this test: add one").toEqual([]);
  });

  for (const key of Object.keys(RECIPES)) {
    it(`${key} clears the public caches at once`, async () => {
      if (!adminWriteRoutes().includes(key)) throw new Error(`${key} is not a route any more: remove its recipe`);
      await primeEveryRead();
      const generation = t.publicCache.generation();
      const { res, visible = [] } = await RECIPES[key]!();
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      expect(t.publicCache.generation()).toBeGreaterThan(generation);
      expect(await staleReads()).toEqual([]);
      for (const { path, text } of visible) {
        expect(await (await t.app.request(path)).text(), path).toContain(text);
      }
    });
  }
});

describe("invalidation through the database", () => {
  it("reaches another listener when the change commits, and never for a rolled-back change", async () => {
    const other = createPublicCache();
    const stop = await listenForInvalidations(t.database, other, createLogger("silent"));
    try {
      const rolledBack = other.generation();
      await t.database.db
        .transaction(async (tx) => {
          await announcePublicChange(tx, "site_content");
          throw new Error("roll back");
        })
        .catch(() => undefined);
      // A committed notice sent after the rolled-back one: once it arrives, the first would have too.
      await t.database.db.execute(sql`select pg_notify('alohabot_public_cache', 'marker')`);
      const reasons: string[] = [];
      other.onInvalidate((reason) => reasons.push(reason));
      await expect.poll(() => reasons.length > 0 || other.generation() > rolledBack, { timeout: 5000 }).toBe(true);
      expect(reasons.filter((reason) => reason === "site_content")).toEqual([]);

      const before = other.generation();
      await saveTerms(`Terms via notify ${++edits}`);
      await expect.poll(() => other.generation(), { timeout: 5000 }).toBeGreaterThan(before);
    } finally {
      await stop();
    }
  });
});
