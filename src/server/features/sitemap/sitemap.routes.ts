import { Hono } from "hono";
import type { AppBindings, AppDeps } from "@/server/lib/app-context";
import { buildSitemapXml } from "@/shared/sitemap";

/** /sitemap.xml and /robots.txt, served at the site root. */
export function sitemapRoutes(deps: Pick<AppDeps, "env">) {
  const app = new Hono<AppBindings>();
  app.get("/sitemap.xml", (c) => {
    const { env } = deps;
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(buildSitemapXml(env.PUBLIC_URL));
  });
  app.get("/robots.txt", (c) => {
    const { env } = deps;
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(
      `User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /shared/\n\nSitemap: ${env.PUBLIC_URL}/sitemap.xml\n`,
    );
  });
  return app;
}
