import { SiteFooter } from "@/client/components/layouts/site-footer";
import { LegalPage } from "@/client/features/legal/components/legal-page";

export function Component() {
  return (
    <>
      <LegalPage slug="terms-of-service" />
      <SiteFooter />
    </>
  );
}
