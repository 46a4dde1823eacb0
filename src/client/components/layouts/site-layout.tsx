import { type ReactNode, Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { NavBar } from "./nav-bar";

export function PageFallback() {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center text-muted-foreground" role="status">
      Loading...
    </div>
  );
}

/** Every visitor page: the navigation bar above the routed page. */
export function SiteLayout({ accountArea }: { accountArea: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <NavBar accountArea={accountArea} />
      <div className="flex-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
      <ScrollRestoration />
    </div>
  );
}
