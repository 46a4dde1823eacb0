import type { Page } from "@playwright/test";
import sharp from "sharp";
import { ADMIN_LAYOUT } from "../../src/shared/messages/admin";
import {
  ADMIN_BUSINESSES,
  ADMIN_PLACES,
  ADMIN_REVIEWS,
  ADMIN_SHOWCASE,
  SPONSORED_LABEL,
  UPLOAD_MESSAGES,
} from "../../src/shared/messages/admin-curation";
import { AUTH } from "../../src/shared/messages/auth";
import { CHAT } from "../../src/shared/messages/chat";
import { LANDING } from "../../src/shared/messages/shell";
import { E2E_ADMIN } from "./e2e-env";
import { expect, test, VIEWPORTS } from "./fixtures";

// Issue 18: what an admin curates reaches visitors on their next request (landing, chat cards).

async function adminSignIn(page: Page) {
  await page.goto("/auth");
  await page.getByLabel(AUTH.labels.email, { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel(AUTH.labels.password, { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: AUTH.buttons.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
}

async function openSection(page: Page, label: string, isPhone: boolean) {
  if (isPhone) await page.getByRole("button", { name: ADMIN_LAYOUT.toggleSidebar }).first().click();
  await page.getByRole("navigation", { name: ADMIN_LAYOUT.title }).getByRole("link", { name: label }).click();
}

async function paidVisitor(page: Page, label: string) {
  const email = `${label}.${Date.now()}@example.com`;
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "curation-password-1", name: "" },
  });
  expect(signUp.status()).toBe(200);
  await page.request.post("/api/me/consent", { data: { consent: true } });
  const { url } = (await (await page.request.post("/api/payments/checkout", { data: {} })).json()) as { url: string };
  expect(
    (await page.request.post(`/api/payments/test-checkout/${url.split("/").at(-1)}/pay`, { data: {} })).status(),
  ).toBe(200);
}

test.describe("admin curation", () => {
  let address = 0;
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const isPhone = name === "phone";

    test(`an admin publishes a review, sponsors a business, edits a place and adds a showcase photo (${name})`, async ({
      page,
      browser,
      baseURL,
      consoleErrors,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      const stamp = `${name}${Date.now().toString(36)}`;
      const visitorContext = await browser.newContext({ baseURL: baseURL as string, viewport });
      const visitor = await visitorContext.newPage();

      // A visitor submits a review: stored inactive, not on the landing page.
      address++;
      const reviewer = `Reviewer ${stamp}`;
      const submitted = await visitor.request.post("/api/reviews", {
        data: { reviewerName: reviewer, reviewText: `Loved the concierge (${stamp}).`, starRating: 5 },
        headers: { "x-forwarded-for": `198.51.101.${(process.pid % 100) + address}` },
      });
      expect(submitted.status()).toBe(201);

      await adminSignIn(page);
      await page.goto("/admin");
      await openSection(page, ADMIN_LAYOUT.nav.reviews, isPhone);
      await expect(page.getByRole("heading", { name: ADMIN_REVIEWS.title, level: 1 })).toBeVisible();
      await page.getByLabel(ADMIN_REVIEWS.search).fill(reviewer);
      const cards = page.getByTestId("review-card");
      await expect(cards).toHaveCount(1);
      await expect(cards.first().getByText(ADMIN_REVIEWS.customerBadge, { exact: true })).toBeVisible();
      // The shown-of-total badge appears while a search narrows the list.
      await expect(page.getByText(/^\d+ of \d+$/)).toBeVisible();
      // Delete asks first; cancelling keeps the review.
      await cards
        .first()
        .getByRole("button", { name: `${ADMIN_REVIEWS.delete} ${reviewer}` })
        .click();
      await expect(page.getByRole("alertdialog").getByText(ADMIN_REVIEWS.deleteConfirm)).toBeVisible();
      await page.getByRole("alertdialog").getByRole("button", { name: ADMIN_REVIEWS.cancel }).click();
      // Publish it: the switch moves at once and the toast confirms.
      await cards
        .first()
        .getByRole("switch", { name: ADMIN_REVIEWS.toggleLabel(reviewer) })
        .click();
      await expect(page.getByText(ADMIN_REVIEWS.toasts.activated)).toBeVisible();
      await page.screenshot({ path: `test-results/screens/admin-reviews-${name}.png`, fullPage: true });
      await visitor.goto("/");
      const testimonials = visitor.getByRole("region", { name: LANDING.testimonials });
      await expect(testimonials.getByText(reviewer).first()).toBeAttached();

      // A sponsored business appears under Featured Sponsors with its label.
      await openSection(page, ADMIN_LAYOUT.nav.businesses, isPhone);
      await expect(page.getByRole("heading", { name: ADMIN_BUSINESSES.title, level: 1 })).toBeVisible();
      await page.getByRole("button", { name: ADMIN_BUSINESSES.add }).click();
      const businessDialog = page.getByRole("dialog", { name: ADMIN_BUSINESSES.addTitle });
      const businessName = `Sponsor ${stamp}`;
      await businessDialog.getByLabel(ADMIN_BUSINESSES.fields.name).fill(businessName);
      await businessDialog.getByLabel(ADMIN_BUSINESSES.fields.description).fill("Surfboards and lessons in Hanalei.");
      await businessDialog.getByLabel(ADMIN_BUSINESSES.fields.categories).fill("Surf, Lessons, Rentals, Shop, Tours");
      await businessDialog.getByLabel(ADMIN_BUSINESSES.fields.priorityWeight).fill("75");
      await businessDialog.getByRole("switch", { name: ADMIN_BUSINESSES.fields.isSponsored }).click();
      await businessDialog.getByRole("button", { name: ADMIN_BUSINESSES.save }).click();
      await expect(page.getByText(ADMIN_BUSINESSES.toasts.added)).toBeVisible();
      const businessCard = page.getByTestId("business-card").filter({ hasText: businessName });
      await expect(businessCard.getByText(ADMIN_BUSINESSES.ribbon, { exact: true })).toBeVisible();
      await expect(businessCard.getByText("P75", { exact: true })).toBeVisible();
      await expect(businessCard.getByText("+2", { exact: true })).toBeVisible();
      await businessCard.getByRole("button", { name: `${ADMIN_BUSINESSES.delete} ${businessName}` }).click();
      await expect(page.getByRole("alertdialog").getByText(ADMIN_BUSINESSES.deleteConfirm)).toBeVisible();
      await page.getByRole("alertdialog").getByRole("button", { name: ADMIN_BUSINESSES.cancel }).click();
      await page.screenshot({ path: `test-results/screens/admin-businesses-${name}.png`, fullPage: true });
      await visitor.goto("/");
      const sponsors = visitor.getByRole("region", { name: LANDING.featuredSponsors });
      const sponsorCard = sponsors.locator("article").filter({ hasText: businessName }).first();
      await expect(sponsorCard).toBeAttached();
      await expect(sponsorCard.getByText(SPONSORED_LABEL, { exact: true })).toBeAttached();

      // Edit a place's description: a chat card shows it on the next question.
      await openSection(page, ADMIN_LAYOUT.nav.places, isPhone);
      await expect(page.getByRole("heading", { name: ADMIN_PLACES.title, level: 1 })).toBeVisible();
      await page.getByLabel(ADMIN_PLACES.search).fill(`no such place ${stamp}`);
      await expect(page.getByText(ADMIN_PLACES.noMatches)).toBeVisible();
      await page.getByLabel(ADMIN_PLACES.search).fill("Poʻipū Beach Park");
      const placeCard = page.getByTestId("place-card").filter({ hasText: "Poʻipū Beach Park" }).first();
      await placeCard.getByRole("button", { name: `${ADMIN_PLACES.edit} Poʻipū Beach Park` }).click();
      const placeDialog = page.getByRole("dialog", { name: ADMIN_PLACES.editTitle });
      await expect(placeDialog.getByTestId("kauai-map")).toBeVisible();
      const description = `Calm, lifeguarded swimming on the south shore (${stamp}).`;
      await placeDialog.getByLabel(ADMIN_PLACES.fields.description).fill(description);
      await placeDialog.getByRole("button", { name: ADMIN_PLACES.save }).click();
      await expect(page.getByText(ADMIN_PLACES.toasts.updated)).toBeVisible();

      const chatter = await browser.newContext({ baseURL: baseURL as string, viewport });
      const chat = await chatter.newPage();
      await paidVisitor(chat, `curation.${name}`);
      if (isPhone) {
        await chat.route("**/api/chat/suggestions", (route) =>
          route.fulfill({ json: { suggestions: ["Which south shore beach is safest for young kids?"] } }),
        );
      }
      await chat.goto("/chat");
      await chat.getByLabel("Message").fill("We have two young kids - which south shore beach is safest for swimming?");
      await chat.getByLabel("Message").press("Enter");
      if (isPhone) {
        await chat.getByRole("button", { name: /^View \d+ Places?$/ }).click({ timeout: 15_000 });
        await expect(
          chat.getByRole("dialog", { name: CHAT.travelInformation }).getByText(description).first(),
        ).toBeVisible();
      } else {
        await expect(
          chat.getByRole("complementary", { name: CHAT.travelInfo }).getByText(description).first(),
        ).toBeVisible({
          timeout: 15_000,
        });
      }
      await chatter.close();

      // Upload a showcase photo: it appears on the homepage.
      await openSection(page, ADMIN_LAYOUT.nav.showcase, isPhone);
      await expect(page.getByRole("heading", { name: ADMIN_SHOWCASE.title, level: 1 })).toBeVisible();
      await page.getByRole("button", { name: ADMIN_SHOWCASE.add }).click();
      const showcaseDialog = page.getByRole("dialog", { name: ADMIN_SHOWCASE.addTitle });
      const locationName = `Lookout ${stamp}`;
      const altText = `Photo of the lookout ${stamp}`;
      await showcaseDialog.getByLabel(ADMIN_SHOWCASE.fields.name).fill(locationName);
      await showcaseDialog.getByLabel(ADMIN_SHOWCASE.fields.displayOrder).fill("0");
      await showcaseDialog.getByLabel(ADMIN_SHOWCASE.fields.altText).fill(altText);
      await showcaseDialog.getByRole("tab", { name: UPLOAD_MESSAGES.tabUpload }).click();
      const png = await sharp({
        create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 140, b: 90 } },
      })
        .png()
        .toBuffer();
      await showcaseDialog.getByLabel(UPLOAD_MESSAGES.chooseFile).setInputFiles({
        name: "lookout.png",
        mimeType: "image/png",
        buffer: png,
      });
      await expect(page.getByText(UPLOAD_MESSAGES.uploaded)).toBeVisible();
      await expect(showcaseDialog.getByRole("img", { name: UPLOAD_MESSAGES.preview })).toBeVisible();
      await showcaseDialog.getByRole("button", { name: ADMIN_SHOWCASE.save }).click();
      await expect(page.getByText(ADMIN_SHOWCASE.toasts.created)).toBeVisible();
      await page.screenshot({ path: `test-results/screens/admin-showcase-${name}.png`, fullPage: true });
      await visitor.goto("/");
      const photo = visitor.getByRole("img", { name: altText });
      await expect(photo).toBeVisible();
      await expect(photo).toHaveAttribute("src", /^\/uploads\/showcase\/showcase-lookout-[a-z0-9-]+-\d+\.png$/);
      await visitorContext.close();
      expect(consoleErrors).toEqual([]);
    });
  }
});
