import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, renderRoutes } from "@/client/testing/render-route";
import { ADMIN_RESPONSE_QUALITY as T } from "@/shared/messages/admin-analytics";
import { paths } from "@/shared/paths";
import type {
  AdminConversation,
  NegativeFeedbackItem,
  NegativeFeedbackList,
  RatingStats,
} from "@/shared/schemas/admin-response-quality";
import { Component as ResponseAnalytics } from "./response-analytics";

const RATING_ID = "00000000-0000-4000-8000-0000000000a1";
const CONVERSATION_ID = "00000000-0000-4000-8000-0000000000c1";

const stats: RatingStats = { totalRatings: 10, thumbsUp: 6, thumbsDown: 4, positivePercentage: 60, isGood: false };

const item: NegativeFeedbackItem = {
  ratingId: RATING_ID,
  messageId: "m2",
  conversationId: CONVERSATION_ID,
  userEmail: "kai@example.com",
  conversationTitle: "Beaches for kids",
  messageExcerpt: "Try Queen's Bath in winter…",
  messageCreatedAt: "2026-11-20T10:00:00.000Z",
  ratingCreatedAt: "2026-11-20T10:05:00.000Z",
  reviewedAt: null,
  reviewedByEmail: null,
  places: [{ placeId: "p1", name: "Queen's Bath" }],
};

const conversation: AdminConversation = {
  id: CONVERSATION_ID,
  title: "Beaches for kids",
  userEmail: "kai@example.com",
  messages: [
    {
      id: "m1",
      role: "user",
      content: "Safe beaches for kids?",
      createdAt: item.messageCreatedAt,
      places: [],
      rating: null,
    },
    {
      id: "m2",
      role: "assistant",
      content: "Try Queen's Bath in winter.",
      createdAt: item.messageCreatedAt,
      places: [{ placeId: "p1", name: "Queen's Bath" }],
      rating: "thumbs_down",
    },
  ],
};

const list = (items: NegativeFeedbackItem[]): NegativeFeedbackList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
});

function renderPage() {
  return renderRoutes(
    [{ path: "/admin/response-analytics", Component: ResponseAnalytics }],
    "/admin/response-analytics",
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Response Quality Analytics", () => {
  it("shows the thumbs figures and the satisfaction verdict from the server", async () => {
    installFakeServer({
      "GET /api/admin/response-quality/stats": { json: stats },
      "GET /api/admin/response-quality/negative": { json: list([]) },
    });
    renderPage();
    const figures = await screen.findByRole("region", { name: T.title });
    expect(within(figures).getByText("10")).toBeInTheDocument();
    expect(within(figures).getByText("6")).toBeInTheDocument();
    expect(within(figures).getByText("4")).toBeInTheDocument();
    expect(within(figures).getByText("60.0%")).toBeInTheDocument();
    expect(within(figures).getByText(T.needsAttention)).toBeInTheDocument();
    expect(await screen.findByText(T.negativeEmpty)).toBeInTheDocument();
  });

  it("shows a dash and no verdict before anyone has rated", async () => {
    installFakeServer({
      "GET /api/admin/response-quality/stats": {
        json: { totalRatings: 0, thumbsUp: 0, thumbsDown: 0, positivePercentage: null, isGood: null },
      },
      "GET /api/admin/response-quality/negative": { json: list([]) },
    });
    renderPage();
    const figures = await screen.findByRole("region", { name: T.title });
    expect(within(figures).getByText("—")).toBeInTheDocument();
    expect(within(figures).queryByText(T.good)).not.toBeInTheDocument();
    expect(within(figures).queryByText(T.needsAttention)).not.toBeInTheDocument();
  });

  it("lists a thumbs-down reply, opens its conversation, and marks it reviewed", async () => {
    const user = userEvent.setup({ delay: null });
    let reviewedAt: string | null = null;
    const seen = installFakeServer({
      "GET /api/admin/response-quality/stats": { json: { ...stats, isGood: true, positivePercentage: 80 } },
      "GET /api/admin/response-quality/negative": () => ({ json: list([{ ...item, reviewedAt }]) }),
      [`GET /api/admin/response-quality/conversations/${CONVERSATION_ID}`]: { json: conversation },
      [`POST /api/admin/response-quality/ratings/${RATING_ID}/reviewed`]: () => {
        reviewedAt = "2026-11-21T00:00:00.000Z";
        return { json: { ratingId: RATING_ID, reviewedAt } };
      },
    });
    renderPage();
    expect(await screen.findByText(T.good)).toBeInTheDocument();
    const entries = await screen.findByRole("list", { name: T.negativeTitle });
    expect(within(entries).getByText("Try Queen's Bath in winter…")).toBeInTheDocument();
    expect(within(entries).getByText(`${T.conversation}: Beaches for kids`)).toBeInTheDocument();
    expect(within(entries).getByRole("link", { name: T.editInDirectory("Queen's Bath") })).toHaveAttribute(
      "href",
      `${paths.adminPlaces}?q=Queen%27s+Bath`,
    );

    await user.click(within(entries).getByRole("button", { name: T.openConversation }));
    const dialog = await screen.findByRole("dialog", { name: "Beaches for kids" });
    expect(await within(dialog).findByText("Safe beaches for kids?")).toBeInTheDocument();
    expect(within(dialog).getByText(/AlohaBot · .* · 👎/)).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(within(entries).getByRole("button", { name: T.markReviewed }));
    expect(await within(entries).findByText(T.reviewed)).toBeInTheDocument();
    expect(within(entries).queryByRole("button", { name: T.markReviewed })).not.toBeInTheDocument();
    expect(seen.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("shows an error card whose Retry asks again", async () => {
    const user = userEvent.setup({ delay: null });
    let healthy = false;
    installFakeServer({
      "GET /api/admin/response-quality/stats": () =>
        healthy ? { json: stats } : { status: 500, json: { error: { code: "internal", message: "boom" } } },
      "GET /api/admin/response-quality/negative": { json: list([]) },
    });
    renderPage();
    expect(await screen.findByText(T.loadError)).toBeInTheDocument();
    healthy = true;
    await user.click(screen.getByRole("button", { name: T.retry }));
    expect(await screen.findByRole("region", { name: T.title })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(T.loadError)).not.toBeInTheDocument());
  });
});
