import { siteName } from "@/client/config/site";
import { PricingScreen } from "@/client/features/payments/components/pricing-screen";
import { usePageMeta } from "@/client/lib/use-page-meta";
import { PAGE_META } from "@/shared/page-meta";

export function Component() {
  usePageMeta(PAGE_META.pricing(siteName()));
  return <PricingScreen />;
}
