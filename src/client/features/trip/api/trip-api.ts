import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import { deletedSchema } from "@/shared/schemas/api";
import { type SavedTripItem, savedTripItemSchema, savedTripItemsSchema } from "@/shared/schemas/trip";

export function getSavedTripItemsQueryOptions() {
  return queryOptions({
    queryKey: ["trip", "saved"],
    queryFn: () => apiFetch("/api/trip/saved", { schema: savedTripItemsSchema }).then((r) => r.items),
  });
}

export function updateSavedTripItem(id: string, patch: { note?: string | null; isFavorite?: boolean }) {
  return apiFetch(`/api/trip/saved/${id}`, { method: "PATCH", json: patch, schema: savedTripItemSchema });
}

export function deleteSavedTripItem(id: string) {
  return apiFetch(`/api/trip/saved/${id}`, { method: "DELETE", schema: deletedSchema });
}

type Patch = { note?: string | null; isFavorite?: boolean };
type Callbacks<T, V> = { onSuccess?: (result: T, variables: V) => unknown; onError?: (error: unknown) => unknown };

/** Edits a note or the favourite mark; the answer is the item itself, so the list takes it as is. */
export function useUpdateSavedTripItem(id: string, { onSuccess, onError }: Callbacks<SavedTripItem, Patch> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Patch) => updateSavedTripItem(id, patch),
    onSuccess: async (saved, patch) => {
      queryClient.setQueryData(getSavedTripItemsQueryOptions().queryKey, (items) =>
        items?.map((item) => (item.id === saved.id ? saved : item)),
      );
      await onSuccess?.(saved, patch);
    },
    ...(onError ? { onError } : {}),
  });
}

/** Removes an item; the list drops it without asking the server again. */
export function useDeleteSavedTripItem(id: string, { onSuccess, onError }: Callbacks<unknown, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSavedTripItem(id),
    onSuccess: async (result) => {
      queryClient.setQueryData(getSavedTripItemsQueryOptions().queryKey, (items) =>
        items?.filter((item) => item.id !== id),
      );
      await onSuccess?.(result, undefined);
    },
    ...(onError ? { onError } : {}),
  });
}
