import { MessageCircle, Route as RouteIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { siteName, supportEmail } from "@/client/config/site";
import { useMe } from "@/client/lib/me-query";
import { usePageMeta } from "@/client/lib/use-page-meta";
import { LANDING } from "@/shared/messages";
import { paths } from "@/shared/paths";

export function Component() {
  const name = siteName();
  const support = supportEmail();
  const { data: me } = useMe();
  usePageMeta({
    title: LANDING.tagline,
    description: `${name} is your AI Kauai trip assistant: a concierge chat that recommends real places and an itinerary builder that plans well-routed days.`,
    canonicalPath: paths.home,
  });

  return (
    <main>
      <section className="bg-gradient-to-b from-cyan-50 to-background px-4 pb-16 pt-14 text-center sm:pt-20">
        <p className="mb-3 text-sm font-medium uppercase tracking-widest text-primary">{name}</p>
        <h1 className="mx-auto mb-5 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{LANDING.tagline}</h1>
        <p className="mx-auto mb-8 max-w-2xl text-lg text-muted-foreground">
          Ask a local-minded concierge about beaches, hikes, food and hidden corners of the Garden Isle, and plan
          day-by-day trips that keep you on the right side of the island.
        </p>
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

      <section className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:grid-cols-2">
        <div className="rounded-xl border bg-card p-6 shadow-sm">
          <MessageCircle aria-hidden className="mb-3 size-7 text-primary" />
          <h2 className="mb-2 text-xl font-semibold">{LANDING.startChattingSection}</h2>
          <p className="mb-4 text-muted-foreground">
            Tell us who you are travelling with and what you love. We answer with real places, practical details and
            timely advice on swell, rain and reservations.
          </p>
          <Button asChild variant="secondary">
            <Link to={paths.chat}>Open the chat</Link>
          </Button>
        </div>
        <div className="rounded-xl border bg-card p-6 shadow-sm">
          <RouteIcon aria-hidden className="mb-3 size-7 text-primary" />
          <h2 className="mb-2 text-xl font-semibold">Plan your days</h2>
          <p className="mb-4 text-muted-foreground">
            Four quick steps turn your interests into a day-by-day plan, each day kept to one region with stops ordered
            by driving time.
          </p>
          <Button asChild variant="secondary">
            <Link to={paths.itineraryBuilder}>Build an itinerary</Link>
          </Button>
        </div>
      </section>

      <footer className="border-t px-4 py-8 text-center text-sm text-muted-foreground">
        {support ? (
          <p className="mb-3">
            Questions? Write to us at{" "}
            <a className="text-primary underline underline-offset-4" href={`mailto:${support}`}>
              {support}
            </a>
          </p>
        ) : null}
        <p className="flex justify-center gap-4">
          <Link className="hover:text-foreground" to={paths.terms}>
            {LANDING.terms}
          </Link>
          <Link className="hover:text-foreground" to={paths.privacy}>
            {LANDING.privacy}
          </Link>
        </p>
        <p className="mt-3">
          © {new Date().getFullYear()} {name}
        </p>
      </footer>
    </main>
  );
}
