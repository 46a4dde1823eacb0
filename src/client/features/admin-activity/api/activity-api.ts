import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import type {
  ActivityApi,
  ActivityOverview,
  ActivitySystem,
  ActivityTrends,
  ActivityUsers,
} from "@/shared/schemas/admin-activity";

const tab = <T>(name: string) =>
  queryOptions({
    queryKey: ["admin", "activity", name],
    queryFn: () => apiFetch<T>(`/api/admin/activity/${name}`),
  });

export const getActivityOverviewQueryOptions = () => tab<ActivityOverview>("overview");
export const getActivityUsersQueryOptions = () => tab<ActivityUsers>("users");
export const getActivityApiQueryOptions = () => tab<ActivityApi>("api");
export const getActivitySystemQueryOptions = () => tab<ActivitySystem>("system");
export const getActivityTrendsQueryOptions = () => tab<ActivityTrends>("trends");

export function useActivityOverview() {
  return useQuery(getActivityOverviewQueryOptions());
}
export function useActivityUsers() {
  return useQuery(getActivityUsersQueryOptions());
}
export function useActivityApi() {
  return useQuery(getActivityApiQueryOptions());
}
export function useActivitySystem() {
  return useQuery(getActivitySystemQueryOptions());
}
export function useActivityTrends() {
  return useQuery(getActivityTrendsQueryOptions());
}
