import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import {
  adminConversationSchema,
  negativeFeedbackListSchema,
  ratingStatsSchema,
  reviewedResponseSchema,
} from "@/shared/schemas/admin-response-quality";

export function getRatingStatsQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "response-quality", "stats"],
    queryFn: () => apiFetch("/api/admin/response-quality/stats", { schema: ratingStatsSchema }),
  });
}
export function useRatingStats() {
  return useQuery(getRatingStatsQueryOptions());
}

export function getNegativeFeedbackQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "response-quality", "negative"],
    queryFn: () => apiFetch("/api/admin/response-quality/negative?pageSize=50", { schema: negativeFeedbackListSchema }),
  });
}
export function useNegativeFeedback() {
  return useQuery(getNegativeFeedbackQueryOptions());
}

export function getAdminConversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["admin", "response-quality", "conversation", id],
    queryFn: () => apiFetch(`/api/admin/response-quality/conversations/${id}`, { schema: adminConversationSchema }),
  });
}
export function useAdminConversation(id: string | null) {
  return useQuery({ ...getAdminConversationQueryOptions(id ?? ""), enabled: id !== null });
}

export function useMarkReviewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ratingId: string) =>
      apiFetch(`/api/admin/response-quality/ratings/${ratingId}/reviewed`, {
        method: "POST",
        json: {},
        schema: reviewedResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "response-quality", "negative"] }),
  });
}
