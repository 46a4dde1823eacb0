import { SiteFooter } from "@/client/components/layouts/site-footer";
import { loadSiteContent } from "@/client/features/legal/api/legal-api";
import { LegalPage } from "@/client/features/legal/components/legal-page";
import { queryClient } from "@/client/lib/query-client";

export function loader() {
  return loadSiteContent(queryClient, "terms-of-service");
}

export function Component() {
  return (
    <>
      <LegalPage slug="terms-of-service" />
      <SiteFooter />
    </>
  );
}
