import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { COMPRESS_FROM_BYTES, pickEncoding } from "@/server/lib/accept-encoding";

/** Brotli quality for answers made per request: close to gzip's speed, smaller output. */
const DYNAMIC_BROTLI_QUALITY = 4;

function find(headers: OutgoingHttpHeaders, name: string): string | undefined {
  for (const key of Object.keys(headers)) {
    if (key.length === name.length && key.toLowerCase() === name) {
      const value = headers[key];
      return Array.isArray(value) ? value.join(", ") : value === undefined ? undefined : String(value);
    }
  }
  return undefined;
}

function without(headers: OutgoingHttpHeaders, names: string[]): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [key, value] of Object.entries(headers)) if (!names.includes(key.toLowerCase())) out[key] = value;
  return out;
}

/**
 * Compresses the app's per-request answers as they leave: when the whole body is handed to
 * `res.end()` at once (every JSON and HTML answer), it is compressed in one synchronous zlib call,
 * brotli when accepted, else gzip. Done here, on node's response, because any Hono middleware that
 * looks at a body turns the node adapter's light Response into a full WHATWG one and reads it
 * through a web stream: that cost 125 µs per request, compressed or not.
 *
 * Left as they are: bodies under 1 KB, bodies written in parts (event streams, files), bodies
 * already encoded (precompressed assets, the public cache), `no-transform`, HEAD, 204/206/304.
 * Every compressible answer says `Vary: Accept-Encoding`.
 */
export function compressOnEnd(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === "HEAD") return;
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  const flushHeaders = res.flushHeaders;
  let deferred: Parameters<typeof res.writeHead> | null = null;
  const restore = () => {
    res.writeHead = writeHead;
    res.write = write;
    res.end = end;
    res.flushHeaders = flushHeaders;
  };
  const sendHead = (args: Parameters<typeof res.writeHead> | null) => {
    if (args) (writeHead as (...a: unknown[]) => ServerResponse).apply(res, args);
  };

  res.writeHead = ((...args: Parameters<typeof res.writeHead>) => {
    deferred = args;
    return res;
  }) as typeof res.writeHead;
  // Written in parts (a stream): the head goes out unchanged.
  res.write = ((...args: Parameters<typeof res.write>) => {
    restore();
    sendHead(deferred);
    return (write as (...a: unknown[]) => boolean).apply(res, args);
  }) as typeof res.write;
  res.flushHeaders = () => {
    restore();
    sendHead(deferred);
    flushHeaders.call(res);
  };
  res.end = ((...args: unknown[]) => {
    restore();
    const head = deferred;
    deferred = null;
    if (!head) return (end as (...a: unknown[]) => ServerResponse).apply(res, args);
    const [status, second, third] = head as unknown as [number, unknown, unknown];
    const headers = (typeof second === "string" ? third : second) as OutgoingHttpHeaders | unknown[] | undefined;
    const chunk = args[0];
    const plain = headers && !Array.isArray(headers) ? (headers as OutgoingHttpHeaders) : null;
    const type = plain ? find(plain, "content-type") : undefined;
    const compressible =
      plain !== null &&
      type !== undefined &&
      COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
      ![204, 206, 304].includes(status) &&
      find(plain, "content-encoding") === undefined &&
      !/\bno-transform\b/i.test(find(plain, "cache-control") ?? "");
    if (!plain || !compressible) {
      sendHead(head);
      return (end as (...a: unknown[]) => ServerResponse).apply(res, args);
    }
    const vary = find(plain, "vary");
    let next: OutgoingHttpHeaders = plain;
    if (vary !== "*" && !/\baccept-encoding\b/i.test(vary ?? "")) {
      next = { ...without(plain, ["vary"]), vary: vary ? `${vary}, Accept-Encoding` : "Accept-Encoding" };
    }
    const body =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof args[1] === "string" ? (args[1] as BufferEncoding) : "utf8")
        : chunk instanceof Uint8Array
          ? chunk
          : null;
    if (!encoding || !body || body.byteLength < COMPRESS_FROM_BYTES) {
      sendHead((typeof second === "string" ? [status, second, next] : [status, next]) as never);
      return (end as (...a: unknown[]) => ServerResponse).apply(res, args);
    }
    const packed =
      encoding === "br"
        ? brotliCompressSync(body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            },
          })
        : gzipSync(body);
    next = {
      ...without(next, ["content-length", "etag"]),
      "content-encoding": encoding,
      "content-length": packed.length,
    };
    const etag = find(plain, "etag");
    if (etag) next.etag = etag.startsWith("W/") ? etag : `W/${etag}`;
    sendHead((typeof second === "string" ? [status, second, next] : [status, next]) as never);
    const callback = args.find((arg) => typeof arg === "function");
    return (end as (...a: unknown[]) => ServerResponse).apply(res, callback ? [packed, callback] : [packed]);
  }) as typeof res.end;
}
