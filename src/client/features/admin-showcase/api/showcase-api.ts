import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { applyOptimistic, rollback } from "@/client/components/admin/optimistic";
import { apiFetch } from "@/client/lib/api-client";
import {
  type AdminShowcaseList,
  adminShowcaseListSchema,
  adminShowcaseSchema,
  type ShowcaseValues,
} from "@/shared/schemas/admin-showcase";

const LIST_KEY = ["admin", "showcase", "list"] as const;

export function getAdminShowcaseQueryOptions() {
  return queryOptions({
    queryKey: LIST_KEY,
    queryFn: () => apiFetch("/api/admin/showcase", { schema: adminShowcaseListSchema }),
  });
}

export function useAdminShowcase() {
  return useQuery(getAdminShowcaseQueryOptions());
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["admin", "showcase"] }),
      queryClient.invalidateQueries({ queryKey: ["public"] }),
    ]);
}

const url = (id: string) => `/api/admin/showcase/${encodeURIComponent(id)}`;

export function useSaveShowcase() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: ShowcaseValues }) =>
      id
        ? apiFetch(url(id), { method: "PUT", json: values, schema: adminShowcaseSchema })
        : apiFetch("/api/admin/showcase", { method: "POST", json: values, schema: adminShowcaseSchema }),
    onSettled: invalidate,
  });
}

export function useDeleteShowcase() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(url(id), { method: "DELETE" }), // 204: no body to parse
    onSettled: invalidate,
  });
}

export function useDeleteShowcaseImage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`${url(id)}/image`, { method: "DELETE", schema: adminShowcaseSchema }),
    onSettled: invalidate,
  });
}

export function useToggleShowcase() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiFetch(`${url(id)}/active`, { method: "POST", json: { isActive }, schema: adminShowcaseSchema }),
    onMutate: ({ id, isActive }) =>
      applyOptimistic<AdminShowcaseList>(queryClient, LIST_KEY, (data) => ({
        ...data,
        items: data.items.map((row) => (row.id === id ? { ...row, isActive } : row)),
      })),
    onError: (_error, _vars, snapshot) => rollback(queryClient, snapshot),
    onSettled: invalidate,
  });
}
