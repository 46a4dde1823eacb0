import type { Locator, Page } from "@playwright/test";
import { AUTH } from "../../src/shared/messages/auth";
import { CHAT } from "../../src/shared/messages/chat";
import { ITINERARY } from "../../src/shared/messages/itinerary";
import { REVIEW_FORM } from "../../src/shared/messages/public-site";
import { NAV } from "../../src/shared/messages/shell";
import type { PlaceCard } from "../../src/shared/schemas/place-card";
import { lastOutboxLink } from "./e2e-env";
import { createPaidUser, uniqueEmail } from "./factories";
import { expect, test, VIEWPORTS } from "./fixtures";

// What a new visitor tripped over (issue 13): each block failed before its fix.

// This project type-checks tests without DOM types (browser globals must not pass in server code),
// so the few browser shapes read inside page.evaluate are declared here. Casts only: erased at run time.
type Box = { x: number; y: number; right: number; width: number; height: number };
type DomNode = {
  tagName: string;
  className: unknown;
  textContent: string | null;
  scrollWidth: number;
  clientWidth: number;
  naturalWidth: number;
  closest: (selector: string) => unknown;
  querySelectorAll: (selector: string) => Iterable<DomNode>;
  getBoundingClientRect: () => Box;
};
type BrowserGlobals = {
  getComputedStyle: (node: unknown) => { overflowX: string; color: string };
  innerWidth: number;
  localStorage: { getItem: (key: string) => string | null; length: number; key: (index: number) => string | null };
};

const LONG_URL = `https://www.example.com/kauai/${"snorkel-spots-".repeat(19)}end`.slice(0, 300);
const LONG_WORD = "Humuhumunukunukuapuaʻa".repeat(8);

/** Each test's own paid, signed-in account (tests/e2e/factories.ts). */
async function paidUser(page: Page, email?: string): Promise<string> {
  return (await createPaidUser(page, "visitor", email ? { email } : {})).email;
}

async function ask(page: Page, question: string) {
  const input = page.getByLabel("Message");
  await input.fill(question);
  await input.press("Enter");
}

async function saveReply(page: Page, category: string) {
  await page.getByRole("button", { name: CHAT.save.action }).last().click();
  const dialog = page.getByRole("dialog", { name: CHAT.save.dialogTitle });
  await dialog.getByRole("combobox", { name: CHAT.save.category }).click();
  await page.getByRole("option", { name: category }).click();
  await dialog.getByRole("button", { name: CHAT.save.confirm }).click();
  await expect(page.getByText(CHAT.save.saved.title)).toBeVisible();
}

/** Elements inside `root` that scroll sideways (except the strips meant to: suggestions, day tabs). */
async function sidewaysScrollers(root: Locator): Promise<string[]> {
  return root.evaluate((root) => {
    const element = root as unknown as DomNode;
    const { getComputedStyle } = globalThis as unknown as BrowserGlobals;
    const found: string[] = [];
    for (const el of [element, ...element.querySelectorAll("*")]) {
      if (el.closest('[aria-label="Suggestions"]')) continue;
      const style = getComputedStyle(el);
      const scrolls = style.overflowX === "auto" || style.overflowX === "scroll";
      if (scrolls && el.scrollWidth > el.clientWidth + 1) found.push(`${el.tagName}.${el.className}`.slice(0, 120));
    }
    return found;
  });
}

/** Text elements inside `root` whose box sticks out of `root` (clipped or off-screen), suggestion chips aside. */
async function overflowingText(root: Locator): Promise<string[]> {
  return root.evaluate((root) => {
    const element = root as unknown as DomNode;
    const outer = element.getBoundingClientRect();
    const right = Math.min(outer.right, (globalThis as unknown as BrowserGlobals).innerWidth);
    const found: string[] = [];
    for (const node of element.querySelectorAll("p, a, h3, li, dd, span")) {
      if (node.closest('[aria-label="Suggestions"]')) continue; // a strip that scrolls sideways on purpose
      const box = node.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 1) found.push(`${node.tagName}: ${node.textContent?.slice(0, 40)}`);
    }
    return found;
  });
}

/** A toast's box once it has stopped moving (two equal readings a frame apart). */
async function settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let previous = "";
  let box = (await locator.boundingBox())!;
  await expect
    .poll(async () => {
      box = (await locator.boundingBox())!;
      const now = JSON.stringify(box);
      const still = now === previous;
      previous = now;
      return still;
    })
    .toBe(true);
  return box;
}

function boxesOverlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe("saved items outlive their conversation", () => {
  test("deleting a conversation asks first, and the saved reply stays in My Trip", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await paidUser(page);
    await page.goto("/chat");
    await ask(page, "Best snorkeling on the north shore?");
    await expect(page.getByRole("button", { name: CHAT.save.action })).toBeVisible();
    const replyText = (await page.locator("main .bg-card").last().innerText()).split("\n")[0] ?? "";
    await saveReply(page, "Beaches");

    await page.getByRole("button", { name: CHAT.conversations }).click();
    const list = page.getByRole("complementary", { name: CHAT.conversations });
    await list.getByRole("button", { name: /^Delete Best snorkeling/ }).click();
    const confirm = page.getByRole("alertdialog", { name: CHAT.deleteDialog.title });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(CHAT.deleteDialog.description);
    await confirm.getByRole("button", { name: CHAT.deleteDialog.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(list.getByRole("button", { name: /^Best snorkeling/ })).toBeVisible();

    await list.getByRole("button", { name: /^Delete Best snorkeling/ }).click();
    await confirm.getByRole("button", { name: CHAT.deleteDialog.confirm }).click();
    await expect(page.getByText(CHAT.deleted)).toBeVisible();
    await expect(list.getByRole("button", { name: /^Best snorkeling/ })).toHaveCount(0);

    await page.goto("/my-trip");
    await expect(page.getByRole("heading", { name: /^Beaches \(1\)$/ })).toBeVisible();
    await expect(page.getByText(replyText.slice(0, 40), { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the conversation" })).toHaveCount(0);
    await expect(page.getByRole("article").getByRole("heading").first()).toBeVisible();
  });
});

test.describe("long content wraps", () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`a 300-character URL and a long word wrap in both bubbles and in place cards at ${name} width`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await paidUser(page);
      await page.goto("/chat");
      await ask(page, `Is this beach good for kids? ${LONG_URL}`);
      await expect(page.getByRole("button", { name: CHAT.save.action })).toBeVisible();
      const conversationId = (
        (await (await page.request.get("/api/chat/conversations")).json()) as { conversations: { id: string }[] }
      ).conversations[0]?.id;

      // The assistant's reply and a place card, as a model could write them: long link, long word.
      await page.route(`**/api/chat/conversations/${conversationId}`, async (route) => {
        const response = await route.fetch();
        const detail = (await response.json()) as {
          messages: { role: string; content: string; places?: PlaceCard[] }[];
          places: PlaceCard[];
        };
        const long = (place: PlaceCard): PlaceCard => ({
          ...place,
          name: `${place.name} ${LONG_WORD}`,
          address: `${LONG_WORD}, Kauai`,
          description: `See ${LONG_URL}`,
        });
        for (const message of detail.messages) {
          if (message.role === "assistant") {
            message.content = `Try [this guide](${LONG_URL}) or read ${LONG_URL} directly. ${LONG_WORD}`;
            message.places = (message.places ?? []).map(long);
          }
        }
        detail.places = detail.places.map(long);
        await route.fulfill({ response, json: detail });
      });
      await page.goto(`/chat?c=${conversationId}`);
      await expect(page.getByText(`read ${LONG_URL.slice(0, 30)}`, { exact: false })).toBeVisible();

      const main = page.getByRole("main");
      expect(await sidewaysScrollers(main)).toEqual([]);
      expect(await overflowingText(main)).toEqual([]);
      await page.screenshot({ path: `test-results/screens/chat-long-url-${name}.png` });

      if (name === "desktop") {
        const panel = page.getByRole("complementary", { name: CHAT.travelInfo });
        await expect(panel.getByRole("article").first()).toBeVisible();
        for (const card of await panel.getByRole("article").all()) expect(await overflowingText(card)).toEqual([]);
        expect(await sidewaysScrollers(panel)).toEqual([]);
      } else {
        await page.getByRole("button", { name: /^View \d+ Places?$/ }).click();
        const sheet = page.getByRole("dialog", { name: CHAT.travelInformation });
        await expect(sheet.getByRole("article").first()).toBeVisible();
        for (const card of await sheet.getByRole("article").all()) expect(await overflowingText(card)).toEqual([]);
        expect(await sidewaysScrollers(sheet)).toEqual([]);
        await page.screenshot({ path: "test-results/screens/chat-long-url-sheet-phone.png" });
      }
    });
  }
});

test.describe("the remaining-messages indicator", () => {
  // The quota answer stays stubbed for the whole test (a refetch after the page shows must get the
  // same figure); each step only changes the figure and reloads.
  const stubbed = new WeakMap<Page, { remaining: number }>();
  async function withRemaining(page: Page, remaining: number) {
    let state = stubbed.get(page);
    if (!state) {
      const fresh = { remaining };
      state = fresh;
      stubbed.set(page, fresh);
      await page.route("**/api/chat/quota", (route) =>
        route.fulfill({ json: { limit: 100, remaining: fresh.remaining, resetsAt: null } }),
      );
    }
    state.remaining = remaining;
    await page.goto("/chat");
    await expect(page.getByRole("heading", { name: CHAT.headerNew })).toBeVisible();
  }

  test("desktop: always shown; quiet above 10, a title and its own count line at 10 or fewer, amber at 3, red at 0", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await paidUser(page);
    const indicator = page.getByRole("status").filter({ hasText: "messages remaining today" });

    await withRemaining(page, 57);
    await expect(indicator).toBeVisible();
    await expect(indicator.getByText(CHAT.remaining(57), { exact: true })).toBeVisible();
    await expect(indicator.getByText(CHAT.runningLow)).toHaveCount(0);
    await expect(indicator).toHaveAttribute("data-level", "normal");

    await withRemaining(page, 10);
    await expect(indicator.getByText(CHAT.runningLow, { exact: true })).toBeVisible();
    await expect(indicator.getByText(CHAT.remaining(10), { exact: true })).toBeVisible();
    const title = await indicator.getByText(CHAT.runningLow, { exact: true }).boundingBox();
    const count = await indicator.getByText(CHAT.remaining(10), { exact: true }).boundingBox();
    expect(count!.y).toBeGreaterThanOrEqual(title!.y + title!.height - 1); // its own line
    await expect(indicator).toHaveAttribute("data-level", "low");
    const lowColour = await indicator.evaluate(
      (el) => (globalThis as unknown as BrowserGlobals).getComputedStyle(el).color,
    );

    await withRemaining(page, 3);
    await expect(indicator).toHaveAttribute("data-level", "warning");
    const amber = await indicator.evaluate(
      (el) => (globalThis as unknown as BrowserGlobals).getComputedStyle(el).color,
    );
    expect(amber).not.toBe(lowColour);

    await withRemaining(page, 0);
    await expect(indicator.getByText(CHAT.remaining(0), { exact: true })).toBeVisible();
    await expect(indicator).toHaveAttribute("data-level", "empty");
    const red = await indicator.evaluate((el) => (globalThis as unknown as BrowserGlobals).getComputedStyle(el).color);
    expect(red).not.toBe(amber);
    expect(red).not.toBe(lowColour);
  });

  test("phone: hidden above 10, the count from 10 down", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await paidUser(page);
    await withRemaining(page, 57);
    await expect(page.getByText(CHAT.remaining(57))).toBeHidden();
    await withRemaining(page, 10);
    await expect(page.getByText(CHAT.remaining(10), { exact: true })).toBeVisible();
  });
});

test.describe("password recovery ends signed in", () => {
  test("after a successful reset the visitor is on / with a session and the success toast", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    const email = await paidUser(page);
    const origin = new URL(test.info().project.use.baseURL ?? "").origin;
    await page.context().clearCookies();
    const reset = await page.request.post("/api/auth/request-password-reset", {
      data: { email, redirectTo: "/auth?type=recovery" },
      headers: { origin },
    });
    expect(reset.status()).toBe(200);
    let link = "";
    await expect
      .poll(
        () => {
          try {
            link = lastOutboxLink(email);
          } catch {
            link = "";
          }
          return link;
        },
        { timeout: 5000 },
      )
      .toContain("/api/auth/reset-password/");
    await page.goto(link);
    await page.getByLabel(AUTH.labels.newPassword).fill("visitor-password-2");
    await page.getByLabel(AUTH.labels.confirmPassword).fill("visitor-password-2");
    await page.getByRole("button", { name: AUTH.buttons.updatePassword }).click();
    await expect(page.getByText(AUTH.success.passwordUpdated.title, { exact: true })).toBeVisible();
    await expect(page.getByText(AUTH.success.passwordUpdated.description)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: NAV.signOut })).toBeVisible();
    const me = (await (await page.request.get("/api/me")).json()) as { user: { email: string } | null };
    expect(me.user?.email).toBe(email);
  });
});

test.describe("Google sign-up that does not finish", () => {
  test("a cancelled Google sign-up clears the stored consent and referral", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    // The provider answers "access denied", as when the visitor cancels on Google's screen.
    await page.route("**/authorize?**", async (route) => {
      const url = new URL(route.request().url());
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      await route.fulfill({ status: 302, headers: { location: back.toString() } });
    });
    await page.goto("/auth?type=signup");
    await page.getByRole("button", { name: AUTH.buttons.google }).click();
    const terms = page.getByRole("dialog", { name: AUTH.termsDialog.title });
    await terms.getByRole("checkbox").check();
    await terms.getByRole("button", { name: AUTH.termsDialog.confirm }).click();
    const referral = page.getByRole("dialog", { name: AUTH.referralDialog.title });
    await referral.getByRole("combobox").click();
    await page.getByRole("option", { name: "Instagram" }).click();
    await referral.getByRole("button", { name: AUTH.referralDialog.confirm }).click();
    await expect(page.getByText(AUTH.errors.google)).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    await expect
      .poll(() =>
        page.evaluate(() => (globalThis as unknown as BrowserGlobals).localStorage.getItem("alohabot.consent")),
      )
      .toBeNull();
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as BrowserGlobals).localStorage.getItem("alohabot.referral-source"),
      ),
    ).toBeNull();
  });

  test("leaving Google with Back clears them too", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.route("**/authorize?**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Sign in with Google</h1>" }),
    );
    await page.goto("/auth?type=signup");
    await page.getByRole("button", { name: AUTH.buttons.google }).click();
    await page.getByRole("dialog", { name: AUTH.termsDialog.title }).getByRole("checkbox").check();
    await page.getByRole("button", { name: AUTH.termsDialog.confirm }).click();
    await page.getByRole("dialog", { name: AUTH.referralDialog.title }).getByRole("combobox").click();
    await page.getByRole("option", { name: "Friend" }).click();
    await page.getByRole("button", { name: AUTH.referralDialog.confirm }).click();
    await expect(page.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Join AlohaBot" })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => (globalThis as unknown as BrowserGlobals).localStorage.getItem("alohabot.consent")),
      )
      .toBeNull();
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as BrowserGlobals).localStorage.getItem("alohabot.referral-source"),
      ),
    ).toBeNull();
  });
});

test.describe("phones", () => {
  test("'Welcome, {email}' is in the avatar menu, truncated with the full address available", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    const email = await paidUser(page, uniqueEmail("a.very.long.address.for.a.small.screen"));
    await page.goto("/my-trip");
    await page.getByRole("button", { name: "Account menu" }).click();
    const welcome = page.getByRole("menu").getByText(NAV.welcome(email));
    await expect(welcome).toBeVisible();
    await expect(welcome).toHaveAttribute("title", email);
    const box = await welcome.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await page.screenshot({ path: "test-results/screens/avatar-menu-phone.png" });
  });

  test("toasts cover neither the navigation bar nor the chat header nor the itinerary's sticky header", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await paidUser(page);
    await page.goto("/chat");
    await ask(page, "Best snorkeling on the north shore?");
    await page.getByRole("button", { name: "Helpful", exact: true }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: CHAT.rating.title });
    await expect(toast).toBeVisible();
    const nav = (await page.getByRole("banner").boundingBox())!;
    const chatHeader = (await page.getByRole("heading", { name: CHAT.header, exact: true }).boundingBox())!;
    const conversationsButton = (await page.getByRole("button", { name: CHAT.conversations }).boundingBox())!;
    // Toasts slide in from the top: measure once the toast has come to rest.
    const toastBox = await settledBox(toast);
    expect(boxesOverlap(toastBox, nav)).toBe(false);
    expect(boxesOverlap(toastBox, chatHeader)).toBe(false);
    expect(boxesOverlap(toastBox, conversationsButton)).toBe(false);
    const input = (await page.getByLabel("Message").boundingBox())!;
    expect(boxesOverlap(toastBox, input)).toBe(false);

    await page.goto("/itinerary-builder");
    await page.getByRole("button", { name: "2", exact: true }).click();
    await page.getByRole("button", { name: ITINERARY.next }).click();
    await page.getByRole("button", { name: "Beaches & Water Sports" }).click();
    await page.getByRole("button", { name: ITINERARY.next }).click();
    await page.getByRole("button", { name: "Mid-range" }).click();
    await page.getByRole("button", { name: "Seafood" }).click();
    await page.getByRole("button", { name: ITINERARY.next }).click();
    await page.getByRole("button", { name: "Moderate", exact: true }).click();
    await page.getByRole("button", { name: "Couple" }).click();
    await page.getByRole("button", { name: "Moderate ($$)" }).click();
    await page.getByRole("button", { name: ITINERARY.generate }).click();
    const success = page.locator("[data-sonner-toast]").filter({ hasText: ITINERARY.success.description });
    await expect(success).toBeVisible();
    const startOver = (await page.getByRole("button", { name: ITINERARY.startOver }).boundingBox())!;
    const tabs = (await page.getByRole("tablist", { name: "Days" }).boundingBox())!;
    const successBox = await settledBox(success);
    await page.screenshot({ path: "test-results/screens/itinerary-toast-phone.png" });
    expect(boxesOverlap(successBox, (await page.getByRole("banner").boundingBox())!)).toBe(false);
    expect(boxesOverlap(successBox, startOver)).toBe(false);
    expect(boxesOverlap(successBox, tabs)).toBe(false);
  });

  test("the review form focuses its 'Validation Error' summary, and its counter never goes below zero", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto("/");
    await page.getByRole("button", { name: REVIEW_FORM.toggle }).click();
    await page.getByLabel(REVIEW_FORM.text).fill("x".repeat(501));
    await expect(page.getByText(REVIEW_FORM.remaining(0))).toBeVisible();
    await expect(page.getByText(REVIEW_FORM.remaining(-1))).toHaveCount(0);
    await page.getByRole("button", { name: REVIEW_FORM.submit }).click();
    const summary = page.getByRole("alert").filter({ hasText: REVIEW_FORM.validationTitle });
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(summary).toContainText(REVIEW_FORM.textTooLong);
  });
});

test.describe("place pictures", () => {
  test("a place without a photo shows its type's illustration, named after the place", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await paidUser(page);
    await page.goto("/chat");
    await ask(page, "Best snorkeling on the north shore?");
    await expect(page.getByRole("button", { name: CHAT.save.action })).toBeVisible();
    const conversationId = (
      (await (await page.request.get("/api/chat/conversations")).json()) as { conversations: { id: string }[] }
    ).conversations[0]?.id;
    await page.route(`**/api/chat/conversations/${conversationId}`, async (route) => {
      const response = await route.fetch();
      const detail = (await response.json()) as { places: PlaceCard[] };
      const base = detail.places[0]!;
      detail.places = [
        { ...base, place_id: "w", name: "Wailua Falls", place_type: "waterfall", photo_url: null },
        { ...base, place_id: "s", name: "Hanalei Pier", place_type: "surf_spot", photo_url: null },
        { ...base, place_id: "p", name: "Poʻipū Beach", place_type: "beach", photo_url: "/showcase/poipu-beach.svg" },
      ];
      await route.fulfill({ response, json: detail });
    });
    await page.goto(`/chat?c=${conversationId}`);
    const panel = page.getByRole("complementary", { name: CHAT.travelInfo });
    const falls = panel.getByRole("img", { name: "Wailua Falls", exact: true });
    await expect(falls).toBeVisible();
    await expect(falls).toHaveAttribute("src", /\/place-art\/waterfall\.svg$/);
    await expect(panel.getByRole("img", { name: "Hanalei Pier", exact: true })).toHaveAttribute(
      "src",
      /\/place-art\/surf_spot\.svg$/,
    );
    await expect(panel.getByRole("img", { name: "Poʻipū Beach", exact: true })).toHaveAttribute(
      "src",
      "/showcase/poipu-beach.svg",
    );
    await expect.poll(() => falls.evaluate((img) => (img as unknown as DomNode).naturalWidth)).toBeGreaterThan(0);
    await panel.screenshot({ path: "test-results/screens/place-art-desktop.png" });
  });
});
