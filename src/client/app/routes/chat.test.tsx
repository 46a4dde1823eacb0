import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/client/lib/query-client";
import { type FakeRoutes, installFakeServer, meWith, renderApp } from "@/client/testing/render-route";
import { CHAT } from "@/shared/messages/chat";
import type { PlaceCard } from "@/shared/schemas/place-card";
import * as chatRoute from "./chat";

const PLACE: PlaceCard = {
  name: "Hanalei Bay",
  place_id: "hanalei-bay",
  address: "Hanalei, HI",
  rating: null,
  reviews_count: null,
  photo_url: null,
  maps_url: "https://maps.example/hanalei",
  website_url: null,
  source: "directory",
  place_type: "beach",
  description: "A wide crescent bay under the mountains.",
  latitude: 22.21,
  longitude: -159.5,
  relevanceScore: 1,
  best_time_to_visit: "Summer mornings",
  difficulty_level: null,
  entrance_fee: null,
  facilities: ["Restrooms"],
};

/** The reply as the server streams it: server-sent events, in pieces. */
function sseReply(events: [string, unknown][]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [event, data] of events)
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

function serveChat(extra: FakeRoutes = {}) {
  let conversations = [{ id: "c-old", title: "Rainy day ideas", updatedAt: new Date().toISOString() }];
  const requests = installFakeServer({
    "GET /api/me": { json: meWith({ hasPaid: true }) },
    "GET /api/chat/conversations": () => ({ json: { conversations } }),
    "GET /api/chat/quota": { json: { limit: 50, remaining: 42, resetsAt: null } },
    "GET /api/chat/suggestions": { json: { suggestions: ["Best beaches for kids?"] } },
    "GET /api/chat/conversations/c-old": {
      json: {
        conversation: conversations[0],
        messages: [
          // The server sends every message with the places it mentioned (none here).
          { id: "m-u", role: "user", content: "Rainy day?", createdAt: "2026-11-20T10:00:00Z", places: [] },
          {
            id: "m-a",
            role: "assistant",
            content: "Visit the Kauai Museum.",
            createdAt: "2026-11-20T10:00:05Z",
            places: [],
          },
        ],
        places: [],
        ratings: { "m-a": "thumbs_up" },
      },
    },
    "DELETE /api/chat/conversations/c-old": () => {
      conversations = [];
      return { json: { deleted: true } };
    },
    "POST /api/chat": () => {
      conversations = [{ id: "c-new", title: "Beaches", updatedAt: new Date().toISOString() }, ...conversations];
      return sseReply([
        ["delta", { text: "Try " }],
        ["delta", { text: "Hanalei Bay." }],
        [
          "done",
          {
            conversationId: "c-new",
            message: {
              id: "m-1",
              role: "assistant",
              content: "Try **Hanalei Bay**.",
              createdAt: new Date().toISOString(),
            },
            places: [PLACE],
            remainingMessages: 41,
          },
        ],
      ]);
    },
    "PUT /api/chat/messages/m-1/rating": { json: { rating: "thumbs_up" } },
    ...extra,
  });
  return requests;
}

function renderChat() {
  return renderApp([{ path: "/chat", ...chatRoute }], "/chat");
}

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("/chat", () => {
  it("a paid member asks, the reply streams in with its places, and the conversation joins the list", async () => {
    const requests = serveChat();
    const user = userEvent.setup({ delay: null });
    renderChat();
    const input = await screen.findByLabelText("Message");
    expect(screen.getByRole("heading", { name: CHAT.headerNew })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Best beaches for kids?" })).toBeInTheDocument();
    await user.type(input, "Where should we swim?");
    await user.click(screen.getByRole("button", { name: CHAT.send }));
    expect(await screen.findByRole("heading", { name: CHAT.header })).toBeInTheDocument();
    expect(await screen.findByText("Hanalei Bay", { selector: "strong" })).toBeInTheDocument();
    // Checked once the reply is in: the conversation view re-renders as it gets its id.
    expect(screen.getByText("Where should we swim?")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: CHAT.placesToggle(1) }).length).toBeGreaterThan(0);
    expect(input).toHaveValue("");
    expect(requests.find((r) => r.method === "POST" && r.path === "/api/chat")?.body).toEqual({
      message: "Where should we swim?",
    });
    // The conversation list was read again and holds the new conversation.
    await user.click(screen.getByRole("button", { name: CHAT.conversations }));
    expect(await screen.findByText("Beaches")).toBeInTheDocument();
  });

  it("rates a reply", async () => {
    const requests = serveChat();
    const user = userEvent.setup({ delay: null });
    renderChat();
    await user.type(await screen.findByLabelText("Message"), "Swim?");
    await user.click(screen.getByRole("button", { name: CHAT.send }));
    await user.click(await screen.findByRole("button", { name: "Helpful" }));
    expect(await screen.findByText(CHAT.rating.positive)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Helpful" })).toHaveAttribute("aria-pressed", "true");
    expect(requests.find((r) => r.path === "/api/chat/messages/m-1/rating")?.body).toEqual({ rating: "thumbs_up" });
  });

  it("opens an earlier conversation from the list, then deletes it after asking", async () => {
    serveChat();
    const user = userEvent.setup({ delay: null });
    renderChat();
    await user.click(await screen.findByRole("button", { name: CHAT.conversations }));
    await user.click(await screen.findByText("Rainy day ideas"));
    expect(await screen.findByText("Visit the Kauai Museum.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: CHAT.conversations }));
    await user.click(await screen.findByRole("button", { name: "Delete Rainy day ideas" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(CHAT.deleteDialog.description)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: CHAT.deleteDialog.confirm }));
    expect(await screen.findByText(CHAT.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Visit the Kauai Museum.")).toBeNull());
    expect(screen.getByText("No conversations yet.")).toBeInTheDocument();
  });

  it("a refused message for the day's limit puts the text back and says the limit is reached", async () => {
    serveChat({
      "POST /api/chat": {
        status: 429,
        json: { error: { code: "daily_limit", message: "You've reached your daily message limit." } },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderChat();
    const input = await screen.findByLabelText("Message");
    await user.type(input, "One more?");
    await user.click(screen.getByRole("button", { name: CHAT.send }));
    expect(await screen.findByText(CHAT.limit.title)).toBeInTheDocument();
    expect(input).toHaveValue("One more?");
    expect(screen.queryByText("One more?", { selector: "p" })).toBeNull();
  });

  it("a failed send says so and keeps the text", async () => {
    serveChat({ "POST /api/chat": { status: 503, json: { error: { code: "unavailable", message: "x" } } } });
    const user = userEvent.setup({ delay: null });
    renderChat();
    const input = await screen.findByLabelText("Message");
    await user.type(input, "Hello?");
    await user.click(screen.getByRole("button", { name: CHAT.send }));
    expect(await screen.findByText(CHAT.sendFailed)).toBeInTheDocument();
    expect(input).toHaveValue("Hello?");
  });

  it("sends a visitor without an account to sign in", async () => {
    installFakeServer({ "GET /api/me": { json: { user: null, googleEnabled: false } } });
    const { router } = renderApp(
      [
        { path: "/chat", ...chatRoute },
        { path: "/auth", element: <p>auth page</p> },
      ],
      "/chat",
    );
    expect(await screen.findByText("auth page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?next=%2Fchat");
  });
});
