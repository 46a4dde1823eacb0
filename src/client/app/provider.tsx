import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { AppErrorBoundary } from "@/client/components/errors/app-error-boundary";
import { queryClient } from "@/client/lib/query-client";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "@/shared/constants";

// The toaster loads after the first render; toasts only follow user actions.
const Toaster = lazy(() => import("@/client/components/ui/sonner").then((m) => ({ default: m.Toaster })));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <Toaster
            visibleToasts={TOAST_LIMIT}
            duration={TOAST_DURATION_MS}
            position="top-center"
            richColors
            closeButton
          />
        </Suspense>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
