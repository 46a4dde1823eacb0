import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { applyOptimistic, rollback } from "@/client/components/admin/optimistic";
import { apiFetch } from "@/client/lib/api-client";
import type { AdminPlace, AdminPlacesResponse, PlaceChecks, PlaceValues } from "@/shared/schemas/admin-places";
import type { BulkAction } from "@/shared/schemas/admin-reviews";

const LIST_KEY = ["admin", "places", "list"] as const;

export function getAdminPlacesQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...LIST_KEY, query],
    queryFn: () => apiFetch<AdminPlacesResponse>(`/api/admin/places${query ? `?${query}` : ""}`),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPlaces(query: string) {
  return useQuery(getAdminPlacesQueryOptions(query));
}

export function usePlaceChecks() {
  return useQuery({
    queryKey: ["admin", "places", "checks"],
    queryFn: () => apiFetch<PlaceChecks>("/api/admin/places/checks"),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["admin", "places"] });
}

const url = (id: string) => `/api/admin/places/${encodeURIComponent(id)}`;

export function useSavePlace() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: PlaceValues }) =>
      id
        ? apiFetch<AdminPlace>(url(id), { method: "PUT", json: values })
        : apiFetch<AdminPlace>("/api/admin/places", { method: "POST", json: values }),
    onSettled: invalidate,
  });
}

export function useDeletePlace() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(url(id), { method: "DELETE" }),
    onSettled: invalidate,
  });
}

export function useTogglePlace() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiFetch<AdminPlace>(`${url(id)}/active`, { method: "POST", json: { isActive } }),
    onMutate: ({ id, isActive }) =>
      applyOptimistic<AdminPlacesResponse>(queryClient, LIST_KEY, (data) => ({
        ...data,
        items: data.items.map((row) => (row.id === id ? { ...row, isActive } : row)),
      })),
    onError: (_error, _vars, snapshot) => rollback(queryClient, snapshot),
    onSettled: invalidate,
  });
}

export function useBulkPlaces() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: BulkAction) =>
      apiFetch<{ affected: number }>("/api/admin/places/bulk", { method: "POST", json: input }),
    onSettled: invalidate,
  });
}
