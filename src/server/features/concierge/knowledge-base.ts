import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "@/server/lib/project-root";
import {
  DRIVE_TOWNS,
  type DriveLeg,
  type DriveTown,
  driveTimesFileSchema,
  type KnowledgeArticle,
  knowledgeFileSchema,
} from "@/shared/schemas/knowledge";

// The concierge's topic knowledge: sourced articles and the town-to-town drive table
// (src/server/features/concierge/data/*.json, docs/knowledge-sources.md), plus the Līhuʻe climate
// normals computed from NOAA GHCN-Daily (../shared/data/kauai-climate.csv, 1981-2010).

export const KNOWLEDGE_DATA_DIR = join("src", "server", "features", "concierge", "data");

export type DriveAnswer = {
  minutes: number;
  miles: number | null;
  via: DriveTown[];
  stated: boolean;
  /** Set when the time is to a point farther along the same road (an upper bound). */
  upTo?: DriveTown;
};

export type KnowledgeBase = {
  articles: KnowledgeArticle[];
  byId: Map<string, KnowledgeArticle>;
  legs: DriveLeg[];
  driveNote: string;
};

export function loadKnowledgeBase(dir = join(projectRoot(), KNOWLEDGE_DATA_DIR)): KnowledgeBase {
  const articlesFile = join(dir, "articles.json");
  const drivesFile = join(dir, "drive-times.json");
  const articles = existsSync(articlesFile)
    ? knowledgeFileSchema.parse(JSON.parse(readFileSync(articlesFile, "utf8"))).articles
    : [];
  const drives = existsSync(drivesFile)
    ? driveTimesFileSchema.parse(JSON.parse(readFileSync(drivesFile, "utf8")))
    : { note: "", legs: [] };
  return { articles, byId: new Map(articles.map((a) => [a.id, a])), legs: drives.legs, driveNote: drives.note };
}

/** Town centres (USGS GNIS populated places; Kōkeʻe: the state park museum; two named destinations). */
export const TOWN_POINTS: Record<DriveTown, [number, number]> = {
  Hanalei: [22.201694, -159.503122],
  Princeville: [22.217582, -159.478885],
  Kīlauea: [22.209369, -159.406778],
  Kapaʻa: [22.08834, -159.31515],
  Wailua: [22.049223, -159.335221],
  Līhuʻe: [21.974082, -159.364902],
  Kōloa: [21.902356, -159.464161],
  Poʻipū: [21.873495, -159.448573],
  Hanapēpē: [21.907335, -159.594398],
  Waimea: [21.957069, -159.668926],
  Kekaha: [21.966861, -159.711862],
  Kōkeʻe: [22.1308, -159.6585],
  Hāʻena: [22.221494, -159.582938],
  // The Waimea Canyon Lookout and Polihale State Park, as in the places data.
  "Waimea Canyon": [22.0714, -159.6614],
  Polihale: [22.0797, -159.7614],
};

export function nearestTown(lat: number, lon: number): DriveTown {
  let best: DriveTown = "Līhuʻe";
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const town of DRIVE_TOWNS) {
    const [tLat, tLon] = TOWN_POINTS[town];
    const d = (tLat - lat) ** 2 + ((tLon - lon) * Math.cos((lat * Math.PI) / 180)) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = town;
    }
  }
  return best;
}

/** Points on the road to another point: reaching the farther one bounds the drive to the nearer one. */
const ON_THE_WAY_TO: Partial<Record<DriveTown, DriveTown>> = { "Waimea Canyon": "Kōkeʻe" };

/** Shortest drive between two towns over the table's legs (both directions); null when not connected. */
/** The belt road in order from Polihale to Hāʻena (Kōloa and Poʻipū side by side on the south shore). */
const ROAD: DriveTown[][] = [
  ["Polihale"],
  ["Kekaha"],
  ["Waimea"],
  ["Hanapēpē"],
  ["Kōloa", "Poʻipū"],
  ["Līhuʻe"],
  ["Wailua"],
  ["Kapaʻa"],
  ["Kīlauea"],
  ["Princeville"],
  ["Hanalei"],
  ["Hāʻena"],
];
const roadIndex = (town: DriveTown) => ROAD.findIndex((group) => group.includes(town));

/** True when a summed route drives past one end and back (Hāʻena to Princeville through Līhuʻe). */
export function doublesBack(via: DriveTown[]): boolean {
  const first = via[0];
  const last = via.at(-1);
  if (!first || !last) return false;
  // Both ends up the canyon road (the Waimea Canyon lookout and Kōkeʻe): any other town is a detour down and
  // back, never the way (round 9: a "via Poʻipū" time had been summed between the two lookouts).
  const canyon: DriveTown[] = ["Waimea Canyon", "Kōkeʻe"];
  if (canyon.includes(first) && canyon.includes(last)) return via.some((town) => !canyon.includes(town));
  const [a, b] = [roadIndex(first), roadIndex(last)];
  if (a < 0 || b < 0) return false;
  const [lo, hi] = [Math.min(a, b), Math.max(a, b)];
  return via.some((town) => {
    const k = roadIndex(town);
    return k >= 0 && (k < lo || k > hi);
  });
}

/**
 * Two towns on the same stretch of road with no stated leg between them (Kapaʻa and Kīlauea): a town
 * behind both with stated legs to each gives the time between them as the difference, instead of a
 * summed route that drives back through that town.
 */
function differenceDrive(kb: KnowledgeBase, from: DriveTown, to: DriveTown): DriveAnswer | null {
  const [i, j] = [roadIndex(from), roadIndex(to)];
  if (i < 0 || j < 0 || i === j) return null;
  // (The canyon road climbs off the belt road; its lookout keeps the "up to Kōkeʻe" bound.)
  if (ON_THE_WAY_TO[from] || ON_THE_WAY_TO[to] || from === "Kōkeʻe" || to === "Kōkeʻe") return null;
  // (Past Waimea the stated legs come from different sources and the last miles are dirt: no difference.)
  if ([from, to].some((t) => t === "Polihale" || t === "Kekaha")) return null;
  const stated = (a: DriveTown, b: DriveTown) =>
    kb.legs.find((l) => (l.from === a && l.to === b) || (l.from === b && l.to === a));
  let best: DriveAnswer | null = null;
  for (let k = 0; k < ROAD.length; k++) {
    // A town on the far side of the nearer end (behind both, seen from the farther one).
    if (!((i < j && k < i) || (i > j && k > i) || (j < i && k < j) || (j > i && k > j))) continue;
    for (const c of ROAD[k] as DriveTown[]) {
      const near = stated(c, Math.abs(k - i) < Math.abs(k - j) ? from : to);
      const far = stated(c, Math.abs(k - i) < Math.abs(k - j) ? to : from);
      if (!near || !far || far.minutes <= near.minutes) continue;
      const minutes = far.minutes - near.minutes;
      // Where two towns behind give different figures, the longer one (the table's own rule for disagreements).
      if (!best || minutes > best.minutes) best = { minutes, miles: null, via: [from, to], stated: false };
    }
  }
  return best;
}

/** Kōloa and Poʻipū sit side by side: the road from Poʻipū to the west and north passes through Kōloa. */
const NEIGHBOURS: Partial<Record<DriveTown, DriveTown>> = { Kōloa: "Poʻipū", Poʻipū: "Kōloa" };

export function driveBetween(kb: KnowledgeBase, from: DriveTown, to: DriveTown): DriveAnswer | null {
  // "Hāʻena (the end of the road at Kēʻē) is reached only through Hanalei" (the table's note): the time to
  // Hanalei on the one road, then the stated Hanalei-Hāʻena leg (round 11: Kapaʻa to the Kalalau trailhead
  // had been routed back through Wailua and answered with no time).
  const end = to === "Hāʻena" ? from : from === "Hāʻena" ? to : null;
  if (end && end !== "Hanalei" && end !== "Hāʻena") {
    const toHanalei = driveBetween(kb, end, "Hanalei");
    const last = shortestDrive(kb, "Hanalei", "Hāʻena");
    if (toHanalei && last?.stated && !toHanalei.upTo && (toHanalei.stated || !doublesBack(toHanalei.via))) {
      const minutes = toHanalei.minutes + last.minutes;
      const via: DriveTown[] = [...toHanalei.via.slice(0, -1), "Hanalei", "Hāʻena"];
      return {
        minutes,
        miles: null,
        via: to === "Hāʻena" ? via : [...via].reverse(),
        stated: false,
      };
    }
  }
  const direct = shortestDrive(kb, from, to);
  // (From Kōloa, Poʻipū's stated time to a place beyond both is an upper bound: that road passes Kōloa.)
  const neighbour =
    NEIGHBOURS[from] && NEIGHBOURS[from] !== to
      ? shortestDrive(kb, NEIGHBOURS[from] as DriveTown, to)
      : NEIGHBOURS[to] && NEIGHBOURS[to] !== from
        ? shortestDrive(kb, from, NEIGHBOURS[to] as DriveTown)
        : null;
  const summed =
    !direct?.stated && neighbour?.stated && (!direct || neighbour.minutes < direct.minutes)
      ? { ...neighbour, via: [from, to], stated: false }
      : direct;
  const difference = summed?.stated ? null : differenceDrive(kb, from, to);
  const route = difference && (!summed || difference.minutes < summed.minutes) ? difference : summed;
  // The Waimea Canyon Lookout lies on the road up to Kōkeʻe: a summed route that doubles back through
  // Poʻipū is never better than the stated drive to Kōkeʻe.
  for (const [near, far] of [
    [to, ON_THE_WAY_TO[to]],
    [from, ON_THE_WAY_TO[from]],
  ] as const) {
    if (!far || route?.stated || far === from || far === to) continue;
    const bound = near === to ? shortestDrive(kb, from, far) : shortestDrive(kb, far, to);
    if (bound && (!route || bound.minutes < route.minutes)) return { ...bound, miles: null, upTo: far };
  }
  return route;
}

function shortestDrive(kb: KnowledgeBase, from: DriveTown, to: DriveTown): DriveAnswer | null {
  if (from === to) return { minutes: 0, miles: 0, via: [from], stated: true };
  const direct = kb.legs.find((l) => (l.from === from && l.to === to) || (l.from === to && l.to === from));
  if (direct) return { minutes: direct.minutes, miles: direct.miles ?? null, via: [from, to], stated: true };
  const dist = new Map<DriveTown, number>([[from, 0]]);
  const miles = new Map<DriveTown, number | null>([[from, 0]]);
  const prev = new Map<DriveTown, DriveTown>();
  const open = new Set<DriveTown>([from]);
  while (open.size > 0) {
    let current: DriveTown | null = null;
    for (const town of open)
      if (current === null || (dist.get(town) ?? 1e9) < (dist.get(current) ?? 1e9)) current = town;
    if (current === null) break;
    open.delete(current);
    if (current === to) break;
    for (const leg of kb.legs) {
      const next = leg.from === current ? leg.to : leg.to === current ? leg.from : null;
      if (!next) continue;
      const candidate = (dist.get(current) ?? 0) + leg.minutes;
      if (candidate < (dist.get(next) ?? Number.POSITIVE_INFINITY)) {
        dist.set(next, candidate);
        const soFar = miles.get(current);
        miles.set(next, soFar != null && leg.miles != null ? soFar + leg.miles : null);
        prev.set(next, current);
        open.add(next);
      }
    }
  }
  const minutes = dist.get(to);
  if (minutes === undefined) return null;
  const via: DriveTown[] = [to];
  while (via[0] !== from) via.unshift(prev.get(via[0] as DriveTown) as DriveTown);
  return { minutes, miles: miles.get(to) ?? null, via, stated: false };
}

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Līhuʻe Airport 1981-2010 monthly means (../shared/data/kauai-climate.csv), index 0 = January. */
export const LIHUE_HIGH_F = [78, 78, 78, 79, 81, 83, 84, 85, 85, 83, 81, 79];
export const LIHUE_LOW_F = [66, 66, 67, 69, 70, 73, 74, 75, 74, 73, 71, 68];
export const LIHUE_RAIN_IN = [3.8, 3.2, 4.6, 2.3, 2.1, 1.6, 2.1, 2.1, 2.3, 3.8, 4.8, 5.2];

/** One month's typical weather, in words a visitor can use (month 1-12). */
/** "The coolest months are January and February (average high about 78°F) ..." from the Līhuʻe figures. */
export function extremeMonthsLine(cold: boolean): string {
  const highs = LIHUE_HIGH_F.map((t, i) => ({ t, i }));
  const target = cold ? Math.min(...highs.map((h) => h.t)) : Math.max(...highs.map((h) => h.t));
  const months = highs.filter((h) => Math.abs(h.t - target) <= 0.6).map((h) => MONTH_NAMES[h.i] as string);
  const names = months.length > 1 ? `${months.slice(0, -1).join(", ")} and ${months.at(-1)}` : months[0];
  return cold
    ? `The coolest months on Kauaʻi are ${names}: in Līhuʻe the average high is about ${Math.round(target)}°F and nights drop to about ${Math.round(Math.min(...LIHUE_LOW_F))}°F. Up in Kōkeʻe it is much cooler.`
    : `The warmest months on Kauaʻi are ${names}: in Līhuʻe the average high is about ${Math.round(target)}°F.`;
}

export function weatherLine(month: number): string {
  const i = month - 1;
  const high = LIHUE_HIGH_F[i] ?? 80;
  const low = LIHUE_LOW_F[i] ?? 70;
  const rain = LIHUE_RAIN_IN[i] ?? 3;
  const wet =
    rain >= 3.5 ? "one of the wetter months" : rain <= 2.2 ? "one of the drier months" : "a moderately rainy month";
  const decade = (t: number) => `${t % 10 >= 7 ? "high" : t % 10 <= 3 ? "low" : "mid"} ${Math.floor(t / 10) * 10}s`;
  return `${MONTH_NAMES[i]} is warm on Kauaʻi: in Līhuʻe the average high is about ${high}°F (the ${decade(high)}) and the low about ${low}°F, with around ${rain} inches of rain - ${wet}. The North Shore and the mountains get much more rain than Līhuʻe; Poʻipū and the west side (Waimea, Kekaha) are the driest and sunniest.`;
}
