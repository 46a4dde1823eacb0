import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useEffect } from "react";
import { Navigate, useSearchParams } from "react-router";
import { PageFallback } from "@/client/components/layouts/site-layout";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { siteName } from "@/client/config/site";
import { getMeQueryOptions } from "@/client/lib/me-query";
import { showToast } from "@/client/lib/toast";
import { PREMIUM_PRICE_LABEL } from "@/shared/constants";
import { PAYMENT } from "@/shared/messages/payment";
import { paths } from "@/shared/paths";
import { useStartCheckout } from "../hooks/use-start-checkout";
import { FeatureList } from "./feature-list";

/** /payment: the one-time premium purchase. Needs a session; a paid user goes on to /chat. */
export function PaymentScreen() {
  const [params, setParams] = useSearchParams();
  // Refreshed on focus and every few seconds, so paying in the new tab moves this tab on to /chat.
  const me = useQuery({ ...getMeQueryOptions(), refetchOnWindowFocus: true, refetchInterval: 5000 });
  const checkout = useStartCheckout(() => showToast({ ...PAYMENT.checkoutFailed, variant: "destructive" }));

  useEffect(() => {
    if (params.get("canceled")) {
      showToast({ id: "checkout-canceled", ...PAYMENT.canceled });
      setParams({}, { replace: true });
    }
  }, [params, setParams]);

  if (me.isPending) return <PageFallback />;
  const user = me.data?.user;
  if (!user) return <Navigate to={paths.auth} replace />;
  if (user.hasPaid) return <Navigate to={paths.chat} replace />;

  return (
    <main className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-lg">
        <CardHeader className="text-center">
          <Sparkles aria-hidden className="text-primary mx-auto mb-2 size-8" />
          <CardTitle className="text-2xl">
            <h1>{PAYMENT.title(siteName())}</h1>
          </CardTitle>
          <CardDescription>
            Signed in as <span className="text-foreground font-medium">{user.email}</span>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <FeatureList items={PAYMENT.features} />
          <p className="text-center">
            <span className="text-3xl font-bold">{PREMIUM_PRICE_LABEL}</span>{" "}
            <span className="text-muted-foreground">one-time</span>
          </p>
        </CardContent>
        <CardFooter className="flex-col gap-3">
          <Button size="lg" className="w-full" onClick={() => checkout.mutate()} disabled={checkout.isPending}>
            {PAYMENT.purchase}
          </Button>
          <p className="text-muted-foreground text-center text-xs">
            Secure checkout. No subscription, no recurring charges.
          </p>
        </CardFooter>
      </Card>
    </main>
  );
}
