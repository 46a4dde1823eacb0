import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "@/server/lib/logger";
import { rawRequest } from "../../../tests/setup/raw-http";
import { COMPRESS_FROM_BYTES } from "./accept-encoding";
import { createFrontCache } from "./front-cache";
import { createHttpServer } from "./http-server";
import { createPublicCache } from "./public-cache";

// Answers compressed on their way out of node:http, as production serves them.

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, text: `Kauai place number ${i}` })) };

const get = rawRequest;

let server: Server;
let origin: string;

beforeAll(async () => {
  const app = new Hono();
  app.get("/big", (c) => c.json(big, 200, { ETag: '"v1"' }));
  app.get("/small", (c) => c.json({ ok: true }));
  app.get("/page", (c) => c.html(`<!doctype html><p>${"aloha ".repeat(400)}</p>`));
  app.get("/no-transform", (c) => c.json(big, 200, { "Cache-Control": "no-transform" }));
  app.get("/encoded", (c) => c.body("already", 200, { "Content-Encoding": "br", "Content-Type": "text/plain" }));
  app.get("/image", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));
  app.get("/empty", (c) => c.body(null, 204));
  app.get("/events", (c) =>
    streamSSE(c, async (stream) => {
      await stream.writeSSE({ event: "delta", data: "x".repeat(2048) });
      await stream.writeSSE({ event: "done", data: "{}" });
    }),
  );
  const front = createFrontCache({ cache: createPublicCache(), logger: createLogger("silent") });
  server = createHttpServer({ fetch: app.fetch, front });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("compression on the way out", () => {
  it("compresses a large JSON answer with brotli when accepted, else gzip, else not at all", async () => {
    const original = JSON.stringify(big);
    expect(original.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const br = await get(`${origin}/big`, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(original.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(original);
    expect(br.headers.etag).toBe('W/"v1"');

    const gz = await get(`${origin}/big`, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(original);

    const none = await get(`${origin}/big`, { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.headers.vary).toBe("Accept-Encoding");
    expect(none.body.toString()).toBe(original);
    expect(none.headers.etag).toBe('"v1"');
  });

  it("compresses server-rendered HTML too", async () => {
    const page = await get(`${origin}/page`, { "accept-encoding": "br" });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.body).toString()).toContain("aloha aloha");
  });

  it("leaves small answers, event streams, images, encoded bodies, no-transform, 204 and HEAD alone", async () => {
    const headers = { "accept-encoding": "br, gzip" };
    const small = await get(`${origin}/small`, headers);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.headers.vary).toBe("Accept-Encoding");
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });
    const events = await get(`${origin}/events`, headers);
    expect(events.headers["content-encoding"]).toBeUndefined();
    expect(events.body.toString()).toContain("event: done");
    const image = await get(`${origin}/image`, headers);
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.length).toBe(4096);
    const encoded = await get(`${origin}/encoded`, headers);
    expect(encoded.body.toString()).toBe("already");
    const noTransform = await get(`${origin}/no-transform`, headers);
    expect(noTransform.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(noTransform.body.toString())).toEqual(big);
    const empty = await get(`${origin}/empty`, headers);
    expect(empty.status).toBe(204);
    const head = await get(`${origin}/big`, headers, "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
  });
});
