import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/client/lib/query-client";
import { installFakeServer, meWith, renderApp, signedOut } from "@/client/testing/render-route";
import { PAYMENT, PRICING, TEST_CHECKOUT } from "@/shared/messages/payment";
import type { MeResponse } from "@/shared/schemas/auth";
import * as paymentRoute from "./payment";
import * as paymentReturnRoute from "./payment-return";
import * as pricingRoute from "./pricing";
import * as testCheckoutRoute from "./test-checkout";

const routes = [
  { path: "/payment", ...paymentRoute },
  { path: "/pricing", ...pricingRoute },
  { path: "/checkout/test/:id", ...testCheckoutRoute },
  { path: "/auth", element: <p>auth page</p> },
  { path: "/chat", element: <p>chat page</p> },
];

/** A desktop browser, where checkout opens in a new tab: the tab is a stand-in the test can read. */
function desktopWithTab() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  const tab = { opener: {} as unknown, location: { href: "" }, close: vi.fn() };
  vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
  return tab;
}

function serve(
  me: MeResponse,
  checkout: { status?: number; json: unknown } = { json: { url: "/checkout/test/cs_1" } },
) {
  return installFakeServer({ "GET /api/me": { json: me }, "POST /api/payments/checkout": checkout });
}

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/payment", () => {
  it("offers the one-time unlock to a signed-in member and opens checkout in a new tab on desktop", async () => {
    serve(meWith({ email: "member@example.com" }));
    const tab = desktopWithTab();
    const user = userEvent.setup({ delay: null });
    renderApp(routes, "/payment");
    expect(await screen.findByRole("heading", { name: PAYMENT.title("AlohaBot") })).toBeInTheDocument();
    expect(screen.getByText("member@example.com")).toBeInTheDocument();
    for (const feature of PAYMENT.features) expect(screen.getByText(feature)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: PAYMENT.purchase }));
    expect(await screen.findByText(PAYMENT.newTab.title)).toBeInTheDocument();
    expect(tab.location.href).toBe("/checkout/test/cs_1");
    expect(tab.opener).toBeNull();
  });

  it("says so when checkout cannot start, and closes the tab it opened", async () => {
    serve(meWith(), { status: 500, json: { error: { code: "internal_error", message: "x" } } });
    const tab = desktopWithTab();
    const user = userEvent.setup({ delay: null });
    renderApp(routes, "/payment");
    await user.click(await screen.findByRole("button", { name: PAYMENT.purchase }));
    expect(await screen.findByText(PAYMENT.checkoutFailed.title)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it("tells a member coming back from a cancelled checkout that nothing was charged", async () => {
    serve(meWith());
    renderApp(routes, "/payment?canceled=1");
    expect(await screen.findByText(PAYMENT.canceled.title)).toBeInTheDocument();
  });

  it("sends visitors to /auth and paid members on to /chat", async () => {
    serve(signedOut);
    const { unmount } = renderApp(routes, "/payment");
    expect(await screen.findByText("auth page")).toBeInTheDocument();
    unmount();
    queryClient.clear();
    serve(meWith({ hasPaid: true }));
    renderApp(routes, "/payment");
    expect(await screen.findByText("chat page")).toBeInTheDocument();
  });
});

describe("/pricing", () => {
  it("offers sign-up to visitors and checkout to members", async () => {
    serve(signedOut);
    const { unmount } = renderApp(routes, "/pricing");
    expect(await screen.findByRole("link", { name: PRICING.signUp })).toHaveAttribute("href", "/auth?type=signup");
    unmount();
    queryClient.clear();
    serve(meWith());
    const tab = desktopWithTab();
    const user = userEvent.setup({ delay: null });
    renderApp(routes, "/pricing");
    await user.click(await screen.findByRole("button", { name: PRICING.getAccess }));
    await waitFor(() => expect(tab.location.href).toBe("/checkout/test/cs_1"));
  });
});

describe("the test-mode checkout", () => {
  it("says no money moves, shows the amount, and offers Pay and Cancel", async () => {
    const requests = installFakeServer({
      "GET /api/me": { json: meWith() },
      "GET /api/payments/test-checkout/cs_1": {
        json: {
          id: "cs_1",
          productName: "AlohaBot Premium",
          amountCents: 1499,
          currency: "usd",
          status: "open",
          cancelUrl: "/payment?canceled=1",
        },
      },
    });
    renderApp(routes, "/checkout/test/cs_1");
    expect(await screen.findByText(TEST_CHECKOUT.banner)).toBeInTheDocument();
    expect(screen.getByText("$14.99")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: TEST_CHECKOUT.pay })).toBeEnabled();
    expect(screen.getByRole("button", { name: TEST_CHECKOUT.cancel })).toBeEnabled();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain("GET /api/payments/test-checkout/cs_1");
  });

  it("an unknown session offers the way back to payment", async () => {
    installFakeServer({ "GET /api/me": { json: meWith() } });
    renderApp(routes, "/checkout/test/nope");
    expect(await screen.findByRole("link", { name: "Back to payment" })).toHaveAttribute("href", "/payment");
  });
});

describe("/payment/return", () => {
  const returnRoutes = [
    { path: "/payment/return", ...paymentReturnRoute },
    { path: "/payment", element: <p>payment page</p> },
    { path: "/chat", element: <p>chat page</p> },
    { path: "/auth", element: <p>auth page</p> },
  ];

  it("confirms the session, says premium is unlocked and goes on to /chat", async () => {
    const requests = installFakeServer({
      "GET /api/me": { json: meWith({ hasPaid: true }) },
      "POST /api/payments/confirm": { json: { status: "paid", hasPaid: true } },
    });
    renderApp(returnRoutes, "/payment/return?session_id=cs_1");
    expect(await screen.findByText("chat page")).toBeInTheDocument();
    expect(await screen.findByText(PAYMENT.success.title)).toBeInTheDocument();
    expect(requests.find((r) => r.path === "/api/payments/confirm")?.body).toEqual({ sessionId: "cs_1" });
  });

  it("a rejected or missing session says it could not be confirmed and offers the way back", async () => {
    installFakeServer({ "POST /api/payments/confirm": { json: { status: "rejected", hasPaid: false } } });
    const { unmount } = renderApp(returnRoutes, "/payment/return?session_id=cs_bad");
    expect(await screen.findByText(PAYMENT.notConfirmed)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: PAYMENT.backToPayment })).toHaveAttribute("href", "/payment");
    unmount();
    renderApp(returnRoutes, "/payment/return");
    expect(await screen.findByText(PAYMENT.notConfirmed)).toBeInTheDocument();
  });

  it("a visitor whose session ended is sent to sign in", async () => {
    installFakeServer({
      "POST /api/payments/confirm": { status: 401, json: { error: { code: "unauthorized", message: "Sign in" } } },
    });
    renderApp(returnRoutes, "/payment/return?session_id=cs_1");
    expect(await screen.findByText("auth page")).toBeInTheDocument();
  });
});
