import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, renderRoutes } from "@/client/testing/render-route";
import { ADMIN_SHOWCASE as T, UPLOAD_MESSAGES as U } from "@/shared/messages/admin-curation";
import type { AdminShowcase, AdminShowcaseList } from "@/shared/schemas/admin-showcase";
import type { UploadResult } from "@/shared/schemas/admin-uploads";
import { Component as Showcase } from "./showcase";

const napali: AdminShowcase = {
  id: "00000000-0000-4000-8000-0000000000e1",
  name: "Na Pali Coast",
  imageUrl: "/uploads/showcase/na-pali.webp",
  storagePath: "showcase/na-pali.webp",
  altText: "Cliffs of the Na Pali Coast",
  displayOrder: 1,
  isActive: true,
};
const waimea: AdminShowcase = {
  ...napali,
  id: "00000000-0000-4000-8000-0000000000e2",
  name: "Waimea Canyon",
  imageUrl: null,
  storagePath: null,
  altText: "Waimea Canyon",
  displayOrder: 2,
  isActive: false,
};

const listOf = (items: AdminShowcase[]): AdminShowcaseList => ({ items, total: items.length });

const uploaded: UploadResult = {
  key: "showcase/hanalei-bay.webp",
  url: "/uploads/showcase/hanalei-bay.webp",
  thumbnailUrl: "/uploads/showcase/hanalei-bay-thumb.webp",
  width: 1200,
  height: 800,
  bytes: 12_345,
  contentType: "image/webp",
};

function renderShowcase() {
  return renderRoutes([{ path: "/admin/showcase", Component: Showcase }], "/admin/showcase");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Kauai Showcase", () => {
  it("lists the locations with their image, order and state; only a stored image can be deleted", async () => {
    installFakeServer({ "GET /api/admin/showcase": { json: listOf([napali, waimea]) } });
    renderShowcase();
    const [first, second] = await screen.findAllByTestId("showcase-row");
    expect(within(first!).getByRole("img", { name: "Cliffs of the Na Pali Coast" })).toHaveAttribute(
      "src",
      napali.imageUrl,
    );
    expect(within(first!).getByText(T.order(1))).toBeInTheDocument();
    expect(within(first!).queryByText(T.inactive)).not.toBeInTheDocument();
    expect(within(first!).getByRole("button", { name: `${T.deleteImage} Na Pali Coast` })).toBeInTheDocument();
    expect(within(second!).getByText(T.inactive)).toBeInTheDocument();
    expect(within(second!).queryByRole("button", { name: `${T.deleteImage} Waimea Canyon` })).not.toBeInTheDocument();
  });

  it("checks the form, uploads an image, and creates the location with the stored image", async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const seen = installFakeServer({
      "GET /api/admin/showcase": { json: listOf([napali]) },
      "POST /api/admin/uploads": { status: 201, json: uploaded },
      "POST /api/admin/showcase": ({ body }) => ({ status: 201, json: { ...napali, ...(body as object), id: "new" } }),
    });
    renderShowcase();
    await screen.findAllByTestId("showcase-row");
    await user.click(screen.getByRole("button", { name: T.add }));
    const form = within(await screen.findByRole("dialog", { name: T.addTitle }));
    expect(form.getByLabelText(T.fields.displayOrder)).toHaveValue(2);
    await user.clear(form.getByLabelText(T.fields.displayOrder));
    await user.click(form.getByRole("button", { name: T.save }));
    expect(await form.findByText(T.validation.nameRequired)).toBeInTheDocument();
    expect(form.getByText(T.validation.altRequired)).toBeInTheDocument();
    expect(form.getByText(T.validation.orderRequired)).toBeInTheDocument();

    await user.type(form.getByLabelText(T.fields.name), "Hanalei Bay");
    await user.type(form.getByLabelText(T.fields.displayOrder), "3");
    await user.type(form.getByLabelText(T.fields.altText), "Hanalei Bay at dusk");
    await user.click(form.getByRole("tab", { name: U.tabUpload }));
    const chooser = await form.findByLabelText(U.chooseFile);
    await user.upload(chooser, new File(["notes"], "notes.txt", { type: "text/plain" }));
    expect(await form.findByText(U.notAnImage)).toBeInTheDocument();
    expect(seen.some((r) => r.path === "/api/admin/uploads")).toBe(false);

    await user.upload(chooser, new File([new Uint8Array([137, 80, 78, 71])], "bay.png", { type: "image/png" }));
    expect(await form.findByRole("img", { name: U.preview })).toHaveAttribute("src", uploaded.url);
    await user.click(form.getByRole("button", { name: T.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(seen.find((r) => r.path === "/api/admin/showcase" && r.method === "POST")?.body).toEqual({
      name: "Hanalei Bay",
      displayOrder: 3,
      altText: "Hanalei Bay at dusk",
      imageUrl: uploaded.url,
      isActive: true,
    });
  });

  it("switches a location off and deletes its stored image and the location after each confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/showcase": { json: listOf([napali]) },
      [`POST /api/admin/showcase/${napali.id}/active`]: ({ body }) => ({ json: { ...napali, ...(body as object) } }),
      [`DELETE /api/admin/showcase/${napali.id}/image`]: { json: { ...napali, imageUrl: null, storagePath: null } },
      [`DELETE /api/admin/showcase/${napali.id}`]: { status: 204 },
    });
    renderShowcase();
    await user.click(await screen.findByRole("switch", { name: T.toggleLabel("Na Pali Coast") }));
    await waitFor(() => expect(seen.find((r) => r.path.endsWith("/active"))?.body).toEqual({ isActive: false }));

    await user.click(screen.getByRole("button", { name: `${T.deleteImage} Na Pali Coast` }));
    const imageConfirm = await screen.findByRole("alertdialog");
    expect(within(imageConfirm).getByText(T.deleteImageConfirm)).toBeInTheDocument();
    await user.click(within(imageConfirm).getByRole("button", { name: T.deleteImage }));
    await waitFor(() => expect(seen.some((r) => r.method === "DELETE" && r.path.endsWith("/image"))).toBe(true));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: `${T.delete} Na Pali Coast` }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(T.deleteConfirm)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: T.delete }));
    await waitFor(() =>
      expect(seen.some((r) => r.method === "DELETE" && r.path === `/api/admin/showcase/${napali.id}`)).toBe(true),
    );
  });

  it("edits a location with its values filled in", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/showcase": { json: listOf([waimea]) },
      [`PUT /api/admin/showcase/${waimea.id}`]: ({ body }) => ({ json: { ...waimea, ...(body as object) } }),
    });
    renderShowcase();
    await user.click(await screen.findByRole("button", { name: `${T.edit} Waimea Canyon` }));
    const form = within(await screen.findByRole("dialog", { name: T.editTitle }));
    expect(form.getByLabelText(T.fields.name)).toHaveValue("Waimea Canyon");
    await user.type(form.getByLabelText(U.imageUrl), "https://example.com/canyon.jpg");
    expect(await form.findByRole("img", { name: U.preview })).toHaveAttribute("src", "https://example.com/canyon.jpg");
    await user.click(form.getByRole("button", { name: T.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(seen.find((r) => r.method === "PUT")?.body).toMatchObject({
      name: "Waimea Canyon",
      imageUrl: "https://example.com/canyon.jpg",
      isActive: false,
    });
  });
});
