import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api-client";
import { getMeQueryOptions } from "@/client/lib/me-query";
import { consentRecordedSchema } from "@/shared/schemas/auth";

/** Accepts the current Terms of Service and Privacy Policy versions. */
export function acceptLegal() {
  return apiFetch("/api/me/consent", { method: "POST", json: { consent: true }, schema: consentRecordedSchema });
}

/** Accepts the texts; the account is then known to have accepted them, so /api/me is not read again. */
export function useAcceptLegal({ onError }: { onError?: (error: unknown) => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptLegal,
    onSuccess: () =>
      queryClient.setQueryData(getMeQueryOptions().queryKey, (me) =>
        me?.user ? { ...me, user: { ...me.user, termsAccepted: true } } : me,
      ),
    ...(onError ? { onError } : {}),
  });
}
