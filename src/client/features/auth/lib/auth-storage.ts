// What the auth screen keeps in the browser between pages (spec §9): the chosen mode in session
// storage, and consent and referral in local storage until they are written to the profile.

export type AuthMode = "signIn" | "signUp" | "forgot" | "update";

const MODE_KEY = "alohabot.auth-flow";
const CONSENT_KEY = "alohabot.consent";
const REFERRAL_KEY = "alohabot.referral-source";

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

export function savePendingConsent(referralSource: string | undefined): void {
  safe(() => {
    localStorage.setItem(CONSENT_KEY, "1");
    if (referralSource) localStorage.setItem(REFERRAL_KEY, referralSource);
  }, undefined);
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
  }, undefined);
}
