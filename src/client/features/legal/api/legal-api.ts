import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import type { SiteContentSlug } from "@/shared/constants";
import type { SiteContent } from "@/shared/schemas/public-content";

export function getSiteContentQueryOptions(slug: SiteContentSlug) {
  return queryOptions({
    queryKey: ["public", "site-content", slug],
    queryFn: () => apiFetch<SiteContent>(`/api/public/site-content/${slug}`),
    staleTime: 5 * 60_000,
  });
}
