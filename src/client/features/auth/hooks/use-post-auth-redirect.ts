import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { getMe, getMeQueryOptions } from "@/client/lib/me-query";
import { PROFILE_RETRY_DELAY_MS } from "@/shared/constants";
import { paths } from "@/shared/paths";
import type { MeResponse } from "@/shared/schemas/auth";
import { recordConsent } from "../api/auth-actions";
import { clearAuthMode, clearPendingConsent, readPendingConsent } from "../lib/auth-storage";

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A safe in-app path from ?next= (same site only), or null. */
export function safeNext(value: string | null): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}

/**
 * After authentication (spec §4): write any stored consent and referral to the profile, then go
 * to /chat when paid, else /payment. A failed profile read is retried once after 2 seconds; if
 * that fails too, the user goes to /payment.
 */
export function usePostAuthRedirect(me: MeResponse | undefined, enabled: boolean, next: string | null = null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (!enabled || started.current || !me?.user) return;
    started.current = true;
    void (async () => {
      const pending = readPendingConsent();
      if (pending.consent) {
        try {
          await recordConsent({
            consent: true,
            ...(pending.referralSource ? { referralSource: pending.referralSource } : {}),
          });
          clearPendingConsent();
        } catch {
          // Kept in storage and written on the next sign-in; the legal dialog also covers consent.
        }
      }
      clearAuthMode();
      let fresh: MeResponse | null = null;
      try {
        fresh = await getMe();
      } catch {
        await wait(PROFILE_RETRY_DELAY_MS);
        fresh = await getMe().catch(() => null);
      }
      if (fresh) queryClient.setQueryData(getMeQueryOptions().queryKey, fresh);
      navigate(next ?? (fresh?.user?.hasPaid ? paths.chat : paths.payment), { replace: true });
    })();
  }, [enabled, me, navigate, queryClient, next]);
}
