import { queryOptions, useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import {
  type CheckoutRedirect,
  checkoutConfirmationSchema,
  checkoutCreatedSchema,
  checkoutRedirectSchema,
  testCheckoutSessionSchema,
} from "@/shared/schemas/payments";

export type { CheckoutConfirmation as ConfirmResult, TestCheckoutSession } from "@/shared/schemas/payments";

export function createCheckout() {
  return apiFetch("/api/payments/checkout", { method: "POST", json: {}, schema: checkoutCreatedSchema });
}

export function confirmPayment(sessionId: string) {
  return apiFetch("/api/payments/confirm", { method: "POST", json: { sessionId }, schema: checkoutConfirmationSchema });
}

export function getTestCheckout(id: string) {
  return apiFetch(`/api/payments/test-checkout/${encodeURIComponent(id)}`, { schema: testCheckoutSessionSchema });
}

export function payTestCheckout(id: string) {
  return apiFetch(`/api/payments/test-checkout/${encodeURIComponent(id)}/pay`, {
    method: "POST",
    json: {},
    schema: checkoutRedirectSchema,
  });
}

export function cancelTestCheckout(id: string) {
  return apiFetch(`/api/payments/test-checkout/${encodeURIComponent(id)}/cancel`, {
    method: "POST",
    json: {},
    schema: checkoutRedirectSchema,
  });
}

export function getTestCheckoutQueryOptions(id: string) {
  return queryOptions({ queryKey: ["test-checkout", id], queryFn: () => getTestCheckout(id), retry: false });
}

type Callbacks<T> = { onSuccess?: (result: T) => unknown; onError?: (error: unknown) => unknown };

export function usePayTestCheckout(id: string, callbacks: Callbacks<CheckoutRedirect> = {}) {
  return useMutation({ mutationFn: () => payTestCheckout(id), ...callbacks });
}

export function useCancelTestCheckout(id: string, callbacks: Callbacks<CheckoutRedirect> = {}) {
  return useMutation({ mutationFn: () => cancelTestCheckout(id), ...callbacks });
}
