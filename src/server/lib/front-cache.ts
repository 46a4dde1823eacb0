import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppBindings } from "@/server/lib/app-context";
import type { Logger } from "@/server/lib/logger";
import {
  type CachedResponse,
  cachedAnswer,
  etagMatches,
  PUBLIC_CACHE_MAX_ENTRIES,
  type PublicCache,
} from "@/server/lib/public-cache";

// The public cache's hits answered at the door (decision 018). A cached public read that went once
// through the whole Hono pipeline (request id, guards, security headers, cache-control, the public
// response cache) leaves behind the headers that pipeline added; later GETs for the same URL are
// answered straight from node:http with those headers and the cached body, without building a
// Request, a Context or a Response. The body, its validator and its expiry stay with the public
// cache: an admin write (or the safety TTL) removes the entry there, and the next request goes
// through the pipeline again. Only exact URLs that passed the guards once are answered here.

/** Headers that belong to one response, never to the cached copy. */
const PER_RESPONSE = new Set([
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "x-request-id",
  "set-cookie",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

/** One ready answer: status, body and the whole header list (flat name, value pairs). */
type Variant = { status: number; body: Uint8Array | null; headers: string[] };

type Door = {
  etag: string;
  entry: CachedResponse;
  /** The pipeline's headers (security headers, cache-control, content-type...) without per-response ones. */
  headers: Record<string, string>;
  /** Ready answers by Accept-Encoding value, and the 304; built on first use. */
  byEncoding: Map<string, Variant>;
  notModified: Variant | null;
  /** The route pattern for request metrics, or null outside /api. */
  route: string | null;
};

/** How many distinct Accept-Encoding values one door keeps ready answers for. */
const MAX_ENCODINGS_PER_DOOR = 16;

function variant(door: Door, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): Variant {
  const answer = cachedAnswer(door.entry, ifNoneMatch, acceptEncoding);
  const merged: Record<string, string> = { ...door.headers };
  if (!answer.body) delete merged["content-type"];
  for (const [name, value] of Object.entries(answer.headers)) merged[name.toLowerCase()] = value;
  if (answer.body) merged["content-length"] = String(answer.body.byteLength);
  return { status: answer.status, body: answer.body, headers: Object.entries(merged).flat() };
}

export type FrontCache = {
  /** Outermost middleware: remembers the pipeline's headers for a public cache answer. */
  capture(): MiddlewareHandler<AppBindings>;
  /** Answers `req` from memory and returns true, or returns false (the caller runs the app). */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Stops answering at the door (shutdown: every answer must then say Connection: close). */
  close(): void;
  stats(): { served: number; doors: number };
};

const REQUEST_ID = /^[\w\-=]{1,255}$/;

export function createFrontCache(options: {
  cache: PublicCache;
  logger: Logger;
  /** Called for every answer under /api, as the metrics middleware would. */
  record?: (method: string, route: string, status: number, durationMs: number) => void;
}): FrontCache {
  const { cache, logger, record } = options;
  const doors = new Map<string, Door>();
  let open = true;
  let served = 0;
  cache.onInvalidate(() => doors.clear());

  return {
    capture() {
      return async (c, next) => {
        await next();
        if (!open || c.req.method !== "GET" || c.res.status !== 200) return;
        const found = c.get("publicCacheEntry");
        if (!found) return;
        const res = c.res;
        if (res.headers.getSetCookie().length > 0 || res.headers.get("etag") !== found.entry.etag) return;
        const headers: Record<string, string> = {};
        for (const [name, value] of res.headers) if (!PER_RESPONSE.has(name)) headers[name] = value;
        const route = c.req.path.startsWith("/api/")
          ? (matchedRoutes(c).find((r) => r.method !== "ALL")?.path ?? "unmatched")
          : null;
        // As many doors as the public cache keeps entries: new query strings cannot grow it without end.
        if (doors.size >= PUBLIC_CACHE_MAX_ENTRIES && !doors.has(found.key)) {
          const oldest = doors.keys().next().value;
          if (oldest !== undefined) doors.delete(oldest);
        }
        doors.set(found.key, {
          etag: found.entry.etag,
          entry: found.entry,
          headers,
          byEncoding: new Map(),
          notModified: null,
          route,
        });
      };
    },

    serve(req, res) {
      if (!open || req.method !== "GET") return false;
      const key = req.url;
      if (!key) return false;
      const door = doors.get(key);
      if (!door) return false;
      const entry = cache.read<CachedResponse>(key);
      if (!entry || entry.etag !== door.etag) {
        doors.delete(key);
        return false;
      }
      const started = performance.now();
      const given = req.headers;
      const ifNoneMatch = given["if-none-match"];
      const acceptEncoding = given["accept-encoding"] ?? "";
      let ready: Variant;
      if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, entry.etag)) {
        // Usually the tag this door handed out: the 304 is the same every time.
        door.notModified ??= variant(door, ifNoneMatch, acceptEncoding);
        ready = door.notModified;
      } else {
        let known = door.byEncoding.get(acceptEncoding);
        if (!known) {
          known = variant(door, undefined, acceptEncoding);
          if (door.byEncoding.size < MAX_ENCODINGS_PER_DOOR) door.byEncoding.set(acceptEncoding, known);
        }
        ready = known;
      }
      const id = given["x-request-id"];
      const requestId = typeof id === "string" && REQUEST_ID.test(id) ? id : randomUUID();
      res.writeHead(ready.status, [...ready.headers, "x-request-id", requestId]);
      res.end(ready.body ?? undefined);
      served++;
      const ms = Math.round((performance.now() - started) * 10) / 10;
      if (door.route) record?.("GET", door.route, ready.status, ms);
      if (logger.isLevelEnabled("info")) {
        logger.info(
          { reqId: requestId, method: "GET", path: key.split("?")[0]?.slice(0, 300), status: ready.status, ms },
          "request",
        );
      }
      return true;
    },

    close() {
      open = false;
      doors.clear();
    },

    stats: () => ({ served, doors: doors.size }),
  };
}
