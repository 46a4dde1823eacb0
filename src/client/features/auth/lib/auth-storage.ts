// What the auth screen keeps in the browser between pages (spec §9): the chosen mode in session
// storage, and consent and referral in local storage until they are written to the profile.

export type AuthMode = "signIn" | "signUp" | "forgot" | "update";

const MODE_KEY = "alohabot.auth-flow";
const CONSENT_KEY = "alohabot.consent";
const REFERRAL_KEY = "alohabot.referral-source";
/** Set while a Google sign-up is away at Google; if the visitor is back on /auth without a session, it failed. */
const GOOGLE_PENDING_KEY = "alohabot.google-sign-up-pending";

function safe<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback; // storage can be unavailable (private mode, disabled)
  }
}

export function saveAuthMode(mode: AuthMode): void {
  safe(() => sessionStorage.setItem(MODE_KEY, mode), undefined);
}

/** The remembered sign-in or sign-up choice; reset modes are not restored. */
export function restoreAuthMode(): AuthMode | null {
  const value = safe(() => sessionStorage.getItem(MODE_KEY), null);
  return value === "signIn" || value === "signUp" ? value : null;
}

export function clearAuthMode(): void {
  safe(() => sessionStorage.removeItem(MODE_KEY), undefined);
}

export function savePendingConsent(referralSource: string | undefined, options: { viaGoogle?: boolean } = {}): void {
  safe(() => {
    localStorage.setItem(CONSENT_KEY, "1");
    if (referralSource) localStorage.setItem(REFERRAL_KEY, referralSource);
    if (options.viaGoogle) sessionStorage.setItem(GOOGLE_PENDING_KEY, "1");
  }, undefined);
}

/**
 * A Google sign-up that came back without a session (failed, cancelled, or left with Back) must
 * not hand its consent and referral to the next account that signs in on this browser.
 */
export function clearAbandonedGoogleConsent(): void {
  if (safe(() => sessionStorage.getItem(GOOGLE_PENDING_KEY), null) === "1") clearPendingConsent();
}

export function readPendingConsent(): { consent: boolean; referralSource: string | null } {
  return safe(
    () => ({ consent: localStorage.getItem(CONSENT_KEY) === "1", referralSource: localStorage.getItem(REFERRAL_KEY) }),
    { consent: false, referralSource: null },
  );
}

export function clearPendingConsent(): void {
  safe(() => {
    localStorage.removeItem(CONSENT_KEY);
    localStorage.removeItem(REFERRAL_KEY);
    sessionStorage.removeItem(GOOGLE_PENDING_KEY);
  }, undefined);
}
