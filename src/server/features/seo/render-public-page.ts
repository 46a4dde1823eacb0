import type { Db } from "@/server/db/client";
import {
  getSiteContent,
  listActiveReviews,
  listFeaturedBusinesses,
  listShowcase,
} from "@/server/features/public-content/public-content.service";
import { META_DESCRIPTION_LENGTH, PREMIUM_PRICE_LABEL } from "@/shared/constants";
import { escapeHtml } from "@/shared/html";
import { MARKETING_PAGES } from "@/shared/marketing-pages";
import { SPONSORED_LABEL } from "@/shared/messages/admin-curation";
import { ITINERARY } from "@/shared/messages/itinerary";
import { PRICING } from "@/shared/messages/payment";
import { LEGAL_PAGES } from "@/shared/messages/public-site";
import { LANDING } from "@/shared/messages/shell";
import { LANDING_HERO, PAGE_META } from "@/shared/page-meta";
import { MARKETING_LINK_LABELS, MARKETING_PATHS, paths } from "@/shared/paths";

// Server-rendered HTML for the public pages, so crawlers and link previews (and the first paint
// on a slow phone) get the title, description, canonical link and main content without running
// JavaScript. The client replaces this markup once its route is ready (see client/main.tsx).

export type RenderedPage = { title: string; description: string; canonicalPath: string; bodyHtml: string };
export type SiteInfo = { siteName: string; supportEmail: string };

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function frame(site: SiteInfo, main: string): string {
  const footerLinks = [
    ...MARKETING_PATHS.map((path) => [path, MARKETING_LINK_LABELS[path] ?? path]),
    [paths.pricing, "Pricing"],
  ]
    .map(([href, label]) => `<a class="text-muted-foreground" href="${href}">${escapeHtml(label ?? "")}</a>`)
    .join(" ");
  return `<div class="flex min-h-dvh flex-col"><header class="border-b"><nav aria-label="Main" class="mx-auto flex h-14 max-w-6xl items-center justify-between px-4"><a href="/" class="text-lg font-semibold">${escapeHtml(site.siteName)}</a><a href="${paths.auth}" class="text-sm font-medium">Sign In</a></nav></header>${main}<footer class="border-t px-4 py-10 text-center text-sm"><nav aria-label="Guides" class="flex flex-wrap justify-center gap-4">${footerLinks}</nav><p class="mt-4">Questions? <a href="mailto:${escapeHtml(site.supportEmail)}">${escapeHtml(site.supportEmail)}</a></p><p class="mt-4"><a href="${paths.terms}">${LANDING.terms}</a> · <a href="${paths.privacy}">${LANDING.privacy}</a></p></footer></div>`;
}

async function landing(db: Db, site: SiteInfo): Promise<RenderedPage> {
  const [sponsors, showcase, reviews] = await Promise.all([
    listFeaturedBusinesses(db, new Date()),
    listShowcase(db),
    listActiveReviews(db),
  ]);
  const main = `<main><section class="px-4 pt-14 pb-16 text-center"><h1 class="mx-auto mb-5 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">${LANDING.tagline}</h1><p class="text-muted-foreground mx-auto mb-8 max-w-2xl text-lg">${escapeHtml(LANDING_HERO.subheading)}</p><p><a href="${paths.auth}?type=signup">${LANDING.getStarted}</a> <a href="${paths.auth}">${LANDING.signIn}</a></p></section>${
    sponsors.length
      ? `<section class="py-12"><h2 class="text-center text-2xl font-bold">${LANDING.featuredSponsors}</h2><ul>${sponsors.map((s) => `<li><p>${SPONSORED_LABEL}</p><h3>${escapeHtml(s.name)}</h3><p>${escapeHtml(s.description)}</p></li>`).join("")}</ul></section>`
      : ""
  }<section class="py-12"><h2 class="text-center text-2xl font-bold">${LANDING.hiddenGems}</h2><ul>${showcase.map((p) => `<li>${escapeHtml(p.name)}</li>`).join("")}</ul></section>${
    reviews.length
      ? `<section class="py-12"><h2 class="text-center text-2xl font-bold">${LANDING.testimonials}</h2><ul>${reviews.map((r) => `<li><blockquote>${escapeHtml(r.reviewText)}</blockquote> - ${escapeHtml(r.reviewerName)}</li>`).join("")}</ul></section>`
      : ""
  }<section class="py-12"><h2 class="text-center text-2xl font-bold">${LANDING.startChattingSection}</h2></section></main>`;
  return { ...PAGE_META.home(site.siteName), bodyHtml: frame(site, main) };
}

function marketing(path: string, site: SiteInfo): RenderedPage | null {
  const page = MARKETING_PAGES[path];
  if (!page) return null;
  const sections = page.sections
    .map(
      (section) =>
        `<section class="mx-auto max-w-5xl px-4 py-10"><h2 class="mb-3 text-2xl font-bold">${escapeHtml(section.heading)}</h2>${section.intro ? `<p>${escapeHtml(section.intro)}</p>` : ""}${section.items.map((item) => `<article><h3 class="font-semibold">${escapeHtml(item.title)}</h3><p>${escapeHtml(item.body)}</p></article>`).join("")}</section>`,
    )
    .join("");
  const main = `<main><section class="px-4 pt-14 pb-12 text-center"><h1 class="mx-auto mb-4 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">${escapeHtml(page.heading)}</h1><p class="text-muted-foreground mx-auto mb-8 max-w-2xl text-lg">${escapeHtml(page.subheading)}</p><p><a href="${paths.chat}">${escapeHtml(page.cta)}</a> <a href="${paths.home}">Learn More<span class="sr-only"> about AlohaBot</span></a></p></section>${sections}<section class="px-4 py-12 text-center"><h2 class="text-2xl font-bold">${escapeHtml(page.closing.heading)}</h2><p>${escapeHtml(page.closing.body)}</p><a href="${paths.chat}">${escapeHtml(page.closing.cta)}</a></section></main>`;
  return { title: page.title, description: page.description, canonicalPath: page.path, bodyHtml: frame(site, main) };
}

async function legal(db: Db, path: string, site: SiteInfo): Promise<RenderedPage> {
  const kind = path === paths.terms ? "terms" : "privacy";
  const content = await getSiteContent(db, kind === "terms" ? "terms-of-service" : "privacy-policy");
  const title = content?.title ?? LEGAL_PAGES[kind].title;
  const body = content
    ? content.contentHtml
    : `<p>${escapeHtml(LEGAL_PAGES[kind].title)} of ${escapeHtml(site.siteName)}.</p>`;
  const main = `<main class="mx-auto max-w-3xl px-4 py-10"><a href="/">${LEGAL_PAGES.back}</a><h1 class="mb-2 text-3xl font-bold">${escapeHtml(title)}</h1><div class="legal-content grid gap-4">${body}</div></main>`;
  return {
    title,
    description: content ? textOf(content.contentHtml) : `${title} of ${site.siteName}.`,
    canonicalPath: path,
    bodyHtml: frame(site, main),
  };
}

function pricing(site: SiteInfo): RenderedPage {
  const main = `<main class="px-4 py-10 text-center"><h1 class="text-3xl font-bold">${PRICING.title}</h1><p><strong>${PREMIUM_PRICE_LABEL}</strong> ${PRICING.priceNote}</p><ul>${PRICING.features.map((f) => `<li>${escapeHtml(f)}</li>`).join("")}</ul><a href="${paths.auth}?type=signup">${PRICING.signUp}</a></main>`;
  return { ...PAGE_META.pricing(site.siteName), bodyHtml: frame(site, main) };
}

function itineraryBuilder(site: SiteInfo): RenderedPage {
  const main = `<main class="px-4 py-10"><header class="mx-auto mb-8 max-w-2xl text-center"><h1 class="mb-3 text-3xl font-bold tracking-tight sm:text-4xl">${ITINERARY.title}</h1><p class="text-muted-foreground">${ITINERARY.subtitle}</p></header><ol class="mx-auto max-w-2xl list-decimal pl-6">${ITINERARY.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ol></main>`;
  return { ...PAGE_META.itineraryBuilder(site.siteName), bodyHtml: frame(site, main) };
}

/** The server-rendered version of a public page, or null for every other path. */
export async function renderPublicPage(db: Db, path: string, site: SiteInfo): Promise<RenderedPage | null> {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  let page: RenderedPage | null = null;
  if (normalized === paths.home) page = await landing(db, site);
  else if (normalized === paths.terms || normalized === paths.privacy) page = await legal(db, normalized, site);
  else if (normalized === paths.pricing) page = pricing(site);
  else if (normalized === paths.itineraryBuilder) page = itineraryBuilder(site);
  else page = marketing(normalized, site);
  if (!page) return null;
  return { ...page, description: page.description.slice(0, META_DESCRIPTION_LENGTH) };
}
