import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { siteName, supportEmail } from "@/client/config/site";
import { ApiClientError } from "@/client/lib/api-client";
import { usePageMeta } from "@/client/lib/use-page-meta";
import type { SiteContentSlug } from "@/shared/constants";
import { LEGAL_PAGES } from "@/shared/messages/public-site";
import { LOADING } from "@/shared/messages/shell";
import { paths } from "@/shared/paths";
import { getSiteContentQueryOptions } from "../api/legal-api";

function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The built-in text shown when no content has been published yet. */
function FallbackText({ kind }: { kind: "terms" | "privacy" }) {
  const support = supportEmail();
  const name = siteName();
  return (
    <div className="grid gap-4">
      <p>
        {kind === "terms"
          ? `By using ${name} you agree to use it lawfully and at your own risk: recommendations are guidance, and conditions on Kauai's beaches, trails and roads change. Premium access is a one-time purchase.`
          : `${name} keeps only what it needs to run the service - your account, your conversations and saved trips, and your payment status - and never sells your data.`}
      </p>
      <p>The full text is being updated.{support ? ` For questions, write to ${support}.` : ""}</p>
    </div>
  );
}

export function LegalPage({ slug }: { slug: SiteContentSlug }) {
  const kind = slug === "terms-of-service" ? "terms" : "privacy";
  const strings = LEGAL_PAGES[kind];
  const { data, error, isPending } = useQuery(getSiteContentQueryOptions(slug));
  const isMissing = error instanceof ApiClientError && error.status === 404;
  usePageMeta({
    title: data?.title ?? strings.title,
    description: data ? htmlToText(data.contentHtml) : `${strings.title} of ${siteName()}.`,
    canonicalPath: kind === "terms" ? paths.terms : paths.privacy,
  });

  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <Link
        to={paths.home}
        className="text-primary mb-6 inline-flex items-center gap-1 text-sm font-medium hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {LEGAL_PAGES.back}
      </Link>
      <h1 className="mb-2 text-3xl font-bold">{data?.title ?? strings.title}</h1>
      {data ? (
        <>
          <p className="text-muted-foreground mb-8 text-sm">
            {LEGAL_PAGES.updated(new Date(data.updatedAt).toLocaleDateString("en-US", { dateStyle: "long" }))}
          </p>
          {/* Sanitised with an allow-list on the server before storing and before serving; the CSP blocks inline script too. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised legal HTML is the point of this page. */}
          <div className="legal-content grid gap-4" dangerouslySetInnerHTML={{ __html: data.contentHtml }} />
        </>
      ) : isPending ? (
        <p role="status">{LOADING}</p>
      ) : isMissing ? (
        <FallbackText kind={kind} />
      ) : (
        <p role="alert" className="text-destructive">
          {strings.loadError}
        </p>
      )}
    </main>
  );
}
