import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_LAYOUT } from "@/shared/messages/admin";
import { Component as AdminLayout } from "./layout";

function renderLayout(me: { isAdmin: boolean } | null | "error") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      if (me === "error") return new Response(JSON.stringify({ error: { code: "x", message: "x" } }), { status: 503 });
      const user = me
        ? { id: "u", email: "a@b.c", image: null, isSuperAdmin: false, hasPaid: true, termsAccepted: true, ...me }
        : null;
      return new Response(JSON.stringify({ user, googleEnabled: false }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  const router = createMemoryRouter(
    [{ path: "/admin", element: <AdminLayout />, children: [{ index: true, element: <p>admin page</p> }] }],
    { initialEntries: ["/admin"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the admin layout", () => {
  it("shows Loading... while the role is checked, then the sidebar and the page for an admin", async () => {
    renderLayout({ isAdmin: true });
    expect(screen.getByText(ADMIN_LAYOUT.loading)).toBeInTheDocument();
    expect(await screen.findByText("admin page")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: ADMIN_LAYOUT.title })).toBeInTheDocument();
    const links = screen.getAllByRole("link").map((link) => link.textContent);
    expect(links).toEqual([
      ADMIN_LAYOUT.nav.dashboard,
      ADMIN_LAYOUT.nav.users,
      ADMIN_LAYOUT.nav.content,
      ADMIN_LAYOUT.nav.reviews,
      ADMIN_LAYOUT.nav.businesses,
      ADMIN_LAYOUT.nav.places,
      ADMIN_LAYOUT.nav.showcase,
      ADMIN_LAYOUT.nav.activity,
      ADMIN_LAYOUT.nav.responseAnalytics,
      ADMIN_LAYOUT.nav.feedback,
      `${ADMIN_LAYOUT.external.payments}${ADMIN_LAYOUT.opensInNewTab}`,
      ADMIN_LAYOUT.external.liveChat,
      ADMIN_LAYOUT.external.mainSite,
    ]);
    expect(screen.getByRole("link", { name: new RegExp(ADMIN_LAYOUT.external.payments) })).toHaveAttribute(
      "target",
      "_blank",
    );
    expect(screen.getByRole("button", { name: ADMIN_LAYOUT.signOut })).toBeInTheDocument();
  });

  it("refuses a signed-in non-admin and renders none of the admin page", async () => {
    renderLayout({ isAdmin: false });
    expect(await screen.findByText(ADMIN_LAYOUT.noAccess)).toBeInTheDocument();
    expect(screen.queryByText("admin page")).not.toBeInTheDocument();
  });

  it("refuses a signed-out visitor", async () => {
    renderLayout(null);
    expect(await screen.findByText(ADMIN_LAYOUT.noAccess)).toBeInTheDocument();
  });

  it("treats a failed role check as not admin and logs it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderLayout("error");
    expect(await screen.findByText(ADMIN_LAYOUT.noAccess)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith("Failed to check admin role", expect.anything());
  });
});
