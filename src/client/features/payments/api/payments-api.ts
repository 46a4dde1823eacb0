import { apiFetch } from "@/client/lib/api-client";

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
