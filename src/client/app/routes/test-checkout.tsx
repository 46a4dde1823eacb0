import { TestCheckoutScreen } from "@/client/features/payments/components/test-checkout-screen";
import { usePageMeta } from "@/client/lib/use-page-meta";

export function Component() {
  usePageMeta({ title: "Test checkout", noindex: true });
  return <TestCheckoutScreen />;
}
