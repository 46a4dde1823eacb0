import type { Page } from "@playwright/test";
import { CHAT } from "../../src/shared/messages/chat";
import { createPaidUser } from "./factories";
import { expect, test, VIEWPORTS } from "./fixtures";

/** A new signed-in account that accepted the legal texts and paid (tests/e2e/factories.ts). */
async function paidUser(page: Page, label: string) {
  return (await createPaidUser(page, label)).email;
}

async function ask(page: Page, question: string) {
  const input = page.getByLabel("Message");
  await input.fill(question);
  await input.press("Enter");
}

test.describe("the chat", () => {
  test("desktop: streamed reply, travel info panel, rating, saving, reopening and deleting", async ({
    page,
    allowConsoleErrors,
  }) => {
    // Saving the same reply twice is refused with 409 on purpose.
    allowConsoleErrors(/409 \(Conflict\)/);
    await page.setViewportSize(VIEWPORTS.desktop);
    await paidUser(page, "chat.desktop");
    await page.goto("/chat");
    await expect(page.getByRole("heading", { name: CHAT.headerNew })).toBeVisible();
    await expect(page.getByText(CHAT.welcomeTitle)).toBeVisible();

    await ask(page, "We have two young kids - which south shore beach is safest for swimming?");
    const reply = page.locator("main").getByText("Poʻipū Beach Park", { exact: false }).first();
    await expect(reply).toBeVisible();
    await expect(page.getByRole("heading", { name: CHAT.header, exact: true })).toBeVisible();
    const panel = page.getByRole("complementary", { name: CHAT.travelInfo });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Poʻipū Beach Park" })).toBeVisible();
    await expect(panel.getByRole("link", { name: /Open in Maps/ }).first()).toHaveAttribute(
      "href",
      /google\.com\/maps/,
    );
    await page.screenshot({ path: "test-results/screens/chat-desktop.png" });

    await page.getByRole("button", { name: "Helpful", exact: true }).click();
    await expect(page.getByText(CHAT.rating.positive)).toBeVisible();
    await expect(page.getByRole("button", { name: "Helpful", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Not helpful" }).click();
    await expect(page.getByText(CHAT.rating.constructive)).toBeVisible();
    await expect(page.getByRole("button", { name: "Not helpful" })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: CHAT.save.action }).click();
    const dialog = page.getByRole("dialog", { name: CHAT.save.dialogTitle });
    await dialog.getByRole("button", { name: CHAT.save.confirm }).click();
    await expect(page.getByText(CHAT.save.categoryRequired.title)).toBeVisible();
    await dialog.getByRole("combobox", { name: CHAT.save.category }).click();
    await page.getByRole("option", { name: "Beaches" }).click();
    await dialog.getByLabel(CHAT.save.note).fill("  Go early  ");
    await dialog.getByRole("button", { name: CHAT.save.confirm }).click();
    await expect(page.getByText(CHAT.save.saved.title)).toBeVisible();
    await page.getByRole("button", { name: CHAT.save.action }).click();
    await dialog.getByRole("combobox", { name: CHAT.save.category }).click();
    await page.getByRole("option", { name: "Beaches" }).click();
    await dialog.getByRole("button", { name: CHAT.save.confirm }).click();
    await expect(page.getByText(CHAT.save.alreadySaved.title)).toBeVisible();

    // After a reload the conversation is in the list with its messages and places.
    await page.reload();
    await page.getByRole("button", { name: CHAT.conversations }).click();
    const list = page.getByRole("complementary", { name: CHAT.conversations });
    await expect(list.getByText("Today")).toBeVisible();
    await list.getByRole("button", { name: /^We have two young kids/ }).click();
    await expect(
      page.getByText("We have two young kids - which south shore beach is safest for swimming?"),
    ).toBeVisible();
    await expect(page.getByRole("complementary", { name: CHAT.travelInfo })).toBeVisible();

    // Over 1000 characters cannot be sent.
    await page.getByLabel("Message").fill("x".repeat(1001));
    await expect(page.getByRole("button", { name: CHAT.send })).toBeDisabled();
    await expect(page.getByText("1001/1000")).toBeVisible();
    await page.getByLabel("Message").fill("");

    await page.getByRole("button", { name: CHAT.conversations }).click();
    await list.getByRole("button", { name: /^Delete We have two young kids/ }).click();
    await page
      .getByRole("alertdialog", { name: CHAT.deleteDialog.title })
      .getByRole("button", { name: CHAT.deleteDialog.confirm })
      .click();
    await expect(page.getByText(CHAT.deleted)).toBeVisible();
    await expect(page.getByRole("heading", { name: CHAT.headerNew })).toBeVisible();
    // The duplicate save is answered 409 by design ('Already Saved'); nothing else may fail.
  });

  test("phone: the reply's places open in the Travel Information bottom sheet", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await paidUser(page, "chat.phone");
    // The 15 prompts come shuffled and some (the weather) name no place: offer one that does.
    await page.route("**/api/chat/suggestions", (route) =>
      route.fulfill({ json: { suggestions: ["Best snorkeling on the north shore?"] } }),
    );
    await page.goto("/chat");
    await page.getByRole("button", { name: "Best snorkeling on the north shore?" }).click();
    await expect(page.getByRole("button", { name: /^View \d+ Places?$/ })).toBeVisible({ timeout: 10_000 });
    await page.screenshot({ path: "test-results/screens/chat-phone.png" });
    await page.getByRole("button", { name: /^View \d+ Places?$/ }).click();
    const sheet = page.getByRole("dialog", { name: CHAT.travelInformation });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("article").first()).toBeVisible();
    await page.screenshot({ path: "test-results/screens/chat-sheet-phone.png" });
  });
});
