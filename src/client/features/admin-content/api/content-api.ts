import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import type { SiteContentSlug } from "@/shared/constants";
import {
  type AdminContentOverview,
  adminContentOverviewSchema,
  forceReacceptanceResponseSchema,
  type Revision,
  type RevisionsResponse,
  revisionSchema,
  revisionsResponseSchema,
  type SaveSiteContentInput,
} from "@/shared/schemas/admin-content";

export function getAdminContentQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "content"],
    queryFn: () => apiFetch<AdminContentOverview>("/api/admin/content", { schema: adminContentOverviewSchema }),
  });
}

export function useAdminContent() {
  return useQuery(getAdminContentQueryOptions());
}

export function useRevisions(slug: SiteContentSlug, pageSize: number) {
  return useQuery({
    queryKey: ["admin", "content", "revisions", slug, pageSize],
    queryFn: () =>
      apiFetch<RevisionsResponse>(`/api/admin/content/${slug}/revisions?pageSize=${pageSize}`, {
        schema: revisionsResponseSchema,
      }),
  });
}

function useInvalidateContent() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["admin"] }),
      queryClient.invalidateQueries({ queryKey: ["public", "site-content"] }),
    ]);
}

export function useSaveContent(slug: SiteContentSlug) {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (input: SaveSiteContentInput) =>
      apiFetch<Revision>(`/api/admin/content/${slug}`, { method: "PUT", json: input, schema: revisionSchema }),
    onSuccess: invalidate,
  });
}

export function useRestoreRevision(slug: SiteContentSlug) {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (revisionId: string) =>
      apiFetch<Revision>(`/api/admin/content/${slug}/revisions/${revisionId}/restore`, {
        method: "POST",
        schema: revisionSchema,
      }),
    onSuccess: invalidate,
  });
}

export function useForceReacceptance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch("/api/admin/content/force-reacceptance", { method: "POST", schema: forceReacceptanceResponseSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin"] }),
        queryClient.invalidateQueries({ queryKey: ["me"] }),
      ]),
  });
}
