import { apiFetch } from "@/client/lib/api-client";
import type { ConsentInput, ForgotPasswordInput, SignInInput } from "@/shared/schemas/auth";

// The better-auth endpoints the screens call, through the app's API client (errors in one shape).

export function signIn(input: SignInInput) {
  return apiFetch<unknown>("/api/auth/sign-in/email", { method: "POST", json: input });
}

export function signUp(input: { email: string; password: string }) {
  return apiFetch<{ token: string | null }>("/api/auth/sign-up/email", {
    method: "POST",
    json: { email: input.email, password: input.password, name: "", callbackURL: "/auth" },
  });
}

export function signOut() {
  return apiFetch<unknown>("/api/auth/sign-out", { method: "POST", json: {} });
}

export function requestPasswordReset(input: ForgotPasswordInput) {
  return apiFetch<unknown>("/api/auth/request-password-reset", {
    method: "POST",
    json: { email: input.email, redirectTo: "/auth?type=recovery" },
  });
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return apiFetch<unknown>("/api/auth/reset-password", { method: "POST", json: input });
}

export function recordConsent(input: ConsentInput) {
  return apiFetch<{ ok: true }>("/api/me/consent", { method: "POST", json: input });
}

/** Starts Google sign-in: the server answers with the provider's URL to send the browser to. */
export async function startGoogleSignIn(): Promise<string> {
  const result = await apiFetch<{ url?: string }>("/api/auth/sign-in/social", {
    method: "POST",
    json: {
      provider: "google",
      callbackURL: "/auth",
      newUserCallbackURL: "/auth",
      errorCallbackURL: "/auth?error=google",
    },
  });
  if (!result.url) throw new Error("Google sign-in did not return a URL");
  return result.url;
}
