import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import type { AdminConversation, NegativeFeedbackList, RatingStats } from "@/shared/schemas/admin-response-quality";

export function getRatingStatsQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "response-quality", "stats"],
    queryFn: () => apiFetch<RatingStats>("/api/admin/response-quality/stats"),
  });
}
export function useRatingStats() {
  return useQuery(getRatingStatsQueryOptions());
}

export function getNegativeFeedbackQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "response-quality", "negative"],
    queryFn: () => apiFetch<NegativeFeedbackList>("/api/admin/response-quality/negative?pageSize=50"),
  });
}
export function useNegativeFeedback() {
  return useQuery(getNegativeFeedbackQueryOptions());
}

export function getAdminConversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["admin", "response-quality", "conversation", id],
    queryFn: () => apiFetch<AdminConversation>(`/api/admin/response-quality/conversations/${id}`),
  });
}
export function useAdminConversation(id: string | null) {
  return useQuery({ ...getAdminConversationQueryOptions(id ?? ""), enabled: id !== null });
}

export function useMarkReviewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ratingId: string) =>
      apiFetch<{ ratingId: string; reviewedAt: string }>(`/api/admin/response-quality/ratings/${ratingId}/reviewed`, {
        method: "POST",
        json: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "response-quality", "negative"] }),
  });
}
