import { useQuery } from "@tanstack/react-query";
import { ExternalLink, MapPin } from "lucide-react";
import { Marquee } from "@/client/components/marquee";
import { SPONSORED_LABEL } from "@/shared/messages/admin-curation";
import { LANDING } from "@/shared/messages/shell";
import type { FeaturedBusiness } from "@/shared/schemas/public-content";
import { getFeaturedBusinessesQueryOptions } from "../api/landing-api";

function SponsorCard({ business, isCopy }: { business: FeaturedBusiness; isCopy: boolean }) {
  return (
    <article className="bg-card flex h-full w-[320px] flex-col gap-3 rounded-xl border p-5 shadow-sm">
      <div className="flex items-center gap-3">
        {business.logoUrl ? (
          <img
            src={business.logoUrl}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 rounded-lg object-cover"
          />
        ) : (
          <span
            aria-hidden
            className="bg-secondary text-secondary-foreground flex size-12 items-center justify-center rounded-lg text-xl font-bold"
          >
            {business.name.charAt(0)}
          </span>
        )}
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase dark:text-amber-300">
            {SPONSORED_LABEL}
          </p>
          <h3 className="truncate font-semibold">{business.name}</h3>
          {business.location ? (
            <p className="text-muted-foreground flex items-center gap-1 text-sm">
              <MapPin aria-hidden className="size-3.5" />
              {business.location}
            </p>
          ) : null}
        </div>
      </div>
      {business.categories.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Categories">
          {business.categories.map((category) => (
            <li key={category} className="bg-secondary text-secondary-foreground rounded-full px-2 py-0.5 text-xs">
              {category}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-muted-foreground line-clamp-3 text-sm">{business.description}</p>
      {business.websiteUrl ? (
        <a
          href={business.websiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          tabIndex={isCopy ? -1 : undefined}
          className="text-primary mt-auto inline-flex items-center gap-1 text-sm font-medium hover:underline"
        >
          {LANDING.visitWebsite}
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only"> ({business.name}, opens in a new tab)</span>
        </a>
      ) : null}
    </article>
  );
}

/** Featured Sponsors: active, sponsored businesses; the section is hidden when there are none. */
export function SponsorsCarousel() {
  const { data } = useQuery(getFeaturedBusinessesQueryOptions());
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="sponsors-heading" className="py-12">
      <h2 id="sponsors-heading" className="mb-6 px-4 text-center text-2xl font-bold sm:text-3xl">
        {LANDING.featuredSponsors}
      </h2>
      <Marquee
        label={LANDING.featuredSponsors}
        items={data}
        getKey={(business) => business.id}
        durationSeconds={Math.max(30, data.length * 9)}
        renderItem={(business, isCopy) => <SponsorCard business={business} isCopy={isCopy} />}
      />
    </section>
  );
}
