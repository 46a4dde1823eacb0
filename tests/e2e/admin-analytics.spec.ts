import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { ADMIN_LAYOUT } from "../../src/shared/messages/admin";
import { ADMIN_ACTIVITY, ADMIN_FEEDBACK, ADMIN_RESPONSE_QUALITY } from "../../src/shared/messages/admin-analytics";
import { AUTH } from "../../src/shared/messages/auth";
import { CHAT } from "../../src/shared/messages/chat";
import { NAV } from "../../src/shared/messages/shell";
import { TRIP_FEEDBACK_CSV_COLUMNS } from "../../src/shared/schemas/admin-feedback";
import { E2E_ADMIN } from "./e2e-env";
import { expect, test, VIEWPORTS } from "./fixtures";

let visitors = 0;

/** A visitor who pays, chats, rates the reply thumbs-down and reviews a saved trip. */
async function visitorLeavesFeedback(browser: Browser, baseURL: string, label: string) {
  visitors++;
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS.desktop,
    extraHTTPHeaders: { "x-forwarded-for": `198.51.101.${(process.pid % 100) + visitors}` },
  });
  const page = await context.newPage();
  const email = `${label}.${Date.now()}@example.com`;
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "analytics-pass-1", name: "" },
  });
  expect(signUp.status()).toBe(200);
  await page.request.post("/api/me/consent", { data: { consent: true } });
  const { url } = (await (await page.request.post("/api/payments/checkout", { data: {} })).json()) as { url: string };
  expect(
    (await page.request.post(`/api/payments/test-checkout/${url.split("/").at(-1)}/pay`, { data: {} })).status(),
  ).toBe(200);
  await page.goto("/chat");
  const input = page.getByLabel("Message");
  await input.fill("We have two young kids - which south shore beach is safest for swimming?");
  await input.press("Enter");
  // The reply can take a while on a loaded machine; this waits for it rather than timing it.
  await expect(page.locator("main").getByText("Poʻipū Beach Park", { exact: false }).first()).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("button", { name: "Not helpful" }).click();
  await expect(page.getByText(CHAT.rating.constructive)).toBeVisible();

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
    await page.request.post("/api/itineraries", { data: { preferences, title: "Analytics trip" } })
  ).json()) as { id: string };
  const review = await page.request.put(`/api/itineraries/${saved.id}/review`, {
    data: { overallRating: 4, alohabotRating: 2, feedbackText: "=SUM(1,2) lovely trip", wouldRecommend: true },
  });
  expect(review.status()).toBe(200);
  const day = await page.request.put(`/api/itineraries/${saved.id}/days/0/feedback`, {
    data: { tripDate: "2026-12-24", completionFeedback: "Waimea Canyon at dawn" },
  });
  expect(day.status()).toBe(200);
  await context.close();
  return email;
}

async function adminSignIn(page: Page) {
  await page.goto("/auth");
  await page.getByLabel(AUTH.labels.email, { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel(AUTH.labels.password, { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: AUTH.buttons.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await page.goto("/");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: NAV.admin }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function openSection(page: Page, label: string, isPhone: boolean) {
  if (isPhone) await page.getByRole("button", { name: ADMIN_LAYOUT.toggleSidebar }).first().click();
  await page.getByRole("navigation", { name: ADMIN_LAYOUT.title }).getByRole("link", { name: label }).click();
}

async function expectNoSeriousViolations(page: Page, label: string) {
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

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  const isPhone = name === "phone";
  test(`analytics pages at ${viewport.width} px show measured figures after a visitor's feedback`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = await visitorLeavesFeedback(browser, baseURL ?? "", `analytics.${name}`);
    await page.setViewportSize(viewport);
    await adminSignIn(page);

    // Activity Dashboard: every tab, measured.
    await openSection(page, ADMIN_LAYOUT.nav.activity, isPhone);
    await expect(page.getByRole("heading", { name: ADMIN_ACTIVITY.title })).toBeVisible();
    await expect(page.getByText(/^\+\d+ today$/)).toBeVisible();
    await expect(page.getByText(/^\d+ active users$/)).toBeVisible();
    await expect(page.getByText(/^\d+\.\d% conversion$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: ADMIN_ACTIVITY.funnel.title })).toBeVisible();
    const info = page.getByRole("button", { name: ADMIN_ACTIVITY.info(ADMIN_ACTIVITY.cards.healthScore) });
    if (isPhone) await info.click();
    else await info.hover();
    await expect(page.getByRole("tooltip")).toContainText("0.5 x API success rate");
    await page.keyboard.press("Escape");
    await page.screenshot({ path: `test-results/screens/admin-activity-${name}.png`, fullPage: true });
    await expectNoSeriousViolations(page, `activity ${name}`);

    await page.getByRole("tab", { name: ADMIN_ACTIVITY.tabs.users }).click();
    await expect(page.getByText(ADMIN_ACTIVITY.cards.completionRate)).toBeVisible();
    await expect(page.getByRole("columnheader", { name: ADMIN_ACTIVITY.timelineColumns.event })).toBeVisible();
    await page.getByRole("tab", { name: ADMIN_ACTIVITY.tabs.api }).click();
    await expect(page.getByRole("heading", { name: ADMIN_ACTIVITY.recentCalls })).toBeVisible();
    await expect(page.getByLabel(/^HTTP 200$/).first()).toBeVisible();
    await page.getByRole("tab", { name: ADMIN_ACTIVITY.tabs.system }).click();
    await expect(page.getByText(ADMIN_ACTIVITY.cards.dbConnections)).toBeVisible();
    await expect(page.getByRole("progressbar", { name: ADMIN_ACTIVITY.storage })).toBeVisible();
    await expectNoSeriousViolations(page, `activity system ${name}`);

    // Response Quality: the visitor's thumbs-down, in its conversation, marked reviewed.
    await openSection(page, ADMIN_LAYOUT.nav.responseAnalytics, isPhone);
    await expect(page.getByRole("heading", { name: ADMIN_RESPONSE_QUALITY.title })).toBeVisible();
    await expect(page.getByText(ADMIN_RESPONSE_QUALITY.cards.satisfaction)).toBeVisible();
    const item = page.getByRole("listitem").filter({ hasText: email });
    await expect(item).toBeVisible();
    await expect(item.getByRole("link", { name: /Edit .* in the Places Directory/ }).first()).toBeVisible();
    await expectNoSeriousViolations(page, `response quality ${name}`);
    await item.getByRole("button", { name: ADMIN_RESPONSE_QUALITY.openConversation }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("which south shore beach is safest")).toBeVisible();
    await page.keyboard.press("Escape");
    await item.getByRole("button", { name: ADMIN_RESPONSE_QUALITY.markReviewed }).click();
    await expect(item.getByText(ADMIN_RESPONSE_QUALITY.reviewed, { exact: true })).toBeVisible();
    await page.screenshot({ path: `test-results/screens/admin-response-quality-${name}.png`, fullPage: true });

    // User Feedback: star cards, the trip review with would-recommend, and the CSV.
    await openSection(page, ADMIN_LAYOUT.nav.feedback, isPhone);
    await expect(page.getByRole("heading", { name: ADMIN_FEEDBACK.title })).toBeVisible();
    await expect(page.getByText(/^Based on \d+ ratings?$/).first()).toBeVisible();
    await expect(page.getByRole("tab", { name: /^Trip Reviews \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    await expectNoSeriousViolations(page, `feedback ${name}`);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: ADMIN_FEEDBACK.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^trip-feedback-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) ?? "", "utf8");
    expect(csv.split("\n")[0]).toBe(TRIP_FEEDBACK_CSV_COLUMNS.join(","));
    expect(csv).toContain(`4,2,"'=SUM(1,2) lovely trip",Yes,`);
    expect(csv).toContain(email);
    await page.getByRole("tab", { name: /^Day Feedback \(\d+\)$/ }).click();
    await expect(page.getByText("Waimea Canyon at dawn").first()).toBeVisible();
    await page.screenshot({ path: `test-results/screens/admin-feedback-${name}.png`, fullPage: true });
  });
}
