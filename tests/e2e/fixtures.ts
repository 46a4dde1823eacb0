import { test as base, expect } from "@playwright/test";

let clients = 0;

/**
 * Every page under test fails on an uncaught page error or an unexpected console error, and every
 * test is its own client: a fresh X-Forwarded-For address (the e2e server trusts loopback as its
 * proxy), so the product's per-address limits (10 sign-ups an hour) never couple two tests.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    clients++;
    await use({
      "x-forwarded-for": `198.18.${(process.pid + Math.floor(clients / 250)) % 250}.${(clients % 250) + 1}`,
    });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console: ${message.text()}`);
      });
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };

export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
