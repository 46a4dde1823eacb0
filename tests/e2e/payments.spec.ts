import type { Page } from "@playwright/test";
import { LEGAL_DIALOG, PAYMENT, PRICING, TEST_CHECKOUT } from "../../src/shared/messages/payment";
import { expect, test, VIEWPORTS } from "./fixtures";

const PASSWORD = "koa-wood-2026";

/** A fresh account created through the API, without the sign-up form's consent. */
async function newAccount(page: Page, label: string) {
  const email = `${label}.${Date.now()}@example.com`;
  const res = await page.request.post("/api/auth/sign-up/email", { data: { email, password: PASSWORD, name: "" } });
  expect(res.status()).toBe(200);
  return email;
}

test.describe("premium access", () => {
  test("accept the legal dialog, buy through the test-mode checkout, land on /chat and stay premium", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    const email = await newAccount(page, "buyer");

    await page.goto("/chat");
    const dialog = page.getByRole("dialog", { name: LEGAL_DIALOG.title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: /cancel/i })).toHaveCount(0);
    await page.screenshot({ path: "test-results/screens/legal-dialog-phone.png" });
    await dialog.getByRole("button", { name: LEGAL_DIALOG.accept }).click();

    // Accepted but unpaid: the guard sends the user to /payment.
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole("heading", { name: "Unlock AlohaBot Premium" })).toBeVisible();
    await expect(page.getByRole("main").getByText(email)).toBeVisible();
    for (const feature of PAYMENT.features) await expect(page.getByText(feature)).toBeVisible();
    await page.screenshot({ path: "test-results/screens/payment-phone.png", fullPage: true });

    // The "Redirecting to checkout" notice is on screen for half a second before the redirect: a
    // watcher in the page reports it the moment it appears, so a slow poll cannot miss it.
    let noticeSeen = false;
    await page.exposeFunction("__redirectNoticeSeen", () => {
      noticeSeen = true;
    });
    await page.evaluate((title) => {
      // Runs in the browser (this file is type-checked without the DOM library).
      type Observer = { observe: (node: unknown, options: unknown) => void; disconnect: () => void };
      const page = globalThis as unknown as {
        document: { body: { textContent: string | null } };
        MutationObserver: new (callback: () => void) => Observer;
        __redirectNoticeSeen: () => void;
      };
      const watcher = new page.MutationObserver(() => {
        if (!page.document.body.textContent?.includes(title)) return;
        page.__redirectNoticeSeen();
        watcher.disconnect();
      });
      watcher.observe(page.document.body, { childList: true, subtree: true, characterData: true });
    }, PAYMENT.redirecting.title);
    await page.getByRole("button", { name: PAYMENT.purchase }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/);
    expect(noticeSeen).toBe(true);
    await expect(page.getByText(TEST_CHECKOUT.banner)).toBeVisible();
    await expect(page.getByText("$14.99", { exact: true })).toBeVisible();
    await page.screenshot({ path: "test-results/screens/test-checkout-phone.png", fullPage: true });
    await page.getByRole("button", { name: TEST_CHECKOUT.pay }).click();

    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByText(PAYMENT.success.title)).toBeVisible();
    const me = await (await page.request.get("/api/me")).json();
    expect(me.user).toMatchObject({ email, hasPaid: true, termsAccepted: true });

    await page.reload();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto("/payment");
    await expect(page).toHaveURL(/\/chat$/);
  });

  test("cancelling the checkout leaves the user unpaid on /payment", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await newAccount(page, "canceler");
    await page.goto("/payment");
    await page.getByRole("button", { name: PAYMENT.purchase }).click();
    await expect(page).toHaveURL(/\/checkout\/test\//);
    await page.getByRole("button", { name: TEST_CHECKOUT.cancel }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByText(PAYMENT.canceled.title)).toBeVisible();
    const me = await (await page.request.get("/api/me")).json();
    expect(me.user.hasPaid).toBe(false);
  });

  test("on desktop the checkout opens in a new tab and the first tab moves on once paid", async ({ page, context }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await newAccount(page, "desktop");
    await page.request.post("/api/me/consent", { data: { consent: true } });
    await page.goto("/payment");
    await page.screenshot({ path: "test-results/screens/payment-desktop.png" });
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: PAYMENT.purchase }).click(),
    ]);
    await expect(tab).toHaveURL(/\/checkout\/test\//);
    await tab.getByRole("button", { name: TEST_CHECKOUT.pay }).click();
    await expect(tab).toHaveURL(/\/chat$/);
    await page.bringToFront();
    await expect(page).toHaveURL(/\/chat$/, { timeout: 15_000 });
  });

  test("signed-out visitors: /payment sends to /auth, /pricing offers sign-up", async ({ page }) => {
    await page.goto("/payment");
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { name: PRICING.title })).toBeVisible();
    for (const feature of PRICING.features) await expect(page.getByText(feature)).toBeVisible();
    await expect(page.getByRole("link", { name: PRICING.signUp })).toHaveAttribute("href", "/auth?type=signup");
    await page.screenshot({ path: "test-results/screens/pricing-desktop.png" });
    await page.goto("/chat");
    await expect(page).toHaveURL(/\/auth\?next=%2Fchat$/);
  });
});
