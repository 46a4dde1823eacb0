import { escapeHtml } from "./html";
import { MARKETING_PATHS, paths } from "./paths";

export const SITEMAP_LAST_MODIFIED = "2024-08-24";

export type SitemapEntry = {
  path: string;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: string;
};

/** Home, chat, my-trip, itinerary, the five landing pages, pricing, auth, payment, terms, privacy. */
export const SITEMAP_ENTRIES: readonly SitemapEntry[] = [
  { path: paths.home, changefreq: "weekly", priority: "1.0" },
  { path: paths.chat, changefreq: "daily", priority: "0.9" },
  { path: paths.myTrip, changefreq: "weekly", priority: "0.7" },
  { path: paths.itineraries, changefreq: "weekly", priority: "0.7" },
  ...MARKETING_PATHS.map((path) => ({ path, changefreq: "monthly" as const, priority: "0.8" })),
  { path: paths.pricing, changefreq: "monthly", priority: "0.8" },
  { path: paths.auth, changefreq: "monthly", priority: "0.6" },
  { path: paths.payment, changefreq: "monthly", priority: "0.6" },
  { path: paths.terms, changefreq: "yearly", priority: "0.3" },
  { path: paths.privacy, changefreq: "yearly", priority: "0.3" },
];

/** The sitemap document; `baseUrl` is the site's public origin without a trailing slash. */
export function buildSitemapXml(baseUrl: string): string {
  const urls = SITEMAP_ENTRIES.map(
    (entry) =>
      `  <url>\n    <loc>${escapeHtml(baseUrl + entry.path)}</loc>\n    <lastmod>${SITEMAP_LAST_MODIFIED}</lastmod>\n    <changefreq>${entry.changefreq}</changefreq>\n    <priority>${entry.priority}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
