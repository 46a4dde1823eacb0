import { useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { supportEmail } from "@/client/config/site";
import { ApiClientError } from "@/client/lib/api-client";
import { getMeQueryOptions } from "@/client/lib/me-query";
import { showToast } from "@/client/lib/toast";
import { PAYMENT } from "@/shared/messages/payment";
import { paths } from "@/shared/paths";
import { confirmPayment } from "../api/payments-api";

const POLL_INTERVAL_MS = 1500;
const POLL_ATTEMPTS = 10;

type State = "confirming" | "pending" | "rejected";

/**
 * Where checkout returns: asks the server to confirm the session (the webhook may not have
 * arrived yet, so it polls briefly), then sends the user on to /chat.
 */
export function PaymentReturnScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id") ?? "";
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>("confirming");
  const running = useRef(false);

  const poll = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setState("confirming");
    for (let attempt = 0; attempt < POLL_ATTEMPTS; attempt++) {
      try {
        const result = await confirmPayment(sessionId);
        if (result.hasPaid) {
          await queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
          showToast({ id: "payment-success", ...PAYMENT.success });
          navigate(paths.chat, { replace: true });
          return;
        }
        if (result.status === "rejected") {
          setState("rejected");
          running.current = false;
          return;
        }
      } catch (error) {
        if (error instanceof ApiClientError && error.status === 401) {
          navigate(paths.auth, { replace: true });
          return;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    }
    setState("pending");
    running.current = false;
  }, [sessionId, navigate, queryClient]);

  useEffect(() => {
    if (sessionId) void poll();
    else setState("rejected");
  }, [sessionId, poll]);

  const support = supportEmail();
  return (
    <main className="flex justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-4 text-center" role="status">
          {state === "confirming" ? (
            <>
              <Loader2 aria-hidden className="text-primary mx-auto size-8 animate-spin" />
              <p className="text-lg font-medium">{PAYMENT.confirming}</p>
            </>
          ) : null}
          {state === "pending" ? (
            <>
              <p>{PAYMENT.stillPending}</p>
              <Button onClick={() => void poll()}>{PAYMENT.checkAgain}</Button>
            </>
          ) : null}
          {state === "rejected" ? (
            <>
              <p className="text-lg font-medium">{PAYMENT.notConfirmed}</p>
              {support ? (
                <p className="text-muted-foreground text-sm">
                  If you were charged, write to{" "}
                  <a className="text-primary underline" href={`mailto:${support}`}>
                    {support}
                  </a>{" "}
                  and we will put it right.
                </p>
              ) : null}
              <Button asChild variant="outline">
                <Link to={paths.payment}>{PAYMENT.backToPayment}</Link>
              </Button>
            </>
          ) : null}
        </CardContent>
      </Card>
    </main>
  );
}
