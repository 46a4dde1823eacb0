import AxeBuilder from "@axe-core/playwright";
import { LEGAL_PAGES, REVIEW_FORM } from "../../src/shared/messages/public-site";
import { LANDING, LOADING } from "../../src/shared/messages/shell";
import { expect, test, VIEWPORTS } from "./fixtures";

const PUBLIC_PAGES = [
  { path: "/", heading: LANDING.tagline },
  { path: "/ai-recommendations-kauai", heading: "Kauai recommendations that fit today, not a brochure" },
  { path: "/kauai-trip-planner", heading: "A Kauai trip planner that respects the map" },
  { path: "/kauai-local-secrets", heading: "Kauai the way locals enjoy it" },
  { path: "/custom-kauai-itinerary", heading: "An itinerary shaped by how you travel" },
  { path: "/kauai-travel-guide", heading: "The practical Kauai travel guide" },
  { path: "/terms", heading: "Terms of Service" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/pricing", heading: "Unlock Full Access" },
  { path: "/itinerary-builder", heading: "Create Your Perfect Kauai Itinerary" },
];

test.describe("the public site", () => {
  test("every public page's HTML carries title, description, canonical and main heading without JavaScript", async ({
    request,
    baseURL,
  }) => {
    for (const page of PUBLIC_PAGES) {
      const res = await request.get(page.path);
      expect(res.status(), page.path).toBe(200);
      const html = await res.text();
      expect(html, page.path).toMatch(/<title>[^<]+\| AlohaBot<\/title>/);
      expect(html, page.path).toMatch(/<meta name="description" content="[^"]{40,160}"/);
      expect(html, page.path).toContain(`<link rel="canonical" href="${baseURL}${page.path}" />`);
      expect(html, page.path).toContain('<meta property="og:title"');
      expect(html, page.path).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html, page.path).toMatch(
        new RegExp(`<h1[^>]*>${page.heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`),
      );
    }
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`the landing sections render from seeded data at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: LANDING.tagline })).toBeVisible();
      await expect(page.getByRole("heading", { name: LANDING.featuredSponsors })).toBeVisible();
      await expect(page.getByRole("heading", { name: LANDING.hiddenGems })).toBeVisible();
      await expect(page.getByRole("heading", { name: LANDING.testimonials })).toBeVisible();
      await expect(page.getByRole("heading", { name: LANDING.startChattingSection })).toBeVisible();
      await expect(
        page.getByRole("region", { name: LANDING.hiddenGems }).getByRole("figure").filter({ hasText: "Waimea Canyon" }),
      ).toBeVisible();
      const visit = page.getByRole("link", { name: /Visit Website/ }).first();
      await expect(visit).toHaveAttribute("target", "_blank");
      await expect(visit).toHaveAttribute("rel", "noopener noreferrer");
      await page.screenshot({ path: `test-results/screens/landing-full-${name}.png`, fullPage: true });
    });
  }

  test("the sponsors carousel is hidden when no business is sponsored", async ({ page }) => {
    await page.route("**/api/public/businesses/featured", (route) => route.fulfill({ json: [] }));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: LANDING.hiddenGems })).toBeVisible();
    await expect(page.getByRole("heading", { name: LANDING.featuredSponsors })).toHaveCount(0);
  });

  test("the built-in places show when the showcase cannot be loaded", async ({ page, allowConsoleErrors }) => {
    // The stubbed 500 is the point of the test; the browser logs it.
    allowConsoleErrors(/status of 500/);
    await page.route("**/api/public/showcase", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "x", message: "x" } } }),
    );
    await page.goto("/");
    const gallery = page.getByRole("region", { name: LANDING.hiddenGems });
    await expect(gallery.getByRole("figure")).toHaveCount(6);
    await expect(gallery.getByText("Nā Pali Coast")).toBeVisible();
  });

  test("a review goes through after each validation message is seen", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto("/");
    await page.getByRole("button", { name: REVIEW_FORM.toggle }).click();
    const submit = page.getByRole("button", { name: REVIEW_FORM.submit });
    await submit.click();
    const alert = page.getByRole("alert").filter({ hasText: REVIEW_FORM.validationTitle });
    await expect(alert).toContainText(REVIEW_FORM.nameRequired);
    await expect(alert).toContainText(REVIEW_FORM.textRequired);
    await expect(alert).toContainText(REVIEW_FORM.ratingRequired);
    await page.getByLabel(REVIEW_FORM.name).fill("Makana");
    await page.getByLabel(REVIEW_FORM.text).fill("x".repeat(501));
    await expect(page.getByText(REVIEW_FORM.remaining(0))).toBeVisible();
    await submit.click();
    await expect(alert).toContainText(REVIEW_FORM.textTooLong);
    await page
      .getByLabel(REVIEW_FORM.text)
      .fill("The concierge found us a calm beach for the kids when the north shore was wild.");
    await expect(page.getByText(REVIEW_FORM.remaining(421))).toBeVisible();
    await page.getByText("5 stars").click({ force: true });
    await page.screenshot({ path: "test-results/screens/review-form-phone.png", fullPage: false });
    await submit.click();
    await expect(page.getByText(REVIEW_FORM.success.title)).toBeVisible();
    await page.getByRole("button", { name: REVIEW_FORM.another }).click();
    await expect(page.getByLabel(REVIEW_FORM.name)).toHaveValue("");
  });

  test("the legal pages render seeded content and fall back when it is missing", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The stubbed 404 and 500 answers (and the unknown page's own 404) are the point of the test.
    allowConsoleErrors(/status of (404|500)/);
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "1. About these terms" })).toBeVisible();
    await expect(page.getByRole("link", { name: LEGAL_PAGES.back })).toHaveAttribute("href", "/");
    await page.route("**/api/public/site-content/privacy-policy", (route) =>
      route.fulfill({ status: 404, json: { error: { code: "not_found", message: "x" } } }),
    );
    await page.goto("/privacy");
    await expect(page.getByText("The full text is being updated.")).toBeVisible();
    await page.route("**/api/public/site-content/terms-of-service", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "x" } } }),
    );
    await page.goto("/about-blank-first");
    await page.goto("/terms");
    await expect(page.getByText(LEGAL_PAGES.terms.loadError)).toBeVisible({ timeout: 15_000 });
  });

  test("/terms keeps the server-rendered text until the client has the data (no Loading... flash)", async ({
    page,
  }) => {
    // Records whether "Loading..." is ever in the document, from the first byte on.
    await page.addInitScript((loading) => {
      // The e2e project type-checks without DOM types: the browser globals are described here.
      type Doc = { body: { textContent: string | null } | null };
      type Observer = new (callback: () => void) => { observe: (target: Doc, options: object) => void };
      const g = globalThis as unknown as {
        document: Doc;
        MutationObserver: Observer;
        __legalFlash: { loading: boolean };
      };
      const seen = { loading: false };
      g.__legalFlash = seen;
      new g.MutationObserver(() => {
        if (g.document.body?.textContent?.includes(loading)) seen.loading = true;
      }).observe(g.document, { childList: true, subtree: true, characterData: true });
    }, LOADING);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route("**/api/public/site-content/terms-of-service", async (route) => {
      asked();
      await gate;
      await route.continue();
    });
    await page.goto("/terms");
    await requested;
    // The client is waiting for the text: the server's text is what the visitor reads meanwhile.
    await expect(page.getByRole("heading", { name: "1. About these terms" })).toBeVisible();
    await expect(page.getByText(LOADING)).toHaveCount(0);
    release();
    // The client's page (it adds the "Last updated" line) has replaced the server's.
    await expect(page.getByText(/^Last updated /)).toBeVisible();
    await expect(page.getByRole("heading", { name: "1. About these terms" })).toBeVisible();
    expect(
      await page.evaluate(() => (globalThis as unknown as { __legalFlash: { loading: boolean } }).__legalFlash.loading),
    ).toBe(false);
  });

  test("script in legal content never runs, even if it reached the browser", async ({ page, allowConsoleErrors }) => {
    // The browser reports the refused inline handler: that report is what this test waits for.
    // The injected <img src="x"> fails to load (404) as well.
    allowConsoleErrors(/Content Security Policy/, /status of 404/);
    const refused = page.waitForEvent("console", (message) => message.text().includes("Content Security Policy"));
    await page.route("**/api/public/site-content/terms-of-service", (route) =>
      route.fulfill({
        json: {
          slug: "terms-of-service",
          title: "Terms of Service",
          contentHtml: '<p>Hello</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
          updatedAt: new Date().toISOString(),
        },
      }),
    );
    await page.goto("/terms");
    await expect(page.getByText("Hello")).toBeVisible();
    await refused;
    expect(await page.evaluate(() => (globalThis as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  // One test per page and width, so a slow page cannot eat another's budget on a busy machine.
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    for (const entry of PUBLIC_PAGES) {
      test(`no serious or critical accessibility violations on ${entry.path} (${width})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(entry.path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.emulateMedia({ reducedMotion: "reduce" });
        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(blocking.map((v) => `${entry.path}: ${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
      });
    }
  }
});
