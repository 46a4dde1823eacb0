import { keepPreviousData, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { ApiClientError, apiFetch } from "@/client/lib/api-client";
import {
  adminFeedbackStatsSchema,
  dayFeedbackListSchema,
  tripFeedbackListSchema,
} from "@/shared/schemas/admin-feedback";

export function getFeedbackStatsQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "feedback", "stats"],
    queryFn: () => apiFetch("/api/admin/feedback/stats", { schema: adminFeedbackStatsSchema }),
  });
}
export function useFeedbackStats() {
  return useQuery(getFeedbackStatsQueryOptions());
}

type Page = { page: number; pageSize: number };
const search = ({ page, pageSize }: Page) => new URLSearchParams({ page: String(page), pageSize: String(pageSize) });

export function getTripFeedbackQueryOptions(page: Page) {
  return queryOptions({
    queryKey: ["admin", "feedback", "trips", page],
    queryFn: () => apiFetch(`/api/admin/feedback/trips?${search(page)}`, { schema: tripFeedbackListSchema }),
    placeholderData: keepPreviousData,
  });
}
export function useTripFeedback(page: Page) {
  return useQuery(getTripFeedbackQueryOptions(page));
}

export function getDayFeedbackQueryOptions(page: Page) {
  return queryOptions({
    queryKey: ["admin", "feedback", "days", page],
    queryFn: () => apiFetch(`/api/admin/feedback/days?${search(page)}`, { schema: dayFeedbackListSchema }),
    placeholderData: keepPreviousData,
  });
}
export function useDayFeedback(page: Page) {
  return useQuery(getDayFeedbackQueryOptions(page));
}

/** Downloads the server's CSV (the whole set) under the file name the server gives. */
export async function downloadFeedbackCsv(kind: "trips" | "days"): Promise<string> {
  const response = await fetch(`/api/admin/feedback/${kind}/export`, { credentials: "same-origin" });
  if (!response.ok) throw new ApiClientError(response.status, "export_failed", `Export failed (${response.status})`);
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${kind}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

export function useExportFeedbackCsv() {
  return useMutation({ mutationFn: downloadFeedbackCsv });
}
