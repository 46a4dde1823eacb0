import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { applyOptimistic, rollback } from "@/client/components/admin/optimistic";
import { apiFetch } from "@/client/lib/api-client";
import {
  type AdminBusinessesResponse,
  adminBusinessesResponseSchema,
  adminBusinessSchema,
  type BusinessValues,
} from "@/shared/schemas/admin-businesses";

const LIST_KEY = ["admin", "businesses", "list"] as const;

export function getAdminBusinessesQueryOptions() {
  return queryOptions({
    queryKey: LIST_KEY,
    queryFn: () => apiFetch("/api/admin/businesses", { schema: adminBusinessesResponseSchema }),
  });
}

export function useAdminBusinesses() {
  return useQuery(getAdminBusinessesQueryOptions());
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["admin", "businesses"] }),
      queryClient.invalidateQueries({ queryKey: ["public"] }),
    ]);
}

export function useSaveBusiness() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: BusinessValues }) =>
      id
        ? apiFetch(`/api/admin/businesses/${encodeURIComponent(id)}`, {
            method: "PUT",
            json: values,
            schema: adminBusinessSchema,
          })
        : apiFetch("/api/admin/businesses", { method: "POST", json: values, schema: adminBusinessSchema }),
    onSettled: invalidate,
  });
}

export function useDeleteBusiness() {
  const invalidate = useInvalidate();
  return useMutation({
    // 204: no body to parse.
    mutationFn: (id: string) => apiFetch<void>(`/api/admin/businesses/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: invalidate,
  });
}

export type BusinessToggle = { field: "isActive"; value: boolean } | { field: "isSponsored"; value: boolean };

/** The Active and Sponsored switches: the card changes at once and rolls back if the server refuses. */
export function useToggleBusiness() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, toggle }: { id: string; toggle: BusinessToggle }) =>
      apiFetch(
        `/api/admin/businesses/${encodeURIComponent(id)}/${toggle.field === "isActive" ? "active" : "sponsored"}`,
        { method: "POST", json: { [toggle.field]: toggle.value }, schema: adminBusinessSchema },
      ),
    onMutate: ({ id, toggle }) =>
      applyOptimistic<AdminBusinessesResponse>(queryClient, LIST_KEY, (data) => ({
        ...data,
        items: data.items.map((row) => (row.id === id ? { ...row, [toggle.field]: toggle.value } : row)),
      })),
    onError: (_error, _vars, snapshot) => rollback(queryClient, snapshot),
    onSettled: invalidate,
  });
}
