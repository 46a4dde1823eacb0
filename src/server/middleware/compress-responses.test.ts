import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { describe, expect, it } from "vitest";
import { COMPRESS_FROM_BYTES, compressResponses } from "./compress-responses";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, text: `Kauai place number ${i}` })) };

function app() {
  const a = new Hono();
  a.use("*", compressResponses());
  a.get("/big", (c) => c.json(big));
  a.get("/small", (c) => c.json({ ok: true }));
  a.get("/no-transform", (c) => c.json(big, 200, { "Cache-Control": "no-transform" }));
  a.get("/encoded", (c) => c.body("already", 200, { "Content-Encoding": "br", "Content-Type": "text/plain" }));
  a.get("/image", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));
  a.get("/events", (c) =>
    streamSSE(c, async (stream) => {
      await stream.writeSSE({ event: "delta", data: "x".repeat(2048) });
    }),
  );
  return a;
}

describe("compressResponses", () => {
  it("compresses a large JSON body with brotli when accepted, else gzip, else not at all", async () => {
    const original = JSON.stringify(big);
    expect(original.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const br = await app().request("/big", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(original.length / 3);
    expect(brotliDecompressSync(brBytes).toString()).toBe(original);

    const gz = await app().request("/big", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(original);

    const refused = await app().request("/big", { headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect(refused.headers.get("vary")).toBe("Accept-Encoding");
    expect(await refused.text()).toBe(original);
  });

  it("leaves small bodies, event streams, images, encoded bodies, no-transform and HEAD alone", async () => {
    const headers = { "accept-encoding": "br, gzip" };
    const small = await app().request("/small", { headers });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const events = await app().request("/events", { headers });
    expect(events.headers.get("content-encoding")).toBeNull();
    expect(await events.text()).toContain("event: delta");
    const image = await app().request("/image", { headers });
    expect(image.headers.get("content-encoding")).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4096);
    const encoded = await app().request("/encoded", { headers });
    expect(await encoded.text()).toBe("already");
    const noTransform = await app().request("/no-transform", { headers });
    expect(noTransform.headers.get("content-encoding")).toBeNull();
    const head = await app().request("/big", { method: "HEAD", headers });
    expect(head.headers.get("content-encoding")).toBeNull();
  });
});
