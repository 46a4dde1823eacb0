import type { Page } from "@playwright/test";
import { CHAT } from "../../src/shared/messages/chat";
import { NOT_FOUND } from "../../src/shared/messages/shell";
import { createPaidUser } from "./factories";
import { expect, test, VIEWPORTS } from "./fixtures";

/** A new signed-in account that accepted the legal texts and paid (tests/e2e/factories.ts). */
async function paidUser(page: Page, label: string) {
  return (await createPaidUser(page, label)).email;
}

test.describe("My Trip", () => {
  test("a saved reply appears under its category; its note and favourite can be edited", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await paidUser(page, "mytrip");
    await page.goto("/chat");
    await page.getByLabel("Message").fill("Best snorkeling on the north shore?");
    await page.getByLabel("Message").press("Enter");
    await page.getByRole("button", { name: CHAT.save.action }).click();
    const dialog = page.getByRole("dialog", { name: CHAT.save.dialogTitle });
    await dialog.getByRole("combobox", { name: CHAT.save.category }).click();
    await page.getByRole("option", { name: "Beaches" }).click();
    await dialog.getByRole("button", { name: CHAT.save.confirm }).click();
    await expect(page.getByText(CHAT.save.saved.title)).toBeVisible();

    await page.goto("/my-trip");
    await expect(page.getByRole("heading", { name: /^Beaches \(1\)$/ })).toBeVisible();
    await page.getByLabel("Note").fill("  Bring reef-safe sunscreen  ");
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByText("Note saved")).toBeVisible();
    await page.getByRole("button", { name: "Add to favourites" }).click();
    await expect(page.getByRole("button", { name: "Remove from favourites" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Favourites only" }).click();
    await expect(page.getByRole("heading", { name: /^Beaches \(1\)$/ })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Note")).toHaveValue("Bring reef-safe sunscreen");
    await page.screenshot({ path: "test-results/screens/my-trip-desktop.png", fullPage: true });
    await page.getByRole("link", { name: "Open the conversation" }).click();
    await expect(
      page.getByRole("main").getByText("Best snorkeling on the north shore?", { exact: true }),
    ).toBeVisible();
  });

  test("a saved itinerary reopens after a reload, is shared and unshared, and collects day feedback and a review", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await paidUser(page, "itinerary.sharer");
    const preferences = {
      duration: "2 days",
      people: "2",
      interests: ["Hiking & Nature"],
      diningStyle: "Mid-range",
      cuisines: ["Seafood"],
      activityLevel: "Moderate",
      groupType: "Couple",
      budget: "Moderate ($$)",
    };
    const saved = (await (
      await page.request.post("/api/itineraries", { data: { preferences, title: "Our winter escape" } })
    ).json()) as { id: string };
    await page.goto("/my-trip");
    await expect(page.getByRole("link", { name: /Our winter escape/ })).toBeVisible();
    await page.screenshot({ path: "test-results/screens/my-trip-phone.png", fullPage: true });
    await page.getByRole("link", { name: /Our winter escape/ }).click();
    await expect(page).toHaveURL(new RegExp(`/itinerary/${saved.id}$`));
    await page.reload();
    await expect(page.getByRole("heading", { name: "Our winter escape" })).toBeVisible();

    await page.getByRole("button", { name: "Create share link" }).click();
    const link = await page.getByLabel("Read-only link (no personal details)").inputValue();
    expect(link).toMatch(/\/shared\/[\w-]{30,}$/);

    const visitor = await browser.newContext();
    const stranger = await visitor.newPage();
    await stranger.goto(link);
    await expect(stranger.getByRole("heading", { name: "2 days Kauai Trip" })).toBeVisible();
    await expect(stranger.getByText("Our winter escape")).toHaveCount(0);
    await expect(stranger.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await stranger.setViewportSize(VIEWPORTS.desktop);
    await stranger.screenshot({ path: "test-results/screens/shared-itinerary-desktop.png", fullPage: true });

    await page.getByRole("button", { name: "Stop sharing" }).click();
    await expect(page.getByRole("button", { name: "Create share link" })).toBeVisible();
    await stranger.reload();
    await expect(stranger.getByText(NOT_FOUND.title)).toBeVisible();
    await visitor.close();

    await page.getByLabel("How was it?").first().fill("Wonderful hike");
    await page.getByRole("button", { name: "Mark completed" }).first().click();
    await expect(page.getByText("Day marked completed")).toBeVisible();
    // The review needs an overall rating before it can be saved.
    await expect(page.getByRole("button", { name: "Save review" })).toBeDisabled();
    await page.getByRole("group", { name: "Overall" }).getByRole("button", { name: "5 stars" }).click();
    await page.getByRole("button", { name: "Yes", exact: true }).click();
    await page.getByRole("button", { name: "Save review" }).click();
    await expect(page.getByText("Thanks for your review!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Update review" })).toBeVisible();
    await page.screenshot({ path: "test-results/screens/saved-itinerary-review-phone.png" });
    expect(saved.id).toBeTruthy();
  });
});
