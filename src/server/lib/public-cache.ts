import { createHash } from "node:crypto";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESS_FROM_BYTES, pickEncoding } from "@/server/lib/accept-encoding";
import type { AppBindings } from "@/server/lib/app-context";

// Public, session-independent reads (landing data, legal texts, place lookups, the server-rendered
// public pages) kept in memory. An admin write clears everything at once (cache-invalidation.ts:
// in this process after the change commits, in other instances through PostgreSQL NOTIFY); a short
// safety TTL bounds how long a lost notification could leave content stale.

export const PUBLIC_CACHE_TTL_MS = 5_000;
/** Most responses kept at once (URLs with new query strings could otherwise grow it without end). */
export const PUBLIC_CACHE_MAX_ENTRIES = 500;

type Stored = { at: number; value: unknown };

export type PublicCache = {
  /** The cached value for `key`, or undefined (expired, invalidated or never stored). */
  read<T>(key: string): T | undefined;
  /** Stores `value` unless the cache was invalidated since `generation` was read (a load racing a write). */
  write(key: string, value: unknown, generation: number): void;
  /** Bumped by every invalidation; read it before loading, pass it to write(). */
  generation(): number;
  /** Drops every entry and tells the subscribers (the places directory, for one). */
  invalidate(reason: string): void;
  onInvalidate(listener: (reason: string) => void): () => void;
};

export function createPublicCache(options: { ttlMs?: number; now?: () => number } = {}): PublicCache {
  const ttlMs = options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Stored>();
  const listeners = new Set<(reason: string) => void>();
  let generation = 0;
  return {
    read<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    write(key, value, at) {
      if (at !== generation) return;
      if (entries.size >= PUBLIC_CACHE_MAX_ENTRIES && !entries.has(key)) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { at: now(), value });
    },
    generation: () => generation,
    invalidate(reason) {
      generation++;
      entries.clear();
      for (const listener of listeners) listener(reason);
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A response as kept in memory: the body once, pre-compressed both ways, and its validator. */
export type CachedResponse = {
  status: number;
  headers: Record<string, string>;
  etag: string;
  identity: Uint8Array;
  gzip: Uint8Array | null;
  br: Uint8Array | null;
};

// Only these headers of the handler's response are kept (never Set-Cookie or a request id).
const KEPT_HEADERS = ["content-type", "cache-control", "x-robots-tag", "content-language"];

function encodingFor(acceptEncoding: string | undefined, entry: CachedResponse): "br" | "gzip" | null {
  const wanted = pickEncoding(acceptEncoding);
  if (wanted === "br" && entry.br) return "br";
  if (wanted !== null && entry.gzip) return "gzip";
  return null;
}

export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const wanted = etag.replace(/^W\//, "");
  return (ifNoneMatch.match(/"[^"]*"/g) ?? []).some((tag) => tag === wanted);
}

function toCached(status: number, headers: Headers, body: Uint8Array): CachedResponse {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headers.get(name);
    if (value) kept[name] = value;
  }
  const compressible = body.byteLength >= COMPRESS_FROM_BYTES;
  return {
    status,
    headers: kept,
    // Weak: the same validator covers the identity, gzip and brotli bodies. SHA-1 hex like Hono's
    // etag() middleware, so a tag it handed out before still matches.
    etag: `W/"${createHash("sha1").update(body).digest("hex")}"`,
    identity: body,
    gzip: compressible ? gzipSync(body, { level: 9 }) : null,
    br: compressible
      ? brotliCompressSync(body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
        })
      : null,
  };
}

/** Status, headers and body for one request (304, or the body in the best accepted encoding). */
export function cachedAnswer(
  entry: CachedResponse,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): { status: number; headers: Record<string, string>; body: Uint8Array | null } {
  const vary: Record<string, string> = entry.gzip ? { Vary: "Accept-Encoding" } : {};
  if (etagMatches(ifNoneMatch, entry.etag)) {
    const cacheControl = entry.headers["cache-control"];
    const headers: Record<string, string> = { ETag: entry.etag, ...vary };
    if (cacheControl) headers["Cache-Control"] = cacheControl;
    return { status: 304, headers, body: null };
  }
  const encoding = encodingFor(acceptEncoding, entry);
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
  const headers: Record<string, string> = { ...entry.headers, ETag: entry.etag, ...vary };
  if (encoding) headers["Content-Encoding"] = encoding;
  return { status: entry.status, headers, body };
}

/**
 * Serves GET requests for `isCacheable` paths from memory; on a miss runs the handler and keeps a
 * 200 answer that sets no cookie. A matching If-None-Match gets a 304 without running anything
 * behind this middleware (mounted before the session loader: no database round trip).
 */
export function publicResponseCache(
  cache: PublicCache,
  isCacheable: (path: string) => boolean,
  options: { contentType?: RegExp } = {},
): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    if (c.req.method !== "GET" || !isCacheable(c.req.path)) return next();
    const url = c.req.url;
    const key = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    const hit = cache.read<CachedResponse>(key);
    if (hit) {
      c.set("publicCacheEntry", { key, entry: hit });
      const { status, headers, body } = cachedAnswer(
        hit,
        c.req.header("if-none-match"),
        c.req.header("accept-encoding"),
      );
      return body ? c.body(body as Uint8Array<ArrayBuffer>, status as 200, headers) : c.body(null, 304, headers);
    }
    const generation = cache.generation();
    await next();
    const res = c.res;
    if (res.status !== 200 || res.headers.getSetCookie().length > 0 || res.headers.has("content-encoding")) return;
    if (options.contentType && !options.contentType.test(res.headers.get("content-type") ?? "")) return;
    if (!options.contentType && /\b(no-store|private)\b/i.test(res.headers.get("cache-control") ?? "")) return;
    const entry = toCached(res.status, res.headers, new Uint8Array(await res.arrayBuffer()));
    cache.write(key, entry, generation);
    c.set("publicCacheEntry", { key, entry });
    const { status, headers, body } = cachedAnswer(
      entry,
      c.req.header("if-none-match"),
      c.req.header("accept-encoding"),
    );
    // This request's own headers (request id and the like) stay; length and validators are ours.
    const merged = new Headers();
    for (const [name, value] of res.headers) {
      if (!["content-length", "content-encoding", "etag", "vary", "transfer-encoding"].includes(name)) {
        merged.set(name, value);
      }
    }
    for (const [name, value] of Object.entries(headers)) merged.set(name, value);
    c.res = undefined as unknown as Response;
    c.res = new Response(body as Uint8Array<ArrayBuffer> | null, { status, headers: merged });
  };
}
