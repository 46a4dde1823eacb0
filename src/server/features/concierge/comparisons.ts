import { seasonOfMonth } from "@/shared/schemas/place-facts";
import { canyonMile, canyonMinutes } from "./canyon-road";
import type { DirectoryPlace } from "./directory";
import { distanceKm, monthName } from "./select";
import type { Question } from "./understand";

// Comparisons answered by the measure asked (issue 15, tuning round 10, probe 4 class 12): "which is shorter",
// "which is cheaper", "only one day - the canyon or the boat?", "X vs Y" for two places a short walk apart,
// "A or B for a toddler" when both are fine. Each rule reads the two places' own facts; a measure the
// directory does not record is said to be unknown instead of "both are good". Compiled once at load.

const SHORTER = /\b(shorter|shortest|quicker|less walking|less distance)\b/;
const LONGER = /\b(longer|longest|more walking|further to walk)\b/;
const CHEAPER =
  /\b(cheaper|cheapest|less expensive|more expensive|pricier|priciest|costs? less|costs? more|worth the money|better value|more affordable|budget)\b/;
const PAID_THINGS = /\b(luau|luaus|tour|tours|show|shows|dinner|lunch|breakfast|lesson|lessons|ride|rides|tickets?)\b/;
const ONE_DAY =
  /\b(only (have|got) (one|1|a) (day|morning|afternoon)|one day only|just (one|1|a) day|which (one )?should we (do|pick|choose)|if we can only do one|only time for one|can only do one)\b/;
const WADING =
  /\b(wading|keiki pool|shallow|protected pool|sheltered pool|lagoon|rock wall|natural pool|ankle deep)\b/i;
const WINTER_ROUGH = /\bwinter\b[^.]*\b(rough|cancel\w*|turn back|big swells?|high surf)\b/i;

const miles = (km: number) => Math.max(1, Math.round(km * 0.62));

function sentenceMatching(text: string, re: RegExp): string | null {
  return text.split(/(?<=[.;])\s+/).find((s) => re.test(s)) ?? null;
}

/** "Which is shorter, Kuilau Ridge or Sleeping Giant?": the distance asked, with the climbing beside it. */
function byDistance(a: DirectoryPlace, b: DirectoryPlace, text: string): string | null {
  const shorter = SHORTER.test(text);
  if (!shorter && !LONGER.test(text)) return null;
  const da = a.facts?.access.distanceMiles;
  const db = b.facts?.access.distanceMiles;
  if (da === undefined || db === undefined) return null;
  if (da === db) return `${a.name} and ${b.name} are the same length: ${da} miles round trip each.`;
  const [short, long] = da < db ? [a, b] : [b, a];
  const [winner, other] = shorter ? [short, long] : [long, short];
  const gain = (p: DirectoryPlace) => p.facts?.access.elevationGainFeet;
  const climb =
    gain(short) !== undefined && gain(long) !== undefined && (gain(short) as number) > (gain(long) as number)
      ? ` (${long.name} has less climbing, though: about ${gain(long)} ft against ${gain(short)} ft.)`
      : "";
  return `${winner.name} is the ${shorter ? "shorter" : "longer"} of the two: ${winner.facts?.access.distanceMiles} miles round trip, against ${other.facts?.access.distanceMiles} miles for ${other.name}.${climb}`;
}

function isFree(p: DirectoryPlace): boolean {
  return /^free\b/i.test(p.entranceFee ?? "");
}

/** "Which costs less, Puka Dog or the Beach House?": a price question between two named places is a comparison. */
export function asksWhichCosts(q: Question): boolean {
  return q.places.length === 2 && CHEAPER.test(q.searchText) && /\b(or|vs|versus|than|which)\b/.test(q.searchText);
}

/** "Which is cheaper?": the price levels or fees the directory records, or plainly that it records none. */
function byPrice(a: DirectoryPlace, b: DirectoryPlace, text: string): string | null {
  if (!CHEAPER.test(text)) return null;
  // (A lūʻau, a tour or a meal at a place with free grounds is not free: only the recorded price levels count then.)
  const paidThing = PAID_THINGS.test(text);
  const la = a.facts?.priceLevel;
  const lb = b.facts?.priceLevel;
  if (la !== undefined && lb !== undefined) {
    if (la === lb)
      return `${a.name} and ${b.name} are in the same price range (${"$".repeat(la)} on a scale of $ to $$$$), so neither is the cheaper one on my list.`;
    const [cheap, dear] = la < lb ? [a, b] : [b, a];
    return `${cheap.name} is the cheaper of the two: ${"$".repeat(cheap.facts?.priceLevel ?? 1)} against ${"$".repeat(dear.facts?.priceLevel ?? 1)} for ${dear.name} (on a scale of $ to $$$$).`;
  }
  if (!paidThing && isFree(a) !== isFree(b)) {
    const [free, paid] = isFree(a) ? [a, b] : [b, a];
    return `${free.name} is the cheaper one: it is free, while ${paid.name} ${paid.entranceFee ? `costs: ${paid.entranceFee}` : "is a paid visit"}.`;
  }
  return `My directory doesn't record what ${a.name} and ${b.name} cost, so I can't tell you which is cheaper - check the current prices with the operators before you book. Here is what I do know about each:`;
}

/** "Only one day - Waimea Canyon or the Nā Pali boat?": in winter, the boat's own warning about rough seas decides. */
function bySeasonSea(a: DirectoryPlace, b: DirectoryPlace, q: Question, text: string): string | null {
  if (seasonOfMonth(q.month) !== "winter") return null;
  const rough = (p: DirectoryPlace) =>
    p.facts?.access.mode === "boat" || /\b(boat|catamaran|raft)\b/i.test(p.name)
      ? sentenceMatching(p.description, WINTER_ROUGH)
      : null;
  const ra = rough(a);
  const rb = rough(b);
  if ((ra === null) === (rb === null)) return null;
  const [land, boat, why] = ra ? [b, a, ra] : [a, b, rb as string];
  const oneDay = ONE_DAY.test(text);
  const said = why.replace(/^\w/, (c) => c.toLowerCase());
  return `${oneDay ? `With one day in ${monthName(q.month)}, pick ${land.name}` : `In ${monthName(q.month)}, ${land.name} is the surer plan`} - for ${boat.name}, ${said}`;
}

/** "Kīlauea Bakery vs Wishing Well for breakfast?": the one the directory lists for that meal. */
function byMeal(a: DirectoryPlace, b: DirectoryPlace, q: Question): string | null {
  const meal = q.meal;
  if (!meal) return null;
  const serves = (p: DirectoryPlace) => (p.facts?.meals as readonly string[] | undefined)?.includes(meal) ?? false;
  if (serves(a) === serves(b)) return null;
  const [listed, other] = serves(a) ? [a, b] : [b, a];
  return `${listed.name} is the surer pick for ${meal}: our directory lists it for ${meal}, and it doesn't list ${meal} for ${other.name}${other.facts?.hoursNote ? `: ${other.facts.hoursNote.replace(/^\w/, (c) => c.toLowerCase())}` : "."}`;
}

/** "Kalalau Lookout vs Puʻu o Kila?": two places a short way apart on the same shore need no choosing. */
function byNearness(a: DirectoryPlace, b: DirectoryPlace): string | null {
  if (a.region !== b.region || a.latitude === null || b.latitude === null) return null;
  if (a.longitude === null || b.longitude === null) return null;
  const km = distanceKm(a.latitude, a.longitude, b.latitude, b.longitude);
  if (km > 3) return null;
  return `You don't have to choose: ${a.name} and ${b.name} are only about ${miles(km)} mile${miles(km) === 1 ? "" : "s"} apart, so you can see both in one visit.`;
}

/**
 * "Kalalau Lookout or Waimea Canyon Lookout if we only have time for one?": two stops on the one road up the canyon
 * are passed on the same drive (canyon-road.ts mile markers) - no choosing needed (round 11, probe 5 class 13).
 */
function byCanyonRoad(a: DirectoryPlace, b: DirectoryPlace): string | null {
  const [ma, mb] = [canyonMile(a), canyonMile(b)];
  if (ma === null || mb === null || ma === mb) return null;
  const [lower, upper] = ma < mb ? [a, b] : [b, a];
  const miles = Math.max(1, Math.round(Math.abs(ma - mb)));
  return `You don't have to choose: ${lower.name} is on the way up to ${upper.name}, about ${miles} road mile${miles === 1 ? "" : "s"} (${canyonMinutes(Math.abs(ma - mb))} minutes) further along the same canyon road, so one drive takes in both. Go early, before the clouds fill the canyon.`;
}

/** "Salt Pond or Poʻipū for a toddler?" when both are fine that month: the one described with a wading pool. */
function byWading(a: DirectoryPlace, b: DirectoryPlace, q: Question): string | null {
  if (!q.party.toddler && !q.party.kids) return null;
  if (!a.facts?.ocean || !b.facts?.ocean) return null;
  const said = (p: DirectoryPlace) => sentenceMatching(`${p.description} ${p.facts?.ocean?.note ?? ""}`, WADING);
  const wa = said(a);
  const wb = said(b);
  if ((wa === null) === (wb === null)) return null;
  const [gentle, other] = wa ? [a, b] : [b, a];
  const who = q.party.toddler ? "a toddler" : "young kids";
  return `Both are usually fine in ${monthName(q.month)}, but ${gentle.name} is the gentler pick for ${who}: it has a protected, shallow area for little ones, which ${other.name} does not list.`;
}

/**
 * The measure the visitor asked for between two named places that both suit them, or null (then the caller's
 * own rules - safety, the easier trail, the calmer water, the sunset side, the lifeguard - apply).
 * `distanceFirst` rules run before the caller's "easier" rule; the rest only where the caller found nothing.
 */
export function measuredComparison(
  a: DirectoryPlace,
  b: DirectoryPlace,
  q: Question,
  stage: "first" | "last",
): string | null {
  const text = q.searchText;
  if (stage === "first") return byDistance(a, b, text) ?? byPrice(a, b, text) ?? bySeasonSea(a, b, q, text);
  return byMeal(a, b, q) ?? byWading(a, b, q) ?? byNearness(a, b) ?? byCanyonRoad(a, b);
}

// A Kauaʻi question that compares Kauaʻi with another island ("is Kauaʻi or Oʻahu better for families?") is
// answered for Kauaʻi, after saying the other island is not covered (probe 4 class 15).
const ISLANDS: [RegExp, string][] = [
  [/\b(oahu|honolulu|waikiki)\b/, "Oʻahu"],
  [/\bmaui\b/, "Maui"],
  [/\b(big island|hawaii island|kona|hilo)\b/, "Hawaiʻi Island"],
  [/\bmolokai\b/, "Molokaʻi"],
  [/\blanai\b/, "Lānaʻi"],
];
const ISLAND_WORDS = "oahu|honolulu|waikiki|maui|big island|hawaii island|kona|hilo|molokai|lanai";
const KAUAI_VERSUS = new RegExp(
  `\\bkauai (or|vs|versus|compared (to|with)|against|(is )?(better|nicer|safer|cheaper|calmer|quieter|easier) than) (the )?(${ISLAND_WORDS})\\b|\\b(${ISLAND_WORDS}) (or|vs|versus|compared (to|with)|(is )?(better|nicer|safer|cheaper|calmer|quieter|easier)? ?than) kauai\\b`,
);

/** The other island a Kauaʻi-versus question names ("kauai or oahu"), or null. */
export function islandComparedWithKauai(text: string): string | null {
  if (!KAUAI_VERSUS.test(text)) return null;
  return ISLANDS.find(([re]) => re.test(text))?.[1] ?? null;
}

export function islandComparisonLead(island: string): string {
  return `I only cover Kauaʻi, so I can't compare it with ${island} - but here is what Kauaʻi has for you:`;
}

// "June or September for snorkelling on the North Shore?", "is April or May better for a family trip?": two months
// compared by the surf season each falls in (places.json's seasons) and the Līhuʻe rain figures.
// ("Choosing between June and September": a choice too; "between April 28 and May 5" is only the stay - round 12.)
const MONTHS_COMPARED =
  /\b(or|vs|versus|compared (to|with)|than)\b|\bbetween\b.*\b(which|better|best|choose|choosing|decide|deciding)\b|\b(choose|choosing|decide|deciding|torn) between\b/;

/** Two months compared, with the season and rain of each; null unless the message names two months and compares. */
export function monthsComparedLead(
  text: string,
  monthWords: readonly [RegExp, number][],
  rain: readonly number[],
  monthNames: readonly string[],
): string | null {
  if (!MONTHS_COMPARED.test(text)) return null;
  const found = monthWords
    .slice(0, 12)
    .map(([re, m]) => ({ m, at: text.search(re) }))
    .filter((x) => x.at >= 0)
    .sort((x, y) => x.at - y.at);
  if (found.length !== 2) return null;
  const [a, b] = found.map((x) => x.m) as [number, number];
  const name = (m: number) => monthNames[m - 1] as string;
  const inches = (m: number) => rain[m - 1] as number;
  const drier = inches(a) === inches(b) ? null : inches(a) < inches(b) ? a : b;
  const rainLine = drier
    ? `${name(drier)} is a little drier at Līhuʻe (about ${inches(drier)} inches of rain against ${inches(drier === a ? b : a)}).`
    : `Both get about ${inches(a)} inches of rain at Līhuʻe.`;
  const sa = seasonOfMonth(a);
  const sb = seasonOfMonth(b);
  if (sa === sb)
    return `${name(a)} and ${name(b)} are both in the ${sa} season (${sa === "summer" ? "about May to September: North Shore water usually calm, south swells can bring surf to Poʻipū" : "about October to April: big North Shore surf, the South Shore usually calmer"}), so the water is much the same. ${rainLine}`;
  const [summer, winter] = sa === "summer" ? [a, b] : [b, a];
  return `${name(summer)} is usually the better bet for time in the water: it falls in the summer season (about May to September), when the North Shore is usually calm, while ${name(winter)} is still in the winter surf season (about October to April). ${rainLine}`;
}
