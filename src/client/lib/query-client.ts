import { QueryClient } from "@tanstack/react-query";
import { ApiClientError } from "./api-client";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not fix themselves; retry only transient failures.
        retry: (failureCount, error) =>
          !(error instanceof ApiClientError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}

/** The app's one query client: route loaders warm it, components read it. */
export const queryClient = createQueryClient();
