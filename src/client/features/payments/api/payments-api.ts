import { queryOptions, useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";

// No shared response schemas exist yet for the payment endpoints (the server half of issue 16 adds them).

export function createCheckout() {
  return apiFetch<{ url: string }>("/api/payments/checkout", { method: "POST", json: {} });
}

export type ConfirmResult = { status: "paid" | "pending" | "rejected"; hasPaid: boolean };

export function confirmPayment(sessionId: string) {
  return apiFetch<ConfirmResult>("/api/payments/confirm", { method: "POST", json: { sessionId } });
}

export type TestCheckoutSession = {
  id: string;
  productName: string;
  amountCents: number;
  currency: string;
  status: "open" | "complete" | "expired";
  cancelUrl: string;
};

export function getTestCheckout(id: string) {
  return apiFetch<TestCheckoutSession>(`/api/payments/test-checkout/${encodeURIComponent(id)}`);
}

export function payTestCheckout(id: string) {
  return apiFetch<{ redirectUrl: string }>(`/api/payments/test-checkout/${encodeURIComponent(id)}/pay`, {
    method: "POST",
    json: {},
  });
}

export function cancelTestCheckout(id: string) {
  return apiFetch<{ redirectUrl: string }>(`/api/payments/test-checkout/${encodeURIComponent(id)}/cancel`, {
    method: "POST",
    json: {},
  });
}

export function getTestCheckoutQueryOptions(id: string) {
  return queryOptions({ queryKey: ["test-checkout", id], queryFn: () => getTestCheckout(id), retry: false });
}

type Callbacks<T> = { onSuccess?: (result: T) => unknown; onError?: (error: unknown) => unknown };

export function usePayTestCheckout(id: string, callbacks: Callbacks<{ redirectUrl: string }> = {}) {
  return useMutation({ mutationFn: () => payTestCheckout(id), ...callbacks });
}

export function useCancelTestCheckout(id: string, callbacks: Callbacks<{ redirectUrl: string }> = {}) {
  return useMutation({ mutationFn: () => cancelTestCheckout(id), ...callbacks });
}
