import { PaymentScreen } from "@/client/features/payments/components/payment-screen";
import { usePageMeta } from "@/client/lib/use-page-meta";
import { paths } from "@/shared/paths";

export function Component() {
  usePageMeta({
    title: "Unlock Premium",
    description:
      "Unlock AlohaBot Premium once for $14.99: unlimited AI chat, personalized Kauai recommendations and local insights.",
    canonicalPath: paths.payment,
  });
  return <PaymentScreen />;
}
