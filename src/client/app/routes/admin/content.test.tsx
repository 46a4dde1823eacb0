import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, renderRoutes } from "@/client/testing/render-route";
import { ADMIN_CONTENT as T } from "@/shared/messages/admin-content";
import type { AdminContentOverview, Revision, RevisionsResponse } from "@/shared/schemas/admin-content";
import { Component as Content } from "./content";

const overview: AdminContentOverview = {
  pages: [
    {
      slug: "terms-of-service",
      title: "Terms of Service",
      contentHtml: "<p>Be kind.</p>",
      updatedAt: "2026-11-20T00:00:00.000Z",
      updatedByEmail: "owner@example.com",
    },
    {
      slug: "privacy-policy",
      title: "Privacy Policy",
      contentHtml: "<p>We keep little.</p>",
      updatedAt: "2026-11-20T00:00:00.000Z",
      updatedByEmail: null,
    },
  ],
  requiredVersion: "2026-01|3",
  acceptance: { accepted: 3, active: 4 },
};

const REVISION_ID = "00000000-0000-4000-8000-0000000000f1";
const current: Revision = {
  id: "00000000-0000-4000-8000-0000000000f2",
  slug: "terms-of-service",
  title: "Terms of Service",
  contentHtml: "<p>Be kind.</p>",
  createdAt: "2026-11-20T00:00:00.000Z",
  createdByEmail: "owner@example.com",
  reason: "save",
};
const older: Revision = {
  ...current,
  id: REVISION_ID,
  contentHtml: "<p>Be nice.</p>",
  createdAt: "2026-10-01T00:00:00.000Z",
  createdByEmail: null,
  reason: "initial",
};
const revisions = (items: Revision[]): RevisionsResponse => ({ items, total: items.length, page: 1, pageSize: 10 });

function renderContent() {
  return renderRoutes([{ path: "/admin/content", Component: Content }], "/admin/content");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Site Content", () => {
  it("shows the acceptance share and checks the form before saving the HTML source", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/content": { json: overview },
      "GET /api/admin/content/terms-of-service/revisions": { json: revisions([current]) },
      "GET /api/admin/content/privacy-policy/revisions": { json: revisions([]) },
      "PUT /api/admin/content/terms-of-service": ({ body }) => ({ json: { ...current, ...(body as object) } }),
    });
    renderContent();
    expect(await screen.findByTestId("acceptance-share")).toHaveTextContent(T.acceptance("75.0", 3, 4));
    expect(screen.getByText(T.currentVersion("2026-01|3"))).toBeInTheDocument();
    const panel = await screen.findByRole("tabpanel", { name: T.tabs["terms-of-service"] });
    const form = within(panel);
    expect(await form.findByText(T.revisions.current)).toBeInTheDocument();

    await user.click(form.getByRole("button", { name: T.editor.source }));
    const source = form.getByRole("textbox", { name: T.contentLabel });
    expect(source).toHaveValue("<p>Be kind.</p>");
    await user.clear(source);
    await user.type(source, "<p> </p>");
    await user.clear(form.getByLabelText(T.titleLabel));
    await user.click(form.getByRole("button", { name: T.save }));
    expect(await form.findByText(T.validation.titleRequired)).toBeInTheDocument();
    expect(form.getByText(T.validation.contentRequired)).toBeInTheDocument();
    expect(seen.some((r) => r.method === "PUT")).toBe(false);

    await user.type(form.getByLabelText(T.titleLabel), "Terms");
    await user.clear(source);
    await user.type(source, "<p>Be very kind.</p>");
    await user.click(form.getByRole("button", { name: T.save }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === "PUT")?.body).toEqual({
        title: "Terms",
        contentHtml: "<p>Be very kind.</p>",
      }),
    );
  });

  it("compares an older revision with the current text and restores it after the confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/content": { json: overview },
      "GET /api/admin/content/terms-of-service/revisions": { json: revisions([current, older]) },
      "GET /api/admin/content/privacy-policy/revisions": { json: revisions([]) },
      [`POST /api/admin/content/terms-of-service/revisions/${REVISION_ID}/restore`]: {
        json: { ...older, id: "00000000-0000-4000-8000-0000000000f3", reason: "restore" },
      },
    });
    renderContent();
    const panel = within(await screen.findByRole("tabpanel", { name: T.tabs["terms-of-service"] }));
    expect(await panel.findByText(`${T.revisions.unknownAuthor} ·`, { exact: false })).toBeInTheDocument();
    await user.click(panel.getByRole("button", { name: T.revisions.showDiff }));
    expect(await panel.findByText(`${T.revisions.added}:`, { exact: false })).toBeInTheDocument();
    expect(panel.getByText(`${T.revisions.removed}:`, { exact: false })).toBeInTheDocument();
    await user.click(panel.getByRole("button", { name: T.revisions.hideDiff }));

    await user.click(panel.getByRole("button", { name: T.revisions.restore }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(T.revisions.restoreConfirm)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: T.revisions.restore }));
    await waitFor(() => expect(seen.some((r) => r.path.endsWith("/restore"))).toBe(true));
  });

  it("forces re-acceptance only after the confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/content": { json: overview },
      "GET /api/admin/content/terms-of-service/revisions": { json: revisions([]) },
      "GET /api/admin/content/privacy-policy/revisions": { json: revisions([]) },
      "POST /api/admin/content/force-reacceptance": { json: { requiredVersion: "2026-01|4" } },
    });
    renderContent();
    // The button waits for the figures.
    await screen.findByTestId("acceptance-share");
    await user.click(screen.getByRole("button", { name: T.forceButton }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(T.forceConfirm)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: T.forceCancel }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(seen.some((r) => r.path.endsWith("/force-reacceptance"))).toBe(false);

    await user.click(screen.getByRole("button", { name: T.forceButton }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: T.forceConfirmAction }),
    );
    await waitFor(() => expect(seen.filter((r) => r.path.endsWith("/force-reacceptance"))).toHaveLength(1));
  });
});
