import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldErrors, installFakeServer, renderRoutes } from "@/client/testing/render-route";
import { ADMIN_REVIEWS as T } from "@/shared/messages/admin-curation";
import type { AdminReview, AdminReviewsResponse } from "@/shared/schemas/admin-reviews";
import { Component as Reviews } from "./reviews";

const kai: AdminReview = {
  id: "00000000-0000-4000-8000-000000000001",
  reviewerName: "Kai",
  reviewText: "Great trip planner",
  starRating: 5,
  isActive: true,
  submittedByUser: true,
  displayOrder: 0,
  createdAt: "2026-11-01T00:00:00.000Z",
};
const lani: AdminReview = {
  ...kai,
  id: "00000000-0000-4000-8000-000000000002",
  reviewerName: "Lani",
  reviewText: "Helpful",
  starRating: 3,
  isActive: false,
  submittedByUser: false,
  displayOrder: 1,
};

const listOf = (items: AdminReview[]): AdminReviewsResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  counters: { all: 2, active: 1, pending: 1, customer: 1, avgRating: "4.0" },
});

function renderReviews(path = "/admin/reviews") {
  return renderRoutes([{ path: "/admin/reviews", Component: Reviews }], path);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Manage Reviews", () => {
  it("shows the counters and one card per review", async () => {
    installFakeServer({ "GET /api/admin/reviews": { json: listOf([kai, lani]) } });
    renderReviews();
    expect(await screen.findByRole("heading", { level: 2, name: "Kai" })).toBeInTheDocument();
    expect(screen.getByText("4.0")).toBeInTheDocument();
    expect(screen.getAllByText("1").length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole("img", { name: "5 of 5 stars" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "3 of 5 stars" })).toBeInTheDocument();
    const [kaiCard, laniCard] = screen.getAllByTestId("review-card");
    expect(within(kaiCard!).getByText(T.customerBadge)).toBeInTheDocument();
    expect(within(laniCard!).queryByText(T.customerBadge)).not.toBeInTheDocument();
    expect(screen.getByText(T.order(1))).toBeInTheDocument();
    expect(screen.getByText(T.statusInactive)).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: T.toggleLabel("Lani") })).toHaveAttribute("aria-checked", "false");
  });

  it("checks the Add Review form, shows the server's field message, then creates the review", async () => {
    const user = userEvent.setup({ delay: null });
    let attempt = 0;
    const seen = installFakeServer({
      "GET /api/admin/reviews": { json: listOf([]) },
      "POST /api/admin/reviews": ({ body }) => {
        attempt += 1;
        if (attempt === 1) return fieldErrors({ reviewerName: "That name is taken" });
        return { status: 201, json: { ...kai, ...(body as object) } };
      },
    });
    renderReviews();
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: T.add }));
    const dialog = await screen.findByRole("dialog", { name: T.addTitle });
    // A new review's order is the count of reviews.
    expect(within(dialog).getByLabelText(T.fields.displayOrder)).toHaveValue(2);

    await user.click(within(dialog).getByRole("button", { name: T.save }));
    expect(await within(dialog).findByText(T.validation.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(T.validation.textRequired)).toBeInTheDocument();
    expect(seen.filter((r) => r.method === "POST")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(T.fields.reviewerName), "Noe");
    await user.type(within(dialog).getByLabelText(T.fields.reviewText), "Loved the beaches");
    await user.click(within(dialog).getByRole("button", { name: T.save }));
    expect(await within(dialog).findByText("That name is taken")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: T.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const posts = seen.filter((r) => r.method === "POST");
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toMatchObject({ reviewerName: "Noe", reviewText: "Loved the beaches", starRating: 5 });
  });

  it("edits a review with its values filled in", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/reviews": { json: listOf([kai]) },
      [`PUT /api/admin/reviews/${kai.id}`]: ({ body }) => ({ json: { ...kai, ...(body as object) } }),
    });
    renderReviews();
    await user.click(await screen.findByRole("button", { name: `${T.edit} Kai` }));
    const dialog = await screen.findByRole("dialog", { name: T.editTitle });
    const text = within(dialog).getByLabelText(T.fields.reviewText);
    expect(text).toHaveValue("Great trip planner");
    await user.clear(text);
    await user.type(text, "Even better");
    await user.click(within(dialog).getByRole("button", { name: T.save }));
    await waitFor(() => expect(seen.some((r) => r.method === "PUT")).toBe(true));
    expect(seen.find((r) => r.method === "PUT")?.body).toMatchObject({ reviewText: "Even better" });
  });

  it("deletes a review only after the confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/reviews": { json: listOf([kai]) },
      [`DELETE /api/admin/reviews/${kai.id}`]: { status: 204 },
    });
    renderReviews();
    await user.click(await screen.findByRole("button", { name: `${T.delete} Kai` }));
    const confirm = await screen.findByRole("alertdialog", { name: T.delete });
    expect(within(confirm).getByText(T.deleteConfirm)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(seen.some((r) => r.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: `${T.delete} Kai` }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: T.delete }));
    await waitFor(() => expect(seen.filter((r) => r.method === "DELETE")).toHaveLength(1));
  });

  it("activates the selected reviews at once, and asks before deleting them", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/reviews": { json: listOf([kai, lani]) },
      "POST /api/admin/reviews/bulk": ({ body }) => ({ json: { affected: (body as { ids: string[] }).ids.length } }),
    });
    renderReviews();
    await user.click(await screen.findByRole("checkbox", { name: T.bulk.select("Lani") }));
    expect(await screen.findByText(T.bulk.selected(1))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: T.bulk.activate }));
    await waitFor(() =>
      expect(seen.find((r) => r.path === "/api/admin/reviews/bulk")?.body).toEqual({
        ids: [lani.id],
        action: "activate",
      }),
    );
    await waitFor(() => expect(screen.queryByText(T.bulk.selected(1))).not.toBeInTheDocument());

    await user.click(screen.getByRole("checkbox", { name: T.bulk.selectAll }));
    expect(await screen.findByText(T.bulk.selected(2))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: T.bulk.delete }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(T.bulk.confirmDelete(2))).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: T.bulk.delete }));
    await waitFor(() =>
      expect(seen.filter((r) => r.path === "/api/admin/reviews/bulk").at(-1)?.body).toEqual({
        ids: [kai.id, lani.id],
        action: "delete",
      }),
    );
  });

  it("asks the server for the chosen sort and shows how many of all reviews are listed", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = installFakeServer({
      "GET /api/admin/reviews": ({ search }) => ({
        json: search.get("q") === "zz" ? { ...listOf([]), total: 0 } : listOf([kai]),
      }),
    });
    renderReviews();
    await screen.findByRole("heading", { level: 2, name: "Kai" });
    await user.selectOptions(screen.getByLabelText(T.sortLabel), "rating_low");
    expect(await screen.findByText(T.shownOfTotal(1, 2))).toBeInTheDocument();
    expect(seen.at(-1)?.search.get("sort")).toBe("rating_low");
  });

  it("shows the filtered empty state for a search with no match", async () => {
    installFakeServer({ "GET /api/admin/reviews": { json: listOf([]) } });
    renderReviews("/admin/reviews?q=zz");
    expect(await screen.findByText(T.noMatches)).toBeInTheDocument();
    expect(screen.getByLabelText(T.search)).toHaveValue("zz");
  });
});
