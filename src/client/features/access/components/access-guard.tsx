import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { getMeQueryOptions } from "@/client/lib/me-query";
import { PAYMENT_CHECK_RETRY_LIMIT, REDIRECT_DEBOUNCE_MS } from "@/shared/constants";
import { LOADING } from "@/shared/messages/shell";
import { paths } from "@/shared/paths";
import { LegalDialog } from "./legal-dialog";

/** 1000 ms times the attempt plus up to 500 ms of jitter (spec §4, payment check). */
export function paymentRetryDelay(attemptIndex: number): number {
  return 1000 * (attemptIndex + 1) + Math.random() * 500;
}

/**
 * The access guard (spec §4): session → legal acceptance (blocking dialog) → paid (for paid-only
 * pages). The check is retried up to 3 attempts; a final failure goes to /payment. Any redirect
 * happens once, debounced by 100 ms. 'Loading...' shows while checks run.
 */
export function AccessGuard({ requirePaid, children }: { requirePaid: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const me = useQuery({
    ...getMeQueryOptions(),
    refetchOnMount: "always",
    retry: (failureCount) => failureCount < PAYMENT_CHECK_RETRY_LIMIT - 1,
    retryDelay: paymentRetryDelay,
  });
  const redirected = useRef(false);

  const user = me.data?.user;
  let target: string | null = null;
  if (me.isError && !me.data) target = paths.payment;
  else if (me.data && !user) target = `${paths.auth}?next=${encodeURIComponent(pathname)}`;
  else if (user?.termsAccepted && requirePaid && !user.hasPaid) target = paths.payment;

  useEffect(() => {
    if (!target || redirected.current) return;
    const timer = setTimeout(() => {
      redirected.current = true;
      navigate(target, { replace: true });
    }, REDIRECT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [target, navigate]);

  if (!user || target) return <Placeholder />;
  if (!user.termsAccepted) {
    return (
      <>
        <Placeholder />
        <LegalDialog />
      </>
    );
  }
  return children;
}

function Placeholder() {
  return (
    <div className="text-muted-foreground flex min-h-[50dvh] items-center justify-center" role="status">
      {LOADING}
    </div>
  );
}
