import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, renderRoutes } from "@/client/testing/render-route";
import { ADMIN_FEEDBACK as T } from "@/shared/messages/admin-analytics";
import type { AdminFeedbackStats, DayFeedbackList, TripFeedbackList } from "@/shared/schemas/admin-feedback";
import { Component as Feedback } from "./feedback";

const stats: AdminFeedbackStats = {
  assistantRatings: {
    averageRating: 4.25,
    totalRatings: 4,
    distribution: [
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 1, percent: 25 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ],
  },
  tripRatings: { averageRating: null, totalRatings: 0, distribution: [] },
  tripReviewCount: 1,
  dayFeedbackCount: 1,
};

const trips: TripFeedbackList = {
  items: [
    {
      id: "t1",
      overallRating: 5,
      alohabotRating: null,
      feedbackText: "Wonderful week on Kauai",
      wouldRecommend: true,
      createdAt: "2026-11-20T10:00:00.000Z",
      userEmail: "kai@example.com",
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

const days: DayFeedbackList = {
  items: [
    {
      id: "d1",
      dayTitle: "North Shore day",
      tripDate: null,
      completionFeedback: "Too much driving",
      completedAt: "2026-11-20T10:00:00.000Z",
      userEmail: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

const empty = { items: [], total: 0, page: 1, pageSize: 20 };

function renderFeedback() {
  return renderRoutes([{ path: "/admin/feedback", Component: Feedback }], "/admin/feedback");
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("User Feedback", () => {
  it("shows the star cards, the trip reviews, and the day feedback in the second tab", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/feedback/stats": { json: stats },
      "GET /api/admin/feedback/trips": { json: trips },
      "GET /api/admin/feedback/days": { json: days },
    });
    renderFeedback();
    expect(await screen.findByRole("heading", { level: 1, name: T.title })).toBeInTheDocument();
    expect(await screen.findByText("4.3")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: T.averageLabel("4.3") })).toBeInTheDocument();
    expect(screen.getByText(T.basedOn(4))).toBeInTheDocument();
    expect(screen.getByText(T.starsLabel(1))).toBeInTheDocument();
    expect(screen.getByText("2 (50.0%)")).toBeInTheDocument();
    // The trip card has no ratings yet.
    expect(screen.getByText(T.noRatings)).toBeInTheDocument();

    expect(await screen.findByText("Wonderful week on Kauai")).toBeInTheDocument();
    expect(screen.getByText("5/5")).toBeInTheDocument();
    expect(screen.getByText(T.recommend.yes)).toBeInTheDocument();
    expect(screen.getByText("kai@example.com")).toBeInTheDocument();
    const tripsRequest = seen.find((r) => r.path === "/api/admin/feedback/trips");
    expect(tripsRequest?.search.get("page")).toBe("1");

    await user.click(screen.getByRole("tab", { name: T.tabs.days(1) }));
    expect(await screen.findByText("North Shore day")).toBeInTheDocument();
    expect(screen.getByText("Too much driving")).toBeInTheDocument();
  });

  it("shows the empty lists", async () => {
    const user = userEvent.setup({ delay: null });
    installFakeServer({
      "GET /api/admin/feedback/stats": { json: { ...stats, tripReviewCount: 0, dayFeedbackCount: 0 } },
      "GET /api/admin/feedback/trips": { json: empty },
      "GET /api/admin/feedback/days": { json: empty },
    });
    renderFeedback();
    expect(await screen.findByText(T.emptyTrips)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: T.tabs.days(0) }));
    expect(await screen.findByText(T.emptyDays)).toBeInTheDocument();
  });

  it("downloads the server's CSV under the file name the server gives", async () => {
    const user = userEvent.setup({ delay: null });
    installFakeServer({
      "GET /api/admin/feedback/stats": { json: stats },
      "GET /api/admin/feedback/trips": { json: trips },
      "GET /api/admin/feedback/days": { json: days },
      "GET /api/admin/feedback/trips/export": () =>
        new Response("Trip Rating,AlohaBot Rating\n5,\n", {
          status: 200,
          headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="trip-reviews.csv"' },
        }),
    });
    const createObjectURL = vi.fn(() => "blob:csv");
    // jsdom has no object URLs; each test file runs in its own environment.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.getAttribute("href")}`);
    });
    renderFeedback();
    await user.click(await screen.findByRole("button", { name: T.exportCsv }));
    await waitFor(() => expect(downloads).toEqual(["trip-reviews.csv blob:csv"]));
    expect(createObjectURL).toHaveBeenCalledOnce();
  });

  it("says so when the statistics cannot be loaded", async () => {
    installFakeServer({
      "GET /api/admin/feedback/stats": { status: 500, json: { error: { code: "internal", message: "boom" } } },
    });
    renderFeedback();
    expect(await screen.findByText(T.loadError)).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
  });
});
