import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import type { SiteContentSlug } from "@/shared/constants";
import { type SiteContent, siteContentSchema } from "@/shared/schemas/public-content";

export function getSiteContentQueryOptions(slug: SiteContentSlug) {
  return queryOptions({
    queryKey: ["public", "site-content", slug],
    queryFn: () => apiFetch<SiteContent>(`/api/public/site-content/${slug}`, { schema: siteContentSchema }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The legal routes' loader: the page renders only once its text is in the cache, so the
 * server-rendered text stays on screen until then (no "Loading..." flash). A missing or failing
 * text is left to the page, which shows its fallback or error.
 */
export async function loadSiteContent(queryClient: QueryClient, slug: SiteContentSlug): Promise<null> {
  await queryClient.ensureQueryData(getSiteContentQueryOptions(slug)).catch(() => undefined);
  return null;
}
