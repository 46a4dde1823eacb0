import type { Region } from "@/shared/constants";
import type { DriveTown } from "@/shared/schemas/knowledge";
import type { Directory } from "./directory";
import { TOWN_POINTS } from "./knowledge-base";
import type { Activity } from "./lexicon";
import { normalize } from "./text";
import type { Question, Turn } from "./understand";

// Follow-ups that change one thing (issue 15, tuning round 10, probe 4 classes 4 and 5): "easy hike near Kapaʻa" →
// "make it Waimea Canyon instead" answered the East Side again; "breakfast in Poʻipū" → "near Kēʻē Beach instead"
// kept the South Shore; "where can the kids swim" → "our grandparents don't swim, where can they sit in the shade"
// repeated the swim answer; "sunset spot in Poʻipū" → "try the North Shore" lost the sunset. Compiled once at load.

/** The visitor moves the same request somewhere else. */
const MOVES =
  /\b(instead|rather|try|make it|switch to|let s do|lets do|change (it )?to|over in|up in|down in|out in)\b|^(and |ok |okay |hmm )?(what about|how about|and) (near|in|at|on|around|up|over|by)\b/;

/** "Bored of swimming", "done with the beach", "had enough hiking": that activity is over for now. */
const FATIGUE =
  /\b(bored (of|with)|tired of|done with|had enough( of)?|sick of|over) (the )?(swimming|swim|beach|beaches|snorkell?ing|hiking|hikes|water)\b/;
const FATIGUE_ACTIVITY: [RegExp, Activity[]][] = [
  [/\b(swimming|swim|beach|beaches|water)\b$/, ["swim", "snorkel", "sunbathe"]],
  [/\bsnorkell?ing\b$/, ["snorkel"]],
  [/\b(hiking|hikes)\b$/, ["hike"]],
];

/** The activities the visitor has had enough of ("the kids are bored of swimming"), or none. */
export function tiredOf(text: string): Activity[] {
  const m = FATIGUE.exec(text);
  if (!m) return [];
  return FATIGUE_ACTIVITY.find(([re]) => re.test(m[0]))?.[1] ?? [];
}

type Where = { anchor: Question["anchor"]; regions: Region[] };

/**
 * "Make it Waimea Canyon instead", "near Kēʻē Beach instead", "try the North Shore": the earlier request, moved to
 * the place, town or shore now named (which is where to look, not the thing asked for); null when nothing moves.
 */
export function movedTo(
  text: string,
  current: Pick<Question, "places" | "towns" | "regions" | "categories" | "meal" | "anchor">,
  earlier: Pick<Question, "places" | "categories" | "act">,
  townRegion: Partial<Record<DriveTown, Region>>,
): Where | null {
  // ("What about on the west side, on our way up to the canyon?": the parse already placed it on the way.)
  if (!MOVES.test(text) || current.anchor?.onTheWay) return null;
  // (Only a request for ideas moves: "what about Lydgate?" after "is Hanalei Bay safe?" asks about Lydgate.)
  if (earlier.places.length > 0 || !["recommend", "when"].includes(earlier.act)) return null;
  const place = current.places[0];
  // (A place of the kind asked for - "try Kuilau Ridge instead" after hikes - is the answer asked about, not where.)
  if (place && !earlier.categories.includes(place.category) && place.latitude !== null && place.longitude !== null)
    return {
      anchor: { lat: place.latitude, lon: place.longitude, label: place.name, placeId: place.placeId },
      regions: place.region ? [place.region] : [],
    };
  if (place) return null;
  const town = current.towns[0];
  if (town) {
    const [lat, lon] = TOWN_POINTS[town];
    const region = townRegion[town];
    return { anchor: { lat, lon, label: town, placeId: null }, regions: region ? [region] : [] };
  }
  if (current.regions.length > 0) return { anchor: null, regions: current.regions };
  return null;
}

/** Constraints of the earlier request that stay when a follow-up only moves it or changes the group. */
export function keptConstraints(earlier: Question["constraints"], now: Question["constraints"]): void {
  now.sunset ||= earlier.sunset;
  now.sunrise ||= earlier.sunrise;
  now.quiet ||= earlier.quiet;
  now.noCrowds ||= earlier.noCrowds;
}

/** "Something quieter", "somewhere less crowded", "anything else like it" after one place: its kind, nearby. */
const ANOTHER_LIKE =
  /\b(something|somewhere|anywhere|anything|one|place|spot|beach|option)\b(?: \w+){0,2} (quieter|calmer|less crowded|less busy|emptier|else nearby|else close|else near)\b|\b(too (crowded|busy|packed|full))\b/;

/** The one place just asked about, when the visitor now wants another of its kind near it; else null. */
export function anotherLike(
  text: string,
  earlierPlaces: readonly Question["places"][number][],
): Question["places"][number] | null {
  if (earlierPlaces.length !== 1 || !ANOTHER_LIKE.test(text)) return null;
  // ("Anything else near there worth doing" after the lighthouse: anything, not another of its kind - session 12,
  // dev19.)
  if (/\b(worth doing|to do|to see|worth seeing|worth a (stop|visit|look)|things|stuff)\b/.test(text)) return null;
  return earlierPlaces[0] ?? null;
}

/** "What about Lydgate?", "and Poʻipū?", "how about Tunnels then": the same question, about another place. */
const SAME_ABOUT = /^(and|what about|how about|same for|same question for|and what about|ok and|what if we go to)\b/;
const SAME_ACTS: ReadonlySet<Question["act"]> = new Set<Question["act"]>([
  "safety",
  "permit",
  "cost",
  "when",
  "worth",
  "yesno",
]);

/** The earlier act when the follow-up only swaps the place asked about; null otherwise. */
export function sameQuestionAbout(
  text: string,
  current: Pick<Question, "places" | "categories" | "meal">,
  earlier: Pick<Question, "places" | "act">,
): Question["act"] | null {
  if (current.places.length !== 1 || earlier.places.length !== 1 || current.places[0] === earlier.places[0])
    return null;
  if (!SAME_ABOUT.test(text) || text.split(" ").length > 7) return null;
  return SAME_ACTS.has(earlier.act) ? earlier.act : null;
}

/** "My parents are 80, ok for them?", "is it good for him?": the group just named, about the place just shown. */
export function fitForThem(text: string): boolean {
  return /\b(ok|okay|fine|good|safe|suitable|doable|manageable|alright|too much|too hard) for (them|him|her|us)\b/.test(
    text,
  );
}

const ASKS_ELSE =
  /\b(what|anything|something|somewhere|where) else\b|\b(other|different) (ideas?|options?|things?|places?|suggestions?)\b|\bsomething (new|different)\b|\bmore ideas\b|\bwhat (can|could|should) we do (then|instead)\b/;

/**
 * The question again on the visitor's own words, when a follow-up's reply would repeat the last reply word for word
 * ("whale watching" → "in July?" → "what else then"); null when the reply is new or the visitor repeated themselves.
 */
export function notTheSameAgain(
  message: string,
  history: readonly Turn[],
  q: Question,
  reply: string,
  directory: Directory,
): Question | null {
  if (!q.isFollowUp) return null;
  const lastReply = [...history].reverse().find((t) => t.role === "assistant")?.content;
  const lastAsked = [...history].reverse().find((t) => t.role === "user")?.content;
  if (lastReply === undefined || lastReply.trim() !== reply.trim()) return null;
  const words = normalize(message);
  // (Only a message that asks for something else: a detail that leaves the answer as it was keeps it.)
  if (!ASKS_ELSE.test(words)) return null;
  if (lastAsked !== undefined && normalize(lastAsked) === words) return null;
  const shown = new Set([...lastReply.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1]));
  const cards = directory.places.filter((p) => shown.has(p.name)).map((p) => p.placeId);
  return {
    ...q,
    act: "recommend",
    searchText: words,
    places: [],
    fromPrevious: [],
    notThese: [...(q.notThese ?? []), ...cards],
  };
}

/** "Where then?", "where else can they swim?" after a "don't swim there": a request for places, not the verdict again. */
export function asksWhereInstead(text: string): boolean {
  return /^(so |ok |okay |then )?(where|where s|wheres) (then|else|instead|can (we|they|the kids) (go|swim) (then|instead))\b|\bwhere (should|can|could) (we|they|i) go (then|instead)\b/.test(
    text,
  );
}

/** "Can we cool off in the ocean when we get there?", "take a dip at Hanakāpīʻai": a swim asked of a named beach. */
export const WATER_ASKED =
  /\b(cool off|cool down|take a dip|have a dip|a quick dip|go in the (water|ocean|sea)|get in the (water|ocean|sea)|jump in the (water|ocean|sea)|in the (ocean|sea|water) when we get there)\b/;
