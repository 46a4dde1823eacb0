import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "@/server/features/admin-uploads/test-images";
import type { UploadResult } from "@/shared/schemas/admin-uploads";
import { createAdminAgent } from "../../../../tests/setup/admin";
import { createTestApp, testEnv } from "../../../../tests/setup/test-app";
import { createStorage } from "./create-storage";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import { ObjectExistsError, type StorageProvider } from "./storage-provider";

// Both providers pass the same contract. The S3 one talks to s3rver, a local server speaking the
// S3 protocol, started here on a free loopback port (no network).

let s3server: S3rver;
let s3: StorageProvider;
let s3Endpoint = "";
beforeAll(async () => {
  s3server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), "alohabot-s3rver-")),
    configureBuckets: [{ name: "place-images", configs: [] }],
  });
  const { port } = await s3server.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
  s3 = createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: "place-images",
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  });
});
afterAll(async () => {
  await s3server?.close();
});

const providers: Array<[string, () => StorageProvider]> = [
  ["local disk", () => createLocalStorage(mkdtempSync(join(tmpdir(), "alohabot-local-")))],
  ["S3 (s3rver)", () => s3],
];

describe.each(providers)("%s storage", (_name, make) => {
  it("stores, reads back, refuses to overwrite, and removes", async () => {
    const storage = make();
    const key = `showcase/showcase-test-${Math.random().toString(36).slice(2)}.png`;
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, new Uint8Array([1, 2, 3]), "image/png");
    expect(await storage.exists(key)).toBe(true);
    const object = await storage.get(key);
    expect([...(object?.body ?? [])]).toEqual([1, 2, 3]);
    expect(object?.contentType).toBe("image/png");
    await expect(storage.put(key, new Uint8Array([9]), "image/png")).rejects.toBeInstanceOf(ObjectExistsError);
    expect([...((await storage.get(key))?.body ?? [])]).toEqual([1, 2, 3]);
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.remove(key); // removing a missing object is not an error
  });

  it("refuses keys outside its folders", async () => {
    const storage = make();
    await expect(storage.put("../escape.png", new Uint8Array([1]), "image/png")).rejects.toThrow(/invalid storage key/);
    await expect(storage.get("showcase/../../etc/passwd")).rejects.toThrow(/invalid storage key/);
  });
});

describe("the app on S3 storage", () => {
  it("uploads through the admin API into the bucket and serves the image at /uploads/", async () => {
    const t = await createTestApp({ storage: s3 });
    try {
      const admin = await createAdminAgent(t, "s3-admin@example.com");
      const body = new FormData();
      body.set("kind", "places");
      body.set("name", "Wailua Falls");
      body.set("file", new Blob([new Uint8Array(await pngImage(32, 32))]), "falls.png");
      const res = await admin.agent.request("/api/admin/uploads", { method: "POST", body });
      expect(res.status).toBe(201);
      const upload = (await res.json()) as UploadResult;
      expect(upload.key).toMatch(/^places\/place-wailua-falls-\d+\.png$/);
      expect(await s3.exists(upload.key)).toBe(true);
      const served = await admin.agent.request(upload.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
    } finally {
      await t.close();
    }
  });
});

describe("choosing the store from the environment", () => {
  it("uses the bucket when the S3 variables are set, else DATA_DIR/uploads", async () => {
    const key = `places/place-choice-${Math.random().toString(36).slice(2)}.png`;
    const bucket = createStorage(
      testEnv({
        S3_ENDPOINT: s3Endpoint,
        S3_BUCKET: "place-images",
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
      }),
    );
    expect(bucket.kind).toBe("s3");
    await bucket.put(key, new Uint8Array([7]), "image/png");
    expect(await s3.exists(key)).toBe(true);

    const dataDir = mkdtempSync(join(tmpdir(), "alohabot-data-"));
    const disk = createStorage(testEnv({ DATA_DIR: dataDir }));
    expect(disk.kind).toBe("local");
    await disk.put(key, new Uint8Array([8]), "image/png");
    expect([...readFileSync(join(dataDir, "uploads", key))]).toEqual([8]);
  });

  it("passes on a store error that is not a missing object (a missing bucket), rather than calling it taken", async () => {
    const missing = createS3Storage({
      endpoint: s3Endpoint,
      bucket: "no-such-bucket",
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    });
    const failure = await missing.put("places/place-x.png", new Uint8Array([1]), "image/png").catch((error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ObjectExistsError);
    expect(String(failure.name)).toBe("NoSuchBucket");
  });
});
