import { queryOptions, useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import type { FeaturedBusiness, PublicReview, ShowcaseLocation } from "@/shared/schemas/public-content";
import type { ReviewSubmission } from "@/shared/schemas/reviews";

export function getFeaturedBusinessesQueryOptions() {
  return queryOptions({
    queryKey: ["public", "featured-businesses"],
    queryFn: () => apiFetch<FeaturedBusiness[]>("/api/public/businesses/featured"),
    staleTime: 5 * 60_000,
  });
}

export function getShowcaseQueryOptions() {
  return queryOptions({
    queryKey: ["public", "showcase"],
    queryFn: () => apiFetch<ShowcaseLocation[]>("/api/public/showcase"),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function getReviewsQueryOptions() {
  return queryOptions({
    queryKey: ["public", "reviews"],
    queryFn: () => apiFetch<PublicReview[]>("/api/public/reviews"),
    staleTime: 5 * 60_000,
  });
}

export function submitReview(input: ReviewSubmission) {
  return apiFetch<{ id: string }>("/api/reviews", { method: "POST", json: input });
}

export function useSubmitReview(callbacks: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  return useMutation({ mutationFn: (values: ReviewSubmission) => submitReview(values), ...callbacks });
}
