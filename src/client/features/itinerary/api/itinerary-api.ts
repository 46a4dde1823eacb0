import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
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
