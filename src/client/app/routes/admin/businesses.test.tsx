import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, renderRoutes } from "@/client/testing/render-route";
import { ADMIN_BUSINESSES as T } from "@/shared/messages/admin-curation";
import type { AdminBusiness, AdminBusinessesResponse } from "@/shared/schemas/admin-businesses";
import { Component as Businesses } from "./businesses";

const hanalei: AdminBusiness = {
  id: "00000000-0000-4000-8000-0000000000b1",
  name: "Hanalei Surf Co",
  description: "Lessons and rentals on Hanalei Bay",
  location: "Hanalei",
  websiteUrl: "https://surf.example.com",
  logoUrl: null,
  placeId: null,
  categories: ["Surf", "Rentals", "Lessons", "Shop", "Tours"],
  aliases: [],
  priorityWeight: 75,
  displayOrder: 2,
  isActive: true,
  isSponsored: true,
  showInChat: true,
  sponsoredFrom: "2026-11-01",
  sponsoredUntil: "2026-12-31",
  createdAt: "2026-11-01T00:00:00.000Z",
};
const poke: AdminBusiness = {
  ...hanalei,
  id: "00000000-0000-4000-8000-0000000000b2",
  name: "poke shack",
  location: null,
  websiteUrl: null,
  categories: [],
  priorityWeight: 20,
  displayOrder: 0,
  isActive: false,
  isSponsored: false,
  sponsoredFrom: null,
  sponsoredUntil: null,
};

const listOf = (items: AdminBusiness[]): AdminBusinessesResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 200,
});

function renderBusinesses() {
  return renderRoutes([{ path: "/admin/businesses", Component: Businesses }], "/admin/businesses");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Business Directory", () => {
  it("shows each business's card: ribbon, priority tone, categories, sponsorship window and website", async () => {
    installFakeServer({ "GET /api/admin/businesses": { json: listOf([hanalei, poke]) } });
    renderBusinesses();
    expect(await screen.findByRole("heading", { level: 2, name: "Hanalei Surf Co" })).toBeInTheDocument();
    const [surfCard, pokeCard] = screen.getAllByTestId("business-card");
    const surf = within(surfCard!);
    expect(surf.getByText(T.ribbon)).toBeInTheDocument();
    expect(surf.getByText(T.priority(75))).toHaveAttribute("data-tone", "destructive");
    expect(surf.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Surf",
      "Rentals",
      "Lessons",
      T.more(2),
    ]);
    expect(surf.getByText(T.sponsorship("2026-11-01", "2026-12-31"))).toBeInTheDocument();
    expect(surf.getByText(T.order(2))).toBeInTheDocument();
    expect(surf.getByRole("link", { name: /Visit/ })).toHaveAttribute("href", "https://surf.example.com");
    const pokeView = within(pokeCard!);
    expect(pokeView.getByText(T.priority(20))).toHaveAttribute("data-tone", "muted");
    expect(pokeView.getByText("P")).toBeInTheDocument();
    expect(pokeView.queryByText(T.ribbon)).not.toBeInTheDocument();
    expect(pokeView.queryByRole("link")).not.toBeInTheDocument();
    expect(pokeView.getByRole("switch", { name: T.toggleActive("poke shack") })).toHaveAttribute(
      "aria-checked",
      "false",
    );
  });

  it("checks the form (required fields, website, sponsorship window) before sending the business", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/businesses": { json: listOf([hanalei]) },
      "POST /api/admin/businesses": ({ body }) => ({
        status: 201,
        json: { ...hanalei, ...(body as object), id: "new" },
      }),
    });
    renderBusinesses();
    await user.click(await screen.findByRole("button", { name: T.add }));
    const dialog = await screen.findByRole("dialog", { name: T.addTitle });
    await user.click(within(dialog).getByRole("button", { name: T.save }));
    expect(await within(dialog).findByText(T.validation.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(T.validation.descriptionRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(T.fields.name), "Kilauea Bakery");
    await user.type(within(dialog).getByLabelText(T.fields.description), "Pau hana pizza");
    await user.type(within(dialog).getByLabelText(T.fields.websiteUrl), "not a url");
    await user.type(within(dialog).getByLabelText(T.fields.sponsoredFrom), "2026-12-10");
    await user.type(within(dialog).getByLabelText(T.fields.sponsoredUntil), "2026-12-01");
    await user.click(within(dialog).getByRole("button", { name: T.save }));
    expect(await within(dialog).findByText(T.validation.url)).toBeInTheDocument();
    expect(within(dialog).getByText(T.validation.window)).toBeInTheDocument();
    expect(within(dialog).queryByText(T.validation.nameRequired)).not.toBeInTheDocument();
    expect(seen.some((r) => r.method === "POST")).toBe(false);

    await user.clear(within(dialog).getByLabelText(T.fields.websiteUrl));
    await user.clear(within(dialog).getByLabelText(T.fields.sponsoredUntil));
    await user.type(within(dialog).getByLabelText(T.fields.categories), "Bakery, , Pizza");
    await user.click(within(dialog).getByRole("button", { name: T.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(seen.find((r) => r.method === "POST")?.body).toMatchObject({
      name: "Kilauea Bakery",
      description: "Pau hana pizza",
      websiteUrl: null,
      categories: ["Bakery", "Pizza"],
      priorityWeight: 30,
      sponsoredFrom: "2026-12-10",
      sponsoredUntil: null,
    });
  });

  it("moves the Sponsored switch at once and puts it back when the server refuses", async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen = installFakeServer({
      "GET /api/admin/businesses": { json: listOf([poke]) },
      [`POST /api/admin/businesses/${poke.id}/sponsored`]: async () => {
        await gate;
        return { status: 500, json: { error: { code: "internal", message: "refused" } } };
      },
    });
    renderBusinesses();
    const sponsored = await screen.findByRole("switch", { name: T.toggleSponsored("poke shack") });
    expect(sponsored).toHaveAttribute("aria-checked", "false");
    await user.click(sponsored);
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: T.toggleSponsored("poke shack") })).toHaveAttribute(
        "aria-checked",
        "true",
      ),
    );
    expect(seen.find((r) => r.path.endsWith("/sponsored"))?.body).toEqual({ isSponsored: true });
    release();
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: T.toggleSponsored("poke shack") })).toHaveAttribute(
        "aria-checked",
        "false",
      ),
    );
  });

  it("edits a business and deletes one only after the confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/businesses": { json: listOf([hanalei]) },
      [`PUT /api/admin/businesses/${hanalei.id}`]: ({ body }) => ({ json: { ...hanalei, ...(body as object) } }),
      [`DELETE /api/admin/businesses/${hanalei.id}`]: { status: 204 },
    });
    renderBusinesses();
    await user.click(await screen.findByRole("button", { name: `${T.edit} Hanalei Surf Co` }));
    const dialog = await screen.findByRole("dialog", { name: T.editTitle });
    expect(within(dialog).getByLabelText(T.fields.categories)).toHaveValue("Surf, Rentals, Lessons, Shop, Tours");
    expect(within(dialog).getByLabelText(T.fields.priorityWeight)).toHaveValue(75);
    await user.click(within(dialog).getByRole("button", { name: T.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(seen.find((r) => r.method === "PUT")?.body).toMatchObject({ name: "Hanalei Surf Co", priorityWeight: 75 });

    await user.click(screen.getByRole("button", { name: `${T.delete} Hanalei Surf Co` }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(T.deleteConfirm)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: T.delete }));
    await waitFor(() => expect(seen.filter((r) => r.method === "DELETE")).toHaveLength(1));
  });
});
