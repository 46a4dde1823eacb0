// A named food near a town (the fifth blind probe's class 9, tuning round 11): "shave ice near Kapaʻa", "poke
// near Princeville", "saimin near Poʻipū" got the area's other restaurants (burgers, tapas) or a beach, because
// the food only raised a score. The places whose own facts list the food (foodKinds, cuisines, name) answer it:
// those near the place asked about, or - when the directory lists none there - the nearest, said so.

import { isVisitable } from "@/shared/schemas/place-facts";
import { placeBlock } from "./answer";
import type { Directory, DirectoryPlace } from "./directory";
import { TOWN_POINTS } from "./knowledge-base";
import { closedOnDay, WEEKDAYS as WEEKDAY_NAMES } from "./opening-hours";
import { type ConciergeContext, distanceKm, REGION_CENTRES, roadKm, roadSteps } from "./select";
import { normalize } from "./text";
import type { Question } from "./understand";
import { TOWN_REGION } from "./understand";

type Reply = { text: string; picks: DirectoryPlace[] };

const foodTexts = new WeakMap<Directory, Map<DirectoryPlace, string>>();

/** Each eating place's name, food kinds and cuisines, normalised once per loaded directory. */
function foodTextsOf(directory: Directory): Map<DirectoryPlace, string> {
  let texts = foodTexts.get(directory);
  if (!texts) {
    texts = new Map();
    for (const place of directory.places) {
      const facts = place.facts;
      if (!isVisitable(facts) || !(place.category === "Restaurant" || (facts?.foodKinds?.length ?? 0) > 0)) continue;
      texts.set(
        place,
        ` ${normalize([place.name, ...(facts?.foodKinds ?? []), ...(facts?.cuisines ?? [])].join(" "))} `,
      );
    }
    foodTexts.set(directory, texts);
  }
  return texts;
}

function miles(km: number): string {
  const n = Math.max(1, Math.round(km * 0.62));
  return `${n} mile${n === 1 ? "" : "s"}`;
}

/** Within this distance of the town or place asked about, a place is "near" it. */
const NEAR_KM = 8;
/** Foods whose word is also a general word ("coffee" is everywhere, "fish" is on every menu): left to the lists. */
const SPECIFIC = new Set(["shave ice", "poke", "saimin", "malasada", "acai", "hot dog", "food truck", "taco"]);

export function namedFoodAnswer(ctx: ConciergeContext, q: Question, message: string): Reply | null {
  const food = q.food.find((f) => SPECIFIC.has(f));
  if (!food || !["recommend", "unclear"].includes(q.act)) return null;
  // ("Saimin near Poʻipū" finds Hamura Saimin by the word in its name: the food was asked, not that place.)
  const said = ` ${normalize(message)} `;
  if (q.places.some((p) => said.includes(` ${normalize(p.name)} `) || !normalize(p.name).includes(normalize(food))))
    return null;
  // ("Shave ice but not the Hanalei one, we're on the west side": a town ruled out is neither where to look nor
  // where the food may be - session 13, dev27.)
  const town = q.towns.find((t) => !q.excludedRegions.includes(TOWN_REGION[t] as never));
  const townPoint = town ? TOWN_POINTS[town] : undefined;
  const where: { lat: number; lon: number; label: string } | null = q.anchor
    ? q.anchor
    : town && townPoint
      ? { lat: townPoint[0], lon: townPoint[1], label: town }
      : q.regions.length === 1
        ? {
            lat: (REGION_CENTRES[q.regions[0] as keyof typeof REGION_CENTRES] as [number, number])[0],
            lon: (REGION_CENTRES[q.regions[0] as keyof typeof REGION_CENTRES] as [number, number])[1],
            label: `the ${q.regions[0]}`,
          }
        : null;
  const word = ` ${normalize(food)} `;
  const serving = [...foodTextsOf(ctx.directory).entries()]
    .filter(([, text]) => text.includes(word))
    .map(([place]) => place)
    .filter((p) => !q.meal || !p.facts || p.facts.meals.length === 0 || p.facts.meals.includes(q.meal))
    .filter((p) => p.region === null || !q.excludedRegions.includes(p.region));
  if (serving.length === 0) return null;
  // ("Poke for lunch on Saturday in Kōloa": a place closed that day is said so, not sent to - session 11, probe 7.)
  const day = q.weekday ?? null;
  const closedThen = day === null ? [] : serving.filter((p) => closedOnDay(p, day));
  const closedSentence =
    closedThen.length > 0
      ? `${closedThen.map((p) => p.name).join(", ")} ${closedThen.length > 1 ? "are" : "is"} closed on ${WEEKDAY_NAMES[day as number]}s by the hours our directory has`
      : "";
  if (closedThen.length > 0 && closedThen.length === serving.length)
    return {
      text: `${closedSentence} - the only ${closedThen.length > 1 ? "places" : "place"} it lists for ${food}. Go another day, or ask me for somewhere else to eat that day.`,
      picks: [],
    };
  if (closedThen.length > 0) serving.splice(0, serving.length, ...serving.filter((p) => !closedThen.includes(p)));
  const closedNote = closedSentence ? `${closedSentence}.\n\n` : "";
  const km = (p: DirectoryPlace) =>
    where && p.latitude !== null && p.longitude !== null
      ? distanceKm(where.lat, where.lon, p.latitude, p.longitude)
      : 0;
  // (By the road: Hanalei's shave ice is not "14 miles" from the canyon - session 10, dev15.)
  const fromRegion =
    (q.anchor?.placeId ? ctx.directory.byId.get(q.anchor.placeId)?.region : undefined) ??
    (town ? TOWN_REGION[town] : undefined) ??
    (q.regions.length === 1 ? q.regions[0] : undefined) ??
    (q.places.length === 1 ? q.places[0]?.region : undefined);
  const road = (p: DirectoryPlace) => roadKm(km(p), fromRegion, p.region);
  const ranked = serving
    .sort((a, b) => road(a) - road(b))
    // (Nothing from three shores away along the road when a nearer place serves it.)
    .filter((p, i, all) => i === 0 || !fromRegion || roadSteps(fromRegion, p.region) <= 2 || all.length === 1);
  const near = where
    ? ranked.filter((p) => km(p) <= NEAR_KM || (p.region !== null && q.regions.includes(p.region)))
    : ranked;
  const block = (places: DirectoryPlace[], withMiles: boolean) =>
    placeBlock(
      places.map((place) => ({
        place,
        score: 0,
        reasons: [
          ...(withMiles && where ? [`about ${miles(km(place))} away`] : []),
          ...(normalize(place.name).includes(normalize(food)) ? [] : [`lists ${food}`]),
        ],
      })),
      q,
    );
  if (near.length > 0) {
    const shown = near.slice(0, 3);
    return {
      text: [
        `${closedNote}Where our directory lists ${food}${where ? ` near ${where.label}` : " on Kauaʻi"}:`,
        "",
        ...block(shown, (Boolean(where) && q.anchor !== null) || Boolean(town)),
      ].join("\n"),
      picks: shown,
    };
  }
  const shown = ranked.slice(0, 2);
  return {
    text: [
      `${closedNote}Our directory lists no ${food} place near ${where?.label}; the nearest ${shown.length > 1 ? "ones it lists are" : "one it lists is"}:`,
      "",
      ...block(shown, true),
    ].join("\n"),
    picks: shown,
  };
}
