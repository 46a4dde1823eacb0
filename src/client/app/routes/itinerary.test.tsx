import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/client/lib/query-client";
import { installFakeServer, meWith, renderApp, signedOut } from "@/client/testing/render-route";
import { ITINERARY } from "@/shared/messages/itinerary";
import type { Itinerary, SavedItinerary } from "@/shared/schemas/itinerary";
import * as builderRoute from "./itinerary-builder";
import * as savedRoute from "./saved-itinerary";
import * as sharedRoute from "./shared-itinerary";

function day(n: number) {
  return {
    title: `Day ${n}: North Shore`,
    theme: "Beaches",
    estimatedTime: "6 hours",
    description: "Bays and a lighthouse.",
    summary: "Hanalei and Kīlauea.",
    region: "north_shore",
    driveMinutes: 25,
    activities: [
      {
        time: "9:00 AM",
        name: `Hanalei Bay ${n}`,
        category: "beach",
        description: "Swim in the bay.",
        duration: "2 hours",
        location: "Hanalei",
        rating: null,
        tip: "Go early for parking.",
        place: {
          name: `Hanalei Bay ${n}`,
          photo_url: null,
          rating: null,
          source: "directory",
          place_type: "beach",
          place_id: `hanalei-${n}`,
          latitude: 22.21,
          longitude: -159.5,
        },
      },
    ],
  };
}

const ITINERARY_3: Itinerary = {
  duration: "3 days",
  overview: { totalDays: 3, totalPlaces: 3, estimatedTime: "18 hours" },
  introduction: "Three easy days.",
  tips: ["Carry water."],
  days: [day(1), day(2), day(3)],
};

const SAVED: SavedItinerary = {
  id: "it-1",
  title: "3 days on Kauai",
  days: 3,
  places: 3,
  createdAt: "2026-11-20T10:00:00Z",
  updatedAt: "2026-11-20T10:00:00Z",
  itinerary: ITINERARY_3,
  shareToken: null,
};

const routes = [
  { path: "/itinerary-builder", ...builderRoute },
  { path: "/itinerary/:id", ...savedRoute },
  { path: "/shared/:token", ...sharedRoute },
  { path: "/auth", element: <p>auth page</p> },
];

async function walkWizard(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByText(ITINERARY.stepOf(1, 4))).toBeInTheDocument();
  const next = () => screen.getByRole("button", { name: ITINERARY.next });
  expect(next()).toBeDisabled();
  await user.click(screen.getByRole("button", { name: "2", exact: true } as never));
  // A range input: set as the browser does when the slider moves.
  fireEvent.change(screen.getByLabelText(/How many days/), { target: { value: "3" } });
  expect(screen.getByText(`Perfect for ${ITINERARY.hint(3)}`)).toBeInTheDocument();
  await user.click(next());
  expect(await screen.findByRole("heading", { name: ITINERARY.steps[1] })).toBeInTheDocument();
  expect(next()).toBeDisabled();
  await user.click(screen.getByRole("button", { name: "Beaches & Water Sports" }));
  await user.click(next());
  await user.click(await screen.findByRole("button", { name: "Mid-range" }));
  await user.click(screen.getByRole("button", { name: "Seafood" }));
  await user.click(next());
  expect(await screen.findByText(ITINERARY.percent(100))).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Moderate" }));
  await user.click(screen.getByRole("button", { name: "Couple" }));
  await user.click(screen.getByRole("button", { name: "Moderate ($$)" }));
  await user.click(screen.getByRole("button", { name: ITINERARY.generate }));
}

afterEach(() => {
  queryClient.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("/itinerary-builder", () => {
  it("walks the four steps, generates, shows the days, saves for a member, and starts over", async () => {
    const requests = installFakeServer({
      "GET /api/me": { json: meWith({ hasPaid: true }) },
      "POST /api/itinerary": { json: ITINERARY_3 },
      "POST /api/itineraries": { status: 201, json: SAVED },
    });
    const user = userEvent.setup({ delay: null });
    renderApp(routes, "/itinerary-builder");
    await walkWizard(user);
    expect(await screen.findByRole("heading", { name: ITINERARY.tripTitle("3 days") })).toBeInTheDocument();
    expect(screen.getAllByText(/Day 1: North Shore/).length).toBeGreaterThan(0);
    const generate = requests.find((r) => r.path === "/api/itinerary");
    expect(generate?.body).toMatchObject({
      preferences: { duration: "3 days", people: "2", interests: ["Beaches & Water Sports"], budget: "Moderate ($$)" },
    });
    await user.click(screen.getByRole("button", { name: "Save to Trip Planner" }));
    expect(await screen.findByRole("link", { name: "Open saved itinerary" })).toHaveAttribute(
      "href",
      "/itinerary/it-1",
    );
    await user.click(screen.getByRole("button", { name: ITINERARY.startOver }));
    expect(await screen.findByText(ITINERARY.stepOf(1, 4))).toBeInTheDocument();
  });

  it("a visitor who saves is sent to sign in", async () => {
    installFakeServer({
      "GET /api/me": { json: signedOut },
      "POST /api/itinerary": { json: ITINERARY_3 },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(routes, "/itinerary-builder");
    await walkWizard(user);
    await user.click(await screen.findByRole("button", { name: "Save to Trip Planner" }));
    expect(await screen.findByText("auth page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?next=%2Fitinerary-builder");
  });

  it("a failed generation says so and stays on the last step", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    installFakeServer({
      "GET /api/me": { json: signedOut },
      "POST /api/itinerary": { status: 503, json: { error: { code: "unavailable", message: "x" } } },
    });
    const user = userEvent.setup({ delay: null });
    renderApp(routes, "/itinerary-builder");
    await walkWizard(user);
    expect(await screen.findByText(ITINERARY.failed)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: ITINERARY.generate })).toBeInTheDocument();
  });
});

describe("/itinerary/:id and /shared/:token", () => {
  it("a saved itinerary is renamed and shared; the page shows the new state from the answers", async () => {
    const requests = installFakeServer({
      "GET /api/me": { json: meWith({ hasPaid: true }) },
      "GET /api/itineraries/it-1": { json: SAVED },
      "GET /api/itineraries/it-1/feedback": { json: { days: {}, review: null } },
      "PATCH /api/itineraries/it-1": (request) => ({
        json: { ...SAVED, title: (request.body as { title: string }).title },
      }),
      "POST /api/itineraries/it-1/share": { json: { shareToken: "tok123", url: "http://app.test/shared/tok123" } },
    });
    const user = userEvent.setup({ delay: null });
    renderApp(routes, "/itinerary/it-1");
    expect(await screen.findByRole("heading", { name: "3 days on Kauai" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Rename" }));
    const name = await screen.findByLabelText("Name");
    await user.clear(name);
    await user.type(name, "Our Kauai escape");
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByRole("heading", { name: "Our Kauai escape" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Create share link/ }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Read-only link/)).toHaveValue(`${window.location.origin}/shared/tok123`),
    );
    // Neither answer was followed by a second read of the itinerary.
    expect(requests.filter((r) => r.method === "GET" && r.path === "/api/itineraries/it-1")).toHaveLength(1);
  });

  it("an unknown saved itinerary is the not-found page; a shared one shows read-only", async () => {
    installFakeServer({
      "GET /api/me": { json: signedOut },
      "GET /api/shared/tok123": { json: { itinerary: ITINERARY_3 } },
    });
    renderApp(routes, "/shared/tok123");
    expect(await screen.findByRole("heading", { name: ITINERARY.tripTitle("3 days") })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save to Trip Planner" })).toBeNull();
  });
});
