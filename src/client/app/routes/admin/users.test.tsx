import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, renderRoutes } from "@/client/testing/render-route";
import { REFERRAL_SOURCES } from "@/shared/constants";
import { ADMIN_USERS as T } from "@/shared/messages/admin";
import type { AdminUserDetail, AdminUserRow, AdminUsersResponse } from "@/shared/schemas/admin-users";
import { Component as Users } from "./users";

const owner: AdminUserRow = {
  id: "user-owner",
  email: "owner@example.com",
  hasPaid: true,
  isAdmin: true,
  isSuperAdmin: true,
  deactivated: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  totalMessages: 5,
  questionCount: 0,
};
const kai: AdminUserRow = {
  ...owner,
  id: "user-kai",
  email: "kai@example.com",
  hasPaid: false,
  isAdmin: false,
  isSuperAdmin: false,
  totalMessages: 12,
  questionCount: 3,
};

const detail: AdminUserDetail = {
  user: kai,
  profile: {
    referralSource: "instagram",
    termsAccepted: true,
    privacyAccepted: true,
    termsVersionAccepted: "2026-01",
    privacyVersionAccepted: null,
    termsAcceptedAt: "2026-01-02T00:00:00.000Z",
    privacyAcceptedAt: null,
    consentTimestamp: null,
    lastReset: "2026-11-20T00:00:00.000Z",
  },
  questionsToday: 3,
  conversations: 4,
  savedItems: 5,
  itineraries: 6,
  audit: [
    {
      id: "a1",
      action: "user.paid.set",
      actorEmail: "owner@example.com",
      targetType: "user",
      targetId: kai.id,
      before: { hasPaid: true },
      after: { hasPaid: false },
      createdAt: "2026-11-20T00:00:00.000Z",
    },
  ],
};

const listOf = (items: AdminUserRow[], total = items.length): AdminUsersResponse => ({
  items,
  total,
  page: 1,
  pageSize: 20,
});

function renderUsers(path = "/admin/users") {
  return renderRoutes([{ path: "/admin/users", Component: Users }], path);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("User Management", () => {
  it("lists the users; the super admin's row has no actions", async () => {
    installFakeServer({ "GET /api/admin/users": { json: listOf([owner, kai], 12) } });
    renderUsers();
    expect(await screen.findByText(T.shownOfTotal(2, 12))).toBeInTheDocument();
    const table = screen.getByRole("table");
    expect(within(table).getByRole("button", { name: "kai@example.com" })).toBeInTheDocument();
    expect(within(table).getAllByText(T.superAdmin).length).toBeGreaterThan(0);
    expect(within(table).queryByRole("button", { name: T.actions.menu("owner@example.com") })).not.toBeInTheDocument();
    expect(within(table).getByRole("button", { name: T.actions.menu("kai@example.com") })).toBeInTheDocument();
  });

  it("asks the server for the paid filter and shows the filtered empty state, with Reset filters", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/users": ({ search }) => ({
        json: search.get("paid") === "unpaid" ? listOf([]) : listOf([owner]),
      }),
    });
    const { router } = renderUsers();
    await screen.findByText(T.shownOfTotal(1, 1));
    await user.selectOptions(screen.getByLabelText(T.paidFilter.label), "unpaid");
    expect(await screen.findByText(T.noMatches)).toBeInTheDocument();
    expect(seen.at(-1)?.search.get("paid")).toBe("unpaid");
    await user.click(screen.getByRole("button", { name: T.resetFilters }));
    await screen.findByText(T.shownOfTotal(1, 1));
    expect(router.state.location.search).toBe("");
  });

  it("marks a user paid at once, and grants admin only after the confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/users": { json: listOf([kai]) },
      [`POST /api/admin/users/${kai.id}/paid`]: ({ body }) => ({ json: { ...kai, ...(body as object) } }),
      [`POST /api/admin/users/${kai.id}/admin`]: { json: { ...kai, isAdmin: true, hasPaid: true } },
    });
    renderUsers();
    const table = await screen.findByRole("table");
    await user.click(within(table).getByRole("button", { name: T.actions.menu("kai@example.com") }));
    await user.click(await screen.findByRole("menuitem", { name: T.actions.markPaid }));
    await waitFor(() => expect(seen.find((r) => r.path.endsWith("/paid"))?.body).toEqual({ hasPaid: true }));

    await user.click(within(table).getByRole("button", { name: T.actions.menu("kai@example.com") }));
    await user.click(await screen.findByRole("menuitem", { name: T.actions.grantAdmin }));
    const confirm = await screen.findByRole("alertdialog", { name: T.confirm.grantTitle });
    expect(within(confirm).getByText(T.confirm.grantText("kai@example.com"))).toBeInTheDocument();
    expect(seen.some((r) => r.path.endsWith("/admin"))).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: T.actions.grantAdmin }));
    await waitFor(() => expect(seen.filter((r) => r.method === "POST" && r.path.endsWith("/admin"))).toHaveLength(1));
  });

  it("shows a user's details and audit trail, and resets the question count", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/users": { json: listOf([kai]) },
      [`GET /api/admin/users/${kai.id}`]: { json: detail },
      [`POST /api/admin/users/${kai.id}/question-count/reset`]: { json: { ...kai, questionCount: 0 } },
    });
    renderUsers();
    const table = await screen.findByRole("table");
    await user.click(within(table).getByRole("button", { name: "kai@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: T.detail.title });
    expect(await within(dialog).findByText(REFERRAL_SOURCES.instagram)).toBeInTheDocument();
    expect(within(dialog).getByText("2026-01")).toBeInTheDocument();
    expect(within(dialog).getAllByText(T.detail.notAccepted).length).toBeGreaterThan(0);
    expect(within(dialog).getByText("Paid status changed")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: T.detail.resetQuota }));
    await waitFor(() => expect(seen.some((r) => r.path.endsWith("/question-count/reset"))).toBe(true));
  });

  it("shows the empty state before anyone signs up", async () => {
    installFakeServer({ "GET /api/admin/users": { json: listOf([]) } });
    renderUsers();
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });
});
