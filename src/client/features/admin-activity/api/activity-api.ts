import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/client/lib/api-client";
import {
  activityApiSchema,
  activityOverviewSchema,
  activitySystemSchema,
  activityTrendsSchema,
  activityUsersSchema,
} from "@/shared/schemas/admin-activity";

const tab = <T>(name: string, schema: z.ZodType<T>) =>
  queryOptions({
    queryKey: ["admin", "activity", name],
    queryFn: () => apiFetch(`/api/admin/activity/${name}`, { schema }),
  });

export const getActivityOverviewQueryOptions = () => tab("overview", activityOverviewSchema);
export const getActivityUsersQueryOptions = () => tab("users", activityUsersSchema);
export const getActivityApiQueryOptions = () => tab("api", activityApiSchema);
export const getActivitySystemQueryOptions = () => tab("system", activitySystemSchema);
export const getActivityTrendsQueryOptions = () => tab("trends", activityTrendsSchema);

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
