import { useLocation } from "react-router";
import { NotFoundPage } from "@/client/components/errors/not-found-page";
import { SiteFooter } from "@/client/components/layouts/site-footer";
import { MarketingPage } from "@/client/features/marketing/components/marketing-page";
import { usePageMeta } from "@/client/lib/use-page-meta";
import { MARKETING_PAGES } from "@/shared/marketing-pages";

export function Component() {
  const { pathname } = useLocation();
  const page = MARKETING_PAGES[pathname.replace(/\/+$/, "")];
  usePageMeta(
    page
      ? { title: page.title, description: page.description, canonicalPath: page.path }
      : { title: "Page not found", noindex: true },
  );
  if (!page) return <NotFoundPage />;
  return (
    <>
      <MarketingPage page={page} />
      <SiteFooter />
    </>
  );
}
