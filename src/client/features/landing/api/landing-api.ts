import { queryOptions, useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import { featuredBusinessSchema, publicReviewSchema, showcaseLocationSchema } from "@/shared/schemas/public-content";
import { type ReviewSubmission, reviewCreatedSchema } from "@/shared/schemas/reviews";

export function getFeaturedBusinessesQueryOptions() {
  return queryOptions({
    queryKey: ["public", "featured-businesses"],
    queryFn: () => apiFetch("/api/public/businesses/featured", { schema: featuredBusinessSchema.array() }),
    staleTime: 5 * 60_000,
  });
}

export function getShowcaseQueryOptions() {
  return queryOptions({
    queryKey: ["public", "showcase"],
    queryFn: () => apiFetch("/api/public/showcase", { schema: showcaseLocationSchema.array() }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function getReviewsQueryOptions() {
  return queryOptions({
    queryKey: ["public", "reviews"],
    queryFn: () => apiFetch("/api/public/reviews", { schema: publicReviewSchema.array() }),
    staleTime: 5 * 60_000,
  });
}

export function submitReview(input: ReviewSubmission) {
  return apiFetch("/api/reviews", { method: "POST", json: input, schema: reviewCreatedSchema });
}

export function useSubmitReview(callbacks: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  return useMutation({ mutationFn: (values: ReviewSubmission) => submitReview(values), ...callbacks });
}
