import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLogs } from "@/server/db/schema/admin";
import { jpegWithMetadata } from "@/server/features/admin-uploads/test-images";
import type { Logger } from "@/server/lib/logger";
import { createLocalStorage } from "@/server/providers/storage/local-storage";
import { ADMIN_SHOWCASE } from "@/shared/messages/admin-curation";
import type { AdminShowcase, AdminShowcaseList } from "@/shared/schemas/admin-showcase";
import type { UploadResult } from "@/shared/schemas/admin-uploads";
import type { ShowcaseLocation } from "@/shared/schemas/public-content";
import { createAdminAgent } from "../../../../tests/setup/admin";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { removeStoredImage } from "../admin-uploads/admin-uploads.service";

const v = ADMIN_SHOWCASE.validation;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdminAgent(t, "curator@example.com");
});
afterAll(async () => {
  await t.close();
});

async function uploadPhoto(name: string) {
  const body = new FormData();
  body.set("kind", "showcase");
  body.set("name", name);
  body.set("file", new Blob([new Uint8Array(await jpegWithMetadata(800, 600))]), "photo.jpg");
  const res = await admin.agent.request("/api/admin/uploads", { method: "POST", body });
  return (await res.json()) as UploadResult;
}
const homepage = async () =>
  (await (await createAgent(t).request("/api/public/showcase")).json()) as ShowcaseLocation[];
const create = (json: unknown) => admin.agent.request("/api/admin/showcase", { json });

describe("Kauai Showcase", () => {
  it("requires name, display order (0 or more) and alt text", async () => {
    const res = await create({ name: "", altText: " ", displayOrder: -1 });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toMatchObject({
      name: v.nameRequired,
      altText: v.altRequired,
      displayOrder: v.orderRequired,
    });
    const noOrder = await create({ name: "A", altText: "B" });
    expect(Object.keys((await errorOf(noOrder)).fields ?? {})).toContain("displayOrder");
    for (const imageUrl of ["javascript:alert(1)", "//evil.example/x.jpg", "data:image/png;base64,AAAA"]) {
      const badUrl = await create({ name: "A", altText: "B", displayOrder: 1, imageUrl });
      expect((await errorOf(badUrl)).fields?.imageUrl).toBe("Enter a valid URL");
    }
  });

  it("shows an uploaded photo on the homepage at once; replacing it removes the old file", async () => {
    const photo = await uploadPhoto("Na Pali Coast");
    expect(photo.key).toMatch(/^showcase\/showcase-na-pali-coast-\d+\.jpg$/);
    const res = await create({ name: "Na Pali Coast", displayOrder: 1, altText: "Cliffs", imageUrl: photo.url });
    expect(res.status).toBe(201);
    const location = (await res.json()) as AdminShowcase;
    expect(location).toMatchObject({ imageUrl: photo.url, storagePath: photo.key, isActive: true });
    expect((await homepage()).find((l) => l.id === location.id)).toMatchObject({
      imageUrl: photo.url,
      altText: "Cliffs",
    });

    const next = await uploadPhoto("Na Pali Coast");
    await admin.agent.request(`/api/admin/showcase/${location.id}`, {
      method: "PUT",
      json: { name: "Na Pali Coast", displayOrder: 1, altText: "Cliffs", imageUrl: next.url },
    });
    expect((await admin.agent.request(photo.url)).status).toBe(404);
    expect((await homepage()).find((l) => l.id === location.id)?.imageUrl).toBe(next.url);

    await admin.agent.request(`/api/admin/showcase/${location.id}/active`, { json: { isActive: false } });
    expect((await homepage()).some((l) => l.id === location.id)).toBe(false);

    const removed = await admin.agent.request(`/api/admin/showcase/${location.id}/image`, { method: "DELETE" });
    expect(await removed.json()).toMatchObject({ storagePath: null, imageUrl: null });
    expect((await admin.agent.request(next.url)).status).toBe(404);
  });

  it("keeps an outside image URL as is, and deleting a location removes its stored file", async () => {
    const outside = (await (
      await create({ name: "Waimea", displayOrder: 2, altText: "Canyon", imageUrl: "https://example.com/waimea.jpg" })
    ).json()) as AdminShowcase;
    expect(outside).toMatchObject({ imageUrl: "https://example.com/waimea.jpg", storagePath: null });
    // The seeded illustrations are paths on this site: a seeded location can be edited and saved as is.
    const seeded = await admin.agent.request(`/api/admin/showcase/${outside.id}`, {
      method: "PUT",
      json: { name: "Waimea", displayOrder: 2, altText: "Canyon", imageUrl: "/showcase/waimea-canyon.svg" },
    });
    expect(await seeded.json()).toMatchObject({ imageUrl: "/showcase/waimea-canyon.svg", storagePath: null });
    const photo = await uploadPhoto("Hanalei");
    const stored = (await (
      await create({ name: "Hanalei", displayOrder: 3, altText: "Bay", imageUrl: photo.url })
    ).json()) as AdminShowcase;
    expect((await admin.agent.request(`/api/admin/showcase/${stored.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await admin.agent.request(photo.url)).status).toBe(404);
    const list = (await (await admin.agent.request("/api/admin/showcase")).json()) as AdminShowcaseList;
    expect(list.items.map((l) => l.name)).toEqual(["Na Pali Coast", "Waimea"]);
    const actions = await t.database.db
      .select({ action: adminAuditLogs.action })
      .from(adminAuditLogs)
      .where(eq(adminAuditLogs.targetId, stored.id));
    expect(actions.map((a) => a.action).sort()).toEqual(["showcase.create", "showcase.delete"]);
  });

  it("only logs a stored file that cannot be removed", async () => {
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
    const storage = createLocalStorage(mkdtempSync(join(tmpdir(), "alohabot-fail-")));
    storage.remove = async () => {
      throw new Error("disk gone");
    };
    await removeStoredImage(storage, logger, "/uploads/showcase/showcase-x-1.jpg");
    expect(warnings).toHaveLength(1);
    await removeStoredImage(storage, logger, "https://example.com/x.jpg"); // outside URLs are not ours
    expect(warnings).toHaveLength(1);
  });
});
