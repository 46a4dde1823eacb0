import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import { toastError } from "@/client/lib/errors";
import { DAY_EDITOR } from "@/shared/messages/itinerary";
import { deletedSchema } from "@/shared/schemas/api";
import {
  type Itinerary,
  itinerarySchema,
  type SavedItinerary,
  savedItineraryListSchema,
  savedItinerarySchema,
  sharedItinerarySchema,
  shareLinkSchema,
  unsharedSchema,
} from "@/shared/schemas/itinerary";
import { type ItineraryFeedback, itineraryFeedbackSchema } from "@/shared/schemas/trip";
import type { WizardForm } from "../lib/wizard-form";

/** The spec's call: the wizard's preferences with the duration converted to text like '3 days'. */
export function generateItinerary(form: WizardForm) {
  const { duration, ...rest } = form;
  return apiFetch("/api/itinerary", {
    method: "POST",
    schema: itinerarySchema,
    json: { preferences: { ...rest, duration: `${duration} days`, dates: { start: null, end: null } } },
  });
}

export function saveItinerary(form: WizardForm, title?: string) {
  const { duration, ...rest } = form;
  return apiFetch("/api/itineraries", {
    method: "POST",
    schema: savedItinerarySchema,
    json: {
      preferences: { ...rest, duration: `${duration} days`, dates: { start: null, end: null } },
      ...(title ? { title } : {}),
    },
  });
}

export function getSavedItinerariesQueryOptions() {
  return queryOptions({
    queryKey: ["itineraries"],
    queryFn: () => apiFetch("/api/itineraries", { schema: savedItineraryListSchema }).then((r) => r.itineraries),
  });
}

export function getSavedItineraryQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["itineraries", id],
    queryFn: () => apiFetch(`/api/itineraries/${id}`, { schema: savedItinerarySchema }),
  });
}

export function renameItinerary(id: string, title: string) {
  return apiFetch(`/api/itineraries/${id}`, { method: "PATCH", json: { title }, schema: savedItinerarySchema });
}

export function deleteItinerary(id: string) {
  return apiFetch(`/api/itineraries/${id}`, { method: "DELETE", schema: deletedSchema });
}

export type TripFeedbackData = ItineraryFeedback;

export function getSharedItineraryQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["shared-itinerary", token],
    queryFn: () => apiFetch(`/api/shared/${encodeURIComponent(token)}`, { schema: sharedItinerarySchema }),
    retry: false,
  });
}

export function getTripFeedbackQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["itineraries", id, "feedback"],
    queryFn: () => apiFetch(`/api/itineraries/${id}/feedback`, { schema: itineraryFeedbackSchema }),
  });
}

type Callbacks<T, V = void> = {
  onSuccess?: (result: T, variables: V) => unknown;
  onError?: (error: unknown) => unknown;
};

function withCallbacks<T, V>(
  update: (result: T, variables: V) => unknown,
  { onSuccess, onError }: Callbacks<T, V>,
): { onSuccess: (result: T, variables: V) => Promise<void>; onError?: (error: unknown) => unknown } {
  return {
    onSuccess: async (result, variables) => {
      await update(result, variables);
      await onSuccess?.(result, variables);
    },
    ...(onError ? { onError } : {}),
  };
}

/** Generates an itinerary from the wizard's answers (nothing is stored). */
export function useGenerateItinerary(callbacks: Callbacks<Itinerary, WizardForm> = {}) {
  return useMutation({ mutationFn: generateItinerary, ...callbacks });
}

/** Saves the wizard's answers as an itinerary; the saved list reads again when next shown. */
export function useSaveItinerary(callbacks: Callbacks<SavedItinerary, WizardForm> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: WizardForm) => saveItinerary(form),
    ...withCallbacks((saved: SavedItinerary) => {
      queryClient.setQueryData(getSavedItineraryQueryOptions(saved.id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: getSavedItinerariesQueryOptions().queryKey, exact: true });
    }, callbacks),
  });
}

/** Renames; the answer is the saved itinerary, so its page takes it as is. */
export function useRenameItinerary(id: string, callbacks: Callbacks<SavedItinerary, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => renameItinerary(id, title),
    ...withCallbacks((saved: SavedItinerary) => {
      queryClient.setQueryData(getSavedItineraryQueryOptions(id).queryKey, saved);
      queryClient.setQueryData(getSavedItinerariesQueryOptions().queryKey, (list) =>
        list?.map((item) => (item.id === id ? { ...item, title: saved.title } : item)),
      );
    }, callbacks),
  });
}

export function useDeleteItinerary(id: string, callbacks: Callbacks<unknown> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteItinerary(id),
    ...withCallbacks(() => {
      queryClient.setQueryData(getSavedItinerariesQueryOptions().queryKey, (list) =>
        list?.filter((item) => item.id !== id),
      );
    }, callbacks),
  });
}

/** Share link on (the answer carries the token) and off: the page shows the new state without a read. */
export function useShareItinerary(id: string, callbacks: Callbacks<{ shareToken: string; url: string }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`/api/itineraries/${id}/share`, { method: "POST", json: {}, schema: shareLinkSchema }),
    ...withCallbacks(({ shareToken }: { shareToken: string; url: string }) => {
      queryClient.setQueryData(getSavedItineraryQueryOptions(id).queryKey, (saved) =>
        saved ? { ...saved, shareToken } : saved,
      );
    }, callbacks),
  });
}

export function useStopSharingItinerary(id: string, callbacks: Callbacks<unknown> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`/api/itineraries/${id}/share`, { method: "DELETE", schema: unsharedSchema }),
    ...withCallbacks(() => {
      queryClient.setQueryData(getSavedItineraryQueryOptions(id).queryKey, (saved) =>
        saved ? { ...saved, shareToken: null } : saved,
      );
    }, callbacks),
  });
}

export type DayFeedbackInput = { dayIndex: number; tripDate: string | null; completionFeedback: string };
export type TripReviewInput = {
  overallRating: number | undefined;
  alohabotRating: number | null;
  feedbackText: string;
  wouldRecommend: boolean | null;
};

/** Marks a day completed; the answer is the whole feedback, which replaces the cached one. */
export function useCompleteDay(id: string, callbacks: Callbacks<TripFeedbackData, DayFeedbackInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dayIndex, ...body }: DayFeedbackInput) =>
      apiFetch(`/api/itineraries/${id}/days/${dayIndex}/feedback`, {
        method: "PUT",
        json: body,
        schema: itineraryFeedbackSchema,
      }),
    ...withCallbacks((data: TripFeedbackData) => {
      queryClient.setQueryData(getTripFeedbackQueryOptions(id).queryKey, data);
    }, callbacks),
  });
}

export function useSaveTripReview(id: string, callbacks: Callbacks<TripFeedbackData, TripReviewInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: TripReviewInput) =>
      apiFetch(`/api/itineraries/${id}/review`, { method: "PUT", json: review, schema: itineraryFeedbackSchema }),
    ...withCallbacks((data: TripFeedbackData) => {
      queryClient.setQueryData(getTripFeedbackQueryOptions(id).queryKey, data);
    }, callbacks),
  });
}

// My Trip's day edits: each answers the whole saved itinerary, which replaces the cached one.

export function regenerateItineraryDay(id: string, dayIndex: number) {
  return apiFetch(`/api/itineraries/${id}/days/${dayIndex}/regenerate`, {
    method: "POST",
    json: {},
    schema: savedItinerarySchema,
  });
}

export function replaceItineraryStop(id: string, dayIndex: number, stopIndex: number) {
  return apiFetch(`/api/itineraries/${id}/days/${dayIndex}/stops/${stopIndex}/replace`, {
    method: "POST",
    schema: savedItinerarySchema,
    json: {},
  });
}

export function reorderItineraryDay(id: string, dayIndex: number, order: number[]) {
  return apiFetch(`/api/itineraries/${id}/days/${dayIndex}/order`, {
    method: "PUT",
    schema: savedItinerarySchema,
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
