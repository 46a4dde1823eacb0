import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/client/lib/query-client";
import { installFakeServer, renderApp, signedOut } from "@/client/testing/render-route";
import { LEGAL_PAGES } from "@/shared/messages/public-site";
import { LOADING } from "@/shared/messages/shell";
import * as privacyRoute from "./privacy";
import * as termsRoute from "./terms";

const routes = [
  { path: "/terms", ...termsRoute },
  { path: "/privacy", ...privacyRoute },
];

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("/terms and /privacy", () => {
  it("the loader has the text before the page renders: no Loading... step", async () => {
    installFakeServer({
      "GET /api/me": { json: signedOut },
      "GET /api/public/site-content/terms-of-service": {
        json: {
          slug: "terms-of-service",
          title: "Terms of Service",
          contentHtml: "<h2>1. About these terms</h2><p>Be kind.</p>",
          updatedAt: "2026-11-01T00:00:00Z",
        },
      },
    });
    // Watches every change of the page from the first render on.
    let sawLoading = false;
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes(LOADING)) sawLoading = true;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderApp(routes, "/terms");
    expect(await screen.findByRole("heading", { name: "1. About these terms" })).toBeInTheDocument();
    observer.disconnect();
    expect(screen.getByText(/^Last updated /)).toBeInTheDocument();
    expect(sawLoading).toBe(false);
    expect(queryClient.getQueryState(["public", "site-content", "terms-of-service"])?.dataUpdateCount).toBe(1);
  });

  it("a text not yet published shows the built-in one; a failing read says so", async () => {
    installFakeServer({
      "GET /api/me": { json: signedOut },
      "GET /api/public/site-content/terms-of-service": {
        status: 400,
        json: { error: { code: "bad_request", message: "x" } },
      },
    });
    const { unmount } = renderApp(routes, "/privacy");
    expect(await screen.findByText("The full text is being updated.", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: LEGAL_PAGES.privacy.title })).toBeInTheDocument();
    unmount();
    renderApp(routes, "/terms");
    expect(await screen.findByText(LEGAL_PAGES.terms.loadError)).toBeInTheDocument();
  });
});
