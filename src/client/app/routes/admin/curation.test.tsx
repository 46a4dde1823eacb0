import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_BUSINESSES, ADMIN_PLACES, ADMIN_REVIEWS, ADMIN_SHOWCASE } from "@/shared/messages/admin-curation";
import type { AdminReview } from "@/shared/schemas/admin-reviews";
import { Component as Businesses } from "./businesses";
import { Component as Places } from "./places";
import { Component as Reviews } from "./reviews";
import { Component as Showcase } from "./showcase";

type Handler = (url: string, init?: RequestInit) => { status: number; body?: unknown } | undefined;

function renderPage(element: ReactNode, path: string, handler: Handler) {
  // jsdom has no ResizeObserver; Radix's form-bound switches measure themselves with it.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const answer = handler(url, init) ?? { status: 404, body: { error: { code: "not_found", message: "x" } } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  const router = createMemoryRouter([{ path: path.split("?")[0]!, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Generous waits: a loaded machine may take seconds to render a lazy dialog; nothing here is timed. */
const WAIT = { timeout: 20_000 };
const TEST_TIMEOUT = 60_000;

const emptyList = { items: [], total: 0, page: 1, pageSize: 20 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the curation pages' empty states", () => {
  it(
    "Business Directory: 'No businesses yet' with 'Add Your First Business', which opens the form",
    async () => {
      renderPage(<Businesses />, "/admin/businesses", () => ({ status: 200, body: { ...emptyList, pageSize: 200 } }));
      expect(await screen.findByText(ADMIN_BUSINESSES.empty, {}, WAIT)).toBeInTheDocument();
      fireEvent.click(screen.getByRole("button", { name: ADMIN_BUSINESSES.addFirst }));
      expect(await screen.findByRole("dialog", { name: ADMIN_BUSINESSES.addTitle }, WAIT)).toBeInTheDocument();
      // The spec's defaults: priority 30, order 0, active and show in chat on, not sponsored.
      expect(screen.getByLabelText(ADMIN_BUSINESSES.fields.priorityWeight)).toHaveValue(30);
      expect(screen.getByLabelText(ADMIN_BUSINESSES.fields.displayOrder)).toHaveValue(0);
      expect(screen.getByRole("switch", { name: ADMIN_BUSINESSES.fields.isSponsored })).toHaveAttribute(
        "aria-checked",
        "false",
      );
      expect(screen.getByRole("switch", { name: ADMIN_BUSINESSES.fields.showInChat })).toHaveAttribute(
        "aria-checked",
        "true",
      );
    },
    TEST_TIMEOUT,
  );

  it(
    "Kauai Showcase: 'No showcase locations found'; a new location's order is count + 1 and the uploader starts on URL",
    async () => {
      renderPage(<Showcase />, "/admin/showcase", () => ({ status: 200, body: { items: [], total: 0 } }));
      expect(await screen.findByText(ADMIN_SHOWCASE.empty, {}, WAIT)).toBeInTheDocument();
      fireEvent.click(screen.getByRole("button", { name: ADMIN_SHOWCASE.add }));
      expect(await screen.findByLabelText(ADMIN_SHOWCASE.fields.displayOrder, {}, WAIT)).toHaveValue(1);
      expect(screen.getByRole("tab", { name: "URL" })).toHaveAttribute("aria-selected", "true");
    },
    TEST_TIMEOUT,
  );

  it(
    "Places Directory: 'No places added yet' when nothing is filtered",
    async () => {
      renderPage(<Places />, "/admin/places", (url) =>
        url.includes("/checks")
          ? { status: 200, body: { duplicates: [], stale: [] } }
          : { status: 200, body: emptyList },
      );
      expect(await screen.findByText(ADMIN_PLACES.empty, {}, WAIT)).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    "Places Directory: the filtered empty state",
    async () => {
      renderPage(<Places />, "/admin/places?category=Beach", (url) =>
        url.includes("/checks")
          ? { status: 200, body: { duplicates: [], stale: [] } }
          : { status: 200, body: emptyList },
      );
      expect(await screen.findByText(ADMIN_PLACES.noMatches, {}, WAIT)).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );
});

describe("optimistic toggles", () => {
  it(
    "move at once and roll back when the server refuses",
    async () => {
      const review: AdminReview = {
        id: "00000000-0000-4000-8000-000000000001",
        reviewerName: "Kai",
        reviewText: "Great",
        starRating: 5,
        isActive: false,
        submittedByUser: true,
        displayOrder: 0,
        createdAt: "2026-11-01T00:00:00.000Z",
      };
      let release: () => void = () => undefined;
      const refused = new Promise<void>((resolve) => {
        release = resolve;
      });
      const list = {
        items: [review],
        total: 1,
        page: 1,
        pageSize: 20,
        counters: { all: 1, active: 0, pending: 1, customer: 1, avgRating: "5.0" },
      };
      vi.stubGlobal("matchMedia", () => ({
        matches: false,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      renderPage(<Reviews />, "/admin/reviews", () => ({ status: 200, body: list }));
      // The toggle request waits until the test releases it, then fails.
      const fetchMock = vi.mocked(fetch);
      const original = fetchMock.getMockImplementation()!;
      fetchMock.mockImplementation(async (input, init) => {
        if (String(input).endsWith("/active")) {
          await refused;
          return new Response(JSON.stringify({ error: { code: "x", message: "refused" } }), { status: 500 });
        }
        return original(input, init);
      });
      const toggle = await screen.findByRole("switch", { name: ADMIN_REVIEWS.toggleLabel("Kai") }, WAIT);
      expect(toggle).toHaveAttribute("aria-checked", "false");
      fireEvent.click(toggle);
      await waitFor(
        () =>
          expect(screen.getByRole("switch", { name: ADMIN_REVIEWS.toggleLabel("Kai") })).toHaveAttribute(
            "aria-checked",
            "true",
          ),
        WAIT,
      );
      release();
      await waitFor(
        () =>
          expect(screen.getByRole("switch", { name: ADMIN_REVIEWS.toggleLabel("Kai") })).toHaveAttribute(
            "aria-checked",
            "false",
          ),
        WAIT,
      );
    },
    TEST_TIMEOUT,
  );
});
