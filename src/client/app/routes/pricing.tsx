import { PricingScreen } from "@/client/features/payments/components/pricing-screen";
import { usePageMeta } from "@/client/lib/use-page-meta";
import { paths } from "@/shared/paths";

export function Component() {
  usePageMeta({
    title: "Pricing",
    description:
      "Full access to AlohaBot for a one-time $14.99: unlimited AI conversations, personalized Kauai recommendations and trip planning.",
    canonicalPath: paths.pricing,
  });
  return <PricingScreen />;
}
