import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { ADMIN_DASHBOARD, ADMIN_LAYOUT, ADMIN_USERS, AUDIT_ACTION_LABELS } from "../../src/shared/messages/admin";
import { ADMIN_CONTENT } from "../../src/shared/messages/admin-content";
import { AUTH } from "../../src/shared/messages/auth";
import { LEGAL_DIALOG } from "../../src/shared/messages/payment";
import { NAV, NOT_FOUND } from "../../src/shared/messages/shell";
import { E2E_ADMIN } from "./e2e-env";
import { expect, test, VIEWPORTS } from "./fixtures";

const PASSWORD = "ohia-lehua-2026";
let addresses = 0;

/** A signed-in member in its own browser context, with the legal texts accepted. */
async function newMember(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  email: string,
) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  addresses++;
  const headers = { "x-forwarded-for": `198.51.100.${(process.pid % 100) + addresses}` };
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: "" },
    headers,
  });
  expect(res.status()).toBe(200);
  expect((await page.request.post("/api/me/consent", { data: { consent: true } })).status()).toBe(200);
  return { page, context, errors };
}

async function adminSignIn(page: Page) {
  await page.goto("/auth");
  await page.getByLabel(AUTH.labels.email, { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel(AUTH.labels.password, { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: AUTH.buttons.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  // The avatar menu's Admin entry opens the area (from the landing page, which no legal dialog blocks).
  await page.goto("/");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: NAV.admin }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Opens a sidebar page: on a phone through the drawer. */
async function openSection(page: Page, label: string, isPhone: boolean) {
  if (isPhone) await page.getByRole("button", { name: ADMIN_LAYOUT.toggleSidebar }).first().click();
  await page.getByRole("navigation", { name: ADMIN_LAYOUT.title }).getByRole("link", { name: label }).click();
}

async function expectNoSeriousViolations(page: Page, label: string) {
  // Phone-first: nothing scrolls sideways at 390 px.
  const width = page.viewportSize()?.width ?? 0;
  expect(
    await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
          .scrollWidth,
    ),
    `${label} scroll width`,
  ).toBeLessThanOrEqual(width);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map((v) => `${label}: ${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
}

async function userActions(page: Page, email: string, action: string) {
  const item = page.getByRole("menuitem", { name: action });
  // The list may still be settling (a search result arriving) when the menu opens; open it again then.
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole("button", { name: ADMIN_USERS.actions.menu(email) }).click();
    await expect(item).toBeVisible({ timeout: 2000 });
  }).toPass();
  await item.click();
}

test.describe("the admin back-office", () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const isPhone = name === "phone";

    test(`an admin manages users and the legal texts (${name})`, async ({ page, browser, baseURL }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const stamp = `${name}.${Date.now()}`;
      const email = `member.${stamp}@example.com`;
      const member = await newMember(browser, baseURL as string, viewport, email);

      // A signed-in non-admin is refused.
      await member.page.goto("/admin");
      await expect(member.page.getByText(ADMIN_LAYOUT.noAccess)).toBeVisible();
      await expect(member.page.getByRole("navigation", { name: ADMIN_LAYOUT.title })).toHaveCount(0);
      expect((await member.page.request.get("/api/admin/users")).status()).toBe(403);

      // The dashboard, with real figures.
      await adminSignIn(page);
      await expect(page.getByRole("heading", { name: ADMIN_DASHBOARD.title, level: 1 })).toBeVisible();
      await expect(page.getByText(ADMIN_DASHBOARD.cards.totalUsers, { exact: true })).toBeVisible();
      await expect(page.getByText(ADMIN_DASHBOARD.recentSignups, { exact: true })).toBeVisible();
      await expect(page.getByText(email).first()).toBeVisible();
      await page.screenshot({ path: `test-results/screens/admin-dashboard-${name}.png`, fullPage: true });
      await expectNoSeriousViolations(page, "/admin");

      // Find the member by e-mail and grant admin (asked in a dialog).
      await openSection(page, ADMIN_LAYOUT.nav.users, isPhone);
      await expect(page).toHaveURL(/\/admin\/users$/);
      await page.getByLabel(ADMIN_USERS.search).fill(email);
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, "\\.")}`));
      const rows = page.getByTestId(isPhone ? "user-card" : "user-row");
      await expect(rows).toHaveCount(1);
      await userActions(page, email, ADMIN_USERS.actions.grantAdmin);
      const grant = page.getByRole("alertdialog", { name: ADMIN_USERS.confirm.grantTitle });
      await grant.getByRole("button", { name: ADMIN_USERS.actions.grantAdmin }).click();
      await expect(page.getByText(ADMIN_USERS.toasts.adminGranted)).toBeVisible();
      await expect(rows.first().getByText(ADMIN_USERS.adminBadge, { exact: true })).toBeVisible();
      // The detail panel: consent, usage and the user's own audit trail.
      await rows.first().getByRole("button", { name: email, exact: true }).click();
      const detail = page.getByRole("dialog", { name: ADMIN_USERS.detail.title });
      await expect(detail.getByText(ADMIN_USERS.detail.questionsToday)).toBeVisible();
      await expect(detail.getByText(AUDIT_ACTION_LABELS["user.admin.grant"] as string)).toBeVisible();
      await expect(detail.getByText("2025-08-11|", { exact: false }).first()).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(detail).toHaveCount(0);

      // The URL keeps the list: a reload shows the same search.
      await page.reload();
      await expect(page.getByLabel(ADMIN_USERS.search)).toHaveValue(email);
      await expect(rows).toHaveCount(1);
      await page.screenshot({ path: `test-results/screens/admin-users-${name}.png`, fullPage: true });
      await expectNoSeriousViolations(page, "/admin/users");

      // The super admin's row offers no actions.
      await page.getByLabel(ADMIN_USERS.search).fill(E2E_ADMIN.email);
      await expect(rows.first().getByText(ADMIN_USERS.superAdmin).first()).toBeVisible();
      await expect(page.getByRole("button", { name: ADMIN_USERS.actions.menu(E2E_ADMIN.email) })).toHaveCount(0);

      // Edit the terms in the HTML source view; /terms shows them at once.
      await openSection(page, ADMIN_LAYOUT.nav.content, isPhone);
      await expect(page.getByRole("heading", { name: ADMIN_CONTENT.title, level: 1 })).toBeVisible();
      await expect(page.getByTestId("acceptance-share")).toBeVisible();
      const terms = page.getByRole("tabpanel", { name: ADMIN_CONTENT.tabs["terms-of-service"] });
      await terms.getByRole("button", { name: ADMIN_CONTENT.editor.source }).click();
      const clause = `Stay on marked trails (${stamp}).`;
      await terms
        .getByRole("textbox", { name: ADMIN_CONTENT.contentLabel })
        .fill(`<h2>Trails</h2><p>${clause}</p><p onclick="alert(1)">Be kind.</p><script>alert(2)</script>`);
      await terms.getByRole("button", { name: ADMIN_CONTENT.save }).click();
      await expect(page.getByText(ADMIN_CONTENT.saved)).toBeVisible();
      await terms.getByRole("button", { name: ADMIN_CONTENT.editor.visual }).click();
      await expect(terms.getByRole("textbox", { name: ADMIN_CONTENT.contentLabel })).toContainText(clause);
      // Revisions: the earlier text is listed with a readable diff against the current one.
      const revisions = terms.getByTestId("revision");
      await expect(revisions.nth(1)).toBeVisible();
      await revisions.nth(1).getByRole("button", { name: ADMIN_CONTENT.revisions.showDiff }).click();
      await expect(terms.getByTestId("revision-diff").locator("ins").first()).toBeVisible();
      await page.screenshot({ path: `test-results/screens/admin-content-${name}.png`, fullPage: true });
      await expectNoSeriousViolations(page, "/admin/content");

      await member.page.goto("/terms");
      await expect(member.page.getByText(clause)).toBeVisible();
      expect(await member.page.locator(".legal-content [onclick], .legal-content script").count()).toBe(0);

      // Restore the seeded text (the oldest revision, by no one): the public page shows it again.
      await terms
        .getByTestId("revision")
        .filter({ hasText: ADMIN_CONTENT.revisions.unknownAuthor })
        .getByRole("button", { name: ADMIN_CONTENT.revisions.restore })
        .click();
      await page.getByRole("alertdialog").getByRole("button", { name: ADMIN_CONTENT.revisions.restore }).click();
      await expect(page.getByText(ADMIN_CONTENT.revisions.restored)).toBeVisible();
      await expect(terms.getByTestId("revision").first()).toContainText(ADMIN_CONTENT.revisions.current);
      await member.page.goto("/terms");
      await expect(member.page.getByRole("heading", { name: "1. About these terms" })).toBeVisible();
      await expect(member.page.getByText(clause)).toHaveCount(0);

      // Force re-acceptance: the signed-in member meets the blocking dialog on the next guarded page.
      await page.getByRole("button", { name: ADMIN_CONTENT.forceButton }).click();
      const force = page.getByRole("alertdialog");
      await expect(force.getByText(ADMIN_CONTENT.forceConfirm)).toBeVisible();
      await force.getByRole("button", { name: ADMIN_CONTENT.forceConfirmAction }).click();
      await expect(page.getByText(ADMIN_CONTENT.forceDone)).toBeVisible();
      await member.page.goto("/chat");
      await expect(member.page.getByRole("dialog", { name: LEGAL_DIALOG.title })).toBeVisible();

      // Deactivate the member (asked in a dialog): their open session ends at once.
      await openSection(page, ADMIN_LAYOUT.nav.users, isPhone);
      await page.getByLabel(ADMIN_USERS.search).fill(email);
      await expect(rows).toHaveCount(1);
      await userActions(page, email, ADMIN_USERS.actions.deactivate);
      await page
        .getByRole("alertdialog", { name: ADMIN_USERS.confirm.deactivateTitle })
        .getByRole("button", { name: ADMIN_USERS.actions.deactivate })
        .click();
      await expect(page.getByText(ADMIN_USERS.toasts.statusUpdated)).toBeVisible();
      await expect(rows.first().getByText(ADMIN_USERS.deactivatedStatus)).toBeVisible();
      await member.page.goto("/my-trip");
      await expect(member.page).toHaveURL(/\/auth/);
      expect((await member.page.request.get("/api/me")).ok()).toBe(true);
      expect(((await (await member.page.request.get("/api/me")).json()) as { user: unknown }).user).toBeNull();

      expect(member.errors).toEqual([]);
      await member.context.close();
    });
  }

  test("the sidebar collapses by its trigger or Ctrl+B (not while typing) and remembers it in a cookie", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.request.post("/api/auth/sign-in/email", {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    await page.goto("/admin/users");
    const sidebar = page.getByTestId("admin-sidebar");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect.poll(() => sidebar.boundingBox().then((box) => box?.width)).toBe(256);

    await page.getByLabel(ADMIN_USERS.search).focus();
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");

    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect.poll(() => sidebar.boundingBox().then((box) => box?.width)).toBe(48);
    const cookie = (await page.context().cookies()).find((c) => c.name === "admin_sidebar_state");
    expect(cookie?.value).toBe("false");
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 120);
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.getByRole("button", { name: ADMIN_LAYOUT.toggleSidebar }).click();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");

    // Inside the rich-text editor Ctrl+B makes text bold and leaves the sidebar alone.
    await page
      .getByRole("navigation", { name: ADMIN_LAYOUT.title })
      .getByRole("link", { name: ADMIN_LAYOUT.nav.content })
      .click();
    const editor = page.getByRole("tabpanel").getByRole("textbox", { name: ADMIN_CONTENT.contentLabel });
    await editor.click();
    await page.keyboard.press("Control+b");
    await page.keyboard.type("Bold words");
    await expect(editor.locator("strong")).toContainText("Bold words");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");

    // On a phone the sidebar is an 18rem drawer opened by the trigger.
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(page.getByTestId("admin-sidebar")).toHaveCount(0);
    await page.getByRole("button", { name: ADMIN_LAYOUT.toggleSidebar }).first().click();
    await expect
      .poll(() =>
        page
          .getByTestId("admin-sidebar")
          .boundingBox()
          .then((box) => box?.width),
      )
      .toBe(288);
    await page.screenshot({ path: "test-results/screens/admin-drawer-phone.png" });
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("admin-sidebar")).toHaveCount(0);
  });

  test("an unknown admin page is the not-found page, and signed-out visitors are refused", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The unknown page is served with status 404, which the browser logs.
    allowConsoleErrors(/status of 404/);
    const res = await page.goto("/admin/nothing-here");
    expect(res?.status()).toBe(404);
    await expect(page.getByText(NOT_FOUND.title)).toBeVisible();
    await page.goto("/admin");
    await expect(page.getByText(ADMIN_LAYOUT.noAccess)).toBeVisible();
  });

  test("Sign Out in the sidebar signs out with the spec's toast", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.request.post("/api/auth/sign-in/email", {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    await page.goto("/admin");
    await page
      .getByRole("navigation", { name: ADMIN_LAYOUT.title })
      .getByRole("button", { name: ADMIN_LAYOUT.signOut })
      .click();
    await expect(page.getByText(ADMIN_LAYOUT.signedOut)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
