import type { QueryClient, QueryKey } from "@tanstack/react-query";

type Snapshot = Array<[QueryKey, unknown]>;

/**
 * The admin toggles' habit (react-admin's optimistic mode): change every cached copy of a list at
 * once, and hand back what was there so a refused request can put it back.
 */
export async function applyOptimistic<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: T) => T,
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey });
  const snapshot = queryClient.getQueriesData<T>({ queryKey });
  queryClient.setQueriesData<T>({ queryKey }, (data) => (data === undefined ? data : update(data)));
  return snapshot;
}

export function rollback(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}
