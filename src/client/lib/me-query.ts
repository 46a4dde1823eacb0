import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import { type MeResponse, meResponseSchema } from "@/shared/schemas/auth";

export function getMe(): Promise<MeResponse> {
  return apiFetch<MeResponse>("/api/me", { schema: meResponseSchema });
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: ["me"], queryFn: getMe, staleTime: 60_000 });
}

/** The signed-in user (null when signed out) and whether Google sign-in is available. */
export function useMe() {
  return useQuery(getMeQueryOptions());
}
