import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversations, messageRatings, messages } from "@/server/db/schema/chat";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { pngImage } from "@/server/features/admin-uploads/test-images";
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

let created = 0;
/** Creates a row through its admin route and answers its id. */
async function createdId(path: string, body: unknown): Promise<string> {
  const res = await json(path, "POST", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
const newReview = () =>
  createdId("/api/admin/reviews", { reviewerName: `Cache reviewer ${++created}`, reviewText: "Lovely" });
const newBusiness = () =>
  createdId("/api/admin/businesses", {
    name: `Cache business ${++created}`,
    description: "Shave ice",
    isSponsored: true,
  });
const newShowcase = () =>
  createdId("/api/admin/showcase", { name: `Cache point ${++created}`, displayOrder: 1, altText: "A point" });
const newPlace = () =>
  createdId("/api/admin/places", {
    name: `Cache place ${++created}`,
    placeId: `cache-place-${created}`,
    category: "Beach",
    latitude: 22.0,
    longitude: -159.5,
  });

async function negativeRatingId(): Promise<string> {
  const [conversation] = await t.database.db
    .insert(conversations)
    .values({ userId: target.userId, title: `Cache chat ${++created}` })
    .returning();
  const [reply] = await t.database.db
    .insert(messages)
    .values({ conversationId: conversation!.id, role: "assistant", content: "A reply" })
    .returning();
  const [rating] = await t.database.db
    .insert(messageRatings)
    .values({ messageId: reply!.id, userId: target.userId, rating: "thumbs_down" })
    .returning();
  return rating!.id;
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
  "POST /api/admin/uploads": async () => {
    const data = new FormData();
    data.set("kind", "showcase");
    data.set("name", "Cache upload");
    data.set("file", new Blob([new Uint8Array(await pngImage())], { type: "image/png" }), "cache.png");
    return { res: await admin.agent.request("/api/admin/uploads", { method: "POST", body: data }) };
  },
  "POST /api/admin/reviews": async () => {
    const name = `Cache reviewer ${++created}`;
    const res = await json("/api/admin/reviews", "POST", { reviewerName: name, reviewText: "Lovely island" });
    return { res, visible: [{ path: "/api/public/reviews", text: name }] };
  },
  "PUT /api/admin/reviews/:id": async () => {
    const id = await newReview();
    const name = `Cache reviewer renamed ${++created}`;
    const res = await json(`/api/admin/reviews/${id}`, "PUT", {
      reviewerName: name,
      reviewText: "Lovely",
      starRating: 4,
    });
    return { res, visible: [{ path: "/api/public/reviews", text: name }] };
  },
  "POST /api/admin/reviews/:id/active": async () => ({
    res: await json(`/api/admin/reviews/${await newReview()}/active`, "POST", { isActive: false }),
  }),
  "DELETE /api/admin/reviews/:id": async () => ({
    res: await admin.agent.request(`/api/admin/reviews/${await newReview()}`, { method: "DELETE" }),
  }),
  "POST /api/admin/reviews/bulk": async () => ({
    res: await json("/api/admin/reviews/bulk", "POST", { ids: [await newReview()], action: "deactivate" }),
  }),
  "POST /api/admin/businesses": async () => {
    const name = `Cache sponsor ${++created}`;
    const res = await json("/api/admin/businesses", "POST", { name, description: "Shave ice", isSponsored: true });
    return { res, visible: [{ path: "/api/public/businesses/featured", text: name }] };
  },
  "PUT /api/admin/businesses/:id": async () => {
    const id = await newBusiness();
    const name = `Cache sponsor renamed ${++created}`;
    const res = await json(`/api/admin/businesses/${id}`, "PUT", { name, description: "Poke", isSponsored: true });
    return { res, visible: [{ path: "/api/public/businesses/featured", text: name }] };
  },
  "POST /api/admin/businesses/:id/active": async () => ({
    res: await json(`/api/admin/businesses/${await newBusiness()}/active`, "POST", { isActive: false }),
  }),
  "POST /api/admin/businesses/:id/sponsored": async () => ({
    res: await json(`/api/admin/businesses/${await newBusiness()}/sponsored`, "POST", { isSponsored: false }),
  }),
  "DELETE /api/admin/businesses/:id": async () => ({
    res: await admin.agent.request(`/api/admin/businesses/${await newBusiness()}`, { method: "DELETE" }),
  }),
  "POST /api/admin/showcase": async () => {
    const name = `Cache point ${++created}`;
    const res = await json("/api/admin/showcase", "POST", {
      name,
      displayOrder: 1,
      altText: "A point",
      imageUrl: "https://example.com/point.jpg",
    });
    return { res, visible: [{ path: "/api/public/showcase", text: name }] };
  },
  "PUT /api/admin/showcase/:id": async () => {
    const id = await newShowcase();
    const name = `Cache point renamed ${++created}`;
    const res = await json(`/api/admin/showcase/${id}`, "PUT", {
      name,
      displayOrder: 2,
      altText: "A point",
      imageUrl: "https://example.com/point.jpg",
    });
    return { res, visible: [{ path: "/api/public/showcase", text: name }] };
  },
  "POST /api/admin/showcase/:id/active": async () => ({
    res: await json(`/api/admin/showcase/${await newShowcase()}/active`, "POST", { isActive: false }),
  }),
  "DELETE /api/admin/showcase/:id/image": async () => {
    const id = await createdId("/api/admin/showcase", {
      name: `Cache pictured ${++created}`,
      displayOrder: 1,
      altText: "A point",
      imageUrl: "https://example.com/cache.jpg",
    });
    return { res: await admin.agent.request(`/api/admin/showcase/${id}/image`, { method: "DELETE" }) };
  },
  "DELETE /api/admin/showcase/:id": async () => ({
    res: await admin.agent.request(`/api/admin/showcase/${await newShowcase()}`, { method: "DELETE" }),
  }),
  "POST /api/admin/places": async () => ({
    res: await json("/api/admin/places", "POST", {
      name: `Cache place ${++created}`,
      placeId: `cache-place-${created}`,
      category: "Beach",
    }),
  }),
  "PUT /api/admin/places/:id": async () => {
    const id = await newPlace();
    return {
      res: await json(`/api/admin/places/${id}`, "PUT", {
        name: `Cache place renamed ${++created}`,
        placeId: `cache-place-renamed-${created}`,
        category: "Beach",
      }),
    };
  },
  "POST /api/admin/places/:id/active": async () => ({
    res: await json(`/api/admin/places/${await newPlace()}/active`, "POST", { isActive: false }),
  }),
  "POST /api/admin/places/bulk": async () => ({
    res: await json("/api/admin/places/bulk", "POST", { ids: [await newPlace()], action: "deactivate" }),
  }),
  "DELETE /api/admin/places/:id": async () => ({
    res: await admin.agent.request(`/api/admin/places/${await newPlace()}`, { method: "DELETE" }),
  }),
  "POST /api/admin/response-quality/ratings/:id/reviewed": async () => ({
    res: await json(`/api/admin/response-quality/ratings/${await negativeRatingId()}/reviewed`, "POST"),
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
