import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLogs } from "@/server/db/schema/admin";
import { placesDirectory } from "@/server/db/schema/directory";
import { pngImage } from "@/server/features/admin-uploads/test-images";
import { ADMIN_BUSINESSES } from "@/shared/messages/admin-curation";
import { type AdminBusiness, isSponsorshipInForce, kauaiDay, priorityTone } from "@/shared/schemas/admin-businesses";
import type { UploadResult } from "@/shared/schemas/admin-uploads";
import type { FeaturedBusiness } from "@/shared/schemas/public-content";
import { createAdminAgent } from "../../../../tests/setup/admin";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

const v = ADMIN_BUSINESSES.validation;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date("2026-11-23T20:00:00Z")); // 10:00 on Kauai, 2026-11-23
  admin = await createAdminAgent(t, "directory@example.com");
});
afterAll(async () => {
  await t.close();
});

const create = (json: unknown) => admin.agent.request("/api/admin/businesses", { json });
const featured = async () =>
  (await (await createAgent(t).request("/api/public/businesses/featured")).json()) as FeaturedBusiness[];

describe("Business Directory", () => {
  it("applies the spec's defaults and form rules: lists trimmed, empties null, priority falls back to 30", async () => {
    const res = await create({
      name: "Kauai Kayak Co",
      description: "River tours",
      categories: " Tours, Kayak , ,",
      aliases: ["  KKC ", ""],
      location: "",
      websiteUrl: "",
      logoUrl: "",
      placeId: "  ",
      priorityWeight: "not a number",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      categories: ["Tours", "Kayak"],
      aliases: ["KKC"],
      location: null,
      websiteUrl: null,
      logoUrl: null,
      placeId: null,
      priorityWeight: 30,
      displayOrder: 0,
      isActive: true,
      isSponsored: false,
      showInChat: true,
    });
  });

  it("names each invalid field: required texts, priority 1-100, URLs, order, dates, duplicates", async () => {
    const res = await create({
      name: " ",
      description: "",
      priorityWeight: 101,
      websiteUrl: "not a url",
      logoUrl: "javascript:alert(1)",
      displayOrder: -1,
      sponsoredFrom: "2026-13-40",
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toMatchObject({
      name: v.nameRequired,
      description: v.descriptionRequired,
      priorityWeight: v.priority,
      websiteUrl: v.url,
      logoUrl: "Enter a valid URL",
      displayOrder: v.order,
      sponsoredFrom: v.date,
    });
    const zero = await create({ name: "X", description: "Y", priorityWeight: 0 });
    expect((await errorOf(zero)).fields?.priorityWeight).toBe(v.priority);
    const window = await create({
      name: "X",
      description: "Y",
      sponsoredFrom: "2026-12-01",
      sponsoredUntil: "2026-11-01",
    });
    expect((await errorOf(window)).fields?.sponsoredUntil).toBe(v.window);
    const taken = await create({ name: "KAUAI KAYAK CO", description: "Copy" });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).fields?.name).toBe(v.nameTaken);
  });

  it("shows a new sponsored business under Featured Sponsors at once, labelled, only inside its window", async () => {
    const res = await create({
      name: "Hanalei Surf Shop",
      description: "Boards and lessons",
      isSponsored: true,
      priorityWeight: 80,
      websiteUrl: "https://surf.example.com",
    });
    const shop = (await res.json()) as AdminBusiness;
    expect((await featured()).find((b) => b.id === shop.id)).toMatchObject({
      name: "Hanalei Surf Shop",
      isSponsored: true,
    });
    // The window: starts tomorrow (Kauai date) → not featured today; ended yesterday → not featured.
    const put = (window: object) =>
      admin.agent.request(`/api/admin/businesses/${shop.id}`, {
        method: "PUT",
        json: { name: shop.name, description: shop.description, isSponsored: true, priorityWeight: 80, ...window },
      });
    await put({ sponsoredFrom: "2026-11-24" });
    expect((await featured()).some((b) => b.id === shop.id)).toBe(false);
    await put({ sponsoredFrom: "2026-11-01", sponsoredUntil: "2026-11-22" });
    expect((await featured()).some((b) => b.id === shop.id)).toBe(false);
    await put({ sponsoredFrom: "2026-11-23", sponsoredUntil: "2026-11-23" });
    expect((await featured()).some((b) => b.id === shop.id)).toBe(true);

    const off = await admin.agent.request(`/api/admin/businesses/${shop.id}/sponsored`, {
      json: { isSponsored: false },
    });
    expect(off.status).toBe(200);
    expect((await featured()).some((b) => b.id === shop.id)).toBe(false);
    await admin.agent.request(`/api/admin/businesses/${shop.id}/sponsored`, { json: { isSponsored: true } });
    await admin.agent.request(`/api/admin/businesses/${shop.id}/active`, { json: { isActive: false } });
    expect((await featured()).some((b) => b.id === shop.id)).toBe(false);
    const actions = await t.database.db
      .select({ action: adminAuditLogs.action })
      .from(adminAuditLogs)
      .where(eq(adminAuditLogs.targetId, shop.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        "business.create",
        "business.update",
        "business.unsponsor",
        "business.sponsor",
        "business.deactivate",
      ]),
    );
  });

  it("labels a sponsored business's chat card, and the card follows an edit on the next request", async () => {
    await t.database.db.insert(placesDirectory).values({
      name: "Poipu Beach Park",
      placeId: "test-poipu",
      category: "Beach",
      description: "Calm south-shore beach",
      latitude: 21.874,
      longitude: -159.454,
    });
    const card = async () =>
      (
        (await (await createAgent(t).request("/api/places/info?name=Poipu%20Beach%20Park")).json()) as {
          place: { source: string; website?: string | null };
        }
      ).place;
    expect((await card()).source).toBe("directory");
    const res = await create({
      name: "Poipu Beach Rentals",
      description: "Chairs and umbrellas",
      placeId: "test-poipu",
      isSponsored: true,
    });
    expect(res.status).toBe(201);
    expect((await card()).source).toBe("sponsored");
  });

  it("deletes a business and its stored logo; an outside logo URL is left alone", async () => {
    const body = new FormData();
    body.set("kind", "businesses");
    body.set("name", "Logo Test");
    body.set("file", new Blob([new Uint8Array(await pngImage())]), "logo.png");
    const upload = (await (
      await admin.agent.request("/api/admin/uploads", { method: "POST", body })
    ).json()) as UploadResult;
    const business = (await (
      await create({ name: "Logo Test", description: "D", logoUrl: upload.url })
    ).json()) as AdminBusiness;
    expect((await admin.agent.request(upload.url)).status).toBe(200);
    const res = await admin.agent.request(`/api/admin/businesses/${business.id}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect((await admin.agent.request(upload.url)).status).toBe(404);
    expect((await admin.agent.request(upload.thumbnailUrl)).status).toBe(404);
    expect((await admin.agent.request(`/api/admin/businesses/${business.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("lists by display order, then newest", async () => {
    await create({ name: "Order Two", description: "D", displayOrder: 2 });
    const list = (await (await admin.agent.request("/api/admin/businesses")).json()) as { items: AdminBusiness[] };
    const orders = list.items.map((b) => b.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe("business rules", () => {
  it("colours priority badges as the spec says", () => {
    expect([70, 69, 50, 49, 30, 29, 1].map(priorityTone)).toEqual([
      "destructive",
      "primary",
      "primary",
      "secondary",
      "secondary",
      "muted",
      "muted",
    ]);
  });
  it("uses Kauai's date for the sponsorship window", () => {
    expect(kauaiDay(new Date("2026-11-24T09:59:00Z"))).toBe("2026-11-23");
    expect(kauaiDay(new Date("2026-11-24T10:00:00Z"))).toBe("2026-11-24");
    const b = { isSponsored: true, sponsoredFrom: "2026-11-01", sponsoredUntil: null };
    expect(isSponsorshipInForce(b, "2026-10-31")).toBe(false);
    expect(isSponsorshipInForce(b, "2026-11-01")).toBe(true);
  });
});
