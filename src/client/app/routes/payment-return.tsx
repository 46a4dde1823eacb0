import { PaymentReturnScreen } from "@/client/features/payments/components/payment-return-screen";
import { usePageMeta } from "@/client/lib/use-page-meta";

export function Component() {
  usePageMeta({ title: "Confirming payment", noindex: true });
  return <PaymentReturnScreen />;
}
