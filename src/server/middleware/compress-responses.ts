import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

/** Below this a compressed body saves nothing worth the CPU (Hono's default threshold too). */
export const COMPRESS_FROM_BYTES = 1024;
/** Bodies of unknown length are only ever our own JSON or HTML strings; anything declared larger streams as is. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Brotli quality for answers made per request: close to gzip's speed, smaller output. */
const DYNAMIC_BROTLI_QUALITY = 4;

function pickEncoding(accept: string | undefined): "br" | "gzip" | null {
  if (!accept) return null;
  const accepted = accept
    .toLowerCase()
    .split(",")
    .map((part) => part.trim())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(";")[0]?.trim());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip") || accepted.includes("*")) return "gzip";
  return null;
}

/**
 * Compresses per-request answers (JSON, HTML, text) in one synchronous zlib call on the finished
 * body, brotli when accepted, else gzip. Replaces hono/compress, which pipes every such body through
 * a CompressionStream (web streams cost more CPU than the compression on small bodies) and cannot
 * see the size of a JSON body, so it compressed 20-byte answers too. Left alone: bodies under
 * 1 KB, event streams (each event must leave at once), bodies already encoded (precompressed
 * assets, the public cache's answers), `no-transform`, HEAD, 204/206/304.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === "HEAD" || !res.body || [204, 206, 304].includes(res.status)) return;
    if (res.headers.has("content-encoding") || res.headers.has("transfer-encoding")) return;
    const type = res.headers.get("content-type");
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (/\bno-transform\b/i.test(res.headers.get("cache-control") ?? "")) return;
    const declared = res.headers.get("content-length");
    if (declared !== null && (Number(declared) < COMPRESS_FROM_BYTES || Number(declared) > MAX_BUFFERED_BYTES)) return;
    const vary = res.headers.get("vary");
    if (vary !== "*" && !/\baccept-encoding\b/i.test(vary ?? "")) {
      res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    const encoding = pickEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let out: Uint8Array = body;
    if (body.byteLength >= COMPRESS_FROM_BYTES) {
      out =
        encoding === "br"
          ? brotliCompressSync(body, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
              },
            })
          : gzipSync(body);
      headers.set("Content-Encoding", encoding);
      const etag = headers.get("etag");
      if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    }
    headers.delete("content-length");
    c.res = undefined as unknown as Response;
    c.res = new Response(out as Uint8Array<ArrayBuffer>, { status: res.status, statusText: res.statusText, headers });
  };
}
