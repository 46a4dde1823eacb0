import { apiFetch } from "@/client/lib/api-client";

/** Accepts the current Terms of Service and Privacy Policy versions. */
export function acceptLegal() {
  return apiFetch<{ ok: true }>("/api/me/consent", { method: "POST", json: { consent: true } });
}
