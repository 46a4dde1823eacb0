import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/client/lib/query-client";
import { installFakeServer, meWith, renderApp, signedOut } from "@/client/testing/render-route";
import { AUTH } from "@/shared/messages/auth";
import { NAV } from "@/shared/messages/shell";
import { AccountMenu } from "./account-menu";

function renderMenu() {
  return renderApp(
    [
      { path: "/", element: <AccountMenu /> },
      { path: "/auth", element: <p>auth page</p> },
    ],
    "/",
  );
}

// The signed-in menu is a lazy chunk: loaded once up front so the finders never race its import.
beforeAll(() => import("./signed-in-menu"));

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("the navigation bar's account area", () => {
  it("offers Sign In to visitors", async () => {
    installFakeServer({ "GET /api/me": { json: signedOut } });
    renderMenu();
    expect(await screen.findByRole("link", { name: NAV.signIn })).toHaveAttribute("href", "/auth");
  });

  it("welcomes a member, lists their places in the menu, and signs out without reading the account again", async () => {
    const requests = installFakeServer({
      "GET /api/me": { json: meWith({ email: "member@example.com", hasPaid: true, isAdmin: true }) },
      "POST /api/auth/sign-out": { json: { success: true } },
    });
    const user = userEvent.setup({ delay: null });
    renderMenu();
    expect(await screen.findByText(NAV.welcome("member@example.com"))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    expect(await screen.findByRole("menuitem", { name: NAV.admin })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: NAV.startChat })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: NAV.signOut }));
    expect(await screen.findByText("auth page")).toBeInTheDocument();
    expect(await screen.findByText(AUTH.success.signedOut)).toBeInTheDocument();
    expect(queryClient.getQueryData(["me"])).toEqual({ user: null, googleEnabled: false });
    expect(requests.filter((r) => r.path === "/api/me")).toHaveLength(1);
  });
});
