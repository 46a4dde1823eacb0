import { useMutation } from "@tanstack/react-query";
import { showToast } from "@/client/lib/toast";
import { BREAKPOINT_DESKTOP, CHECKOUT_REDIRECT_DELAY_MS } from "@/shared/constants";
import { PAYMENT } from "@/shared/messages/payment";
import { createCheckout } from "../api/payments-api";

function isDesktop(): boolean {
  return window.matchMedia(`(min-width: ${BREAKPOINT_DESKTOP}px)`).matches;
}

/**
 * Starts checkout as the spec says: on desktop in a new tab; otherwise a notice, then the page
 * navigates to the checkout after 500 ms. `onError` gets the failure for the screen's own message.
 */
export function useStartCheckout(onError: (error: unknown) => void) {
  return useMutation({
    mutationFn: async () => {
      // Opened during the click so popup blockers allow it; pointed at the checkout once known.
      const tab = isDesktop() ? window.open("", "_blank") : null;
      try {
        const { url } = await createCheckout();
        return { url, tab };
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onSuccess: ({ url, tab }) => {
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
        void showToast(PAYMENT.newTab);
        return;
      }
      // The 500 ms count from when the notice is on screen, not from when its code began to load.
      void showToast(PAYMENT.redirecting).then(() =>
        setTimeout(() => window.location.assign(url), CHECKOUT_REDIRECT_DELAY_MS),
      );
    },
    onError,
  });
}
