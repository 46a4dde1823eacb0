import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { compressOnEnd } from "@/server/lib/compress-on-end";
import type { FrontCache } from "@/server/lib/front-cache";

/**
 * The node:http server in front of the app: cached public reads are answered at the door
 * (front-cache.ts), everything else runs the app's fetch handler through @hono/node-server, its
 * answer compressed on the way out (compress-on-end.ts).
 */
export function createHttpServer(options: {
  fetch: Parameters<typeof getRequestListener>[0];
  front: FrontCache;
  hostname?: string;
}): Server {
  const listener = getRequestListener(options.fetch, options.hostname ? { hostname: options.hostname } : {});
  return createServer((req, res) => {
    if (options.front.serve(req, res)) return;
    compressOnEnd(req, res);
    void listener(req, res);
  });
}
