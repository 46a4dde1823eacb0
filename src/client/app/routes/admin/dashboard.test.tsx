import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, renderRoutes } from "@/client/testing/render-route";
import { ADMIN_DASHBOARD as T } from "@/shared/messages/admin";
import { ADMIN_CONTENT } from "@/shared/messages/admin-content";
import type { AdminDashboard } from "@/shared/schemas/admin-dashboard";
import { Component as Dashboard } from "./dashboard";

const dashboard: AdminDashboard = {
  totalUsers: { value: 120, previous: 100 },
  paidUsers: { value: 30, previous: 32 },
  deactivated: { value: 2, previous: 2 },
  admins: { value: 3, previous: 3 },
  engagementRate: { value: 12.5, previous: 10 },
  conversionRate: { value: 25, previous: 32 },
  topPerformer: { email: "kai@example.com", messages: 41 },
  recentActivity: [
    { id: "a1", eventType: "payment", email: "lani@example.com", createdAt: "2026-11-20T10:00:00.000Z" },
    { id: "a2", eventType: "something_new", email: null, createdAt: "2026-11-20T09:00:00.000Z" },
  ],
  recentSignups: [{ id: "u1", email: "noe@example.com", createdAt: "2026-11-20T08:00:00.000Z" }],
  contentUpdates: [{ id: "c1", slug: "privacy-policy", title: "", updatedAt: "2026-11-19T08:00:00.000Z" }],
};

function renderDashboard() {
  return renderRoutes([{ path: "/admin", Component: Dashboard }], "/admin");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Admin dashboard", () => {
  it("shows the counts with their change over 7 days, the analytics and the latest activity", async () => {
    installFakeServer({ "GET /api/admin/dashboard": { json: dashboard } });
    renderDashboard();
    const counts = await screen.findByRole("region", { name: T.title });
    expect(within(counts).getByText("120")).toBeInTheDocument();
    expect(within(counts).getByText(T.change("+20"))).toBeInTheDocument();
    expect(within(counts).getByText(T.change("-2"))).toBeInTheDocument();
    expect(within(counts).getAllByText(T.change("0"))).toHaveLength(2);
    expect(within(counts).getByText(T.conversion("25.0"))).toBeInTheDocument();

    expect(screen.getByText("12.5%")).toBeInTheDocument();
    expect(screen.getByText(T.change("+2.5 pts"))).toBeInTheDocument();
    expect(screen.getByText(T.change("-7 pts"))).toBeInTheDocument();
    expect(screen.getByText("kai@example.com")).toBeInTheDocument();
    expect(screen.getByText(T.analytics.messages(41))).toBeInTheDocument();

    expect(screen.getByText(`${T.events.payment} · lani@example.com`)).toBeInTheDocument();
    expect(screen.getByText("something_new")).toBeInTheDocument();
    expect(screen.getByText("noe@example.com")).toBeInTheDocument();
    // A page saved without a title is named by its tab.
    expect(screen.getByText(ADMIN_CONTENT.tabs["privacy-policy"])).toBeInTheDocument();
  });

  it("shows the empty lists and no top performer on a new install", async () => {
    installFakeServer({
      "GET /api/admin/dashboard": {
        json: { ...dashboard, topPerformer: null, recentActivity: [], recentSignups: [], contentUpdates: [] },
      },
    });
    renderDashboard();
    expect(await screen.findByText(T.analytics.noTopPerformer)).toBeInTheDocument();
    expect(screen.getByText(T.noActivity)).toBeInTheDocument();
    expect(screen.getByText(T.noSignups)).toBeInTheDocument();
    expect(screen.getByText(T.noContentUpdates)).toBeInTheDocument();
  });

  it("says so when the figures cannot be loaded", async () => {
    installFakeServer({
      "GET /api/admin/dashboard": { status: 500, json: { error: { code: "internal", message: "boom" } } },
    });
    renderDashboard();
    expect(await screen.findByText(T.loadError)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: T.title })).not.toBeInTheDocument();
  });
});
