import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { AppErrorBoundary } from "@/client/components/errors/app-error-boundary";
import { Toaster } from "@/client/components/ui/sonner";
import { createQueryClient } from "@/client/lib/query-client";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "@/shared/constants";

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster
          visibleToasts={TOAST_LIMIT}
          duration={TOAST_DURATION_MS}
          position="top-center"
          richColors
          closeButton
        />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
