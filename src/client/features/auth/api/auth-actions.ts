import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import { getMeQueryOptions } from "@/client/lib/me-query";
import {
  type ConsentInput,
  consentRecordedSchema,
  type ForgotPasswordInput,
  type SignInInput,
  type SignUpInput,
  type UpdatePasswordInput,
} from "@/shared/schemas/auth";
import { savePendingConsent } from "../lib/auth-storage";

// The better-auth endpoints the screens call, through the app's API client (errors in one shape).
// better-auth's own answers are left unparsed on purpose: their shared schemas in
// `shared/schemas/auth.ts` are loose by design (better-auth adds fields between versions), and the
// screens read nothing from them but the sign-up token and the Google URL. The app's own
// `/api/me/consent` below is parsed with its schema like every other app endpoint.

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
  return apiFetch("/api/me/consent", { method: "POST", json: input, schema: consentRecordedSchema });
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

// Mutation hooks: the cache work lives here, the screens add only what they show (toasts, navigation).

type Callbacks<T> = { onSuccess?: (result: T) => unknown; onError?: (error: unknown) => unknown };

function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
}

export function useSignIn({ onSuccess, onError }: Callbacks<unknown> = {}) {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: signIn,
    // The sign-in answer is better-auth's user, not the app's /api/me shape: read it once.
    onSuccess: async (result) => {
      await onSuccess?.(result);
      await refreshMe();
    },
    ...(onError ? { onError } : {}),
  });
}

export function useSignUp({ onSuccess, onError }: Callbacks<{ token: string | null }> = {}) {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: async (values: SignUpInput) => {
      // Kept until the profile exists and is written after authentication (also after e-mail confirmation).
      savePendingConsent(values.referralSource);
      return signUp(values);
    },
    onSuccess: async (result) => {
      await onSuccess?.(result);
      await refreshMe();
    },
    ...(onError ? { onError } : {}),
  });
}

export function useRequestPasswordReset(callbacks: Callbacks<unknown> = {}) {
  return useMutation({ mutationFn: requestPasswordReset, ...callbacks });
}

export function useResetPassword(token: string, { onSuccess, onError }: Callbacks<unknown> = {}) {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: (values: UpdatePasswordInput) => resetPassword({ token, newPassword: values.password }),
    // The server answers a successful reset with a session for the new password (spec §4: recovery
    // ends signed in); read it before leaving so the navigation bar shows the account at once.
    onSuccess: async (result) => {
      await refreshMe();
      await onSuccess?.(result);
    },
    ...(onError ? { onError } : {}),
  });
}

/** Signs out: the account is known to be gone, so it is set rather than fetched again. */
export function useSignOut({ onSuccess, onError }: Callbacks<unknown> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async (result) => {
      const key = getMeQueryOptions().queryKey;
      queryClient.setQueryData(key, {
        user: null,
        googleEnabled: queryClient.getQueryData(key)?.googleEnabled ?? false,
      });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "me" });
      await onSuccess?.(result);
    },
    ...(onError ? { onError } : {}),
  });
}
