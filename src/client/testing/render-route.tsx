// Route-level client tests: the real route module (its loader and component), a fresh query client,
// and a stand-in for `fetch` that answers like the server does on the wire (status, JSON body), so
// the API client, its schema checks and error mapping all run as in the browser.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { vi } from "vitest";
import { AppProvider } from "@/client/app/provider";
import { queryClient as appQueryClient } from "@/client/lib/query-client";

export type FakeRequest = { method: string; path: string; search: URLSearchParams; body: unknown };
export type FakeAnswer = { status?: number; json?: unknown } | Response;
type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** `"GET /api/me"` → handler (or a fixed answer). An unknown request answers 404 and is recorded. */
export type FakeRoutes = Record<string, Handler | FakeAnswer>;

export function jsonResponse(json: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(json), {
    status,
    headers: { "content-type": "application/json" },
  });
}

export function fieldErrors(fields: Record<string, string>, status = 400): FakeAnswer {
  return { status, json: { error: { code: "validation_error", message: "Some fields are invalid.", fields } } };
}

/** Installs the fake server; returns the requests it saw, in order. */
export function installFakeServer(routes: FakeRoutes): FakeRequest[] {
  const seen: FakeRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(
        typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
        "http://app.test",
      );
      const method = (init.method ?? "GET").toUpperCase();
      const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      const request = { method, path: url.pathname, search: url.searchParams, body };
      seen.push(request);
      const route = routes[`${method} ${url.pathname}`];
      if (route === undefined) return jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404);
      const answer = typeof route === "function" ? await route(request) : route;
      if (answer instanceof Response) return answer;
      return jsonResponse(answer.json ?? {}, answer.status ?? 200);
    }),
  );
  return seen;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
}

/** Renders route objects (lazy route modules spread in) at a path inside a memory router. */
export function renderRoutes(routes: RouteObject[], path: string, queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/**
 * Renders route objects inside the app's own provider (its query client, which route loaders warm,
 * and the toaster), as main.tsx does. Tests using it clear `queryClient` after each test.
 */
export function renderApp(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient: appQueryClient };
}

export function renderWithClient(ui: ReactNode, queryClient = testQueryClient()) {
  return { ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>), queryClient };
}

export const signedOut = { user: null, googleEnabled: false };

export function meWith(
  user: Partial<{ hasPaid: boolean; isAdmin: boolean; termsAccepted: boolean; email: string }> = {},
) {
  return {
    user: {
      id: "user-1",
      email: "visitor@example.com",
      image: null,
      isAdmin: false,
      isSuperAdmin: false,
      hasPaid: false,
      termsAccepted: true,
      ...user,
    },
    googleEnabled: false,
  };
}
