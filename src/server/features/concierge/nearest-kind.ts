import type { Region } from "@/shared/constants";
import type { DriveTown } from "@/shared/schemas/knowledge";
import { isVisitable, oceanConditionIn } from "@/shared/schemas/place-facts";
import type { DirectoryPlace } from "./directory";
import { TOWN_POINTS } from "./knowledge-base";
import { type ConciergeContext, distanceKm, fits, roadKm, roadSteps, type Scored } from "./select";
import { type Question, TOWN_REGION } from "./understand";

// "Closest waterfall to Poʻipū", "sunset spot near Hanapēpē", "where to watch the sunset from Hāʻena" (probe 6,
// class 10): the places with that feature, nearest first from the town named, wherever they are - not the town's
// own shore padded with a zipline and a snorkel spot. The feature comes from the data: a waterfall is a place of the
// Waterfall category or one named for its falls; a sunset spot is a place whose facts say it faces the sunset.

const NEAR_WORDS = /\b(closest|nearest|near|nearby|close to|from|around|by|in)\b/;

type Kind = { what: string; plural: string; has: (place: DirectoryPlace) => boolean };

const WATERFALL: Kind = {
  what: "waterfall",
  plural: "waterfalls",
  has: (place) => place.category === "Waterfall" || /\b(falls|waterfall)\b/i.test(place.name),
};
const SUNSET: Kind = { what: "sunset spot", plural: "sunset spots", has: (place) => place.facts?.faces === "sunset" };

function kindAsked(q: Question): Kind | null {
  if (q.meal !== null || q.food.length > 0 || q.activities.length > 0) return null;
  if (q.categories[0] === "Waterfall") return WATERFALL;
  if (q.constraints.sunset && q.categories.length === 0) return SUNSET;
  return null;
}

/** Where the visitor measures from: the anchor, a town named, or the one place named (e.g. a café for its village). */
type Reference = { lat: number; lon: number; label: string; region: Region | null };

function reference(ctx: ConciergeContext, q: Question): Reference | null {
  if (q.anchor) {
    const town = (Object.keys(TOWN_POINTS) as DriveTown[]).find((t) => t === q.anchor?.label);
    const region = q.anchor.placeId
      ? (ctx.directory.byId.get(q.anchor.placeId)?.region ?? null)
      : town
        ? (TOWN_REGION[town] ?? null)
        : null;
    return { ...q.anchor, region };
  }
  const town = q.towns.length === 1 ? q.towns[0] : undefined;
  if (town) {
    const [lat, lon] = TOWN_POINTS[town];
    return { lat, lon, label: town, region: TOWN_REGION[town] ?? null };
  }
  const place = q.places.length === 1 ? q.places[0] : undefined;
  if (place?.latitude != null && place.longitude != null)
    return { lat: place.latitude, lon: place.longitude, label: place.name.replace(/\.$/, ""), region: place.region };
  return null;
}

export function nearestKind(ctx: ConciergeContext, q: Question): { lead: string; picks: Scored[] } | null {
  // ("Where can we watch the sunset from Kalāheo?" reads as a yes/no about the café the village is named in.)
  const where = q.act === "yesno" && /^where\b/.test(q.searchText);
  if ((q.act !== "recommend" && !where) || !NEAR_WORDS.test(q.searchText)) return null;
  const kind = kindAsked(q);
  // ("Sunset at Kekaha Beach in December?": the question is about the place named, which has the feature.)
  if (kind && q.places.some((place) => kind.has(place))) return null;
  const from = kind ? reference(ctx, q) : null;
  if (!kind || !from) return null;
  const km = (place: DirectoryPlace) =>
    place.latitude == null || place.longitude == null
      ? Number.POSITIVE_INFINITY
      : distanceKm(from.lat, from.lon, place.latitude, place.longitude);
  // Kauaʻi's road is a horseshoe: a straight line across the Nā Pali cliffs or the mountains misleads, so each shore
  // along the road between counts as 15 km more.
  const byRoad = (place: DirectoryPlace) => roadKm(km(place), from.region, place.region);
  // (A beach whose water is dangerous that month counts as 20 km farther: a card reads as "go there" - round 9.)
  const rough = (place: DirectoryPlace) => (oceanConditionIn(place.facts, q.month) === "dangerous" ? 20 : 0);
  const all = ctx.directory.places
    .filter((place) => kind.has(place) && isVisitable(place.facts) && fits(place, q) && !q.places.includes(place))
    .sort((a, b) => byRoad(a) + rough(a) - (byRoad(b) + rough(b)));
  // Nothing from the far side of the island when the near shores have one.
  const near = all.filter((place) => !from.region || roadSteps(from.region, place.region) <= 2);
  const found = (near.length > 0 ? near : all).slice(0, 3);
  if (found.length === 0) return null;
  const miles = (place: DirectoryPlace) => Math.max(1, Math.round(km(place) * 0.62));
  const picks = found.map((place) => ({
    place,
    score: 100,
    reasons: [`about ${miles(place)} mile${miles(place) > 1 ? "s" : ""} from ${from.label}`],
  }));
  const first = found[0] as DirectoryPlace;
  // More than about 8 miles away: there is none right there, and the visitor should know it is a drive.
  const lead =
    km(first) > 13
      ? `Our directory has no ${kind.what} right by ${from.label}; the nearest ${found.length > 1 ? `${kind.plural} are` : `${kind.what} is`} a drive away (distances as the crow flies):`
      : `The nearest ${found.length > 1 ? kind.plural : kind.what} to ${from.label} in our directory (distances as the crow flies):`;
  return { lead, picks };
}
