import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { AUTH } from "../../src/shared/messages/auth";
import { CHAT } from "../../src/shared/messages/chat";
import { PAYMENT } from "../../src/shared/messages/payment";
import { createPaidUser, createUser } from "./factories";
import { expect, test, VIEWPORTS } from "./fixtures";

// One test per signed-in page and width (the public pages have theirs in public-site.spec.ts, the
// admin pages in admin.spec.ts), each with its own account, so a slow page cannot eat another's budget.

async function expectNoSeriousViolations(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map((v) => `${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
}

type Account = "none" | "member" | "paid";
const PAGES: { path: string; account: Account; ready: (page: Page) => Promise<void> }[] = [
  {
    path: "/auth",
    account: "none",
    ready: (page) => expect(page.getByRole("heading", { name: AUTH.titles.signIn })).toBeVisible(),
  },
  {
    path: "/payment",
    account: "member",
    ready: (page) => expect(page.getByRole("button", { name: PAYMENT.purchase })).toBeVisible(),
  },
  {
    path: "/chat",
    account: "paid",
    ready: (page) => expect(page.getByRole("heading", { name: CHAT.headerNew })).toBeVisible(),
  },
  {
    path: "/my-trip",
    account: "paid",
    ready: (page) => expect(page.getByRole("heading", { level: 1, name: "My Trip" })).toBeVisible(),
  },
  {
    path: "/itinerary",
    account: "paid",
    ready: (page) => expect(page.getByRole("link", { name: "Build an itinerary" }).first()).toBeVisible(),
  },
];

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  for (const entry of PAGES) {
    test(`no serious or critical accessibility violations on ${entry.path} (${width})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      if (entry.account === "member") await createUser(page, "a11y.member");
      if (entry.account === "paid") await createPaidUser(page, "a11y.paid");
      await page.goto(entry.path);
      await entry.ready(page);
      await expectNoSeriousViolations(page);
    });
  }
}
