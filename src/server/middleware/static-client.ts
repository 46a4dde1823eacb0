import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { isClientRoute } from "@/shared/paths";

/**
 * Serves the built client: hashed assets cached for a year, other files for an hour, and the
 * index page (never cached) for every client route. Unknown paths still get the app, which shows
 * its not-found page, but with status 404 so crawlers do not index them.
 */
export function mountStaticClient(app: Hono<AppBindings>, clientDir: string): void {
  const indexFile = join(clientDir, "index.html");
  if (!existsSync(indexFile)) throw new Error(`The built client is missing: ${indexFile}`);
  const indexHtml = readFileSync(indexFile, "utf8");

  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root: clientDir,
      rewriteRequestPath: (path) => (path === "/" || path === "/index.html" ? "/__no_index__" : path),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml, isClientRoute(c.req.path) ? 200 : 404);
  });
}
