import { test as base, expect } from "@playwright/test";

let clients = 0;

type ConsoleWatch = { errors: string[]; allowed: RegExp[] };

/**
 * Every page under test fails its test on an uncaught page error or an unexpected console error,
 * and every test is its own client: a fresh X-Forwarded-For address (the e2e server trusts loopback
 * as its proxy), so the product's per-address limits (10 sign-ups an hour) never couple two tests.
 */
export const test = base.extend<{
  consoleWatch: ConsoleWatch;
  consoleErrors: string[];
  allowConsoleErrors: (...patterns: RegExp[]) => void;
}>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    clients++;
    await use({
      "x-forwarded-for": `198.18.${(process.pid + Math.floor(clients / 250)) % 250}.${(clients % 250) + 1}`,
    });
  },
  consoleWatch: [
    async ({ page }, use, testInfo) => {
      const watch: ConsoleWatch = { errors: [], allowed: [] };
      page.on("pageerror", (error) => watch.errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error") watch.errors.push(`console: ${message.text()}`);
      });
      await use(watch);
      // Checked after the test body, so an error fails the test whether or not the test looked.
      // A test that already failed keeps its own failure as the reported one.
      if (testInfo.status === "passed") {
        const unexpected = watch.errors.filter((line) => !watch.allowed.some((pattern) => pattern.test(line)));
        expect(unexpected, "unexpected console errors or uncaught page errors").toEqual([]);
      }
    },
    { auto: true, box: true },
  ],
  consoleErrors: async ({ consoleWatch }, use) => {
    await use(consoleWatch.errors);
  },
  // A test that provokes an error on purpose (a refused request the browser logs, an aborted chunk)
  // names it here; anything else still fails the test.
  allowConsoleErrors: async ({ consoleWatch }, use) => {
    await use((...patterns) => {
      consoleWatch.allowed.push(...patterns);
    });
  },
});

export { expect };

export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
