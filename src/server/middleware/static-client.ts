import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { isClientRoute } from "@/shared/paths";

export type SiteMeta = { siteName: string; supportEmail: string };

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Writes the configured product name and support address into the page's meta tags and title. */
export function withSiteMeta(html: string, site: SiteMeta): string {
  const name = escapeAttribute(site.siteName);
  return html
    .replace(/<meta name="site-name" content="[^"]*"/, `<meta name="site-name" content="${name}"`)
    .replace(
      /<meta name="support-email" content="[^"]*"/,
      `<meta name="support-email" content="${escapeAttribute(site.supportEmail)}"`,
    )
    .replace(/<title>AlohaBot/, `<title>${name}`)
    .replace(/(<meta name="description" content=")AlohaBot/, `$1${name}`);
}

/**
 * Serves the built client: hashed assets cached for a year, other files for an hour, and the
 * index page (never cached) for every client route. Unknown paths still get the app, which shows
 * its not-found page, but with status 404 so crawlers do not index them.
 */
export function mountStaticClient(app: Hono<AppBindings>, clientDir: string, site: SiteMeta): void {
  const indexFile = join(clientDir, "index.html");
  if (!existsSync(indexFile)) throw new Error(`The built client is missing: ${indexFile}`);
  const indexHtml = withSiteMeta(readFileSync(indexFile, "utf8"), site);

  const cacheFor =
    (value: string): MiddlewareHandler =>
    async (c, next) => {
      await next();
      if (c.res.status === 200 && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", value);
    };
  app.use("/assets/*", cacheFor("public, max-age=31536000, immutable"), serveStatic({ root: clientDir }));
  app.use(
    "*",
    cacheFor("public, max-age=3600"),
    serveStatic({
      root: clientDir,
      // The index page is served below, with the site's meta and no caching.
      rewriteRequestPath: (path) => (path === "/" || path === "/index.html" ? "/__index__" : path),
    }),
  );
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml, isClientRoute(c.req.path) ? 200 : 404);
  });
}
