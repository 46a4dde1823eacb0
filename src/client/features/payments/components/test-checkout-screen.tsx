import { useQuery } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { Link, Navigate, useParams } from "react-router";
import { PageFallback } from "@/client/components/layouts/site-layout";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ApiClientError } from "@/client/lib/api-client";
import { toastError } from "@/client/lib/errors";
import { TEST_CHECKOUT } from "@/shared/messages/payment";
import { NOT_FOUND } from "@/shared/messages/shell";
import { paths } from "@/shared/paths";
import { getTestCheckoutQueryOptions, useCancelTestCheckout, usePayTestCheckout } from "../api/payments-api";

function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

/** The built-in test-mode checkout page: says plainly that no money moves, then Pay or Cancel. */
export function TestCheckoutScreen() {
  const { id = "" } = useParams();
  const session = useQuery(getTestCheckoutQueryOptions(id));
  const finish = (result: { redirectUrl: string }) => window.location.assign(result.redirectUrl);
  const pay = usePayTestCheckout(id, {
    onSuccess: finish,
    onError: (e) => toastError(e, "Payment failed. Please try again."),
  });
  const cancel = useCancelTestCheckout(id, {
    onSuccess: finish,
    onError: (e) => toastError(e, "Could not cancel. Please try again."),
  });

  if (session.isPending) return <PageFallback />;
  if (session.error instanceof ApiClientError && session.error.status === 401)
    return <Navigate to={paths.auth} replace />;
  if (!session.data) {
    return (
      <main className="px-4 py-16 text-center">
        <p className="mb-4 text-lg">{NOT_FOUND.title}</p>
        <Link className="text-primary underline" to={paths.payment}>
          Back to payment
        </Link>
      </main>
    );
  }
  const data = session.data;
  const busy = pay.isPending || cancel.isPending;

  return (
    <main className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md overflow-hidden pt-0">
        <div role="note" className="flex items-center gap-2 bg-amber-100 px-6 py-3 text-sm font-medium text-amber-900">
          <FlaskConical aria-hidden className="size-4 shrink-0" />
          {TEST_CHECKOUT.banner}
        </div>
        <CardHeader>
          <CardTitle className="text-2xl">
            <h1>{TEST_CHECKOUT.title}</h1>
          </CardTitle>
          <CardDescription>{data.productName}</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="flex items-baseline justify-between border-y py-4">
            <span>Total due today</span>
            <span className="text-2xl font-bold">{formatAmount(data.amountCents, data.currency)}</span>
          </div>
          {data.status !== "open" ? <p className="text-destructive mt-4 text-sm">{TEST_CHECKOUT.expired}</p> : null}
        </CardContent>
        <CardFooter className="flex-col gap-3">
          <Button size="lg" className="w-full" disabled={busy || data.status !== "open"} onClick={() => pay.mutate()}>
            {TEST_CHECKOUT.pay}
          </Button>
          <Button size="lg" variant="outline" className="w-full" disabled={busy} onClick={() => cancel.mutate()}>
            {TEST_CHECKOUT.cancel}
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
