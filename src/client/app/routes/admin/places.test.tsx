import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldErrors, installFakeServer, renderRoutes } from "@/client/testing/render-route";
import { ADMIN_PLACES as T } from "@/shared/messages/admin-curation";
import type { AdminPlace, AdminPlacesResponse, PlaceChecks } from "@/shared/schemas/admin-places";
import type { PlaceFacts } from "@/shared/schemas/place-facts";
import { Component as Places } from "./places";

const facts: PlaceFacts = {
  access: { mode: "short-walk", note: "Ten minutes from the lot" },
  safetyNotes: ["Do not swim in winter surf."],
  ocean: { summer: "calm", winter: "dangerous", lifeguard: true },
  suitability: { toddlers: false, kids: true, beginners: true, wheelchair: false },
  meals: [],
  hours: [{ days: [1, 2, 3], open: "09:00", close: "17:00" }],
  faces: null,
  bestTimesOfDay: [],
  reservation: null,
  status: "open",
  verifiedOn: "2026-01-15",
  sources: [{ title: "County parks", url: "https://example.com/parks" }],
};

const anini: AdminPlace = {
  id: "00000000-0000-4000-8000-0000000000d1",
  name: "Anini Beach",
  placeId: "kauai-anini-beach",
  category: "Beach",
  location: "North Shore",
  address: "Anini Rd, Kilauea",
  description: "A calm, reef-protected beach",
  imageUrl: null,
  imageAltText: null,
  latitude: 22.2237,
  longitude: -159.4667,
  aliases: ["Anini"],
  displayOrder: 0,
  isActive: true,
  showInChat: true,
  facts,
};
const closedCafe: AdminPlace = {
  ...anini,
  id: "00000000-0000-4000-8000-0000000000d2",
  name: "Old Cafe",
  placeId: "kauai-old-cafe",
  category: "Restaurant",
  address: null,
  description: null,
  latitude: null,
  longitude: null,
  isActive: false,
  facts: null,
};

const checks: PlaceChecks = {
  duplicates: [
    { a: { id: "1", name: "Anini Beach" }, b: { id: "2", name: "Anini Beach Park" }, reason: "distance", meters: 40 },
  ],
  stale: [{ id: "3", name: "Old Cafe", verifiedOn: null }],
};

const listOf = (items: AdminPlace[]): AdminPlacesResponse => ({ items, total: items.length, page: 1, pageSize: 20 });

function renderPlaces(path = "/admin/places") {
  return renderRoutes([{ path: "/admin/places", Component: Places }], path);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Places Directory", () => {
  it("shows the duplicate and stale checks and one card per place", async () => {
    installFakeServer({
      "GET /api/admin/places": { json: listOf([anini, closedCafe]) },
      "GET /api/admin/places/checks": { json: checks },
    });
    renderPlaces();
    expect(await screen.findByText(`${T.checks.duplicatesTitle} (1)`)).toBeInTheDocument();
    expect(screen.getByText(/Anini Beach \/ Anini Beach Park/)).toHaveTextContent(T.checks.nearby(40));
    expect(screen.getByText(`${T.checks.staleTitle} (1)`)).toBeInTheDocument();
    expect(screen.getByText(T.checks.neverVerified, { exact: false })).toBeInTheDocument();

    const [aniniCard, cafeCard] = await screen.findAllByTestId("place-card");
    expect(within(aniniCard!).getByText(T.placeIdLabel("kauai-anini-beach"))).toBeInTheDocument();
    expect(within(aniniCard!).getByText(T.coordinates(22.2237, -159.4667))).toBeInTheDocument();
    expect(within(aniniCard!).getByText(T.active)).toBeInTheDocument();
    expect(within(cafeCard!).getByText(T.inactive)).toBeInTheDocument();
    expect(within(cafeCard!).queryByText(/-159/)).not.toBeInTheDocument();
  });

  it("filters by category through the address bar and the server", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/places": ({ search }) => ({
        json: search.get("category") === "Restaurant" ? listOf([]) : listOf([anini]),
      }),
      "GET /api/admin/places/checks": { json: { duplicates: [], stale: [] } },
    });
    const { router } = renderPlaces();
    expect(await screen.findByText(T.checks.noDuplicates)).toBeInTheDocument();
    await screen.findByRole("heading", { level: 2, name: "Anini Beach" });
    await user.selectOptions(screen.getByLabelText(T.categoryLabel), "Restaurant");
    expect(await screen.findByText(T.noMatches)).toBeInTheDocument();
    expect(router.state.location.search).toContain("category=Restaurant");
    expect(
      seen
        .filter((r) => r.path === "/api/admin/places")
        .at(-1)
        ?.search.get("category"),
    ).toBe("Restaurant");
  });

  it("checks a new place (name, ID, category, both coordinates, hours) and sends its verified facts", async () => {
    const user = userEvent.setup({ delay: null });
    let attempt = 0;
    const seen = installFakeServer({
      "GET /api/admin/places": { json: listOf([]) },
      "GET /api/admin/places/checks": { json: { duplicates: [], stale: [] } },
      "POST /api/admin/places": ({ body }) => {
        attempt += 1;
        if (attempt === 1) return fieldErrors({ placeId: T.validation.placeIdTaken }, 409);
        return { status: 201, json: { ...anini, ...(body as object) } };
      },
    });
    renderPlaces();
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: T.add }));
    const dialog = await screen.findByRole("dialog", { name: T.addTitle });
    const form = within(dialog);
    await user.click(form.getByRole("button", { name: T.save }));
    expect(await form.findByText(T.validation.nameRequired)).toBeInTheDocument();
    expect(form.getByText(T.validation.placeIdRequired)).toBeInTheDocument();
    expect(form.getByText(T.validation.categoryRequired)).toBeInTheDocument();

    await user.type(form.getByLabelText(T.fields.name), "Tunnels Beach");
    await user.type(form.getByLabelText(T.fields.placeId), "kauai-tunnels");
    await user.selectOptions(form.getByLabelText(T.fields.category), "Beach");
    await user.type(form.getByLabelText(T.fields.latitude), "22.2");
    await user.click(form.getByRole("button", { name: T.save }));
    expect(await form.findByText(T.validation.bothCoordinates)).toBeInTheDocument();

    await user.type(form.getByLabelText(T.fields.longitude), "-159.56");
    // With both coordinates the form shows where the point falls on the island.
    expect(await form.findByRole("img", { name: T.mapPreview("Tunnels Beach") })).toBeInTheDocument();

    await user.click(form.getByRole("button", { name: T.facts.add }));
    await user.selectOptions(form.getByLabelText(T.facts.ocean), "some");
    await user.selectOptions(form.getByLabelText(T.facts.winter), "dangerous");
    await user.click(form.getByRole("checkbox", { name: T.facts.lifeguard }));
    await user.click(form.getByRole("checkbox", { name: T.facts.suitabilityKeys.kids }));
    await user.type(form.getByLabelText(T.facts.safetyNotes), "Strong currents in winter.");
    await user.type(form.getByLabelText(T.facts.sources), "Lifeguard association | https://example.com/ocean");
    await user.type(form.getByLabelText(T.facts.hours), "not hours");
    await user.click(form.getByRole("button", { name: T.save }));
    expect(await form.findByText(T.facts.hoursInvalid)).toBeInTheDocument();

    await user.clear(form.getByLabelText(T.facts.hours));
    await user.type(form.getByLabelText(T.facts.hours), "0,6 06:00-18:00");
    await user.click(form.getByRole("button", { name: T.save }));
    // The server refuses the ID: its message lands under the field.
    expect(await form.findByText(T.validation.placeIdTaken)).toBeInTheDocument();

    await user.clear(form.getByLabelText(T.fields.placeId));
    await user.type(form.getByLabelText(T.fields.placeId), "kauai-tunnels-beach");
    await user.click(form.getByRole("button", { name: T.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const sent = seen.filter((r) => r.method === "POST").at(-1)?.body;
    expect(sent).toMatchObject({
      name: "Tunnels Beach",
      placeId: "kauai-tunnels-beach",
      category: "Beach",
      latitude: 22.2,
      longitude: -159.56,
      facts: {
        ocean: { summer: "calm", winter: "dangerous", lifeguard: true },
        suitability: { kids: true, toddlers: false },
        safetyNotes: ["Strong currents in winter."],
        hours: [{ days: [0, 6], open: "06:00", close: "18:00" }],
        sources: [{ title: "Lifeguard association", url: "https://example.com/ocean" }],
      },
    });
  });

  it("edits a place with its facts filled in, and can remove the facts", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/places": { json: listOf([anini]) },
      "GET /api/admin/places/checks": { json: { duplicates: [], stale: [] } },
      [`PUT /api/admin/places/${anini.id}`]: ({ body }) => ({ json: { ...anini, ...(body as object) } }),
    });
    renderPlaces();
    await user.click(await screen.findByRole("button", { name: `${T.edit} Anini Beach` }));
    const form = within(await screen.findByRole("dialog", { name: T.editTitle }));
    expect(form.getByLabelText(T.fields.aliases)).toHaveValue("Anini");
    expect(form.getByLabelText(T.facts.accessMode)).toHaveValue("short-walk");
    expect(form.getByLabelText(T.facts.hours)).toHaveValue("1,2,3 09:00-17:00");
    expect(form.getByLabelText(T.facts.sources)).toHaveValue("County parks | https://example.com/parks");
    await user.click(form.getByRole("button", { name: T.facts.remove }));
    expect(form.getByText(T.facts.none)).toBeInTheDocument();
    await user.click(form.getByRole("button", { name: T.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(seen.find((r) => r.method === "PUT")?.body).toMatchObject({ name: "Anini Beach", facts: null });
  });

  it("deactivates the selected places at once and deletes one after the confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/places": { json: listOf([anini, closedCafe]) },
      "GET /api/admin/places/checks": { json: { duplicates: [], stale: [] } },
      "POST /api/admin/places/bulk": ({ body }) => ({ json: { affected: (body as { ids: string[] }).ids.length } }),
      [`DELETE /api/admin/places/${closedCafe.id}`]: { status: 204 },
    });
    renderPlaces();
    await user.click(await screen.findByRole("checkbox", { name: T.bulk.selectAll }));
    expect(await screen.findByText(T.bulk.selected(2))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: T.bulk.deactivate }));
    await waitFor(() =>
      expect(seen.find((r) => r.path === "/api/admin/places/bulk")?.body).toEqual({
        ids: [anini.id, closedCafe.id],
        action: "deactivate",
      }),
    );

    await user.click(screen.getByRole("button", { name: `${T.delete} Old Cafe` }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(T.deleteConfirm)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: T.delete }));
    await waitFor(() => expect(seen.filter((r) => r.method === "DELETE")).toHaveLength(1));
  });
});
