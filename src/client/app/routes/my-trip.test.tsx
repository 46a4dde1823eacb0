import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/client/lib/query-client";
import { installFakeServer, meWith, renderApp } from "@/client/testing/render-route";
import { LEGAL_DIALOG } from "@/shared/messages/payment";
import type { SavedTripItem } from "@/shared/schemas/trip";
import * as myTripRoute from "./my-trip";

function item(id: string, patch: Partial<SavedTripItem> = {}): SavedTripItem {
  return {
    id,
    messageId: `m-${id}`,
    conversationId: `c-${id}`,
    category: "beaches",
    note: null,
    isFavorite: false,
    content: `Swim at **Bay ${id}**.`,
    places: [],
    createdAt: "2026-11-20T10:00:00Z",
    ...patch,
  };
}

function serve(items: SavedTripItem[], me = meWith({ hasPaid: true })) {
  let current = items;
  const requests = installFakeServer({
    "GET /api/me": { json: me },
    "GET /api/trip/saved": () => ({ json: { items: current } }),
    "GET /api/itineraries": {
      json: {
        itineraries: [
          {
            id: "it-1",
            title: "3 days on Kauai",
            days: 3,
            places: 9,
            createdAt: "x",
            updatedAt: "2026-11-20T10:00:00Z",
          },
        ],
      },
    },
    "PATCH /api/trip/saved/a": (request) => {
      const updated = { ...item("a"), ...(request.body as object) };
      current = current.map((i) => (i.id === "a" ? updated : i));
      return { json: updated };
    },
    "DELETE /api/trip/saved/b": () => {
      current = current.filter((i) => i.id !== "b");
      return { json: { deleted: true } };
    },
    "POST /api/me/consent": { json: { ok: true } },
  });
  return requests;
}

function renderMyTrip() {
  return renderApp([{ path: "/my-trip", ...myTripRoute }], "/my-trip");
}

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("/my-trip", () => {
  it("lists saved replies by category and the saved itineraries", async () => {
    serve([item("a"), item("b", { category: "food", content: "Eat at **Shack b**." })]);
    renderMyTrip();
    expect(await screen.findByRole("heading", { level: 1, name: "My Trip" })).toBeInTheDocument();
    expect(await screen.findByText("Bay a")).toBeInTheDocument();
    expect(screen.getByText("Shack b")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /Beaches/ })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /Food/ })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /3 days on Kauai/ })).toHaveAttribute("href", "/itinerary/it-1");
    const bay = screen.getByText("Bay a").closest("article") as HTMLElement;
    expect(within(bay).getByRole("link", { name: "Open the conversation" })).toHaveAttribute("href", "/chat?c=c-a");
  });

  it("saves a note and a favourite from the answers, without reading the list again", async () => {
    const requests = serve([item("a")]);
    const user = userEvent.setup({ delay: null });
    renderMyTrip();
    const note = await screen.findByPlaceholderText("Add a note");
    await user.type(note, "Bring snorkels");
    await user.click(screen.getByRole("button", { name: "Save note" }));
    expect(await screen.findByText("Note saved")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add to favourites" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Remove from favourites" })).toHaveAttribute("aria-pressed", "true"),
    );
    expect(requests.filter((r) => r.method === "PATCH").map((r) => r.body)).toEqual([
      { note: "Bring snorkels" },
      { isFavorite: true },
    ]);
    expect(requests.filter((r) => r.method === "GET" && r.path === "/api/trip/saved")).toHaveLength(1);
  });

  it("removes an item after asking, and filters by search and favourites", async () => {
    serve([item("a", { isFavorite: true }), item("b", { content: "Hike the **Trail b**." })]);
    const user = userEvent.setup({ delay: null });
    renderMyTrip();
    await user.type(await screen.findByLabelText("Search saved recommendations"), "trail");
    expect(screen.queryByText("Bay a")).toBeNull();
    expect(screen.getByText("Trail b")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Search saved recommendations"));
    await user.click(screen.getByRole("button", { name: "Favourites only" }));
    expect(screen.queryByText("Trail b")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Favourites only" }));
    const trail = screen.getByText("Trail b").closest("article") as HTMLElement;
    await user.click(within(trail).getByRole("button", { name: "Delete saved item" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this recommendation?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Removed from your trip")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Trail b")).toBeNull());
  });

  it("asks a member who has not accepted the current terms to accept them first", async () => {
    const requests = serve([item("a")], meWith({ termsAccepted: false }));
    const user = userEvent.setup({ delay: null });
    renderMyTrip();
    const dialog = await screen.findByRole("dialog", { name: LEGAL_DIALOG.title });
    await user.click(within(dialog).getByRole("button", { name: LEGAL_DIALOG.accept }));
    expect(await screen.findByText("Bay a")).toBeInTheDocument();
    expect(requests.find((r) => r.path === "/api/me/consent")?.body).toEqual({ consent: true });
  });
});
