import type { Page } from "@playwright/test";
import { AUTH } from "../../src/shared/messages/auth";
import { LEGAL_DIALOG } from "../../src/shared/messages/payment";
import { NAV } from "../../src/shared/messages/shell";
import { E2E_ADMIN, lastOutboxLink } from "./e2e-env";
import { expect, test, VIEWPORTS } from "./fixtures";
import { GOOGLE_TEST_USER } from "./oidc-server-user";

const PASSWORD = "plumeria-2026";
const NEW_PASSWORD = "hibiscus-2027";

async function signUp(page: Page, email: string) {
  await page.goto("/auth?type=signup");
  await expect(page.getByRole("heading", { name: "Join AlohaBot" })).toBeVisible();
  await page.getByLabel(AUTH.labels.email, { exact: true }).fill(email);
  await page.getByLabel(AUTH.labels.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(AUTH.labels.confirmPassword).fill(PASSWORD);
  const submit = page.getByRole("button", { name: AUTH.buttons.signUp, exact: true });
  await expect(submit).toBeDisabled();
  await page.getByRole("combobox", { name: AUTH.labels.referral }).click();
  await page.getByRole("option", { name: "Instagram" }).click();
  await expect(submit).toBeDisabled();
  await page.getByRole("checkbox").check();
  await expect(submit).toBeEnabled();
  await submit.click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: AUTH.titles.signIn })).toBeVisible();
  await page.getByLabel(AUTH.labels.email, { exact: true }).fill(email);
  await page.getByLabel(AUTH.labels.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: AUTH.buttons.signIn, exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: NAV.signOut }).click();
  await expect(page.getByText(AUTH.success.signedOut)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
}

test.describe("accounts", () => {
  test("sign up with consent and referral, sign out, sign in, reset the password", async ({
    page,
    allowConsoleErrors,
  }) => {
    // Signed-out reads of the account and the reset link's first visit are answered 401 and 404.
    allowConsoleErrors(/status of (401|404)/);
    const email = `surfer.${Date.now()}@example.com`;
    await page.setViewportSize(VIEWPORTS.desktop);
    await signUp(page, email);
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByText(NAV.welcome(email))).toBeVisible();

    await signOut(page);

    // Wrong password first: the spec's message.
    await signIn(page, email, "not-my-password");
    await expect(page.getByText(AUTH.errors.invalidCredentials)).toBeVisible();
    await signIn(page, email, PASSWORD);
    await expect(page.getByText(AUTH.success.signedIn.title)).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);

    // The avatar menu shows initials from "surfer.<n>" and the planner entry.
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: NAV.aiPlanner })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: NAV.admin })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await signOut(page);

    // Forgot password: the link arrives in the outbox (a file the server log names).
    await page.getByRole("button", { name: AUTH.toggles.forgot }).click();
    await expect(page.getByRole("heading", { name: AUTH.titles.forgot })).toBeVisible();
    await expect(page.getByRole("button", { name: AUTH.buttons.google })).toHaveCount(0);
    await page.getByLabel(AUTH.labels.email, { exact: true }).fill(email);
    await page.getByRole("button", { name: AUTH.buttons.sendReset }).click();
    await expect(page.getByText(AUTH.success.resetSent.title)).toBeVisible();

    await expect.poll(() => lastOutboxLink(email), { timeout: 5000 }).toContain("/api/auth/reset-password/");
    await page.goto(lastOutboxLink(email));
    await expect(page.getByRole("heading", { name: AUTH.titles.update })).toBeVisible();
    await expect(page.getByText(AUTH.success.readyToUpdate.title)).toBeVisible();
    await page.getByLabel(AUTH.labels.newPassword).fill(NEW_PASSWORD);
    await page.getByLabel(AUTH.labels.confirmPassword).fill("different-password");
    await page.getByRole("button", { name: AUTH.buttons.updatePassword }).click();
    await expect(page.getByText(AUTH.validation.passwordMismatch)).toBeVisible();
    await page.getByLabel(AUTH.labels.confirmPassword).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: AUTH.buttons.updatePassword }).click();
    await expect(page.getByText(AUTH.success.passwordUpdated.description)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // Recovery ends signed in, with the new password's session.
    await expect(page.getByText(NAV.welcome(email))).toBeVisible();
    await signOut(page);

    // The link was single-use.
    await page.goto(lastOutboxLink(email));
    await expect(page.getByText(AUTH.errors.resetErrorTitle)).toBeVisible();

    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/payment$/);
  });

  test("the sign-up form explains what is wrong, field by field", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto("/auth?mode=signup");
    await page.getByLabel(AUTH.labels.email, { exact: true }).fill("not-an-email");
    await page.getByLabel(AUTH.labels.password, { exact: true }).fill("short");
    await page.getByLabel(AUTH.labels.confirmPassword).fill("shorter");
    await page.getByRole("combobox", { name: AUTH.labels.referral }).click();
    await page.getByRole("option", { name: "Friend" }).click();
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: AUTH.buttons.signUp, exact: true }).click();
    await expect(page.getByText(AUTH.validation.emailInvalid)).toBeVisible();
    await expect(page.getByText(AUTH.validation.passwordTooShort)).toBeVisible();
    await expect(page.getByText(AUTH.validation.passwordMismatch)).toBeVisible();
    await page.screenshot({ path: "test-results/screens/auth-signup-errors-phone.png", fullPage: true });
  });

  test("the chosen mode is remembered in the session", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: AUTH.toggles.toSignUp }).click();
    await expect(page.getByRole("heading", { name: "Join AlohaBot" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Join AlohaBot" })).toBeVisible();
    await page.screenshot({ path: "test-results/screens/auth-signup-desktop.png", fullPage: true });
  });

  test("sign up with Google through the terms and referral dialogs, then sign in with Google", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    await page.goto("/auth?type=signup");
    await page.getByRole("button", { name: AUTH.buttons.google }).click();
    const terms = page.getByRole("dialog", { name: AUTH.termsDialog.title });
    await expect(terms).toBeVisible();
    // Clicking outside does not close it; the confirm button waits for the checkbox.
    await page.mouse.click(5, 5);
    await expect(terms).toBeVisible();
    await expect(terms.getByRole("button", { name: AUTH.termsDialog.confirm })).toBeDisabled();
    await terms.getByRole("checkbox").check();
    await terms.getByRole("button", { name: AUTH.termsDialog.confirm }).click();

    const referral = page.getByRole("dialog", { name: AUTH.referralDialog.title });
    await expect(referral).toBeVisible();
    await page.setViewportSize(VIEWPORTS.phone);
    await page.screenshot({ path: "test-results/screens/auth-referral-dialog-phone.png" });
    await expect(referral.getByRole("button", { name: AUTH.referralDialog.confirm })).toBeDisabled();
    await referral.getByRole("combobox").click();
    await page.getByRole("option", { name: "Hotel/Resort" }).click();
    await referral.getByRole("button", { name: AUTH.referralDialog.confirm }).click();

    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole("button", { name: NAV.signOut })).toBeVisible();
    await signOut(page);

    await page.getByRole("button", { name: AUTH.buttons.google }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(page.getByText(NAV.welcome(GOOGLE_TEST_USER.email))).toBeVisible();
  });

  test("the super admin sees the Admin entry and goes to /chat after signing in", async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/chat$/);
    // The seeded admin has not accepted the legal texts yet: the guard asks first.
    await page
      .getByRole("dialog", { name: LEGAL_DIALOG.title })
      .getByRole("button", { name: LEGAL_DIALOG.accept })
      .click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: NAV.admin })).toBeVisible();
    // Hidden on its own page: /chat has no Start Chat entry.
    await expect(page.getByRole("menuitem", { name: NAV.startChat })).toHaveCount(0);
    await page.screenshot({ path: "test-results/screens/nav-admin-menu-desktop.png" });
  });
});
