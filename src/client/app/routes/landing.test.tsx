import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/client/lib/query-client";
import { fieldErrors, installFakeServer, meWith, renderRoutes, signedOut } from "@/client/testing/render-route";
import { SPONSORED_LABEL } from "@/shared/messages/admin-curation";
import { REVIEW_FORM } from "@/shared/messages/public-site";
import { LANDING } from "@/shared/messages/shell";
import type { MeResponse } from "@/shared/schemas/auth";
import * as landingRoute from "./landing";

const BUSINESS = {
  id: "b1",
  name: "Hanalei Surf Co.",
  description: "Boards and lessons in Hanalei Bay.",
  location: "Hanalei",
  categories: ["surf"],
  logoUrl: null,
  websiteUrl: "https://example.com",
  isSponsored: true,
};
const SHOWCASE = [
  { id: "s1", name: "Waimea Canyon", imageUrl: "/showcase/waimea.svg", altText: "The canyon's red walls" },
];
const REVIEWS = [{ id: "r1", reviewerName: "Leilani", reviewText: "It found us a calm beach.", starRating: 5 }];

function landing(me: MeResponse = signedOut, reviewAnswer?: Parameters<typeof installFakeServer>[0][string]) {
  const requests = installFakeServer({
    "GET /api/me": { json: me },
    "GET /api/public/businesses/featured": { json: [BUSINESS] },
    "GET /api/public/showcase": { json: SHOWCASE },
    "GET /api/public/reviews": { json: REVIEWS },
    ...(reviewAnswer ? { "POST /api/reviews": reviewAnswer } : {}),
  });
  // The landing loader warms the app's own query client, so the page renders with it.
  const view = renderRoutes([{ path: "/", ...landingRoute }], "/", queryClient);
  return { ...view, requests };
}

async function openReviewForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: REVIEW_FORM.toggle }));
  await screen.findByLabelText(REVIEW_FORM.name);
}

// The review form is a lazy chunk: load it once up front so opening it does not race the finder.
beforeAll(() => import("@/client/features/landing/components/review-form"));

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("/ (landing)", () => {
  it("renders the sections from the loader's data, with sign-up calls to action for visitors", async () => {
    landing();
    expect(await screen.findByRole("heading", { level: 1, name: LANDING.tagline })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: LANDING.featuredSponsors })).toBeInTheDocument();
    // Every sponsored card shown to visitors carries its label (issue 18).
    expect(screen.getAllByText(SPONSORED_LABEL).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Hanalei Surf Co.").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Waimea Canyon").length).toBeGreaterThan(0);
    expect(screen.getAllByText(/It found us a calm beach/).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: LANDING.getStarted })).toHaveAttribute("href", "/auth?type=signup");
  });

  it("offers Start Chatting to a signed-in visitor", async () => {
    landing(meWith({ hasPaid: true }));
    expect(await screen.findByRole("link", { name: LANDING.startChattingSignedIn })).toHaveAttribute("href", "/chat");
  });

  it("a review is sent, and the form thanks the reviewer", async () => {
    const { requests } = landing(signedOut, { status: 201, json: { id: "r2" } });
    const user = userEvent.setup({ delay: null });
    await openReviewForm(user);
    await user.type(screen.getByLabelText(REVIEW_FORM.name), "Makana");
    await user.type(screen.getByLabelText(REVIEW_FORM.text), "Great tips for the north shore.");
    await user.click(screen.getByText("4 stars"));
    await user.click(screen.getByRole("button", { name: REVIEW_FORM.submit }));
    expect(await screen.findByText(REVIEW_FORM.thanks)).toBeInTheDocument();
    expect(requests.find((r) => r.path === "/api/reviews")?.body).toMatchObject({
      reviewerName: "Makana",
      reviewText: "Great tips for the north shore.",
      starRating: 4,
    });
  });

  it("the server's per-field messages land on the review form's fields and in its summary", async () => {
    landing(signedOut, fieldErrors({ reviewText: REVIEW_FORM.tooManyLinks }));
    const user = userEvent.setup({ delay: null });
    await openReviewForm(user);
    await user.type(screen.getByLabelText(REVIEW_FORM.name), "Makana");
    await user.type(screen.getByLabelText(REVIEW_FORM.text), "See http://a.example and http://b.example");
    await user.click(screen.getByText("5 stars"));
    await user.click(screen.getByRole("button", { name: REVIEW_FORM.submit }));
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByText(REVIEW_FORM.validationTitle)).toBeInTheDocument();
    expect(within(summary).getByText(REVIEW_FORM.tooManyLinks)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(REVIEW_FORM.text)).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByLabelText(REVIEW_FORM.name)).not.toHaveAttribute("aria-invalid");
  });
});
