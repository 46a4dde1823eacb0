import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, renderRoutes } from "@/client/testing/render-route";
import { ADMIN_ACTIVITY as T } from "@/shared/messages/admin-analytics";
import type {
  ActivityApi,
  ActivityOverview,
  ActivitySystem,
  ActivityTrends,
  ActivityUsers,
} from "@/shared/schemas/admin-activity";
import { Component as Activity } from "./activity";

const overview: ActivityOverview = {
  totalUsers: 42,
  newUsersToday: 3,
  messagesToday: 117,
  activeUsersToday: 9,
  paidUsers: 7,
  conversionRate: 16.666,
  healthScore: 97.25,
  healthStatus: "healthy",
  recentActivity: [
    { id: "e1", eventType: "signup", userEmail: "kai@example.com", createdAt: "2026-11-20T10:00:00.000Z" },
  ],
};

const users: ActivityUsers = {
  engagementRate: 21.4,
  avgMessagesPerUser: 4.25,
  returnUserRate: null,
  completionRate: 33.3,
  timeline: [{ id: "t1", eventType: "custom_event", userEmail: null, createdAt: "2026-11-20T11:00:00.000Z" }],
};

const api: ActivityApi = {
  routes: [
    { method: "POST", route: "/api/chat", calls: 12, successRate: 91.7, avgMs: 120.5, maxMs: 900, p95Ms: 500 },
    { method: "GET", route: "/api/me", calls: 30, successRate: 100, avgMs: 3.2, maxMs: 9000, p95Ms: null },
  ],
  recentCalls: [
    { method: "GET", route: "/api/me", status: 200, durationMs: 4, at: "2026-11-20T11:00:00.000Z" },
    { method: "POST", route: "/api/chat", status: 429, durationMs: 2, at: "2026-11-20T11:00:01.000Z" },
    { method: "POST", route: "/api/chat", status: 500, durationMs: 7, at: "2026-11-20T11:00:02.000Z" },
  ],
};

const system: ActivitySystem = {
  engine: "postgres",
  databaseBytes: 1_000_000,
  dbConnections: 5,
  activeConnections: 2,
  pool: { total: 10, idle: 8, waiting: 0 },
  bufferCacheHitRate: 99.5,
  directoryCache: { hits: 10, misses: 2, hitRate: 83.3 },
  uploadsBytes: 0,
  tablesKb: 1234,
  storageRecommendedKb: 400_000,
  storageCriticalKb: 500_000,
  storagePercent: 0.2,
  growthKbPerDay: 12.34,
  efficiencyPercent: null,
  totalConversations: 88,
  processStartedAt: "2026-11-19T00:00:00.000Z",
  processUptimeSeconds: 90_061,
  uptimePercent: 99.9,
  requests: { total: 100, errors: 1, successRate: 99, avgLatencyMs: 14.25 },
  healthScore: 97.25,
};

const trends: ActivityTrends = {
  timeZone: "Pacific/Honolulu",
  days: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-10-${String(i + 1).padStart(2, "0")}`,
    signups: i === 29 ? 5 : 1,
    paid: 0,
    messages: 2,
    activeUsers: 1,
  })),
  funnel: { signedUp: 34, paid: 7, firstChat: 20, d1Returned: 5, d1Eligible: 30, d7Returned: 2, d7Eligible: 20 },
};

function serve(overrides: Partial<Record<string, unknown>> = {}) {
  const answers: Record<string, unknown> = { overview, users, api, system, trends, ...overrides };
  return installFakeServer(
    Object.fromEntries(Object.entries(answers).map(([tab, json]) => [`GET /api/admin/activity/${tab}`, { json }])),
  );
}

function renderActivity() {
  return renderRoutes([{ path: "/admin/activity", Component: Activity }], "/admin/activity");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Activity Dashboard", () => {
  it("shows the overview figures, the recent activity and the 30-day trends from the server", async () => {
    serve();
    renderActivity();
    expect(await screen.findByRole("heading", { level: 1, name: T.title })).toBeInTheDocument();
    expect(await screen.findByText("42")).toBeInTheDocument();
    expect(screen.getByText(T.cards.today(3))).toBeInTheDocument();
    expect(screen.getByText("117")).toBeInTheDocument();
    expect(screen.getByText(T.cards.activeUsers(9))).toBeInTheDocument();
    expect(screen.getByText(T.cards.conversion("16.7"))).toBeInTheDocument();
    expect(screen.getByText("97.3")).toBeInTheDocument();
    expect(screen.getByText(T.health.healthy)).toBeInTheDocument();
    expect(screen.getByText(/kai@example\.com/)).toBeInTheDocument();
    expect(
      await screen.findByRole("img", { name: `${T.charts.signups}: 34 in 30 days, at most 5 a day` }),
    ).toBeInTheDocument();
  });

  it("shows the Users, API and System tabs' figures, with a dash for what is not measured", async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    renderActivity();
    await screen.findByText("42");

    await user.click(screen.getByRole("tab", { name: T.tabs.users }));
    const usersPanel = await screen.findByRole("tabpanel");
    expect(await within(usersPanel).findByText("21.4%")).toBeInTheDocument();
    expect(within(usersPanel).getByText("4.3")).toBeInTheDocument();
    expect(within(usersPanel).getByText(T.notMeasured)).toBeInTheDocument();
    expect(within(usersPanel).getByText("33.3%")).toBeInTheDocument();
    // An event type without a label shows its raw type in both columns.
    expect(within(usersPanel).getAllByRole("cell", { name: "custom_event" })).toHaveLength(2);

    await user.click(screen.getByRole("tab", { name: T.tabs.api }));
    await waitFor(() =>
      expect(screen.getByText(/12 calls · 91\.7% · 120\.5 ms avg · p95 ≤ 500 ms/)).toBeInTheDocument(),
    );
    expect(screen.getByText(/30 calls · 100\.0% · 3\.2 ms avg · p95 > 2500 ms/)).toBeInTheDocument();
    expect(screen.getByLabelText(T.status(200))).toBeInTheDocument();
    expect(screen.getByLabelText(T.status(429))).toBeInTheDocument();
    expect(screen.getByLabelText(T.status(500))).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: T.tabs.system }));
    expect(await screen.findByText("pool 10 (8 idle)")).toBeInTheDocument();
    expect(screen.getByText("14.3 ms")).toBeInTheDocument();
    expect(screen.getByText(T.storageKb("1,234", "500,000"))).toBeInTheDocument();
    expect(screen.getByText(T.growth("12.3"))).toBeInTheDocument();
    expect(screen.getByText("88")).toBeInTheDocument();
    expect(screen.getByText(/\(1d 1h\)/)).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: T.storage })).toHaveAttribute("aria-valuenow", "0.2");
  });

  it("shows the empty states when nothing has been measured", async () => {
    const user = userEvent.setup({ delay: null });
    serve({
      overview: { ...overview, recentActivity: [], healthScore: null, healthStatus: "unknown" },
      users: { ...users, timeline: [] },
      api: { routes: [], recentCalls: [] },
    });
    renderActivity();
    expect(await screen.findByText(T.noRecentActivity)).toBeInTheDocument();
    expect(screen.getByText(T.health.unknown)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: T.tabs.users }));
    expect(await screen.findByText(T.noUserActivity)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: T.tabs.api }));
    expect(await screen.findByText(T.apiPerformanceEmpty)).toBeInTheDocument();
    expect(screen.getByText(T.recentCallsEmpty)).toBeInTheDocument();
  });

  it("shows the server's error, and Refresh asks every tab again", async () => {
    const user = userEvent.setup({ delay: null });
    installFakeServer({
      "GET /api/admin/activity/overview": { json: overview },
      "GET /api/admin/activity/users": { json: users },
      "GET /api/admin/activity/api": { json: api },
      "GET /api/admin/activity/trends": { json: trends },
      "GET /api/admin/activity/system": {
        status: 503,
        json: { error: { code: "unavailable", message: "Database is busy" } },
      },
    });
    renderActivity();
    expect(await screen.findByText("Database is busy")).toBeInTheDocument();
    const fetchMock = vi.mocked(fetch);
    const before = fetchMock.mock.calls.length;
    await user.click(await screen.findByRole("button", { name: T.refresh }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(before + 5));
    expect(await screen.findByRole("button", { name: T.refresh })).toBeEnabled();
  });
});
