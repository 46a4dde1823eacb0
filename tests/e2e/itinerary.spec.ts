import type { Page } from "@playwright/test";
import { ITINERARY } from "../../src/shared/messages/itinerary";
import { expect, test, VIEWPORTS } from "./fixtures";

async function walkWizard(page: Page) {
  await page.goto("/itinerary-builder");
  await expect(page.getByRole("heading", { level: 1, name: ITINERARY.title })).toBeVisible();
  await expect(page.getByText(ITINERARY.stepOf(1, 4))).toBeVisible();
  await expect(page.getByText(ITINERARY.percent(25))).toBeVisible();
  await expect(page.getByRole("button", { name: ITINERARY.previous })).toBeDisabled();
  // Step 1: Next is refused until people are chosen.
  await expect(page.getByRole("button", { name: ITINERARY.next })).toBeDisabled();
  await expect(page.getByText(ITINERARY.dayLabel(1), { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "2", exact: true }).click();
  await page.getByLabel(/How many days/).fill("3");
  await expect(page.getByText(`Perfect for ${ITINERARY.hint(3)}`)).toBeVisible();
  await page.getByRole("button", { name: ITINERARY.next }).click();
  // Step 2
  await expect(page.getByRole("heading", { name: ITINERARY.steps[1] })).toBeVisible();
  await expect(page.getByText("Choose at least one interest to continue.")).toBeVisible();
  await expect(page.getByRole("button", { name: ITINERARY.next })).toBeDisabled();
  await page.getByRole("button", { name: "Beaches & Water Sports" }).click();
  await page.getByRole("button", { name: "Hiking & Nature" }).click();
  await page.getByRole("button", { name: ITINERARY.next }).click();
  // Step 3
  await page.getByRole("button", { name: "Mid-range" }).click();
  await expect(page.getByRole("button", { name: ITINERARY.next })).toBeDisabled();
  await page.getByRole("button", { name: "Seafood" }).click();
  await page.getByRole("button", { name: ITINERARY.next }).click();
  // Step 4
  await expect(page.getByText(ITINERARY.percent(100))).toBeVisible();
  const generate = page.getByRole("button", { name: ITINERARY.generate });
  await expect(generate).toBeDisabled();
  await page.getByRole("button", { name: "Moderate", exact: true }).click();
  await page.getByRole("button", { name: "Couple" }).click();
  await expect(generate).toBeDisabled();
  await page.getByRole("button", { name: "Moderate ($$)" }).click();
  await generate.click();
  await expect(page.getByText(ITINERARY.success.description)).toBeVisible();
}

test.describe("the itinerary builder", () => {
  test("desktop: walk the wizard, generate, read and toggle day cards, start over", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await walkWizard(page);
    await expect(page.getByRole("heading", { name: ITINERARY.tripTitle("3 days") })).toBeVisible();
    await expect(page.getByText(ITINERARY.stats.days, { exact: true })).toBeVisible();
    const dayButtons = page.getByRole("button", { name: /^Day \d: / });
    await expect(dayButtons).toHaveCount(3);
    await expect(dayButtons.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(dayButtons.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(dayButtons.nth(2)).toHaveAttribute("aria-expanded", "false");
    await dayButtons.nth(2).click();
    await expect(dayButtons.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("img", { name: /^Map of Day 1:/ })).toBeVisible();
    const downloadEvent = page.waitForEvent("download");
    await page.getByRole("button", { name: /Download calendar/ }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe("kauai-itinerary-3-days.ics");
    await page.screenshot({ path: "test-results/screens/itinerary-desktop.png", fullPage: true });
    await page.getByRole("button", { name: ITINERARY.startOver }).click();
    await expect(page.getByText(ITINERARY.stepOf(1, 4))).toBeVisible();
  });

  test("phone: day tabs, pro tips and the places panel", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await walkWizard(page);
    await expect(page.getByRole("heading", { name: ITINERARY.tripTitle("3 days") })).toBeVisible();
    await page.getByRole("tab", { name: "Day 2" }).click();
    await expect(page.getByRole("tab", { name: "Day 2" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Day 2:");
    await expect(page.getByText(ITINERARY.proTips)).toBeVisible();
    const view = page.getByRole("button", { name: /^View Places \(\d+\)$/ });
    await expect(view).toBeEnabled();
    await page.screenshot({ path: "test-results/screens/itinerary-phone.png" });
    await view.click();
    await expect(page.getByRole("dialog", { name: "Places in this itinerary" })).toBeVisible();
  });

  test("a signed-out visitor signs in to save and comes back to the same itinerary, then reopens it after a reload", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await walkWizard(page);
    const firstDay = await page.getByRole("button", { name: /^Day 1: / }).textContent();
    await page.getByRole("button", { name: "Save to Trip Planner" }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fitinerary-builder$/);
    const email = `saver.${Date.now()}@example.com`;
    await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("itinerary-pass-1");
    await page.getByLabel("Confirm Password").fill("itinerary-pass-1");
    await page.getByRole("combobox", { name: "How did you hear about us?" }).click();
    await page.getByRole("option", { name: "Google" }).click();
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page).toHaveURL(/\/itinerary-builder$/);
    await expect(page.getByRole("button", { name: /^Day 1: / })).toHaveText(firstDay ?? "");
    await page.getByRole("button", { name: "Save to Trip Planner" }).click();
    await expect(page.getByText("Saved to Trip Planner")).toBeVisible();
    await page.getByRole("link", { name: "Open saved itinerary" }).click();
    await expect(page).toHaveURL(/\/itinerary\/[0-9a-f-]{36}$/);
    await page.reload();
    await expect(page.getByRole("heading", { name: "3 days on Kauai" })).toBeVisible();
    await page.getByRole("button", { name: "Rename" }).click();
    await page.getByRole("dialog").getByLabel("Name", { exact: true }).fill("Our Kauai escape");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByRole("heading", { name: "Our Kauai escape" })).toBeVisible();
    await page.goto("/itinerary");
    await expect(page.getByRole("link", { name: /Our Kauai escape/ })).toBeVisible();
  });
});
