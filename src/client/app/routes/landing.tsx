import { MessageCircle, Route as RouteIcon } from "lucide-react";
import { Link } from "react-router";
import { SiteFooter } from "@/client/components/layouts/site-footer";
import { Button } from "@/client/components/ui/button";
import { siteName } from "@/client/config/site";
import {
  getFeaturedBusinessesQueryOptions,
  getReviewsQueryOptions,
  getShowcaseQueryOptions,
} from "@/client/features/landing/api/landing-api";
import { ReviewSection } from "@/client/features/landing/components/review-section";
import { ReviewsCarousel } from "@/client/features/landing/components/reviews-carousel";
import { ShowcaseGallery } from "@/client/features/landing/components/showcase-gallery";
import { SponsorsCarousel } from "@/client/features/landing/components/sponsors-carousel";
import { useMe } from "@/client/lib/me-query";
import { queryClient } from "@/client/lib/query-client";
import { usePageMeta } from "@/client/lib/use-page-meta";
import { LANDING } from "@/shared/messages/shell";
import { LANDING_HERO, PAGE_META } from "@/shared/page-meta";
import { paths } from "@/shared/paths";

/** Warms the landing data before the page renders; a failed read only hides its section. */
export async function loader() {
  await Promise.allSettled([
    queryClient.ensureQueryData(getFeaturedBusinessesQueryOptions()),
    queryClient.ensureQueryData(getShowcaseQueryOptions()),
    queryClient.ensureQueryData(getReviewsQueryOptions()),
  ]);
  return null;
}

export function Component() {
  const name = siteName();
  const { data: me } = useMe();
  usePageMeta(PAGE_META.home(name));

  return (
    <>
      <main>
        <section className="bg-gradient-to-b from-cyan-50 to-background px-4 pt-14 pb-16 text-center sm:pt-20">
          <p className="text-primary mb-3 text-sm font-semibold tracking-widest uppercase">{name}</p>
          <h1 className="mx-auto mb-5 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{LANDING.tagline}</h1>
          <p className="text-muted-foreground mx-auto mb-8 max-w-2xl text-lg">{LANDING_HERO.subheading}</p>
          <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
            {me?.user ? (
              <Button asChild size="lg">
                <Link to={paths.chat}>{LANDING.startChattingSignedIn}</Link>
              </Button>
            ) : (
              <>
                <Button asChild size="lg">
                  <Link to={`${paths.auth}?type=signup`}>{LANDING.getStarted}</Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to={paths.auth}>{LANDING.signIn}</Link>
                </Button>
              </>
            )}
          </div>
        </section>

        <SponsorsCarousel />
        <ShowcaseGallery />
        <ReviewsCarousel />

        <section aria-labelledby="start-heading" className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:grid-cols-2">
          <h2 id="start-heading" className="text-center text-2xl font-bold sm:col-span-2 sm:text-3xl">
            {LANDING.startChattingSection}
          </h2>
          <div className="bg-card rounded-xl border p-6 shadow-sm">
            <MessageCircle aria-hidden className="text-primary mb-3 size-7" />
            <h3 className="mb-2 text-xl font-semibold">Your Kauai concierge</h3>
            <p className="text-muted-foreground mb-4">
              Tell us who you are travelling with and what you love. We answer with real places, practical details and
              timely advice on swell, rain and reservations.
            </p>
            <Button asChild variant="secondary">
              <Link to={paths.chat}>Open the chat</Link>
            </Button>
          </div>
          <div className="bg-card rounded-xl border p-6 shadow-sm">
            <RouteIcon aria-hidden className="text-primary mb-3 size-7" />
            <h3 className="mb-2 text-xl font-semibold">Plan your days</h3>
            <p className="text-muted-foreground mb-4">
              Four quick steps turn your interests into a day-by-day plan, each day kept to one region with stops
              ordered by driving time.
            </p>
            <Button asChild variant="secondary">
              <Link to={paths.itineraryBuilder}>Build an itinerary</Link>
            </Button>
          </div>
        </section>

        <ReviewSection />
      </main>
      <SiteFooter />
    </>
  );
}
