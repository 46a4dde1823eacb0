import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import type { SavedTripItem } from "@/shared/schemas/trip";

export function getSavedTripItemsQueryOptions() {
  return queryOptions({
    queryKey: ["trip", "saved"],
    queryFn: () => apiFetch<{ items: SavedTripItem[] }>("/api/trip/saved").then((r) => r.items),
  });
}

export function updateSavedTripItem(id: string, patch: { note?: string | null; isFavorite?: boolean }) {
  return apiFetch<SavedTripItem>(`/api/trip/saved/${id}`, { method: "PATCH", json: patch });
}

export function deleteSavedTripItem(id: string) {
  return apiFetch<{ deleted: true }>(`/api/trip/saved/${id}`, { method: "DELETE" });
}
