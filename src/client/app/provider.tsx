import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { AppErrorBoundary } from "@/client/components/errors/app-error-boundary";
import { queryClient } from "@/client/lib/query-client";
import { registerToaster } from "@/client/lib/toast";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "@/shared/constants";

const Toaster = lazy(() => import("@/client/components/ui/sonner").then((m) => ({ default: m.Toaster })));

/** Runs after its children's effects, i.e. once the toaster has subscribed to new toasts. */
function WhenMounted({ onMounted, children }: { onMounted: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: it must run once, on mount.
  useEffect(onMounted, []);
  return children;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [wantToaster, setWantToaster] = useState(false);
  const ready = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);
  if (!ready.current) {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    ready.current = { promise, resolve };
  }

  // Registered during the first render: pages may toast from their own mount effects, which run
  // before this component's effects.
  useState(() =>
    registerToaster(() => {
      setWantToaster(true);
      return ready.current?.promise ?? Promise.resolve();
    }),
  );

  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        {wantToaster ? (
          <Suspense fallback={null}>
            <WhenMounted onMounted={() => ready.current?.resolve()}>
              <Toaster
                visibleToasts={TOAST_LIMIT}
                duration={TOAST_DURATION_MS}
                position="top-center"
                richColors
                closeButton
              />
            </WhenMounted>
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
