import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import { type AdminDashboard, adminDashboardSchema } from "@/shared/schemas/admin-dashboard";

export function getAdminDashboard() {
  return apiFetch<AdminDashboard>("/api/admin/dashboard", { schema: adminDashboardSchema });
}

export function getAdminDashboardQueryOptions() {
  return queryOptions({ queryKey: ["admin", "dashboard"], queryFn: getAdminDashboard });
}

export function useAdminDashboard() {
  return useQuery(getAdminDashboardQueryOptions());
}
