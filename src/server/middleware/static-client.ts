import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { escapeHtml } from "@/shared/html";
import { isClientRoute } from "@/shared/paths";

export type SiteMeta = { siteName: string; supportEmail: string; publicUrl: string };

export type PageHead = { title: string; description: string; canonicalPath: string; bodyHtml: string };

/** Server-side page content for a path, or null to serve the bare app shell. */
export type PageRenderer = (path: string, c: Context<AppBindings>) => Promise<PageHead | null>;

/** Writes the configured product name and support address into the page's meta tags and title. */
export function withSiteMeta(html: string, site: SiteMeta): string {
  const name = escapeHtml(site.siteName);
  return html
    .replace(/<meta name="site-name" content="[^"]*"/, `<meta name="site-name" content="${name}"`)
    .replace(
      /<meta name="support-email" content="[^"]*"/,
      `<meta name="support-email" content="${escapeHtml(site.supportEmail)}"`,
    )
    .replace(/<title>AlohaBot/, `<title>${name}`)
    .replace(/(<meta name="description" content=")AlohaBot/, `$1${name}`);
}

/**
 * Serves the built client: hashed assets cached for a year, other files for an hour, and the
 * index page (never cached) for every client route. Unknown paths still get the app, which shows
 * its not-found page, but with status 404 so crawlers do not index them.
 */
function withPage(html: string, page: PageHead, site: SiteMeta): string {
  const title = escapeHtml(`${page.title} | ${site.siteName}`);
  const description = escapeHtml(page.description);
  const url = escapeHtml(`${site.publicUrl}${page.canonicalPath === "/" ? "/" : page.canonicalPath}`);
  const image = escapeHtml(`${site.publicUrl}/showcase/na-pali-coast.svg`);
  const head = [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join("\n    ");
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${description}"`)
    .replace("</head>", `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.bodyHtml}</div>`);
}

export function mountStaticClient(
  app: Hono<AppBindings>,
  clientDir: string,
  site: SiteMeta,
  renderPage?: PageRenderer,
): void {
  const indexFile = join(clientDir, "index.html");
  if (!existsSync(indexFile)) throw new Error(`The built client is missing: ${indexFile}`);
  const indexHtml = withSiteMeta(readFileSync(indexFile, "utf8"), site);

  const cacheFor =
    (value: string): MiddlewareHandler =>
    async (c, next) => {
      await next();
      if (c.res.status === 200 && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", value);
    };
  // `precompressed`: the .br/.gz files written at build time (scripts/precompress.ts), by Accept-Encoding.
  app.use(
    "/assets/*",
    cacheFor("public, max-age=31536000, immutable"),
    serveStatic({ root: clientDir, precompressed: true }),
  );
  app.use(
    "*",
    cacheFor("public, max-age=3600"),
    serveStatic({
      root: clientDir,
      precompressed: true,
      // The index page is served below, with the site's meta and no caching.
      rewriteRequestPath: (path) => (path === "/" || path === "/index.html" ? "/__index__" : path),
    }),
  );
  app.get("*", async (c) => {
    c.header("Cache-Control", "no-cache");
    // Shared itineraries are private links: never indexed.
    if (c.req.path.startsWith("/shared/")) c.header("X-Robots-Tag", "noindex, nofollow");
    const page = renderPage ? await renderPage(c.req.path, c) : null;
    if (page) return c.html(withPage(indexHtml, page, site), 200);
    return c.html(indexHtml, isClientRoute(c.req.path) ? 200 : 404);
  });
}
