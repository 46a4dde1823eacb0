import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { applyOptimistic, rollback } from "@/client/components/admin/optimistic";
import { apiFetch } from "@/client/lib/api-client";
import {
  type AdminPlacesResponse,
  adminPlaceSchema,
  adminPlacesResponseSchema,
  type PlaceValues,
  placeChecksSchema,
} from "@/shared/schemas/admin-places";
import { type BulkAction, bulkResultSchema } from "@/shared/schemas/admin-reviews";

const LIST_KEY = ["admin", "places", "list"] as const;

export function getAdminPlacesQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...LIST_KEY, query],
    queryFn: () => apiFetch(`/api/admin/places${query ? `?${query}` : ""}`, { schema: adminPlacesResponseSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPlaces(query: string) {
  return useQuery(getAdminPlacesQueryOptions(query));
}

export function usePlaceChecks() {
  return useQuery({
    queryKey: ["admin", "places", "checks"],
    queryFn: () => apiFetch("/api/admin/places/checks", { schema: placeChecksSchema }),
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
        ? apiFetch(url(id), { method: "PUT", json: values, schema: adminPlaceSchema })
        : apiFetch("/api/admin/places", { method: "POST", json: values, schema: adminPlaceSchema }),
    onSettled: invalidate,
  });
}

export function useDeletePlace() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(url(id), { method: "DELETE" }), // 204: no body to parse
    onSettled: invalidate,
  });
}

export function useTogglePlace() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiFetch(`${url(id)}/active`, { method: "POST", json: { isActive }, schema: adminPlaceSchema }),
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
      apiFetch("/api/admin/places/bulk", { method: "POST", json: input, schema: bulkResultSchema }),
    onSettled: invalidate,
  });
}
