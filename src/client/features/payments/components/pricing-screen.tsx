import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { errorMessage } from "@/client/lib/errors";
import { useMe } from "@/client/lib/me-query";
import { showToast } from "@/client/lib/toast";
import { PRICING } from "@/shared/messages/payment";
import { paths } from "@/shared/paths";
import { useStartCheckout } from "../hooks/use-start-checkout";
import { FeatureList } from "./feature-list";

/** /pricing: the 'Unlock Full Access' variant of the purchase screen. */
export function PricingScreen() {
  const { data } = useMe();
  const user = data?.user;
  const checkout = useStartCheckout((error) =>
    showToast({ title: "Error", description: errorMessage(error, PRICING.failed), variant: "destructive" }),
  );

  return (
    <main className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-lg">
        <CardHeader className="text-center">
          <span className="bg-accent text-accent-foreground mx-auto rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide">
            {PRICING.badge}
          </span>
          <CardTitle className="text-3xl">
            <h1>{PRICING.title}</h1>
          </CardTitle>
          <p>
            <span className="text-4xl font-bold">{PRICING.price}</span>
            <span className="text-muted-foreground block text-sm">{PRICING.priceNote}</span>
          </p>
        </CardHeader>
        <CardContent>
          <FeatureList items={PRICING.features} />
        </CardContent>
        <CardFooter>
          {user?.hasPaid ? (
            <Button asChild size="lg" className="w-full">
              <Link to={paths.chat}>You have full access: open the chat</Link>
            </Button>
          ) : user ? (
            <Button size="lg" className="w-full" onClick={() => checkout.mutate()} disabled={checkout.isPending}>
              {PRICING.getAccess}
            </Button>
          ) : (
            <Button asChild size="lg" className="w-full">
              <Link to={`${paths.auth}?type=signup`}>{PRICING.signUp}</Link>
            </Button>
          )}
        </CardFooter>
      </Card>
    </main>
  );
}
