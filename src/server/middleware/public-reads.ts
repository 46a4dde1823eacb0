import { MARKETING_PATHS, paths } from "@/shared/paths";

// Which reads are session-independent and public, hence served from the in-memory cache
// (lib/public-cache.ts). The session loader never runs for a cached answer.

/** Landing data and legal texts under /api/public. */
export function isCachedApiRead(path: string): boolean {
  return path.startsWith("/api/public/");
}

const RENDERED_PAGES = new Set<string>([
  paths.home,
  paths.terms,
  paths.privacy,
  paths.pricing,
  paths.itineraryBuilder,
  ...MARKETING_PATHS,
]);

/** The server-rendered public pages (a fixed list, so random paths cannot crowd the cache). */
export function isCachedPage(path: string): boolean {
  return RENDERED_PAGES.has(path.length > 1 ? path.replace(/\/+$/, "") : path);
}
