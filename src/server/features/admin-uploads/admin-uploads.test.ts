import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLogs } from "@/server/db/schema/admin";
import { createLocalStorage } from "@/server/providers/storage/local-storage";
import { UPLOAD_MAX_BYTES } from "@/shared/constants";
import { UPLOAD_MESSAGES } from "@/shared/messages/admin-curation";
import type { UploadResult } from "@/shared/schemas/admin-uploads";
import { createAdminAgent, createUserAgent } from "../../../../tests/setup/admin";
import { errorOf } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { jpegWithMetadata, pngBomb, pngImage } from "./test-images";

let t: TestApp;
let root: string;
let admin: Awaited<ReturnType<typeof createAdminAgent>>;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "alohabot-upload-test-"));
  t = await createTestApp({ storage: createLocalStorage(root) });
  admin = await createAdminAgent(t, "uploader@example.com");
});
afterAll(async () => {
  await t.close();
});

function form(
  file: Blob,
  fileName: string,
  fields: Record<string, string> = { kind: "showcase", name: "Hanalei Bay" },
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  data.set("file", file, fileName);
  return data;
}

function upload(body: FormData, agent = admin.agent) {
  return agent.request("/api/admin/uploads", { method: "POST", body });
}

describe("image uploads", () => {
  it("re-encodes a JPEG without its metadata, web-sized, under the spec's name, and serves it for 3600 s", async () => {
    t.clock.set(new Date("2026-11-23T10:00:00Z"));
    const original = await jpegWithMetadata(2400, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(form(new Blob([new Uint8Array(original)], { type: "image/jpeg" }), "IMG_0001.JPG"));
    expect(res.status).toBe(201);
    const body = (await res.json()) as UploadResult;
    const stamp = new Date("2026-11-23T10:00:00Z").getTime();
    expect(body.key).toBe(`showcase/showcase-hanalei-bay-${stamp}.jpg`);
    expect(body.url).toBe(`/uploads/showcase/showcase-hanalei-bay-${stamp}.jpg`);
    expect([body.width, body.height]).toEqual([1600, 800]);

    const served = await admin.agent.request(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.width).toBe(1600);
    const thumb = await sharp(
      Buffer.from(await (await admin.agent.request(body.thumbnailUrl)).arrayBuffer()),
    ).metadata();
    expect(thumb.width).toBe(480);

    const [audit] = await t.database.db
      .select()
      .from(adminAuditLogs)
      .where(and(eq(adminAuditLogs.targetType, "upload"), eq(adminAuditLogs.targetId, body.key)));
    expect(audit).toMatchObject({ action: "upload.create", actorEmail: "uploader@example.com" });
  });

  it("never overwrites: the same name at the same moment gets a new file", async () => {
    t.clock.set(new Date("2026-11-23T11:00:00Z"));
    const png = await pngImage();
    const first = (await (await upload(form(new Blob([new Uint8Array(png)]), "a.png"))).json()) as UploadResult;
    const second = (await (await upload(form(new Blob([new Uint8Array(png)]), "a.png"))).json()) as UploadResult;
    expect(first.key).toMatch(/-\d+\.png$/);
    expect(second.key).toBe(first.key.replace(/\.png$/, "-2.png"));
    expect(readdirSync(join(root, "showcase"))).toEqual(
      expect.arrayContaining([first.key.split("/")[1], second.key.split("/")[1]]),
    );
  });

  it("refuses a renamed non-image, whatever its name and declared type say", async () => {
    const res = await upload(form(new Blob(["not really a photo\n".repeat(50)], { type: "image/jpeg" }), "photo.jpg"));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      message: UPLOAD_MESSAGES.notAnImage,
      fields: { file: UPLOAD_MESSAGES.notAnImage },
    });
    // An SVG (script-capable) is not accepted either.
    const svg = await upload(
      form(
        new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
          type: "image/svg+xml",
        }),
        "x.svg",
      ),
    );
    expect((await errorOf(svg)).message).toBe(UPLOAD_MESSAGES.notAnImage);
  });

  it("refuses 5 MB + 1 byte with the spec's message, and accepts exactly 5 MB of JPEG bytes' size check", async () => {
    const jpeg = await jpegWithMetadata(64, 64);
    const padded = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    padded.set(jpeg);
    const res = await upload(form(new Blob([padded], { type: "image/jpeg" }), "big.jpg"));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({
      message: UPLOAD_MESSAGES.tooLarge,
      fields: { file: UPLOAD_MESSAGES.tooLarge },
    });
    // A body far beyond the limit is stopped before it is read, with the same message.
    const huge = new Uint8Array(UPLOAD_MAX_BYTES * 2);
    huge.set(jpeg);
    const refused = await upload(form(new Blob([huge]), "huge.jpg"));
    expect(refused.status).toBe(413);
    expect((await errorOf(refused)).message).toBe(UPLOAD_MESSAGES.tooLarge);
  });

  it("refuses a decompression bomb by its header (900 megapixels in a few bytes)", async () => {
    const bomb = pngBomb();
    expect(bomb.byteLength).toBeLessThan(200);
    const res = await upload(form(new Blob([new Uint8Array(bomb)], { type: "image/png" }), "bomb.png"));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: "image_too_many_pixels", message: UPLOAD_MESSAGES.notAnImage });
  });

  it("names the bad field of the form and refuses non-admins", async () => {
    const png = await pngImage();
    const badKind = await upload(form(new Blob([new Uint8Array(png)]), "a.png", { kind: "avatars", name: "x" }));
    expect(badKind.status).toBe(400);
    expect(Object.keys((await errorOf(badKind)).fields ?? {})).toContain("kind");
    const user = await createUserAgent(t, "not-admin@example.com");
    expect((await upload(form(new Blob([new Uint8Array(png)]), "a.png"), user.agent)).status).toBe(403);
  });

  it("answers 404 for unknown or malformed upload paths", async () => {
    expect((await admin.agent.request("/uploads/showcase/none.jpg")).status).toBe(404);
    expect((await admin.agent.request("/uploads/../data/pglite")).status).toBe(404);
    expect((await admin.agent.request("/uploads/secrets/x.jpg")).status).toBe(404);
  });
});
