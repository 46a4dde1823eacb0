import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import {
  type AdminUserDetail,
  type AdminUserRow,
  type AdminUsersResponse,
  adminUserDetailSchema,
  adminUserRowSchema,
  adminUsersResponseSchema,
} from "@/shared/schemas/admin-users";

export function getAdminUsers(query: string) {
  return apiFetch<AdminUsersResponse>(`/api/admin/users${query ? `?${query}` : ""}`, {
    schema: adminUsersResponseSchema,
  });
}

export function getAdminUsersQueryOptions(query: string) {
  return queryOptions({
    queryKey: ["admin", "users", "list", query],
    queryFn: () => getAdminUsers(query),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(query: string) {
  return useQuery(getAdminUsersQueryOptions(query));
}

export function getAdminUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["admin", "users", "detail", id],
    queryFn: () =>
      apiFetch<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, { schema: adminUserDetailSchema }),
  });
}

export function useAdminUser(id: string | null) {
  return useQuery({ ...getAdminUserQueryOptions(id ?? ""), enabled: id !== null });
}

export type UserAction =
  | { kind: "paid"; value: boolean }
  | { kind: "deactivated"; value: boolean }
  | { kind: "grant" }
  | { kind: "revoke" }
  | { kind: "resetQuota" };

export function runUserAction(id: string, action: UserAction): Promise<AdminUserRow> {
  const base = `/api/admin/users/${encodeURIComponent(id)}`;
  const schema = adminUserRowSchema;
  switch (action.kind) {
    case "paid":
      return apiFetch(`${base}/paid`, { method: "POST", json: { hasPaid: action.value }, schema });
    case "deactivated":
      return apiFetch(`${base}/deactivated`, { method: "POST", json: { deactivated: action.value }, schema });
    case "grant":
      return apiFetch(`${base}/admin`, { method: "POST", schema });
    case "revoke":
      return apiFetch(`${base}/admin`, { method: "DELETE", schema });
    case "resetQuota":
      return apiFetch(`${base}/question-count/reset`, { method: "POST", schema });
  }
}

function applyLocally(row: AdminUserRow, action: UserAction): AdminUserRow {
  switch (action.kind) {
    case "paid":
      return { ...row, hasPaid: action.value };
    case "deactivated":
      return { ...row, deactivated: action.value };
    case "grant":
      return { ...row, isAdmin: true, hasPaid: true };
    case "revoke":
      return { ...row, isAdmin: false };
    case "resetQuota":
      return { ...row, questionCount: 0 };
  }
}

/** Runs an action; the lists show the change at once and roll back if the server refuses. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: UserAction }) => runUserAction(id, action),
    onMutate: async ({ id, action }) => {
      await queryClient.cancelQueries({ queryKey: ["admin", "users", "list"] });
      const snapshot = queryClient.getQueriesData<AdminUsersResponse>({ queryKey: ["admin", "users", "list"] });
      queryClient.setQueriesData<AdminUsersResponse>({ queryKey: ["admin", "users", "list"] }, (data) =>
        data ? { ...data, items: data.items.map((row) => (row.id === id ? applyLocally(row, action) : row)) } : data,
      );
      return { snapshot };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
