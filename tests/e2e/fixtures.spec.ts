import { createAdmin, createPaidUser, createUser } from "./factories";
import { expect, test } from "./fixtures";

// The harness itself: an unexpected console error fails the test it happens in, and the factories
// give each test accounts of its own.

test.describe("the console-error fixture", () => {
  test("fails a test whose page logs an error it did not expect", async ({ page }) => {
    test.fail(true, "the fixture must turn this console.error into a failure");
    await page.goto("/pricing");
    await page.evaluate(() => console.error("an error nobody expected"));
  });

  test("fails a test on an uncaught page error", async ({ page }) => {
    test.fail(true, "the fixture must turn this uncaught error into a failure");
    await page.goto("/pricing");
    const reported = page.waitForEvent("pageerror");
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("uncaught in the page");
      });
    });
    await reported;
  });

  test("lets through the errors a test names", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/an expected error/);
    await page.goto("/pricing");
    await page.evaluate(() => console.error("an expected error"));
  });
});

type Me = { user: { email: string; hasPaid: boolean; isAdmin: boolean; termsAccepted: boolean } | null };

test.describe("the account factories", () => {
  test("a user: new, signed in, legal texts accepted, not paid", async ({ page }) => {
    const { email } = await createUser(page, "factory.member");
    const me = (await (await page.request.get("/api/me")).json()) as Me;
    expect(me.user).toMatchObject({ email, hasPaid: false, isAdmin: false, termsAccepted: true });
  });

  test("a paid user", async ({ page }) => {
    const { email } = await createPaidUser(page, "factory.paid");
    const me = (await (await page.request.get("/api/me")).json()) as Me;
    expect(me.user).toMatchObject({ email, hasPaid: true, isAdmin: false });
  });

  test("an admin", async ({ page }) => {
    const { email } = await createAdmin(page, "factory.admin");
    const me = (await (await page.request.get("/api/me")).json()) as Me;
    expect(me.user).toMatchObject({ email, isAdmin: true });
  });
});
