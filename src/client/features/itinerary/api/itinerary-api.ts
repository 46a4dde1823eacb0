import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import { toastError } from "@/client/lib/errors";
import { DAY_EDITOR } from "@/shared/messages/itinerary";
import type { Itinerary, SavedItinerary, SavedItinerarySummary } from "@/shared/schemas/itinerary";
import type { WizardForm } from "../lib/wizard-form";

/** The spec's call: the wizard's preferences with the duration converted to text like '3 days'. */
export function generateItinerary(form: WizardForm) {
  const { duration, ...rest } = form;
  return apiFetch<Itinerary>("/api/itinerary", {
    method: "POST",
    json: { preferences: { ...rest, duration: `${duration} days`, dates: { start: null, end: null } } },
  });
}

export function saveItinerary(form: WizardForm, title?: string) {
  const { duration, ...rest } = form;
  return apiFetch<SavedItinerary>("/api/itineraries", {
    method: "POST",
    json: {
      preferences: { ...rest, duration: `${duration} days`, dates: { start: null, end: null } },
      ...(title ? { title } : {}),
    },
  });
}

export function getSavedItinerariesQueryOptions() {
  return queryOptions({
    queryKey: ["itineraries"],
    queryFn: () => apiFetch<{ itineraries: SavedItinerarySummary[] }>("/api/itineraries").then((r) => r.itineraries),
  });
}

export function getSavedItineraryQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["itineraries", id],
    queryFn: () => apiFetch<SavedItinerary>(`/api/itineraries/${id}`),
  });
}

export function renameItinerary(id: string, title: string) {
  return apiFetch<SavedItinerary>(`/api/itineraries/${id}`, { method: "PATCH", json: { title } });
}

export function deleteItinerary(id: string) {
  return apiFetch<{ deleted: true }>(`/api/itineraries/${id}`, { method: "DELETE" });
}

// My Trip's day edits: each answers the whole saved itinerary, which replaces the cached one.

export function regenerateItineraryDay(id: string, dayIndex: number) {
  return apiFetch<SavedItinerary>(`/api/itineraries/${id}/days/${dayIndex}/regenerate`, { method: "POST", json: {} });
}

export function replaceItineraryStop(id: string, dayIndex: number, stopIndex: number) {
  return apiFetch<SavedItinerary>(`/api/itineraries/${id}/days/${dayIndex}/stops/${stopIndex}/replace`, {
    method: "POST",
    json: {},
  });
}

export function reorderItineraryDay(id: string, dayIndex: number, order: number[]) {
  return apiFetch<SavedItinerary>(`/api/itineraries/${id}/days/${dayIndex}/order`, {
    method: "PUT",
    json: { order },
  });
}

function useDayEdit<T>(id: string, edit: (variables: T) => Promise<SavedItinerary>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: edit,
    onSuccess: (saved) => {
      queryClient.setQueryData(getSavedItineraryQueryOptions(id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: getSavedItinerariesQueryOptions().queryKey, exact: true });
    },
    onError: (error) => toastError(error, failure),
  });
}

export function useRegenerateDay(id: string) {
  return useDayEdit(id, (dayIndex: number) => regenerateItineraryDay(id, dayIndex), DAY_EDITOR.regenerateFailed);
}

export function useReplaceStop(id: string) {
  return useDayEdit(
    id,
    ({ dayIndex, stopIndex }: { dayIndex: number; stopIndex: number }) => replaceItineraryStop(id, dayIndex, stopIndex),
    DAY_EDITOR.replaceFailed,
  );
}

export function useReorderDay(id: string) {
  return useDayEdit(
    id,
    ({ dayIndex, order }: { dayIndex: number; order: number[] }) => reorderItineraryDay(id, dayIndex, order),
    DAY_EDITOR.reorderFailed,
  );
}
