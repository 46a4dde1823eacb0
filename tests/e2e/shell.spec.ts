import { mkdirSync } from "node:fs";
import { CRASH, LANDING, NOT_FOUND } from "../../src/shared/messages/shell";
import { expect, test, VIEWPORTS } from "./fixtures";

mkdirSync("test-results/screens", { recursive: true });

test.describe("the client shell", () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`landing page renders at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: LANDING.tagline })).toBeVisible();
      await expect(page.getByRole("link", { name: "AlohaBot", exact: true })).toHaveAttribute("href", "/");
      await expect(page.getByRole("link", { name: LANDING.getStarted })).toHaveAttribute("href", "/auth?type=signup");
      await expect(page).toHaveTitle(/AlohaBot/);
      await page.screenshot({ path: `test-results/screens/landing-${name}.png`, fullPage: true });
    });
  }

  test("an unknown path shows the not-found page, and its link goes home", async ({ page, allowConsoleErrors }) => {
    // The browser logs the document's own 404 status; nothing else may fail.
    allowConsoleErrors(/status of 404/);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND.code })).toBeVisible();
    await expect(page.getByText(NOT_FOUND.title)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.setViewportSize(VIEWPORTS.phone);
    await page.screenshot({ path: "test-results/screens/not-found-phone.png" });
    await page.getByRole("link", { name: NOT_FOUND.link }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: LANDING.tagline })).toBeVisible();
    // The browser logs the document's own 404 status; nothing else may fail.
  });

  test("an unknown path under /admin shows the not-found page", async ({ page, allowConsoleErrors }) => {
    // Served with status 404, which the browser logs.
    allowConsoleErrors(/status of 404/);
    // Every page of the spec's admin sidebar exists; any other /admin path is not a page.
    await page.goto("/admin/no-such-page");
    await expect(page.getByText(NOT_FOUND.title)).toBeVisible();
  });

  test("an uncaught error while loading a page shows the crash screen", async ({ page, allowConsoleErrors }) => {
    // Only the aborted chunk may log an error.
    allowConsoleErrors(/Failed to fetch dynamically imported module|net::ERR_FAILED|Failed to load resource/);
    // A failed page chunk (for example a deploy mid-visit) is an uncaught error for the router.
    await page.route(/\/assets\/not-found-[^/]+\.js$/, (route) => route.abort());
    const reported = page.waitForRequest((request) => request.url().endsWith("/api/client-errors"));
    await page.goto("/missing-page");
    await expect(page.getByRole("heading", { name: CRASH.title })).toBeVisible();
    await expect(page.getByText(CRASH.text)).toBeVisible();
    await expect(page.getByRole("link", { name: CRASH.home })).toHaveAttribute("href", "/");
    expect((await reported).postDataJSON()).toMatchObject({ path: "/missing-page" });
    await page.setViewportSize(VIEWPORTS.phone);
    await page.screenshot({ path: "test-results/screens/crash-phone.png" });

    await page.unroute(/\/assets\/not-found-[^/]+\.js$/);
    await page.getByRole("button", { name: CRASH.reload }).click();
    await expect(page.getByText(NOT_FOUND.title)).toBeVisible();
  });

  test("/sitemap.xml is served as XML", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const body = await response.text();
    expect(body.match(/<url>/g)).toHaveLength(14);
    expect(body).toContain("<lastmod>2024-08-24</lastmod>");
  });

  test("the API answers health and readiness", async ({ request }) => {
    expect((await request.get("/api/health")).status()).toBe(200);
    expect(await (await request.get("/api/ready")).json()).toEqual({ status: "ready", database: "pglite" });
  });
});
