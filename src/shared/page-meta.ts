import { PREMIUM_PRICE_LABEL } from "./constants";
import { ITINERARY } from "./messages/itinerary";
import { LANDING } from "./messages/shell";
import { paths } from "./paths";

// Page metadata and hero copy of the public pages, written once: the client routes set them in the
// page head and the server renderer (src/server/features/seo) puts them in the first HTML. The site
// name is configurable, so descriptions that name it are functions of it.

export type PageMeta = { title: string; description: string; canonicalPath: string };

export const PAGE_META = {
  home: (siteName: string): PageMeta => ({
    title: LANDING.tagline,
    description: `${siteName} is your AI Kauai trip assistant: a concierge chat that recommends real places and an itinerary builder that plans well-routed days.`,
    canonicalPath: paths.home,
  }),
  pricing: (siteName: string): PageMeta => ({
    title: "Pricing",
    description: `Full access to ${siteName} for a one-time ${PREMIUM_PRICE_LABEL}: unlimited AI conversations, personalized Kauai recommendations and trip planning.`,
    canonicalPath: paths.pricing,
  }),
  itineraryBuilder: (siteName: string): PageMeta => ({
    title: ITINERARY.title,
    description: `Build a day-by-day Kauai itinerary with ${siteName} in four quick steps: real places, each day on one side of the island, stops ordered by driving time.`,
    canonicalPath: paths.itineraryBuilder,
  }),
};

/** The landing page's hero, under the tagline. */
export const LANDING_HERO = {
  subheading:
    "Ask a local-minded concierge about beaches, hikes, food and hidden corners of the Garden Isle, and plan day-by-day trips that keep you on the right side of the island.",
};
