import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { applyOptimistic, rollback } from "@/client/components/admin/optimistic";
import { apiFetch } from "@/client/lib/api-client";
import {
  type AdminReviewsResponse,
  adminReviewSchema,
  adminReviewsResponseSchema,
  type BulkAction,
  bulkResultSchema,
  type ReviewValues,
} from "@/shared/schemas/admin-reviews";

const LIST_KEY = ["admin", "reviews", "list"] as const;

export function getAdminReviewsQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...LIST_KEY, query],
    queryFn: () => apiFetch(`/api/admin/reviews${query ? `?${query}` : ""}`, { schema: adminReviewsResponseSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminReviews(query: string) {
  return useQuery(getAdminReviewsQueryOptions(query));
}

function useInvalidateReviews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["admin", "reviews"] }),
      queryClient.invalidateQueries({ queryKey: ["public"] }),
    ]);
}

export function useSaveReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: ReviewValues }) =>
      id
        ? apiFetch(`/api/admin/reviews/${encodeURIComponent(id)}`, {
            method: "PUT",
            json: values,
            schema: adminReviewSchema,
          })
        : apiFetch("/api/admin/reviews", { method: "POST", json: values, schema: adminReviewSchema }),
    onSettled: invalidate,
  });
}

export function useDeleteReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    // 204: no body to parse.
    mutationFn: (id: string) => apiFetch<void>(`/api/admin/reviews/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: invalidate,
  });
}

/** The active toggle: the card changes at once and rolls back if the server refuses. */
export function useToggleReview() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiFetch(`/api/admin/reviews/${encodeURIComponent(id)}/active`, {
        method: "POST",
        json: { isActive },
        schema: adminReviewSchema,
      }),
    onMutate: ({ id, isActive }) =>
      applyOptimistic<AdminReviewsResponse>(queryClient, LIST_KEY, (data) => ({
        ...data,
        items: data.items.map((row) => (row.id === id ? { ...row, isActive } : row)),
      })),
    onError: (_error, _vars, snapshot) => rollback(queryClient, snapshot),
    onSettled: invalidate,
  });
}

export function useBulkReviews() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (input: BulkAction) =>
      apiFetch("/api/admin/reviews/bulk", { method: "POST", json: input, schema: bulkResultSchema }),
    onSettled: invalidate,
  });
}
