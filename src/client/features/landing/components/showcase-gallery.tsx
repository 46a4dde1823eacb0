import { useQuery } from "@tanstack/react-query";
import { LANDING } from "@/shared/messages/shell";
import type { ShowcaseLocation } from "@/shared/schemas/public-content";
import { getShowcaseQueryOptions } from "../api/landing-api";

/** The six built-in places shown when the showcase cannot be loaded (spec). */
export const FALLBACK_SHOWCASE: ShowcaseLocation[] = [
  {
    id: "fallback-na-pali",
    name: "Nā Pali Coast",
    imageUrl: "/showcase/na-pali-coast.svg",
    altText: "Illustration of the green Nā Pali sea cliffs",
  },
  {
    id: "fallback-waimea",
    name: "Waimea Canyon",
    imageUrl: "/showcase/waimea-canyon.svg",
    altText: "Illustration of the red layers of Waimea Canyon",
  },
  {
    id: "fallback-hanalei",
    name: "Hanalei Bay",
    imageUrl: "/showcase/hanalei-bay.svg",
    altText: "Illustration of Hanalei Bay and its pier",
  },
  {
    id: "fallback-poipu",
    name: "Poʻipū Beach",
    imageUrl: "/showcase/poipu-beach.svg",
    altText: "Illustration of a south-shore beach at sunset",
  },
  {
    id: "fallback-wailua",
    name: "Wailua Falls",
    imageUrl: "/showcase/wailua-falls.svg",
    altText: "Illustration of twin waterfalls",
  },
  {
    id: "fallback-kilauea",
    name: "Kīlauea Lighthouse",
    imageUrl: "/showcase/kilauea-lighthouse.svg",
    altText: "Illustration of the Kīlauea lighthouse",
  },
];

const MOBILE_MAX = 6;

/** 'Discover Kauai's Hidden Gems' from the showcase; the built-in places when loading fails. */
export function ShowcaseGallery() {
  const { data, isError } = useQuery(getShowcaseQueryOptions());
  const places = isError || (data && data.length === 0) ? FALLBACK_SHOWCASE : (data ?? FALLBACK_SHOWCASE);
  return (
    <section aria-labelledby="gems-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="gems-heading" className="mb-2 text-center text-2xl font-bold sm:text-3xl">
        {LANDING.hiddenGems}
      </h2>
      <p className="text-muted-foreground mb-8 text-center">
        From sea cliffs to canyon rims: a few of the places we love to recommend.
      </p>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {places.map((place, index) => (
          <li key={place.id} className={index >= MOBILE_MAX ? "hidden md:block" : undefined}>
            <figure className="overflow-hidden rounded-xl border bg-card shadow-sm">
              <img
                src={place.imageUrl}
                alt={place.altText}
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover"
              />
              <figcaption className="px-3 py-2 text-sm font-medium">{place.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
