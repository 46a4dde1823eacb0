import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fieldErrors, installFakeServer, meWith, renderRoutes, signedOut } from "@/client/testing/render-route";
import { REFERRAL_SOURCES } from "@/shared/constants";
import { AUTH } from "@/shared/messages/auth";
import * as authRoute from "./auth";

function renderAuth(path = "/auth") {
  return renderRoutes(
    [
      { path: "/auth", ...authRoute },
      { path: "/payment", element: <p>payment page</p> },
      { path: "/chat", element: <p>chat page</p> },
    ],
    path,
  );
}

async function fillSignUp(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText(AUTH.labels.email), email);
  await user.type(screen.getByLabelText(AUTH.labels.password), "plumeria-2026");
  await user.type(screen.getByLabelText(AUTH.labels.confirmPassword), "plumeria-2026");
  await user.click(screen.getByRole("combobox", { name: AUTH.labels.referral }));
  await user.click(await screen.findByRole("option", { name: REFERRAL_SOURCES.friend }));
  await user.click(screen.getByRole("checkbox"));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("/auth", () => {
  it("signs up and moves a new, unpaid account on to /payment", async () => {
    let signedUp = false;
    const requests = installFakeServer({
      "GET /api/me": () => ({ json: signedUp ? meWith({ hasPaid: false, termsAccepted: false }) : signedOut }),
      "POST /api/auth/sign-up/email": () => {
        signedUp = true;
        return { json: { token: "t", user: { id: "user-1" } } };
      },
      "POST /api/me/consent": { json: { ok: true } },
    });
    const user = userEvent.setup({ delay: null });
    renderAuth("/auth?type=signup");
    await fillSignUp(user, "new@example.com");
    await user.click(screen.getByRole("button", { name: AUTH.buttons.signUp }));
    expect(await screen.findByText("payment page")).toBeInTheDocument();
    const signUp = requests.find((r) => r.path === "/api/auth/sign-up/email");
    expect(signUp?.body).toMatchObject({ email: "new@example.com", password: "plumeria-2026" });
    expect(requests.find((r) => r.path === "/api/me/consent")?.body).toMatchObject({
      consent: true,
      referralSource: "friend",
    });
  });

  it("shows the server's per-field message under the field it names", async () => {
    installFakeServer({
      "GET /api/me": { json: signedOut },
      "POST /api/auth/sign-up/email": fieldErrors({ email: "This address cannot be used." }),
    });
    const user = userEvent.setup({ delay: null });
    renderAuth("/auth?type=signup");
    await fillSignUp(user, "taken@example.com");
    await user.click(screen.getByRole("button", { name: AUTH.buttons.signUp }));
    const email = screen.getByLabelText(AUTH.labels.email);
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription("This address cannot be used.");
    expect(email).toHaveFocus();
    // The form's own field, not a toast: nothing else on the page repeats it.
    expect(screen.getAllByText("This address cannot be used.")).toHaveLength(1);
  });

  it("checks the form before asking the server", async () => {
    const requests = installFakeServer({ "GET /api/me": { json: signedOut } });
    const user = userEvent.setup({ delay: null });
    renderAuth("/auth");
    await user.click(screen.getByRole("button", { name: AUTH.buttons.signIn }));
    expect(await screen.findByText(AUTH.validation.emailRequired)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "POST")).toEqual([]);
  });

  it("signs in a paid member and sends them to /chat", async () => {
    let signedIn = false;
    installFakeServer({
      "GET /api/me": () => ({ json: signedIn ? meWith({ hasPaid: true }) : signedOut }),
      "POST /api/auth/sign-in/email": () => {
        signedIn = true;
        return { json: { token: "t" } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAuth("/auth");
    expect(await screen.findByRole("heading", { name: AUTH.titles.signIn })).toBeInTheDocument();
    await user.type(screen.getByLabelText(AUTH.labels.email), "member@example.com");
    await user.type(screen.getByLabelText(AUTH.labels.password), "plumeria-2026");
    await user.click(screen.getByRole("button", { name: AUTH.buttons.signIn }));
    expect(await screen.findByText("chat page")).toBeInTheDocument();
  });

  it("switches between sign in, sign up and forgot password, and sends a reset link", async () => {
    const requests = installFakeServer({
      "GET /api/me": { json: signedOut },
      "POST /api/auth/request-password-reset": { json: { status: true } },
    });
    const user = userEvent.setup({ delay: null });
    renderAuth("/auth");
    await user.click(await screen.findByRole("button", { name: AUTH.toggles.toSignUp }));
    expect(screen.getByLabelText(AUTH.labels.confirmPassword)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: AUTH.toggles.toSignIn }));
    await user.click(screen.getByRole("button", { name: AUTH.toggles.forgot }));
    expect(screen.getByRole("heading", { name: AUTH.titles.forgot })).toBeInTheDocument();
    await user.type(screen.getByLabelText(AUTH.labels.email), "member@example.com");
    await user.click(screen.getByRole("button", { name: AUTH.buttons.sendReset }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === "/api/auth/request-password-reset")?.body).toMatchObject({
        email: "member@example.com",
      }),
    );
    expect(within(document.body).queryByRole("alert")).toBeNull();
  });
});
