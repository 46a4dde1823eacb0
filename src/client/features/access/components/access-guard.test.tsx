import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LEGAL_DIALOG } from "@/shared/messages/payment";
import { LOADING } from "@/shared/messages/shell";
import { AccessGuard, paymentRetryDelay } from "./access-guard";

type Me = { user: null | { hasPaid: boolean; termsAccepted: boolean } };

function renderGuard(responses: Array<Me | "error">) {
  let call = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      const next = responses[Math.min(call++, responses.length - 1)];
      if (next === "error")
        return new Response(JSON.stringify({ error: { code: "x", message: "x" } }), { status: 503 });
      const user = next?.user
        ? { id: "u", email: "a@b.c", image: null, isAdmin: false, isSuperAdmin: false, ...next.user }
        : null;
      return new Response(JSON.stringify({ user, googleEnabled: false }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  const router = createMemoryRouter(
    [
      { path: "/chat", element: <AccessGuard requirePaid>{<p>premium page</p>}</AccessGuard> },
      { path: "/auth", element: <p>auth page</p> },
      { path: "/payment", element: <p>payment page</p> },
    ],
    { initialEntries: ["/chat"] },
  );
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, fetch: () => (globalThis.fetch as ReturnType<typeof vi.fn>).mock.calls.length };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("AccessGuard", () => {
  it("shows Loading... then the page for a paid user who accepted the terms", async () => {
    renderGuard([{ user: { hasPaid: true, termsAccepted: true } }]);
    expect(screen.getByText(LOADING)).toBeInTheDocument();
    expect(await screen.findByText("premium page")).toBeInTheDocument();
  });

  it("sends a visitor without a session to /auth", async () => {
    renderGuard([{ user: null }]);
    expect(await screen.findByText("auth page")).toBeInTheDocument();
  });

  it("sends an unpaid user to /payment", async () => {
    renderGuard([{ user: { hasPaid: false, termsAccepted: true } }]);
    expect(await screen.findByText("payment page")).toBeInTheDocument();
  });

  it("blocks with the legal dialog until the terms are accepted", async () => {
    renderGuard([{ user: { hasPaid: true, termsAccepted: false } }]);
    expect(await screen.findByRole("dialog", { name: LEGAL_DIALOG.title })).toBeInTheDocument();
    expect(screen.queryByText("premium page")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /cancel/i })).not.toBeInTheDocument();
  });

  it("retries a failing check 3 times in all, then goes to /payment", async () => {
    const { fetch } = renderGuard(["error"]);
    await waitFor(() => expect(screen.getByText("payment page")).toBeInTheDocument(), { timeout: 8000 });
    expect(fetch()).toBe(3);
  }, 10_000);

  it("waits 1000 ms times the attempt plus up to 500 ms of jitter", () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const delay = paymentRetryDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(1000 * (attempt + 1));
      expect(delay).toBeLessThan(1000 * (attempt + 1) + 500);
    }
  });
});
