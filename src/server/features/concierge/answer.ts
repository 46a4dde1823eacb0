import type { PlaceCategory, Region } from "@/shared/constants";
import type { DriveTown, KnowledgeArticle } from "@/shared/schemas/knowledge";
import { isVisitable, oceanConditionIn, seasonOfMonth } from "@/shared/schemas/place-facts";
import { NIGHT_WATER, nightWaterLine } from "./after-dark";
import { arriveByLine } from "./arrive-by";
import { CANYON_CLIMB, canyonMinutes, canyonStretch, milesBeyond } from "./canyon-road";
import { asksWhichCosts, islandComparedWithKauai, islandComparisonLead, measuredComparison } from "./comparisons";
import { cultureAnswer } from "./culture-questions";
import { describedPlace } from "./described-place";
import { rainExtremeAsked } from "./direct-answers";
import type { DirectoryPlace } from "./directory";
import { flightAt, flightLine } from "./flight-time";
import { FRESH_WATER_CARE, isFreshWater } from "./fresh-water";
import { haenaResidentLead } from "./haena-residents";
import { islandAnswer } from "./island-questions";
import {
  doublesBack,
  driveBetween,
  extremeMonthsLine,
  LIHUE_HIGH_F,
  LIHUE_RAIN_IN,
  MONTH_NAMES,
  nearestTown,
  TOWN_POINTS,
  weatherLine,
} from "./knowledge-base";
import { ENGLISH_ONLY_NOTICE } from "./language";
import { FLIGHTS, MONTH_WORDS, RENTAL_LISTINGS, SERVICES } from "./lexicon";
import { nearestKind } from "./nearest-kind";
import { nightsLead } from "./nights-asked";
import { offLimitsDestination, tripWarning, withNoTrip, withTripWarning } from "./off-limits-trip";
import { closedOnDay } from "./opening-hours";
import { partyAsked, partyVerdict, shoreNotForParty } from "./party-verdicts";
import { placeMonthVerdict } from "./place-month-verdict";
import { practicalNeed } from "./practical-needs";
import { asksTable, BOOKABLE, cannotBookLead, unrecordedReservation } from "./reservations";
import { residentFeeReply } from "./resident-fees";
import { noDriveLine, noRoadOnward, roadOnwardAsked } from "./road-onward";
import { roadsideParkingReply } from "./roadside-parking";
import {
  alternativesTo,
  type ConciergeContext,
  distanceKm,
  fits,
  monthName,
  OCEAN_CATEGORIES,
  pickPlaces,
  REGION_CENTRES,
  ROAD_ORDER,
  restaurantPartyMiss,
  roadSteps,
  type Scored,
  unsafeReason,
  wantsWater,
} from "./select";
import { cloudLead, eachShownPlace, outsideTheDirectory, roadLead, sharkLead, topicReply } from "./side-questions";
import { normalize } from "./text";
import { driveEndsOf, END_TO_END_ROAD, oneShoreOf, type Question, TOWN_REGION } from "./understand";
import { ASKS_WALK, walkingReply } from "./walking";

// Writing the reply (issue 15, item 5): the direct answer to the question first, then 1-3 places
// that meet every hard constraint, each with why it fits and its safety notes in full.

export type Reply = { text: string; picks: DirectoryPlace[] };

const ACCESS_WORDS: Record<string, string> = {
  roadside: "right by the road",
  "short-walk": "a short walk from parking",
  hike: "reached on a hike",
  boat: "reached only by boat",
  "tour-only": "visited only with a tour",
  "helicopter-only": "seen only from a helicopter",
  private: "on private land with no public access",
  restricted: "in a restricted area closed to the public",
};

// "How do we hike to the Jurassic Park falls?", "can we walk down to Kīpū Kai?": the way asked for is refused in
// so many words (round 12, dev17).
const WAY_IN_ASKED =
  /\b(hike|hiking|walk|walking|trek|drive|driving|get|go|visit|reach)\b(?: (in|up|down|over|out|there))? (to|into|there)\b|\b(trail|trailhead|path|road|way in) (to|into)\b|\bhike (it|in|there)\b/;

/** ": you can't hike there yourself" when the visitor asked how to hike, walk or drive there; else "". */
function wayInRefused(text: string): string {
  const m = WAY_IN_ASKED.exec(text);
  if (!m) return "";
  const word = m[1] ?? (m[4] === "road" ? "drive" : "hike");
  const verb = /^(hik|trek)/.test(word) ? "hike" : /^walk/.test(word) ? "walk" : /^driv/.test(word) ? "drive" : "get";
  return `: you can't ${verb} there yourself`;
}

function firstSentence(text: string): string {
  const match = text.match(/^(.+?[.!?])(\s|$)/);
  return (match?.[1] ?? text).trim();
}

/** A directory field as the end of a sentence: one full stop, not two when the field has its own. */
function endSentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

function season(month: number): string {
  return seasonOfMonth(month) === "winter" ? "winter" : "summer";
}

function who(q: Question): string {
  if (q.party.toddler) return "a toddler";
  if (q.party.teens) return "teens";
  if (q.party.kids) return "kids";
  if (q.party.beginner) return "beginners";
  if (q.party.wheelchair) return "a wheelchair";
  if (q.party.pregnant) return "a pregnant traveller";
  if (q.party.seniors) return "older travellers";
  return "";
}

/** All of a place's warnings, in full (never cut to the first sentence). */
function safetyText(place: DirectoryPlace, month: number): string {
  const facts = place.facts;
  if (!facts) return "";
  const notes = [...facts.safetyNotes];
  const condition = oceanConditionIn(facts, month);
  if (condition === "dangerous" && !notes.some((n) => /dangerous|unsafe|never swim|do not swim|don't swim/i.test(n)))
    notes.unshift(`In ${monthName(month)} the water here is usually dangerous for swimming.`);
  if (facts.ocean?.note && !notes.includes(facts.ocean.note)) notes.push(facts.ocean.note);
  return notes.join(" ");
}

function practical(place: DirectoryPlace): string {
  const facts = place.facts;
  const bits: string[] = [];
  if (facts) {
    const a = facts.access;
    if (a.mode === "hike") {
      const dist = a.distanceMiles ? `${a.distanceMiles} miles round trip` : "a hike";
      bits.push(a.elevationGainFeet ? `${dist}, about ${a.elevationGainFeet} ft of climbing` : dist);
    } else if (a.mode !== "roadside" && a.mode !== "short-walk") {
      bits.push(ACCESS_WORDS[a.mode] ?? a.mode);
    }
    if (a.departsFrom) bits.push(`leaves from ${a.departsFrom}`);
    if (facts.reservation?.required) bits.push(`Reservation needed: ${facts.reservation.note}`);
    if (facts.meals.length > 0) bits.push(`serves ${facts.meals.join(", ")}`);
    // ("Romantic dinner with a sunset view": a table that should be booked says so - session 11, dev15/dev16.)
    if (facts.reservation && !facts.reservation.required && facts.reservation.note) bits.push(facts.reservation.note);
    if (facts.hoursNote) bits.push(facts.hoursNote);
  }
  if (place.difficultyLevel && place.category === "Trail") bits.push(`difficulty: ${place.difficultyLevel}`);
  if (place.entranceFee && !facts?.reservation?.required) bits.push(place.entranceFee);
  return bits.join(" · ");
}

export function placeBlock(entries: Scored[], q: Question): string[] {
  const lines: string[] = [];
  entries.forEach((entry, i) => {
    const p = entry.place;
    const region = p.region ? ` (${p.region})` : "";
    const why = entry.reasons.length > 0 ? ` - ${entry.reasons.slice(0, 2).join(", ")}` : "";
    lines.push(`${i + 1}. **${p.name}**${region}${why}. ${firstSentence(p.description)}`);
    const info = practical(p);
    // Blank lines keep each part its own paragraph inside the list item when rendered as Markdown.
    if (info) lines.push("", `   ${info}`);
    const safety = safetyText(p, q.month);
    if (safety) lines.push("", `   ⚠️ Safety: ${safety}`);
  });
  return lines;
}

/** Articles about one place, and the words that name it (round 8). */
const PLACE_ARTICLES: Record<string, RegExp> = {
  "hanakapiai-beach-no-swimming": /\b(hanakapiai|hanakapi ai|kalalau)\b/,
  "hanakapiai-stream-crossing": /\b(hanakapiai|hanakapi ai|kalalau)\b/,
  "queens-bath": /\b(queen s bath|queens bath|queensbath|princeville)\b/,
};

function articleFor(
  ctx: ConciergeContext,
  query: string,
  topic?: KnowledgeArticle["topic"],
  month?: number,
): KnowledgeArticle | null {
  const hits = ctx.index.search(query, { kind: "article" });
  for (const hit of hits) {
    const article = ctx.kb.byId.get(hit.id.slice("article:".length));
    // (An article about one season is not the answer in the other: summer south swells in February.)
    if (month !== undefined && article?.months && !article.months.includes(month)) continue;
    // (An article about one named place - Hanakāpīʻai Beach, Queen's Bath - answers only a question naming it.)
    const about = article ? PLACE_ARTICLES[article.id] : undefined;
    if (about && !about.test(query)) continue;
    if (article && (!topic || article.topic === topic)) return article;
  }
  return null;
}

function articleText(article: KnowledgeArticle): string {
  const links = (article.links ?? []).map((l) => `[${l.label}](${l.url})`).join(" · ");
  return links ? `${article.body}\n\n${links}` : article.body;
}

/** "on the North Shore or West Side", "in Līhuʻe", "in Waimea Canyon and Kōkeʻe". */
function areaPhrase(regions: readonly string[]): string {
  const inTown: Record<string, string> = { Lihue: "Līhuʻe", "Waimea Canyon & Kokee": "Waimea Canyon and Kōkeʻe" };
  const shores = regions.filter((r) => !inTown[r]);
  const places = regions.filter((r) => inTown[r]).map((r) => inTown[r] as string);
  return [
    shores.length > 0 ? `on the ${shores.join(" or ")}` : "",
    places.length > 0 ? `in ${places.join(" or ")}` : "",
  ]
    .filter(Boolean)
    .join(" or ");
}

function recommendLead(q: Question, count: number): string {
  const where = q.regions.length > 0 ? ` ${areaPhrase(q.regions)}` : "";
  const withWho = who(q) ? ` with ${who(q)}` : "";
  const when = q.monthNamed ? ` in ${monthName(q.month)}` : "";
  const kind = q.meal
    ? `places for ${q.meal}`
    : q.categories[0] === "Restaurant"
      ? "places to eat"
      : q.categories[0] === "Trail"
        ? "hikes"
        : q.categories[0] === "Beach"
          ? "beaches"
          : q.categories[0] === "Waterfall"
            ? "waterfalls"
            : q.categories[0] === "Viewpoint"
              ? "viewpoints"
              : q.categories[0] === "Hotel"
                ? "places to stay"
                : q.categories[0] === "Shopping"
                  ? "places to shop"
                  : "ideas";
  if (q.rainyRegion) {
    // (Raining in Poʻipū: the west side, not "the south shore around Poʻipū" - probe 6, class 12.)
    const drier = [
      q.rainyRegion !== "South Shore" ? "the south shore around Poʻipū" : "",
      q.rainyRegion !== "West Side" ? "the west side around Waimea" : "",
    ].filter(Boolean);
    return `When it's pouring ${areaPhrase([q.rainyRegion])}, head for the drier side of the island - ${drier.join(" and ")} ${drier.length > 1 ? "are" : "is"} usually sunnier. Here ${count === 1 ? "is one idea" : `are ${count} ideas`}:`;
  }
  return count === 1
    ? `My top pick for ${kind}${where}${withWho}${when}:`
    : `Here are ${count} ${kind}${where}${withWho}${when} that fit:`;
}

/** The shores whose water the season changes: the North Shore and the west in winter, the south shore in summer. */
const SEASON_SHORES: Record<"winter" | "summer", Region[]> = {
  winter: ["North Shore", "West Side"],
  summer: ["South Shore"],
};

function waterLead(q: Question): string | null {
  if (!wantsWater(q)) return null;
  const s = season(q.month);
  // ("Calm beach near Kapaʻa in July": the season's swells are another shore's; the lead would be noise - probe 6,
  // class 17. The closing tip still asks for care.)
  if (
    q.regions.length > 0 &&
    !q.regions.some((region) => SEASON_SHORES[s === "winter" ? "winter" : "summer"].includes(region))
  )
    return null;
  if (s === "winter")
    return `In ${monthName(q.month)} (the winter surf season, about October to April) big swells make many North Shore and west-facing beaches dangerous; the south shore around Poʻipū is usually the calmest now. I've only picked spots that are usually calmer - always check the day's conditions and swim near a lifeguard.`;
  return `In ${monthName(q.month)} the North Shore is usually calm, while summer south swells can bring surf to Poʻipū - I've only picked spots that are usually safe now; check the day's conditions and swim near a lifeguard.`;
}

/** "A surf lesson in Hanalei in January": the shore's season makes it a bad idea; say so and look elsewhere. */
function regionSeasonWarning(q: Question, calm: DirectoryPlace[] = []): string | null {
  if (!wantsWater(q) || q.regions.length !== 1) return null;
  const region = q.regions[0];
  const winter = season(q.month) === "winter";
  const surfing = q.activities.includes("surf");
  // (Round 10, the fifth probe's class 20: the shore's own calm exception this month, from the places' seasons.)
  if (winter && !surfing && (region === "North Shore" || region === "West Side") && calm.length > 0)
    return `In ${monthName(q.month)} most ${region} beaches are rough or dangerous (winter surf, about October to April); the calm exception${calm.length > 1 ? "s are" : " is"} ${calm.map((p) => p.name).join(" and ")} - swim there${calm.every((p) => p.facts?.ocean?.lifeguard) ? ", near the lifeguard" : ""}, or on the south shore around Poʻipū.`;
  // (The west side is not one winter shore: Polihale, Kekaha and Glass Beach are dangerous all year, while Salt
  // Pond's reef-sheltered pool is calm in winter and rougher in summer - probe 5, class 20.)
  if (region === "West Side" && !surfing && (winter || q.party.toddler || q.party.kids || q.party.beginner))
    return `On the west side, Polihale, Kekaha and Glass Beach are dangerous all year; Salt Pond's reef-sheltered pool, in front of its lifeguard tower, is ${winter ? `the usual calm spot in ${monthName(q.month)}` : `the only sheltered water, and summer south swells can raise currents even there in ${monthName(q.month)}`}. Check the day's conditions with the lifeguards.`;
  if (winter && (region === "North Shore" || region === "West Side"))
    return `Not a good idea in ${monthName(q.month)}: the ${region} gets big winter surf (about October to April) and its beaches are often dangerous${surfing ? ", even for lessons; its winter breaks are for experienced surfers only" : ""}. The south shore around Poʻipū is usually calmer in winter - go there instead.`;
  if (!winter && region === "South Shore" && (q.party.toddler || q.party.kids || q.party.beginner))
    return `Be careful in ${monthName(q.month)}: summer south swells can make Poʻipū's beaches rough; the North Shore is usually calmer in summer. Only the most sheltered spots are listed.`;
  return null;
}

function noneFit(q: Question): string {
  // ("Dinner in Poʻipū, nothing fancy": an inexpensive place to eat, not a "safe for kids" one - round 11.)
  if ((q.meal || q.categories.includes("Restaurant")) && (q.constraints.budget || q.constraints.free))
    return `Every place ${q.meal ? `for ${q.meal} ` : "to eat "}our directory lists ${q.regions.length > 0 ? areaPhrase(q.regions) : "there"} is priced $$ or more.`;
  const rules: string[] = [];
  if (q.constraints.fromCar) rules.push("seen from the car");
  if (q.constraints.noHike) rules.push("without a hike");
  if (who(q)) rules.push(`safe for ${who(q)}`);
  if (q.regions.length > 0) rules.push(areaPhrase(q.regions));
  const need = rules.length > 0 ? ` that is ${rules.join(", ")}` : "";
  return `I couldn't find a place in our Kauaʻi directory${need} for that in ${monthName(q.month)}.`;
}

const DIET =
  /\b(gluten|celiac|coeliac|allerg\w*|dairy free|nut free|lactose|kosher|halal|vegan|vegans|vegetarian|vegetarians|veggie|plant based)\b/;
const DIET_WORDS: [RegExp, string][] = [
  [/\b(vegan|vegans|plant based)\b/, "vegan"],
  [/\b(vegetarian|vegetarians|veggie)\b/, "vegetarian"],
  [/\b(gluten|celiac|coeliac)\b/, "gluten-free"],
  [/\b(kosher)\b/, "kosher"],
  [/\b(halal)\b/, "halal"],
  [/\b(allerg\w*|dairy free|nut free|lactose)\b/, "allergy-friendly"],
];

/** "Our directory does not record vegan menus ...": the diets the visitor named, in their words. */
function dietLine(text: string): string {
  const named = DIET_WORDS.filter(([re]) => re.test(text)).map(([, word]) => word);
  const list = named.length > 1 ? `${named.slice(0, -1).join(", ")} or ${named.at(-1)}` : (named[0] ?? "special-diet");
  return `Our directory does not record which places have ${list} menus, so check the menu or call ahead and ask about your needs before you go.`;
}

/** "Is Poʻipū within an hour of Princeville?": yes or no against the drive's own minutes, before the drive (session 13). */
function withinTheLimit(reply: Reply, q: Question): Reply {
  const limit = q.constraints.maxDrive;
  if (!limit) return reply;
  const first = reply.text.split("\n")[0] ?? "";
  const m = /\((\d+) minutes\)/.exec(first) ?? /\babout (\d+) minutes\b/.exec(first);
  if (!m) return reply;
  const minutes = Number(m[1]);
  // ("In under an hour": an hour is not under it.)
  const within = limit.strict ? minutes < limit.minutes : minutes <= limit.minutes;
  return { ...reply, text: `${within ? "Yes" : "No"} - ${first}${reply.text.slice(first.length)}` };
}

/** "Apart from Poʻipū Beach Park, n" when the visitor ruled a beach out; else "N". */
function ruledOutBeaches(ctx: ConciergeContext, q: Question): string {
  const names = (q.notThese ?? [])
    .map((id) => ctx.directory.byId.get(id))
    .filter((p): p is DirectoryPlace => p !== undefined && Boolean(p.facts?.ocean))
    .map((p) => p.name);
  return names.length > 0 ? `Apart from ${names.join(" and ")}, n` : "N";
}

/** Kinds asked for that nothing else stands in for: "a waterfall" is never a golf course (probe 11, class 5). */
const STRICT_KINDS: Partial<Record<PlaceCategory, RegExp>> = { Waterfall: /\b(falls|waterfalls?)\b/i };

function recommend(ctx: ConciergeContext, q: Question): Reply {
  const count = q.wantsList ? 3 : 3;
  const kind = q.categories[0] ? STRICT_KINDS[q.categories[0]] : undefined;
  // (A trail or lookout whose own description has the falls - Wai Koa's stone dam waterfall - is one to see.)
  const ofKind = (p: Scored) =>
    !kind ||
    p.place.category === q.categories[0] ||
    kind.test(p.place.name) ||
    (["Trail", "Viewpoint"].includes(p.place.category) && kind.test(p.place.description));
  let picks = pickPlaces(ctx, q, count + (kind ? 3 : 0))
    .filter(ofKind)
    .slice(0, count);
  const lines: string[] = [];
  // The area asked for is a hard constraint: a place outside it is never listed as if it were in it.
  const inArea = (p: Scored) => p.place.region !== null && q.regions.includes(p.place.region);
  if (q.regions.length > 0 && picks.some(inArea)) picks = picks.filter(inArea);
  // "Kid-friendly hikes on the other side of the island" and no trail there is rated for them: short walks to
  // that area's own lookouts and sights come before hikes on another shore (round 11).
  // (A beach there is no hike: "kid friendly hike on the west side" had got Salt Pond - session 12, probe 10.)
  if (
    q.regions.length > 0 &&
    !picks.some((p) => inArea(p) && p.place.category === "Trail") &&
    q.categories[0] === "Trail" &&
    !q.constraints.noHike &&
    !q.excludedCategories.includes("Trail") &&
    (q.party.kids || q.party.toddler || q.party.seniors || q.constraints.easy)
  ) {
    const shortWalks = pickPlaces(
      ctx,
      {
        ...q,
        categories: [],
        activities: q.activities.filter((a) => a !== "hike"),
        constraints: { ...q.constraints, easy: true, veryEasy: true },
      },
      count,
    ).filter((p) => inArea(p) && !["Trail", "Restaurant", "Beach", "Hotel"].includes(p.place.category));
    if (shortWalks.length > 0) {
      picks = shortWalks;
      lines.push(
        `No hike ${areaPhrase(q.regions)} in our directory is rated easy enough${who(q) ? ` for ${who(q)}` : ""}; these are short, easy walks there instead:`,
      );
    }
  }
  if (q.regions.length > 0 && !picks.some(inArea)) {
    // Nothing there: the nearest that fit, measured from the area asked for.
    const [lat, lon] = REGION_CENTRES[q.regions[0] as Region];
    const wider: Question = {
      ...q,
      regions: [],
      anchor: q.anchor ?? { lat, lon, label: `the ${q.regions[0]}`, placeId: null },
    };
    const km = (p: Scored) =>
      p.place.latitude === null || p.place.longitude === null
        ? 1e9
        : distanceKm(lat, lon, p.place.latitude, p.place.longitude);
    // (Along the road: the North Shore is across Nā Pali from the west side, not next to it.)
    const from = q.regions[0] as Region;
    picks = pickPlaces(ctx, wider, count * 3)
      .filter(ofKind)
      .sort((a, b) => roadSteps(from, a.place.region) - roadSteps(from, b.place.region) || km(a) - km(b))
      .slice(0, count);
    if (picks.length > 0)
      lines.push(
        `${noneFit(q)} The closest ${(q.meal || q.categories.includes("Restaurant")) && q.constraints.budget ? "inexpensive ones" : "safe options"} elsewhere on the island:`,
      );
  }
  // Beaches to swim at, and none in the area is safe for this group now: say so, and offer the nearest
  // beaches that are (rather than a park or garden that has no water at all).
  if (
    q.categories[0] === "Beach" &&
    wantsWater(q) &&
    (q.regions.length > 0 || q.anchor) &&
    lines.length === 0 &&
    !picks.some((p) => p.place.facts?.ocean)
  ) {
    const [lat, lon] = q.anchor ? [q.anchor.lat, q.anchor.lon] : REGION_CENTRES[q.regions[0] as Region];
    const km = (p: Scored) =>
      p.place.latitude === null || p.place.longitude === null
        ? 1e9
        : distanceKm(lat, lon, p.place.latitude, p.place.longitude);
    const from = q.regions[0] ?? (q.anchor?.placeId ? ctx.directory.byId.get(q.anchor.placeId)?.region : undefined);
    const beaches = pickPlaces(
      ctx,
      { ...q, regions: [], anchor: null, excludedRegions: q.excludedRegions.filter((r) => !q.regions.includes(r)) },
      count * 4,
    )
      .filter((p) => p.place.facts?.ocean)
      .sort((a, b) => (from ? roadSteps(from, a.place.region) - roadSteps(from, b.place.region) : 0) || km(a) - km(b))
      .slice(0, 2);
    if (beaches.length > 0) {
      const where = q.regions.length > 0 ? ` ${areaPhrase(q.regions)}` : ` near ${q.anchor?.label}`;
      const warning = regionSeasonWarning(q) ?? waterLead(q);
      return {
        text: [
          ...(warning ? [warning, ""] : []),
          // ("Toddler friendly but NOT Poʻipū Beach, south shore": the beach ruled out is not said to be rough.)
          `${ruledOutBeaches(ctx, q)}one of the beaches${where} is calm enough${who(q) ? ` for ${who(q)}` : ""} in ${monthName(q.month)}. The closest beaches that usually are:`,
          "",
          ...placeBlock(beaches, q),
        ].join("\n"),
        picks: beaches.map((p) => p.place),
      };
    }
  }
  if (picks.length === 0) {
    return {
      text: `${noneFit(q)} Could you tell me a bit more - which part of the island you're staying in, or what kind of day you have in mind (beach, easy walk, food, culture)?`,
      picks: [],
    };
  }
  // Food "near there" or "in <town>": the nearest first, nothing an hour away beside a close one, and the
  // distance said when nothing is close (round 9, probe 2 class Q).
  const farFood = farFoodNote(ctx, q, picks);
  if (farFood) {
    picks = farFood.picks;
    if (lines.length === 0 && farFood.note) lines.push(farFood.note, "", recommendLead(q, picks.length));
  }
  // "Is the Līhuʻe farmers market on today?" on a Tuesday: the place left out for its closed day is named.
  if (q.weekday !== undefined && q.weekday !== null) {
    const top = pickPlaces(ctx, { ...q, weekday: null }, 1)[0];
    if (top && !picks.some((p) => p.place === top.place) && closedOnDay(top.place, q.weekday)) {
      const day = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][q.weekday];
      const note = top.place.facts?.hoursNote ? ` (${top.place.facts.hoursNote.replace(/\.$/, "")})` : "";
      lines.unshift(`${top.place.name} is not usually open on ${day}s${note}, so it is not in the list below.`, "");
    }
  }
  // A winter shore the visitor is told to leave: its list holds only what is calm there this month, or, when
  // nothing is, the south shore's (round 10, the fifth probe's class 19: "go there instead" had been followed
  // by that shore's beaches "that fit").
  const roughShore = q.regions.length === 1 && ["North Shore", "West Side"].includes(q.regions[0] as string);
  const calmThere =
    roughShore && wantsWater(q) && season(q.month) === "winter"
      ? ctx.directory.places.filter(
          (p) =>
            p.region === q.regions[0] &&
            p.facts?.ocean &&
            isVisitable(p.facts) &&
            oceanConditionIn(p.facts, q.month) === "calm" &&
            unsafeReason(p, q) === null,
        )
      : null;
  const warned = calmThere ? regionSeasonWarning(q, calmThere) : null;
  if (calmThere && warned && picks.some((p) => p.place.facts?.ocean && !calmThere.includes(p.place))) {
    if (calmThere.length > 0) picks = picks.filter((p) => !p.place.facts?.ocean || calmThere.includes(p.place));
    else {
      const south: Question = { ...q, regions: ["South Shore"], anchor: null };
      const alternatives = pickPlaces(ctx, south, count).filter((p) => p.place.region === "South Shore");
      if (alternatives.length > 0) {
        picks = alternatives;
        q = south;
      }
    }
  }
  const water = warned ?? regionSeasonWarning(q) ?? waterLead(q);
  if (lines.filter((l) => l !== "").length === 0 || (lines.length === 2 && lines[1] === "" && q.weekday != null))
    lines.push(recommendLead(q, picks.length));
  // A sunset asked for on the east side: say where the sun goes down over the sea.
  const eastAsked =
    q.regions.some((r) => r === "East Side" || r === "Lihue") ||
    ["Kapaʻa", "Wailua", "Līhuʻe"].includes(q.anchor?.label ?? "");
  if (q.constraints.sunset && !q.constraints.sunrise && eastAsked)
    lines.unshift(
      "The east side faces the sunrise, so its beaches see the sun set behind the mountains, not over the sea. For a sunset over the ocean, head to the west side (Kekaha) or the North Shore (Hanalei, Kēʻē).",
      "",
    );
  // Sunrise is a side of the island: say which before the list.
  if (q.constraints.sunrise && !q.constraints.sunset)
    lines.unshift(
      "Sunrise is on the East Side: the sun comes up over the ocean there, so the coast from Līhuʻe through Wailua and Kapaʻa to Keālia faces it (the west side and Waimea Canyon face the sunset).",
      "",
    );
  // Diets and allergies are not in the directory's facts: say so rather than imply the places were checked.
  if (picks.some((p) => p.place.category === "Restaurant") && DIET.test(q.searchText))
    lines.push("", dietLine(q.searchText));
  if (water) lines.splice(0, 0, water, "");
  lines.push("", ...placeBlock(picks, q));
  const tip = tipFor(
    ctx,
    picks.map((p) => p.place),
  );
  if (tip) lines.push("", `Tip: ${tip}`);
  return { text: lines.join("\n"), picks: picks.map((p) => p.place) };
}

/** Straight-line distance in whole miles, at least 1. */
function milesText(km: number): string {
  const miles = Math.max(1, Math.round(km * 0.62));
  return `${miles} mile${miles > 1 ? "s" : ""}`;
}

/**
 * Food asked for near a place or in a town: picks far beyond the nearest are dropped, each keeps its
 * distance, and when even the nearest is not close the reply says so first. Null when nothing applies.
 */
/**
 * The island's road is a horseshoe from Hāʻena round to Polihale (Kōkeʻe up from the west side): shores
 * in road order, so "how many shores away" follows the road, not a straight line across the mountains.
 */
function farFoodNote(ctx: ConciergeContext, q: Question, picks: Scored[]): { note: string; picks: Scored[] } | null {
  const food = q.meal !== null || q.categories[0] === "Restaurant" || q.food.length > 0;
  const town = q.towns.length === 1 ? (q.towns[0] as DriveTown) : null;
  const anchor = q.anchor ?? (town ? { lat: TOWN_POINTS[town][0], lon: TOWN_POINTS[town][1], label: town } : null);
  // ("Before driving up the canyon": on the way there, not near it.)
  if (!food || !anchor || picks.length === 0 || anchor.label.startsWith("the drive") || q.anchor?.onTheWay) return null;
  const km = (p: Scored) =>
    p.place.latitude === null || p.place.longitude === null
      ? 1e9
      : distanceKm(anchor.lat, anchor.lon, p.place.latitude, p.place.longitude);
  // Along the road (a horseshoe: straight lines across the mountains mislead): nothing from a shore farther
  // along the road than the nearest pick's, unless it is close anyway.
  const anchorPlace = "placeId" in anchor && anchor.placeId ? ctx.directory.byId.get(anchor.placeId) : undefined;
  const anchorRegion = anchorPlace?.region ?? (town ? TOWN_REGION[town] : undefined);
  const steps = (p: Scored) =>
    anchorRegion && p.place.region
      ? Math.abs(ROAD_ORDER.indexOf(anchorRegion) - ROAD_ORDER.indexOf(p.place.region))
      : 0;
  const nearest = Math.min(...picks.map(km));
  const nearestPick = picks.find((p) => km(p) === nearest) as Scored;
  const kept = picks.filter((p) => km(p) <= 16 || (km(p) <= nearest * 2 && steps(p) <= steps(nearestPick)));
  for (const p of kept) {
    const said = `about ${milesText(km(p))} from ${anchor.label}`;
    if (km(p) >= 3 && !p.reasons.some((r) => r.includes(` from ${anchor.label}`))) p.reasons.unshift(said);
  }
  if (nearest <= 8) return kept.length < picks.length ? { note: "", picks: kept } : null;
  const what = q.meal ?? (q.food[0] && q.food[0] !== "restaurant" ? q.food[0] : "food");
  return {
    note: `Nothing in our directory serves ${what} right by ${anchor.label}: the nearest ${kept.length > 1 ? "are" : "is"} about ${milesText(nearest)} away${kept.length > 1 ? " or more" : ""} as the crow flies, so plan on a drive.`,
    picks: kept,
  };
}

function tipFor(ctx: ConciergeContext, places: DirectoryPlace[]): string | null {
  if (places.some((p) => p.facts?.reservation?.required && /haena|kee|kalalau|hanakapiai/i.test(p.placeId))) {
    const a = ctx.kb.articles.find((x) => x.topic === "permits" && /haena/i.test(x.id + x.title));
    if (a) return firstSentence(a.body);
  }
  if (places.some((p) => p.region === "Waimea Canyon & Kokee"))
    return "Go to the canyon lookouts early: clouds often fill Waimea Canyon and Kalalau Valley by late morning.";
  if (places.some((p) => p.facts?.ocean)) return "Never turn your back on the ocean, and when in doubt, don't go out.";
  return null;
}

/** Drinking from, or the germs in, Kauaʻi's streams and rivers. */
const FRESH_WATER =
  /\b(leptospirosis|lepto)\b|\bdrink\w*\b(?: \w+){0,4} (stream|river|waterfall|fresh) water\b|\bdrink\w* (from|out of) (the |a )?(stream|river|waterfall|falls)\b/;
const FRESH_WATER_LINE =
  "Take care with fresh water: Kauaʻi's streams and rivers can carry leptospirosis. Don't drink stream or river water unless you treat it (carry your own water on trails), don't go in with open cuts, and stay out when rivers run high and brown after rain.";

/** The lifeguards (or a posted warning) already said no for today. */
const LIFEGUARD_SAYS_NO =
  /\b(lifeguards? (said|says|told us|told me|closed|put up|posted)|closed the (beach|water)|beach (is )?closed today|red flags?|high surf (warning|advisory)|warning (is )?(up|posted))\b/;
const LIFEGUARD_LINE =
  "Follow the lifeguards: when they close the water or a high-surf warning is up, stay out, even if it looks calm from the sand - those are the days people drown. Try a shore away from the swell, or a day out of the water.";
/** Cliff or waterfall jumping. */
const CLIFF_JUMP =
  /\b(cliff ?jump\w*|jump(ing)? off (the |a )?(cliff|cliffs|rocks|ledge|waterfall|falls)|rope swing)\b/;

const CLIFF_JUMP_LINE =
  "rocks hide below the surface, the water's depth changes with the surf, and jumps have killed and injured people here - at the Makawehi cliffs by Shipwreck Beach and at waterfalls such as Wailua Falls. Enjoy those places from the top, and swim at a lifeguarded beach instead.";

const HAZARD =
  /\b(sharks?|jellyfish|jelly fish|box jell\w*|man o war|portuguese man|rip currents?|riptides?|rips|undertow|shore ?break|eels?|sea urchins?|urchins?)\b/;

/** The place's safety notes for the month, as a reply's closing paragraph. */
function noteLines(place: DirectoryPlace, month: number): string[] {
  const notes = safetyText(place, month);
  return notes ? ["", `⚠️ Safety: ${notes}`] : [];
}

/** Protected wildlife the visitor wants to get close to: the legal distance from the knowledge articles. */
function wildlifeLine(ctx: ConciergeContext, q: Question): string | null {
  const text = q.searchText;
  // (Or one met on the beach: "what do we do if there's a seal on the sand" - session 12, dev20.)
  if (
    !/\b(touch|pet|close|closer|next to|up to|near|swim with|swim up|hug|feed|selfie|approach|what (do|should|can) (we|i|you) do|what if|if (there s|theres|there is|there are|we see|we find|you see|we run into)|on the (sand|beach)|come up to)\b/.test(
      text,
    )
  )
    return null;
  const lines: string[] = [];
  for (const [re, id] of [
    [/\b(turtles?|honu)\b/, "green-sea-turtles"],
    [/\b(monk seals?|seals?)\b/, "hawaiian-monk-seals"],
  ] as const) {
    if (!re.test(text)) continue;
    const body = ctx.kb.byId.get(id)?.body ?? "";
    const rule = body.split(/(?<=\.)\s+/).find((sentence) => /\bstay at least\b/.test(sentence));
    if (rule) lines.push(`${/turtle/.test(id) ? "Turtles" : "Monk seals"} are protected: ${rule}`);
  }
  return lines.length > 0 ? lines.join(" ") : null;
}

const ASKS_LIFEGUARD =
  /\b(is there (a |any )?lifeguards?|are there (any )?lifeguards?|lifeguarded|(has|have) (a |any )?lifeguards?|lifeguards? on duty|which (one|of them|of those|beach)? ?(has|have) (a |any )?lifeguards?)\b/;

function safety(ctx: ConciergeContext, q: Question): Reply {
  const each = eachShownPlace(ctx, q, q.month);
  if (each) return each;
  const place = q.places[0];
  const building = place ? buildingWater(ctx, q, place) : null;
  if (building) return building;
  const lines: string[] = [];
  // "Which one has a lifeguard?" about two or more beaches: answer for each of them.
  const beaches = q.places.filter((p) => p.facts?.ocean);
  if (beaches.length >= 2 && ASKS_LIFEGUARD.test(q.searchText.split(" ").slice(0, 12).join(" "))) {
    const guarded = beaches.filter((p) => p.facts?.ocean?.lifeguard);
    const names = (list: DirectoryPlace[]) =>
      list.length === 2 ? `${list[0]?.name} and ${list[1]?.name}` : list.map((p) => p.name).join(", ");
    lines.push(
      guarded.length === beaches.length
        ? `${beaches.length === 2 ? "Both" : "All of them"} - ${names(beaches)} have lifeguard towers; swim in front of the tower and ask the lifeguards about the day's conditions.`
        : guarded.length === 0
          ? `Neither - there is no lifeguard at ${beaches.map((p) => p.name).join(" or ")}: go in only on calm days, and never alone.`
          : `${names(guarded)} ${guarded.length === 1 ? "has a lifeguard tower" : "have lifeguard towers"}; ${names(beaches.filter((p) => !guarded.includes(p)))} ${beaches.length - guarded.length === 1 ? "has" : "have"} none.`,
    );
    const shown = (guarded.length > 0 ? guarded : beaches).filter((p) => unsafeReason(p, q) === null);
    lines.push(
      "",
      ...placeBlock(
        shown.map((p) => ({ place: p, score: 0, reasons: [] })),
        q,
      ),
    );
    return { text: lines.join("\n"), picks: shown };
  }
  const night = NIGHT_WATER.test(q.searchText);
  if (place) {
    const facts = place.facts;
    const condition = oceanConditionIn(facts, q.month);
    const m = monthName(q.month);
    const reason = unsafeReason(place, {
      ...q,
      activities: q.activities.length ? q.activities : facts?.ocean ? ["swim"] : [],
    });
    let rainWait = false;
    let freshYes = false;
    let roadAnswer = false;
    const exactly = forbiddenAction(q, facts?.safetyNotes ?? []);
    // "Is there a lifeguard at Tunnels?": the fact first, then what the water is like.
    if (
      facts?.ocean &&
      /\b(is there (a |any )?lifeguards?|are there (any )?lifeguards?|lifeguarded|has a lifeguard|have a lifeguard|lifeguard on duty)\b/.test(
        q.searchText,
      )
    )
      lines.push(
        facts.ocean.lifeguard
          ? `Yes - ${place.name} has a lifeguard tower; swim in front of it and ask the lifeguards about the day's conditions.`
          : `No - there is no lifeguard at ${place.name}.`,
      );
    // "Are there sharks at Tunnels?": the hazard asked about, then the place's water.
    const hazardArticle = HAZARD.test(q.searchText) ? articleFor(ctx, q.searchText, "ocean-safety") : null;
    if (hazardArticle) lines.push(articleText(hazardArticle), "");
    if (LIFEGUARD_SAYS_NO.test(q.searchText)) {
      lines.push(LIFEGUARD_LINE);
      const alt = alternativesTo(
        ctx,
        place,
        {
          ...waterAlternativeQuestion(q, place),
          excludedRegions: place.region ? [...q.excludedRegions, place.region] : q.excludedRegions,
        },
        2,
      );
      if (alt.length > 0) lines.push("", `Calmer shores to try in ${m}:`, ...placeBlock(alt, q));
      return { text: lines.join("\n"), picks: alt.map((a) => a.place) };
    }
    if (!isVisitable(facts)) {
      lines.push(
        `No - ${place.name} is ${ACCESS_WORDS[facts?.access.mode ?? ""] ?? "not open to visitors"}${facts?.status !== "open" ? " (it is closed)" : ""}, so it isn't somewhere to go.`,
      );
    } else if (
      CLIFF_JUMP.test(q.searchText) ||
      /\b(cliff|rock|waterfall) ?jump\w*|\bjump(ing)? (off|from)\b/.test(q.searchText)
    ) {
      // "Can the teens cliff jump at ...?": never, wherever it is asked.
      lines.push(`No - don't jump at ${place.name}: ${CLIFF_JUMP_LINE}`);
    } else if (
      /\b(car|cars|rental|sedan|jeep|4wd|4x4|four wheel|drive|driving|road)\b/.test(q.searchText) &&
      !/\b(swim|swimming|snorkel\w*|surf\w*|water|ocean)\b/.test(q.searchText) &&
      [...(facts?.safetyNotes ?? []), facts?.access.note ?? ""].some((n) =>
        /\b(road|drive|driving|car|cars|4wd|four-wheel)\b/i.test(n),
      )
    ) {
      // "Is it safe to drive to Polihale in a rental car?": the note about the road is the answer.
      // ("Rock quarry beach in Kīlauea, can a normal car make it": its access note has the road - probe 12.)
      const note = [...(facts?.safetyNotes ?? []), facts?.access.note ?? ""].find((n) =>
        /\b(road|drive|driving|car|cars|4wd|four-wheel)\b/i.test(n),
      ) as string;
      const described = place.description.split(/(?<=[.;])\s+/).find((t) => /\broad\b/i.test(t));
      lines.push(
        `Take care - ${note.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())}${described && !note.includes(described) ? ` ${described}` : ""}`,
      );
      roadAnswer = true;
    } else if (
      facts?.ocean &&
      /\b(watch|watching|look at|see|view|photograph\w*)\b(?: \w+){0,3} (waves|surf|swells?|big surf|the break)\b/.test(
        q.searchText,
      ) &&
      !/\b(swim|swimming|snorkel\w*|go in|get in|paddle|bodyboard\w*|boogie)\b/.test(q.searchText)
    ) {
      // ("Hāʻena Point in December - watch big waves from the sand ok?": watching, not going in - probe 12.)
      const back = (facts.safetyNotes ?? []).find((n) =>
        /\b(wash|sweep|swept|rogue|back from|stay back|well back|off the rocks|wet rocks)\b/i.test(n),
      );
      lines.push(
        `Yes, from well back - watching the surf from the beach is fine; stay off the wet rocks and well above where the waves reach, and don't go in.${back ? ` ${back}` : ""}`,
      );
      // (No card for water that is dangerous this month: a card reads as "go here" - session 12 left wave watching so.)
      if (condition === "dangerous") return { text: [...lines, ...noteLines(place, q.month)].join("\n"), picks: [] };
      roadAnswer = true;
    } else if (night && facts?.ocean) {
      lines.push(nightWaterLine(place));
    } else if (FRESH_WATER.test(q.searchText)) {
      lines.push(FRESH_WATER_LINE);
    } else if (
      // "Kayak to Secret Falls tomorrow, but there's a flash flood watch - still go?": the watch decides before the
      // water's season, wherever the notes warn of rising streams or rivers (round 10, dev14: the warning was dropped).
      /\b(flash flood|flood (warning|watch|advisory)|flood warnings?)\b/.test(q.searchText) &&
      /flood|stream|river|rise|rising/i.test((facts?.safetyNotes ?? []).join(" "))
    ) {
      rainWait = true;
      lines.push(
        `No - not while a flood warning or watch is on: ${place.name}'s streams can rise within minutes and cut off the way back. Go another day, and never cross a stream that is rising, fast or brown.`,
      );
    } else if (
      exactly &&
      /\b(across|over|out to|jump|down|bottom|base|touch|closer|past|beyond|rocks|ledge|under)\b/.test(q.searchText)
    ) {
      // "Can we walk across the sandbar?": the note that forbids exactly that, whatever the water is like.
      lines.push(`No - ${exactly}`);
    } else if (
      condition !== null &&
      facts?.access.mode === "hike" &&
      !who(q) &&
      HIKE_THERE.test(q.searchText) &&
      !SWIM_WORDS.test(q.searchText) &&
      !q.activities.some((a) => a === "swim" || a === "snorkel" || a === "surf") &&
      // ("Is it safe, and how long is the hike there?": two questions, each answered in its own line.)
      !/\bhow (long|far)\b/.test(q.searchText)
    ) {
      // "Is it safe to hike to Hanakāpīʻai Beach?": the hike is what is asked, and its water is said with it
      // (probe 5, class 14: the answer had been about swimming only).
      const allYear = facts.ocean?.summer === "dangerous" && facts.ocean.winter === "dangerous";
      const water =
        condition === "dangerous"
          ? `don't swim there: its water is dangerous ${allYear ? "all year" : `in ${m}`}`
          : condition === "caution"
            ? `its water needs caution in ${m}`
            : `its water is usually calm in ${m}, but check the day's conditions`;
      const miles = facts.access.distanceMiles ? ` (${facts.access.distanceMiles} miles round trip)` : "";
      lines.push(
        `Only if you are fit and prepared, and in dry weather - the hike to ${place.name}${miles} is the way in; turn back if a stream is rising, fast or brown, and ${water}.`,
      );
    } else if (condition === "dangerous") {
      const allYear = facts?.ocean?.summer === "dangerous" && facts.ocean.winter === "dangerous";
      lines.push(
        allYear
          ? `No - ${place.name} is not safe for swimming or snorkelling in ${m} or any other month: its water is dangerous all year.`
          : `No - ${place.name} is not safe for swimming or snorkelling in ${m}: it's the ${season(q.month)} swell season there and the water is usually dangerous.`,
      );
    } else if (condition === "caution" && who(q) && notRatedFor(place, q, true)) {
      lines.push(
        isFreshWater(place)
          ? `No - ${place.name} is not suitable for ${who(q)}: our directory does not rate it for them, and its stream water rises within minutes after rain.`
          : `No - ${place.name} is not suitable for ${who(q)}: our directory does not rate it for them, and in ${m} its water needs caution even for experienced swimmers.`,
      );
    } else if (condition === "caution" && isFreshWater(place)) {
      // A stream pool or a river, not the ocean: rain and the stream, never "surf" (round 8; a river kayak
      // rated for children is "yes, with care" for them - probe 5, class 14).
      // (That yes keeps the place as the card - session 12, dev19 and dev23: the Secret Falls kayak with a 70-year-old.)
      freshYes = who(q) !== "" && reason === null;
      lines.push(
        `${who(q) ? `Yes, with care for ${who(q)}` : "Only with care"} - the water at ${place.name} is ${place.category === "Activity" ? "a river" : "a stream pool"}, not the sea: ${FRESH_WATER_CARE}.`,
      );
    } else if (condition === "caution") {
      lines.push(
        who(q)
          ? `Not really for ${who(q)} - ${place.name} needs caution in ${m}: go in only on a calm day, near a lifeguard, and stay out if the surf is up.`
          : `Yes, with care - ${place.name} needs caution in ${m}: go in only on calm days, and stay out if the surf is up.`,
      );
    } else if (condition === "calm" && who(q) && notRatedFor(place, q, true)) {
      // Calm water is not the whole answer: "is ʻAnini safe for toddlers?" in June - the directory does not
      // rate it for them (rip-current channels through the reef), so not for this group.
      lines.push(
        `Not for ${who(q)} - in ${m} ${place.name} is usually calm, but our directory does not rate it for ${who(q)}.`,
      );
    } else if (condition === "calm") {
      lines.push(
        `Usually yes - in ${m} ${place.name} is normally calm${facts?.ocean?.lifeguard ? " and has a lifeguard" : ""}, but conditions change daily: check the surf before you go in.`,
      );
    } else {
      const noteText = (facts?.safetyNotes ?? []).join(" ");
      const rainy = /\b(rain|raining|rained|storm|stormy|wet|flood\w*|pouring|poured|downpours?)\b/.test(q.searchText);
      if (rainy && /flood|stream|river|mud|slick|slipper/i.test(noteText)) {
        // Rain now, or a stream to cross: the trail is not offered as a card ("after rain?" in general keeps it).
        const warning = /\b(flash flood|flood (warning|watch|advisory)|flood warnings?)\b/.test(q.searchText);
        rainWait =
          warning ||
          /\b(cross|crossing|been raining|raining for|rained for|pouring|flooding|flooded|storming|storm|raining (now|today|hard|all))\b/.test(
            q.searchText,
          );
        lines.push(
          warning
            ? `No - not while a flood warning or watch is on: ${place.name}'s streams can rise within minutes and cut off the way back. Go another day, and never cross a stream that is rising, fast or brown.`
            : `Better to wait for a dry spell - after rain ${place.name} gets dangerous: streams rise fast and trails turn slick. Turn back if water is rising or brown, and never cross a flooded stream.`,
        );
      } else if (forbidden(q, facts?.safetyNotes ?? [])) lines.push(`No - ${forbidden(q, facts?.safetyNotes ?? [])}`);
      else if (reason === "not suited to children")
        lines.push(`Not for ${who(q) || "children"} - our directory does not rate ${place.name} for children.`);
      else if (reason && /hard|toddler/.test(reason))
        lines.push(`Not for ${who(q) || "everyone"} - ${place.name} is ${reason}.`);
      else if (accessibilityLine(place, q)) lines.push(accessibilityLine(place, q) as string);
      else if (avoidedNote(place, q))
        // "Scared of heights - is Sleeping Giant ok?": the note about exactly what they fear answers it.
        lines.push(`Maybe not for you - ${avoidedNote(place, q)}`);
      else if (/challenging|strenuous/i.test(place.difficultyLevel ?? ""))
        lines.push(
          `Only if you are fit and prepared - ${place.name} is rated ${place.difficultyLevel?.toLowerCase()}${facts?.access.note ? ` (${endSentence(facts.access.note).replace(/\.$/, "")})` : ""}.${/\b(alone|solo|by myself|on my own)\b/.test(q.searchText) ? " Don't hike it alone: go with someone, tell another person your plan and when you will be back, and turn around early - there is no cell coverage on much of the trail." : ""}`,
        );
      else if (
        q.party.pregnant &&
        (place.category === "Activity" ||
          facts?.access.mode === "tour-only" ||
          facts?.access.mode === "boat" ||
          (place.category === "Trail" && !/^easy$/i.test(place.difficultyLevel ?? "")))
      )
        // (The fourth blind probe: "pregnant, is the ATV tour ok?" had got "fine for most visitors, including older travellers".)
        lines.push(
          place.category === "Trail"
            ? `Ask your doctor first - ${place.name} is rated ${(place.difficultyLevel ?? "not easy").toLowerCase()}${facts?.access.note ? ` (${endSentence(facts.access.note).replace(/\.$/, "")})` : ""}; an easy, flat walk is the safer choice while pregnant.`
            : `Ask your doctor and the operator first - our directory does not hold the rules ${place.name} sets for pregnant guests, and operators set their own.`,
        );
      else if (notRatedFor(place, q))
        // (Never "fine, including kids" for a place whose facts say it does not suit them.)
        lines.push(
          `Probably not for ${who(q)} - our directory does not rate ${place.name} as suitable for ${who(q)}${place.category === "Activity" ? "; operators set their own minimum ages, so ask before you book" : ""}.`,
        );
      else
        lines.push(
          `${place.name} is fine for most visitors who take care${who(q) ? `, including ${who(q)}` : ""}. Here is what to know:`,
        );
    }
    // Asked about sharks: the state's shark facts first, then the beach's water.
    const sharks = roadAnswer ? null : sharkLead(ctx, q);
    if (sharks) lines.unshift(sharks, "", `At ${place.name} in ${m}:`);
    const notes = safetyText(place, q.month);
    if (notes) lines.push("", `⚠️ Safety: ${notes}`);
    // A place that needs a reservation (Kēʻē, Hāʻena): the visitor planning to go needs to know, whatever the water.
    const booking = place.facts?.reservation;
    if (booking?.required && isVisitable(place.facts) && !/\breserv/i.test(lines.join(" ")))
      // (With the booking site: "reserve Hāʻena State Park entry" named neither the reservation nor where - dev19.)
      lines.push("", `Booking: ${endSentence(booking.note)}${booking.url ? ` Reservations at ${booking.url}.` : ""}`);
    // "Wait for a dry spell": the trail is not offered now; what can be seen from the road instead.
    if (rainWait) {
      const dry = pickPlaces(
        ctx,
        {
          ...q,
          act: "recommend",
          places: [],
          categories: [],
          activities: [],
          regions: [],
          constraints: { ...q.constraints, fromCar: true, easy: true },
        },
        2,
      ).filter((p) => p.place !== place);
      if (dry.length > 0) lines.push("", "Safer after rain - seen from the road:", ...placeBlock(dry, q));
      return { text: lines.join("\n"), picks: dry.map((p) => p.place) };
    }
    // A question about the road there, not the water: the place itself, with all its warnings.
    if (roadAnswer) return { text: lines.join("\n"), picks: who(q) ? [] : [place] };
    if (freshYes) return { text: lines.join("\n"), picks: [place] };
    const needAlternatives =
      !isVisitable(facts) ||
      condition === "dangerous" ||
      (condition === "caution" && who(q)) ||
      (reason !== null && (facts?.ocean || /hard|toddler|children/.test(reason)));
    if (needAlternatives) {
      const alt = alternativesTo(ctx, place, waterAlternativeQuestion(q, place), 2);
      // "Can we take some glass home? And swim?": the visit itself is fine for adults - the place stays a
      // card (its warning with it), and the calmer water is offered for the swim.
      const visitToo = isVisitable(facts) && !who(q) && TAKE_THINGS.test(q.searchText);
      if (visitToo) {
        lines.push("", `For a swim in ${m} instead:`, ...placeBlock(alt.slice(0, 1), q));
        return { text: lines.join("\n"), picks: [place, ...alt.slice(0, 1).map((a) => a.place)] };
      }
      // (A dry place that does not suit the group - a swaying bridge for a toddler - stays the answer's subject.)
      const subject = subjectCard(place, reason);
      if (alt.length > 0) {
        lines.push("", `Safer alternatives in ${m}:`, ...placeBlock(alt, q));
        return { text: lines.join("\n"), picks: [...subject, ...alt.map((a) => a.place)].slice(0, 3) };
      }
      return { text: lines.join("\n"), picks: subject };
    }
    // A water place is shown as a card only when its water is usually calm now (or needs caution, for adults).
    const showCard = !facts?.ocean || condition === "calm" || (condition === "caution" && !who(q));
    if (!showCard) {
      const alt = alternativesTo(ctx, place, waterAlternativeQuestion(q, place), 2);
      if (alt.length > 0) lines.push("", `Calmer choices in ${m}:`, ...placeBlock(alt, q));
      return { text: lines.join("\n"), picks: alt.map((a) => a.place) };
    }
    return { text: lines.join("\n"), picks: [place] };
  }
  // A general safety question: the ocean-safety knowledge, then safe places for the month.
  // A general safety question gets safety knowledge ("are there sharks?" is never answered with surf seasons).
  const floodAlert = /\b(flash flood|flood (warning|watch|advisory)|flood warnings?)\b/.test(q.searchText);
  const floods =
    floodAlert ||
    (/\b(hike|hiking|trail|trails|walk|walks|walking|stream|streams|falls|waterfall|crossing)\b/.test(q.searchText) &&
      /\b(rain|raining|rained|rainy|storm|storms|flood\w*)\b/.test(q.searchText));
  // (The Hanakāpīʻai crossing article only when that trail is the one asked about.)
  const floodArticle = floods
    ? /\b(hanakapiai|kalalau|na ?pali)\b/.test(q.searchText)
      ? articleFor(ctx, q.searchText, "flash-floods")
      : (ctx.kb.byId.get("flash-flood-safety") ?? articleFor(ctx, q.searchText, "flash-floods"))
    : null;
  // "Is it ok to swim with the turtles?": the wildlife article is the answer.
  const wildlifeArticle = /\b(turtles?|honu)\b/.test(q.searchText)
    ? ctx.kb.byId.get("green-sea-turtles")
    : /\b(monk seals?|seals?)\b/.test(q.searchText)
      ? ctx.kb.byId.get("hawaiian-monk-seals")
      : undefined;
  const article =
    floodArticle ??
    wildlifeArticle ??
    articleFor(ctx, q.searchText, "ocean-safety", q.month) ??
    articleFor(ctx, q.searchText, "flash-floods") ??
    ctx.kb.byId.get("swim-near-a-lifeguard") ??
    null;
  const season_ = season(q.month);
  // Staying on the North Shore counts as asking about it ("staying in Princeville, where can he swim?").
  const north =
    q.regions.includes("North Shore") ||
    (q.regions.length === 0 && ["Hanalei", "Princeville", "Kīlauea", "Hāʻena"].includes(q.anchor?.label ?? ""));
  // (Staying in a town counts as asking about its shore: "staying in Princeville" is the North Shore.)
  const shoreOf = oneShoreOf(q);
  const shoreSeason = shoreOf ? SHORE_SEASONS[shoreOf as string] : undefined;
  // "When is the North Shore calm?": both seasons, not just this month's.
  const bothSeasons =
    (/\bsummer\b/.test(q.searchText) && /\bwinter\b/.test(q.searchText)) ||
    (!q.monthNamed && /^(when|what months?|which months?|what time of (the )?year|what season)\b/.test(q.searchText)) ||
    // "Best month to visit for calm seas on the North Shore?" (round 9).
    (!q.monthNamed && /\b(best|which|what) (months?|time of (the )?year|season)\b/.test(q.searchText));
  // "Are there sharks at Poʻipū?": the hazard asked about comes before the shore's season.
  const hazard = HAZARD.test(q.searchText) ? articleFor(ctx, q.searchText, "ocean-safety") : null;
  const freshWater = FRESH_WATER.test(q.searchText);
  const tsunami = /\b(tsunami|tidal wave)\b/.test(q.searchText);
  const lifeguardSaysNo = LIFEGUARD_SAYS_NO.test(q.searchText);
  // "Is it muddy this time of year?" about trails: yes, more so in the wet season; what to do about it.
  const mud =
    /\b(muddy|mud|slippery|slick)\b/.test(q.searchText.split(" ").slice(0, 12).join(" ")) &&
    /\b(hike|hikes|hiking|trail|trails|walk|walks)\b/.test(q.searchText);
  const cliffJump = CLIFF_JUMP.test(q.searchText);
  // A safety question about something the notes do not cover (car break-ins, tap water, insects): the one
  // "no verified information" mechanism says so (side-questions.ts), rather than answer with the ocean.
  const unverified = outsideTheDirectory(q, "safety");
  if (unverified) return { text: unverified, picks: [] };
  // "Safe hikes for a solo traveller?": hiking safety, not the ocean's.
  const hikeSafety =
    /\b(hikes?|hiking|trails?|trek\w*)\b/.test(q.searchText) &&
    !/\b(swim\w*|snorkel\w*|beach\w*|ocean|surf\w*|sea)\b/.test(q.searchText);
  if (night) lines.push(nightWaterLine(undefined));
  else if (hikeSafety && !floods && !mud && !cliffJump)
    lines.push(
      "Pick a well-used trail, start early, carry plenty of water, and tell someone your route and when you will be back - some trails, such as the Kalalau Trail, have no cell coverage. Turn back in heavy rain: streams rise fast.",
      ...(/\b(alone|solo|by myself|on my own)\b/.test(q.searchText)
        ? ["", "Alone, choose busy, shorter trails and skip remote or exposed ones."]
        : []),
    );
  else if (tsunami)
    lines.push(
      // ("Tsunami risk in September?" is not a "can we": the advice without a "No" - round 12 probes.)
      `${/^(can|could|should|shall|may|is it (ok|okay|safe|fine|alright)|are we|do we)\b|\b(still go|go to the beach|go in|swim|stay)\b/.test(q.searchText) ? "No - when" : "When"} a tsunami warning is issued, get out of the water, leave the beach and low-lying coast for high ground, and follow the sirens and the county's emergency instructions; do not go down to watch.`,
    );
  else if (
    freshWater ||
    (/\b(waterfall|waterfalls|falls|stream|river)\b/.test(q.searchText) &&
      /\b(swim|swimming|pool|dip)\b/.test(q.searchText))
  )
    // "Where can we swim in a waterfall pool?": fresh water has its own hazards, not the ocean's.
    lines.push(
      FRESH_WATER_LINE,
      "",
      (ctx.kb.byId.get("flash-flood-safety")?.body ?? "")
        .split(/(?<=\.)\s+/)
        .slice(0, 2)
        .join(" "),
    );
  else if (lifeguardSaysNo) lines.push(LIFEGUARD_LINE);
  else if (mud && !floods)
    lines.push(
      season_ === "winter"
        ? `Often, yes - ${monthName(q.month)} is in the wetter season (about October to April), and Kauaʻi's red-dirt trails turn muddy and slippery after rain, most of all on the north and east sides and in Kōkeʻe. Wear shoes with real grip, skip steep trails after a wet night, and keep to paved paths when it has poured.`
        : `Sometimes - ${monthName(q.month)} is in the drier season, but showers still fall in the mountains and on the north and east sides, and Kauaʻi's red-dirt trails turn muddy and slippery after rain. Wear shoes with real grip and skip steep trails after a wet night.`,
    );
  else if (cliffJump)
    lines.push(`I can't recommend anywhere to cliff jump or jump from a waterfall on Kauaʻi: ${CLIFF_JUMP_LINE}`);
  else if (hazard) lines.push(articleText(hazard));
  else if (wildlifeArticle) lines.push(articleText(wildlifeArticle));
  // Rain and a walk: flash floods and mud are the answer, not the ocean.
  else if (floods && article?.topic === "flash-floods")
    lines.push(
      articleText(article),
      "",
      "After heavy rain, trails turn muddy and slippery for a day or more: keep to paved paths and views from the road until they dry out.",
    );
  else if (shoreSeason && bothSeasons) lines.push(`In winter: ${shoreSeason[0]}`, "", `In summer: ${shoreSeason[1]}`);
  else if (shoreSeason && !(north && season_ === "winter")) lines.push(shoreSeason[season_ === "winter" ? 0 : 1]);
  else if (
    north &&
    season_ === "winter" &&
    wantsWater({ ...q, activities: q.activities.length ? q.activities : ["swim"] })
  )
    lines.push(
      `Often not - in ${monthName(q.month)} the North Shore gets big winter surf (about October to April) and many beaches there are dangerous. Swim only on calm days at a lifeguarded beach, or go to the south shore.`,
    );
  else if (article) lines.push(articleText(article));
  else
    lines.push(
      "Kauaʻi's ocean is powerful: swim at lifeguarded beaches, check the day's surf, and when in doubt, don't go out.",
    );
  if (q.activities.includes("surf") && /\b(lessons?|instructors?|surf schools?|teach|class)\b/.test(q.searchText))
    lines.push(
      "",
      "For a surf lesson, go only with a licensed surf school: the instructor picks the spot and the waves for the day and calls the lesson off when the surf is too big.",
    );
  // (No beach is a suggestion while a tsunami warning is up.)
  if (tsunami) return { text: lines.join("\n"), picks: [] };
  const picks = pickPlaces(
    ctx,
    {
      ...q,
      act: "recommend",
      activities: q.activities.length ? q.activities : hikeSafety ? ["hike"] : ["swim"],
      // (A safety question after hotels or restaurants is about the water, not about more hotels.)
      categories: q.categories.filter((c) => c !== "Hotel" && c !== "Restaurant").length
        ? q.categories.filter((c) => c !== "Hotel" && c !== "Restaurant")
        : hikeSafety
          ? ["Trail"]
          : ["Beach"],
      regions: (north && season_ === "winter") || lifeguardSaysNo ? [] : q.regions,
      excludedRegions:
        north && season_ === "winter"
          ? [...q.excludedRegions, "North Shore"]
          : lifeguardSaysNo
            ? [...new Set([...q.excludedRegions, ...q.regions])]
            : q.excludedRegions,
      // After heavy rain, only what can be seen from the road: no trail, no stream to cross.
      constraints: floods
        ? { ...q.constraints, fromCar: true, easy: true }
        : mud
          ? { ...q.constraints, easy: true }
          : q.constraints,
    },
    3,
  );
  // "Is it ok for a toddler?" about Hanalei in summer: the shore's "usually yes" is not theirs when none of its
  // beaches suits them (party-verdicts.ts, the sixth probe's class 4).
  const shoreLine = shoreSeason ? lines.indexOf(shoreSeason[season_ === "winter" ? 0 : 1]) : -1;
  const noneThere =
    shoreLine >= 0 && shoreOf
      ? shoreNotForParty(
          shoreOf,
          q,
          picks.map((p) => p.place),
        )
      : null;
  // (The shore's own season line stays after it, unless it is the "usually yes" it contradicts.)
  // ("Is the water calm in June?" with a 2-year-old: the shore's calm answers it; the party's no comes after.)
  if (noneThere && /\b(calm|calmer|rough|rougher|waves?|surf)\b/.test(q.searchText.split(" qqbreak")[0] ?? ""))
    lines.splice(shoreLine + 1, 0, "", noneThere.replace(/^No - not/, "Still, not"));
  else if (noneThere)
    lines.splice(
      shoreLine,
      1,
      noneThere,
      ...(/^Usually yes/.test(lines[shoreLine] ?? "") ? [] : ["", lines[shoreLine] as string]),
    );
  // "Any of those ok for a 4-year-old?" when none of them is: say so before the safer choices.
  if (q.fromPrevious.length > 0 && picks.length > 0 && !picks.some((p) => q.fromPrevious.includes(p.place.name)))
    lines.unshift(
      `None of the places I just listed is a good choice${who(q) ? ` for ${who(q)}` : ""} in ${monthName(q.month)}; the ones below usually are.`,
      "",
    );
  if (picks.length > 0)
    lines.push(
      "",
      floods ? "Safer after rain - seen from the road:" : `Usually safer choices in ${monthName(q.month)}:`,
      ...placeBlock(picks, q),
    );
  return { text: lines.join("\n"), picks: picks.map((p) => p.place) };
}

/** The safety note about what the visitor said they fear or want to avoid (heights, mud, crowds), or null. */
function avoidedNote(place: DirectoryPlace, q: Question): string | null {
  if (q.avoid.length === 0) return null;
  return (place.facts?.safetyNotes ?? []).find((n) => q.avoid.some((w) => normalize(n).split(" ").includes(w))) ?? null;
}

/** For water safety alternatives: beaches the visitor can swim at, anywhere on the island. */
function waterAlternativeQuestion(q: Question, place: DirectoryPlace): Question {
  // (A tour or paddle that does not suit the group: the alternative is another outing, nearby, not a beach.)
  if (
    place.category === "Activity" &&
    /\b(river|kayak|kayaks|canoe|paddle)\b/i.test(place.name) &&
    !/\b(surf|snorkel\w*)\b/i.test(place.name)
  )
    return {
      ...q,
      regions: [],
      categories: ["Activity"],
      activities: [],
      searchText: q.searchText.replace(/\b(kayak\w*|paddl\w*|canoe\w*)\b/g, " "),
      constraints: { ...q.constraints, luxury: false },
    };
  const water = place.facts?.ocean !== null && place.facts?.ocean !== undefined;
  // A beginner who wants to surf: the alternative is a lesson, then a gentle beach.
  if (water && q.party.beginner && q.activities.includes("surf"))
    return {
      ...q,
      regions: [],
      categories: ["Activity", "Beach"],
      searchText: `${q.searchText} surf lessons surf school`,
      constraints: { ...q.constraints, luxury: false },
    };
  return {
    ...q,
    regions: [],
    categories: water ? ["Beach"] : q.categories.length > 0 ? q.categories : [place.category],
    // Alternatives to a beach are places to go in the water, even when the visitor hikes there first.
    activities: water
      ? [...new Set<Question["activities"][number]>(["swim", ...q.activities.filter((a) => a !== "hike")])]
      : q.activities,
    constraints: { ...q.constraints, luxury: false },
  };
}

/** The safety note that forbids what the visitor asks to do ("climb down on the rocks"), or null. */
const PROHIBITION = /^(do not|don't|never|stay (behind|away|off|out|back|on)|keep (back|off|away))/i;
/** What the visitor wants to do → the words of a safety note about exactly that. */
const ACTION_NOTES: [RegExp, RegExp][] = [
  [/\b(walk|hike|climb|go|get|scramble) down\b|\b(to|at) the (bottom|base)\b/, /\b(down|bottom|base)\b/i],
  [/\b(jump|jumping)\b/, /\bjump/i],
  [/\b(swim|swimming|swimmable|take a dip|go for a dip)\b/, /\bswim/i],
  [/\b(cross|crossing)\b/, /\bcross/i],
  [/\b(walk|wade|swim|go|get) (across|over|out to)\b/, /\b(across|over|out to)\b/i],
  [/\b(touch|pet)\b/, /\btouch/i],
  [
    /\b(closer|get close|past the (rail|railing|fence|barrier|sign)s?|beyond the|over the (rail|railing|fence)|on the (lava |wet |black |sharp )?(rocks|rock|ledge|shelf|lava)|out on the (lava |wet )?(rocks|ledge|shelf))\b/,
    /\b(behind|railing|railings|barrier|barriers|beyond|back from|off the)\b/i,
  ],
  [/\b(climb|climbing)\b/, /\bclimb/i],
  // "Can we pull over in the tunnel for pictures?" (round 9).
  [/\b(pull over|pull off|stop|park|parking)\b/, /\b(stop|park)\b/i],
];

/** The safety note that forbids exactly what the visitor asks to do ("walk down to the bottom"), or null. */
/** The message without what the visitor says they will not do ("not swimming", "no jumping"). */
function wantedActions(q: Question): string {
  return q.searchText.replace(/\b(not|no|without|dont|don t|never|won t|wont) (\w+ )?\w+/g, " ");
}

function forbiddenAction(q: Question, notes: string[]): string | null {
  const text = wantedActions(q);
  for (const [asked, about] of ACTION_NOTES) {
    if (!asked.test(text)) continue;
    const note = notes.find((n) => PROHIBITION.test(n) && about.test(n));
    if (note) return note;
  }
  return null;
}

function forbidden(q: Question, notes: string[]): string | null {
  const action = wantedActions(q).match(
    /\b(climb|climbing|jump|jumping|swim|go past|get closer|cross|walk out|go down|hike down|walk down|touch|stand on)\b/,
  );
  if (!action) return null;
  const exact = forbiddenAction(q, notes);
  if (exact) return exact;
  // An action we know the words for, with no note about it: the first prohibition would be about something else.
  if (ACTION_NOTES.some(([asked]) => asked.test(wantedActions(q)))) return null;
  return notes.find((note) => PROHIBITION.test(note)) ?? null;
}

/** How each shore's ocean usually behaves in winter (October-April) and summer (May-September). */
const SHORE_SEASONS: Record<string, [string, string]> = {
  "North Shore": [
    "Often not in winter: from about October to April big north swells make many North Shore beaches dangerous. Swim only on calm days near a lifeguard, or go to the south shore.",
    "Usually yes in summer: from about May to September the North Shore is generally calm, though rip currents and surprise swells still happen - swim near a lifeguard and check the day's conditions.",
  ],
  "South Shore": [
    "The south shore is usually calmer in winter: Poʻipū is the island's best bet for swimming from about October to April, while summer south swells (about May to September) can make it rough.",
    "Summer is the south shore's rougher season: south swells from about May to September can bring surf and currents to Poʻipū; swim at a lifeguarded beach and check the day's conditions.",
  ],
  "East Side": [
    "The east side has trade-wind chop and strong currents on most beaches all year; swim only in protected spots such as Lydgate's rock-walled pools, near a lifeguard.",
    "The east side has trade-wind chop and strong currents on most beaches all year; swim only in protected spots such as Lydgate's rock-walled pools, near a lifeguard.",
  ],
  "West Side": [
    // (Round 10, the fifth probe's class 20: the west side is not calmer in summer, as the places' own seasons say.)
    "In winter most of the west side is still dangerous: Polihale, Kekaha and Glass Beach have strong currents all year; Salt Pond's reef-sheltered pool, in front of its lifeguard tower, is the calm exception.",
    "The west side is not calmer in summer: summer south swells reach the south and west shores and raise the currents even in Salt Pond's sheltered pool, and Polihale, Kekaha and Glass Beach are dangerous all year (Polihale has no lifeguard).",
  ],
  Lihue: [
    "Around Līhuʻe, Kalapakī Bay is sheltered by the harbour breakwater but has no lifeguard; check conditions and avoid the stream mouth after rain.",
    "Around Līhuʻe, Kalapakī Bay is sheltered by the harbour breakwater but has no lifeguard; summer south swells can reach it.",
  ],
};

/** Why a place is not for this group, as said to the visitor ("is not suited to children" is the directory's rating). */
function whyNot(place: DirectoryPlace, blocked: string): string {
  return blocked === "not suited to children"
    ? `our directory does not rate ${place.name} for children`
    : `${place.name} is ${blocked}`;
}

function permit(ctx: ConciergeContext, q: Question): Reply {
  const place = q.places[0];
  const lines: string[] = [];
  // "Polihale camping?": the camping permit, even where day use needs none.
  const campingNote =
    place && /\b(camp|camping|campsite|campground|tent|overnight)\b/.test(q.searchText)
      ? [place.facts?.reservation?.note ?? "", place.facts?.access.note ?? "", place.entranceFee ?? ""]
          .flatMap((t) => t.split(/(?<=[.;])\s+|;\s+/))
          .find((t) => /\bcamp/i.test(t) && /\bpermit/i.test(t))
      : undefined;
  // "Can we go without a reservation?", "can we just show up?": the yes and the no swap. "How much is the
  // reservation?" is not a yes/no question at all.
  const withoutOne = q.withoutBooking === true;
  // ("How do I book the parking?": steps, not a yes - round 9.)
  const howMuch =
    /\b(cost|costs|how much|price|prices|fee|fees|how do|how can|how to|how does|where do|where can)\b/.test(
      q.searchText,
    );
  const needs = (yes: boolean) => (howMuch ? "" : yes !== withoutOne ? "Yes - " : "No - ");
  const camping = /\b(camp|camping|campsite|campground|tent|overnight)\b/.test(q.searchText);
  if (place && campingNote) {
    lines.push(
      `${needs(true)}camping at ${place.name} needs a permit: ${endSentence(campingNote.replace(/[;,:]\s*$/, ""))}`,
    );
  } else if (place && camping) {
    // (No camping facts for this place: never "no permit needed" - camping always needs one.)
    lines.push(
      `Camping on Kauaʻi is allowed only at designated county and state park campgrounds, with a permit booked in advance; our directory doesn't list camping details for ${place.name}, so check with the County of Kauaʻi (county beach parks) or the state parks before you plan a night there.`,
    );
  } else if (place?.facts?.reservation) {
    const r = place.facts.reservation;
    lines.push(
      r.required
        ? `${needs(true)}${place.name} needs a reservation: ${r.note}${r.url ? ` Book at ${r.url}.` : ""}`
        : // ("Does Merriman's take reservations?": the reservation note, not a permit nobody asked about - round 10.)
          asksTable(q.searchText)
          ? `${place.name}: ${r.note}`
          : `No permit is needed for ${place.name}. ${r.note}`,
    );
  } else if (place && BOOKABLE.has(place.category)) {
    // ("Does Bar Acuda take reservations?" with nothing recorded: unknown, not "none needed" - round 10.)
    lines.push(unrecordedReservation(place));
  } else if (place) {
    lines.push(
      `No permit or reservation is needed to visit ${place.name}${place.entranceFee ? ` (${place.entranceFee})` : ""}.`,
    );
  }
  // ("Kīlauea lighthouse with grandma in a wheelchair - doable? do we need reservations": both answered - dev30.)
  const access = place ? accessibilityLine(place, q) : null;
  if (access) lines.push(access);
  // "How much to get in at Kīlauea Point? we have an America the Beautiful pass": the fee leads, as its facts give it
  // (session 11, dev15).
  const fee = place?.entranceFee;
  if (
    fee &&
    (howMuch || /\b(pass|passes|annual pass|park pass)\b/.test(q.searchText)) &&
    !lines.some((l) => l.includes(fee))
  )
    lines.unshift(`What it costs at ${place.name}: ${endSentence(fee)}`);
  const article = articleFor(ctx, q.searchText, "permits");
  // "How early do we need to book?": the booking window leads, when an article states it in days.
  const asksWhenToBook =
    /\b(how (early|soon|many days)|how far (in advance|ahead)|when (do|should|can|must) (we|i|you|u) (book|reserve|get)|when (do|does) (the )?(reservations?|bookings?|permits?|tickets?) (open|go on sale|come out)|when to book)\b/.test(
      q.searchText,
    );
  if (asksWhenToBook && lines.length > 0 && !/\b\d+ days\b/.test(lines[0] as string)) {
    // (The article that names the booking site - gohaena.com for a Hāʻena reservation - else the topic's.)
    const host = place?.facts?.reservation?.url ? new URL(place.facts.reservation.url).hostname : null;
    const source = (host && ctx.kb.articles.find((a) => a.body.includes(host))) || article;
    const window = source?.body.split(/(?<=\.)\s+/).find((sentence) => /\b\d+ days\b/.test(sentence));
    if (window) lines.splice(1, 0, `When to book: ${window}`);
  }
  // "Do I need a reservation for Kapaʻa?": a town needs none; only Hāʻena's park does (probe 6, class 8).
  const town = q.towns.length === 1 ? q.towns[0] : undefined;
  if (
    !place &&
    town &&
    town !== "Hāʻena" &&
    !camping &&
    !/\b(haena|kee|kalalau|hanakapiai|napali|na pali)\b/.test(q.searchText)
  ) {
    lines.push(
      `No - ${town} is a town: you don't need a reservation or a permit to go there. Reservations on Kauaʻi are for particular places, not towns: Hāʻena State Park (Kēʻē Beach and the start of the Kalalau Trail) for non-residents, the Kīlauea Point refuge's timed entry, some gardens, tours and activities, and a permit for camping - ask me about a place by name.`,
    );
    return { text: lines.join("\n"), picks: [] };
  }
  // "My cousin lives on Oʻahu with a Hawaiʻi license - does she need the Hāʻena reservation?" (session 10, dev15).
  const residentLead = haenaResidentLead(q.searchText, place?.placeId);
  if (residentLead) lines.splice(0, lines.length, residentLead);
  if (article && (!place || /haena|kee|kalalau|hanakapiai|napali|na pali/i.test(`${place.placeId} ${q.searchText}`)))
    lines.push(lines.length ? "" : "", articleText(article));
  if (lines.length === 0)
    lines.push(
      "Most beaches, lookouts and trails on Kauaʻi need no permit. The exceptions: Hāʻena State Park (Kēʻē Beach and the Kalalau Trail) needs an advance reservation for non-residents, and camping (including Kalalau) needs a state camping permit.",
    );
  // (No place named - "is there a shuttle to Hāʻena?": the park the article is about is the card - session 12, dev19.)
  const articlePlace =
    !place && article?.placeIds?.[0] && /\bhaena\b/.test(article.id)
      ? ctx.directory.byId.get(article.placeIds[0])
      : undefined;
  const subject = place ?? articlePlace;
  const picks = subject && isVisitable(subject.facts) && !unsafeReason(subject, q) ? [subject] : [];
  return { text: lines.filter((l, i) => l || i > 0).join("\n"), picks };
}

function weather(ctx: ConciergeContext, q: Question): Reply {
  // "The rainiest part of the island?", "the driest side": where, not when.
  if (
    /\b(rainiest|wettest|driest|sunniest|wetter|drier|sunnier)\b(?: \w+){0,2} (part|side|shore|area|spot|place|region|coast)\b|\bwhere (is it|does it) (rain|stay dry|dry)\b|\bwhich (side|shore|part)\b|\b(best|better|nicest) weather (side|shore|part|area)\b|\b(side|shore|part|area)\b(?: \w+){0,4} (with|has|gets) the (best|nicest|sunniest|driest) weather\b|\b(side|shore|part|area)\b(?: \w+){0,4} (with|has|gets) the (most sun|least rain)\b/.test(
      q.searchText,
    )
  ) {
    const where = ctx.kb.byId.get("weather-by-shore");
    // ("Which side is sunniest in March?": the article's answer, then places on the drier side - session 12, dev19.)
    const dry =
      /\b(driest|sunniest|drier|sunnier|stay dry|dry|best weather|nicest weather|most sun|least rain|don t want rain|dont want rain|avoid (the )?rain)\b/.test(
        q.searchText,
      );
    const picks = dry
      ? pickPlaces(
          ctx,
          { ...q, act: "recommend", regions: ["South Shore", "West Side"], categories: [], anchor: null },
          2,
        )
      : [];
    if (where)
      return {
        text: `${where.body}\n\n${weatherLine(q.month)}${picks.length > 0 ? `\n\nOn the drier side:\n${placeBlock(picks, q).join("\n")}` : ""}`,
        picks: picks.map((p) => p.place),
      };
  }
  // "The coldest month?", "the hottest month?": from the year's figures.
  const extreme = q.searchText.match(/\b(coldest|coolest|warmest|hottest)\b(?: \w+){0,2} (month|time)\b/);
  if (extreme) {
    const year = ctx.kb.byId.get("best-time-to-visit");
    const lead = extremeMonthsLine(extreme[1] === "coldest" || extreme[1] === "coolest");
    return { text: `${lead}${year ? `\n\n${year.body}` : ""}`, picks: [] };
  }
  // "November or April - which is rainier?": two months compared from the Līhuʻe figures (round 9).
  const asked = MONTH_WORDS.slice(0, 12)
    .map(([re, m]) => ({ m, at: q.searchText.search(re) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at);
  if (
    asked.length === 2 &&
    // ("May to October, which month is driest?": a range, one month wanted - the branch below.)
    !/\b(which|what) month\b/.test(q.searchText) &&
    /\b(rainier|wetter|drier|dryer|more rain|less rain|warmer|hotter|cooler|colder|better|which|or|vs|versus|compared)\b/.test(
      q.searchText,
    )
  ) {
    const [a, b] = asked.map((x) => x.m - 1) as [number, number];
    const rain = (i: number) => LIHUE_RAIN_IN[i] ?? 0;
    const high = (i: number) => LIHUE_HIGH_F[i] ?? 0;
    const [wet, dry] = rain(a) >= rain(b) ? [a, b] : [b, a];
    const [warm, cool] = high(a) >= high(b) ? [a, b] : [b, a];
    const lead = `${MONTH_NAMES[wet]} is the rainier of the two at Līhuʻe Airport: about ${rain(wet)} inches on average, against ${rain(dry)} inches in ${MONTH_NAMES[dry]}. ${
      high(warm) === high(cool)
        ? `Both average highs of about ${high(warm)}°F.`
        : `${MONTH_NAMES[warm]} is also ${warm === wet ? "the warmer" : "warmer"}, with average highs of about ${high(warm)}°F against ${high(cool)}°F.`
    } The North Shore and the mountains are wetter than Līhuʻe in every month.`;
    return { text: `${lead}\n\n${weatherLine(q.month)}`, picks: [] };
  }
  // "What's the rainiest month?", "the driest month?": the month from the Līhuʻe figures leads (round 8).
  // ("Which month has the least rain?" too: direct-answers.ts, round 10.)
  const wetDry =
    q.searchText.match(/\b(rainiest|wettest|driest)\b(?: \w+){0,2} (month|months|time of year)\b/)?.[1] ??
    rainExtremeAsked(q.searchText);
  if (wetDry) {
    const wet = wetDry !== "driest";
    const target = wet ? Math.max(...LIHUE_RAIN_IN) : Math.min(...LIHUE_RAIN_IN);
    const month = LIHUE_RAIN_IN.indexOf(target);
    const year = ctx.kb.byId.get("best-time-to-visit");
    const lead = `The ${wet ? "wettest" : "driest"} month at Līhuʻe is ${MONTH_NAMES[month]}, with about ${target} inches of rain on average; ${wet ? "November to March are all wet months" : "May to September are the drier months"}. The North Shore and the mountains get much more rain than Līhuʻe all year.`;
    return { text: `${lead}${year ? `\n\n${year.body}` : ""}`, picks: [] };
  }
  // "Which months are the rainiest?": the year at a glance, not one month.
  if (
    /\b(rainiest|wettest|driest|sunniest|which months?|what months?|best months?|rainy season|dry season|wet season)\b/.test(
      q.searchText,
    )
  ) {
    const year = ctx.kb.byId.get("best-time-to-visit");
    if (year) return { text: `${year.body}\n\n${weatherLine(q.month)}`, picks: [] };
  }
  const lines = [weatherLine(q.month)];
  // "Is Kōkeʻe cold in February?", "is Hanalei rainy in summer?": the place asked about leads; the only
  // station figures are Līhuʻe Airport's, said as such (round 9, probe 2 class K).
  const shore = shoreWeatherLead(q);
  if (shore) lines.unshift(shore, "");
  // "Will it rain tomorrow?": the concierge has climate, not a forecast; say so first.
  if (q.when !== null || /\b(forecast|this week|this weekend|next few days|right now|currently)\b/.test(q.searchText))
    lines.unshift(
      "I don't have a live forecast - check the National Weather Service forecast for Kauaʻi before you go. What is typical for the month:",
      "",
    );
  if (WATER_TEMPERATURE.test(q.searchText)) {
    const sea = ctx.kb.byId.get("sea-temperature");
    if (sea) lines.unshift(sea.body, "");
  }
  lines.push(
    "",
    season(q.month) === "winter"
      ? "It's the winter surf season (about October to April): the North Shore can get big, dangerous surf, while Poʻipū and the south shore are usually calmer for swimming. Winter is also humpback whale season."
      : "It's summer on Kauaʻi (about May to September): the North Shore is usually calm for swimming and snorkelling, and south swells can bring surf to Poʻipū.",
  );
  const article = articleFor(ctx, `${q.searchText} weather rain`, "weather");
  if (article?.months?.includes(q.month)) lines.push("", article.body);
  if (q.regions.includes("Waimea Canyon & Kokee") || /\b(kokee|canyon|mountains?|alakai)\b/.test(q.searchText)) {
    const kokee = ctx.kb.byId.get("waimea-canyon-kokee-tips");
    // (Not twice, when the canyon's own temperature line already leads.)
    if (!lines.some((line) => line.includes("warm layer")))
      lines.push(
        "",
        "Up in Kōkeʻe (about 3,000-4,000 ft) it is much cooler and wetter than the coast: bring a warm layer and a rain jacket.",
      );
    if (kokee) lines.push(kokee.body);
  }
  if (/\b(pack|packing|bring|wear)\b/.test(q.searchText)) {
    const pack = ctx.kb.byId.get("what-to-pack");
    if (pack) lines.push("", pack.body);
  }
  // "Can we hike the Kalalau Trail in December? Is it rainy?": the weather, then the place with its warnings.
  const named = q.places.filter((p) => isVisitable(p.facts) && unsafeReason(p, q) === null).slice(0, 2);
  if (named.length > 0) {
    lines.push(
      "",
      ...placeBlock(
        named.map((place) => ({ place, score: 0, reasons: [] })),
        q,
      ),
    );
    return { text: lines.join("\n"), picks: named };
  }
  if (!q.rainyRegion && q.regions.length === 1) {
    const picks = pickPlaces(ctx, { ...q, act: "recommend" }, 2);
    if (picks.length > 0) {
      lines.push("", `In the ${q.regions[0]}:`, ...placeBlock(picks, q));
      return { text: lines.join("\n"), picks: picks.map((p) => p.place) };
    }
  }
  if (q.rainyRegion) {
    const picks = pickPlaces(ctx, { ...q, act: "recommend" }, 3);
    if (picks.length > 0) {
      lines.push("", "Drier-side ideas for today:", ...placeBlock(picks, q));
      return { text: lines.join("\n"), picks: picks.map((p) => p.place) };
    }
  }
  return { text: lines.join("\n"), picks: [] };
}

/** The shore or mountain area a weather question is about, when it is not Līhuʻe. */
function weatherArea(q: Question): "mountains" | "north" | "south" | "west" | "east" | null {
  return weatherAreas(q)[0] ?? null;
}

type WeatherArea = "mountains" | "north" | "south" | "west" | "east";

/** Areas the weather question itself names (words or places), in order; not regions the engine inferred. */
function weatherAreas(q: Question): WeatherArea[] {
  const t = q.searchText;
  const named = q.places.map((p) => p.region);
  const found: { at: number; area: WeatherArea }[] = [];
  const add = (re: RegExp, area: WeatherArea, region: Region) => {
    const m = re.exec(t);
    if (m) found.push({ at: m.index, area });
    else if (named.includes(region)) found.push({ at: 999, area });
  };
  add(
    /\b(kokee|waimea canyon|the canyon|up there|up top|mountains?|alakai|kalalau lookout|at the top)\b/,
    "mountains",
    "Waimea Canyon & Kokee",
  );
  add(/\b(north shore|north side|northshore|hanalei|princeville|kilauea|haena|anini)\b/, "north", "North Shore");
  add(/\b(south shore|south side|southshore|poipu|koloa)\b/, "south", "South Shore");
  add(/\b(west side|westside|west shore|waimea(?! canyon)|kekaha|hanapepe|polihale)\b/, "west", "West Side");
  add(/\b(east side|eastside|east shore|kapaa|wailua|lihue|coconut coast)\b/, "east", "East Side");
  return found.sort((a, b) => a.at - b.at).map((f) => f.area);
}

const STATION_NOTE = "The only station figures I have are Līhuʻe Airport's, on the east coast at sea level:";

const AREA_LABEL = {
  mountains: "Kōkeʻe and the canyon",
  north: "the North Shore",
  east: "the east side",
  south: "the south shore around Poʻipū",
  west: "the west side",
} as const;
const WETTER: (keyof typeof AREA_LABEL)[] = ["mountains", "north", "east"];

function shoreWeatherLead(q: Question): string | null {
  const t = q.searchText;
  // "Rain in Hanalei vs Poʻipū?": two areas, the wetter one named first.
  const areas = [...new Set(weatherAreas(q))];
  const wet = areas.filter((a) => WETTER.includes(a));
  const dry = areas.filter((a) => !WETTER.includes(a));
  if (areas.length >= 2 && wet.length > 0 && dry.length > 0)
    return `${AREA_LABEL[wet[0] as keyof typeof AREA_LABEL].replace(/^./, (c) => c.toUpperCase())} gets more rain than ${AREA_LABEL[dry[0] as keyof typeof AREA_LABEL]}: the trade winds bring showers to the north and east sides and the mountains, while the south shore around Poʻipū and the west side are usually drier and sunnier. ${STATION_NOTE}`;
  const area = weatherArea(q);
  if (!area) return null;
  const asksCold = /\b(cold|chilly|cool|cooler|jacket|sweater|layers?|freezing|warm)\b/.test(t);
  const asksHot = /\b(hot|hotter|heat|humid|sunny|sunnier|sun)\b/.test(t);
  const asksRain = /\b(rain|rainy|rains|raining|wet|wetter|showers?|dry|drier)\b/.test(t);
  const asksWind = /\b(wind|windy|breezy|trade winds?)\b/.test(t);
  switch (area) {
    case "mountains":
      return `${asksCold ? "Yes, much cooler - " : ""}Up at Waimea Canyon and Kōkeʻe (about 3,000-4,000 ft) it is much cooler than at the coast, wetter, and windy at the rim: one visitor's car read 83°F below and the mid-60s at the Waimea Canyon Lookout. Bring a warm layer and a rain jacket. ${STATION_NOTE}`;
    case "north":
      return `${asksRain ? "Yes - " : ""}The North Shore (Hanalei, Princeville, Kīlauea, Hāʻena) is one of the wetter parts of the island: the trade winds bring showers to the north and east sides, so it rains there more often than at Līhuʻe${asksRain && season(q.month) === "summer" ? " - though in summer the showers often last only a few hours" : ""}. ${STATION_NOTE}`;
    case "south":
      return `${asksRain ? "Usually less than elsewhere - " : asksHot ? "Usually sunny - " : ""}The south shore around Poʻipū is one of the drier, sunnier sides of the island, so it is often sunny there while it rains on the North Shore or inland. ${STATION_NOTE}`;
    case "west":
      return `${asksRain ? "Usually not - " : asksHot ? "Yes, it is one of the sunniest parts - " : ""}The west side around Waimea, Hanapēpē and Kekaha is the driest and sunniest part of the island${asksHot ? ", so expect more sun and heat than at Līhuʻe" : ""}. ${STATION_NOTE}`;
    case "east":
      return `${asksWind ? "Often, yes - " : ""}The east side (Līhuʻe, Wailua, Kapaʻa) faces the trade winds, which bring it more showers than the south and west shores. ${STATION_NOTE}`;
  }
}

/** Questions about how warm the sea is. */
export const WATER_TEMPERATURE =
  /\b(warm enough (to|for) (swim|swimming|snorkel\w*|go in)|water temp\w*|ocean temp\w*|sea temp\w*|(water|ocean|sea) (be |is |get )?(too )?(cold|warm|chilly)|how (cold|warm) is the (air and (the )?)?(water|ocean|sea)|(air|weather) and (the )?(water|ocean|sea)( temp\w*)?|wetsuit)\b/;

/** "How long by taxi?": what the knowledge articles say about taxis on this route, or null. */
function taxiLine(ctx: ConciergeContext, q: Question, labels: string[]): string | null {
  if (!/\b(taxi|taxis|cab|cabs|uber|lyft|rideshare)\b/.test(q.searchText)) return null;
  const wanted = labels.map((l) => normalize(l).split(" ")[0] as string).filter(Boolean);
  if (/\bairport\b/.test(q.searchText)) wanted.push("airport");
  for (const article of ctx.kb.articles)
    for (const sentence of article.body.split(/(?<=\.)\s+/)) {
      const words = normalize(sentence);
      if (/\btaxis?\b/.test(words) && /\b\d+ minutes\b/.test(words) && wanted.some((w) => words.includes(w)))
        return sentence.slice(sentence.search(/taxis?\b/i)).replace(/^./, (c) => c.toUpperCase());
    }
  return null;
}

/** "About three hours": the road's end-to-end time as the driving article states it, or null. */
function statedEndToEnd(ctx: ConciergeContext): string | null {
  return (
    ctx.kb.byId
      .get("road-does-not-go-around")
      ?.body.match(/one end of the road to the other takes (about [^,.]+?) without stops/)?.[1] ?? null
  );
}

function drive(ctx: ConciergeContext, q: Question): Reply {
  const ends: { label: string; town: DriveTown }[] = [...(q.driveEnds ?? driveEndsOf(q))];
  // ("How long does the whole road take, end to end?": the article's stated time - session 12, probe 10.)
  const endToEnd = statedEndToEnd(ctx);
  if (ends.length < 2 && END_TO_END_ROAD.test(q.searchText) && endToEnd)
    return {
      text: `About ${endToEnd.replace(/^about /, "")} without stops: that is the road from Kēʻē, at the end of the North Shore road, to Polihale on the west side, one end to the other. There is no road along the Nā Pali coast, so it does not loop round - seeing both ends in one day means doubling back.`,
      picks: [],
    };
  if (
    ends.length < 2 &&
    /\b(around|round) (the (whole |entire )?island|kauai)\b|\bcircle the island\b/.test(q.searchText)
  ) {
    const end = driveBetween(ctx.kb, "Hāʻena", "Polihale");
    // (The article's stated end-to-end time before a sum of table legs - round 10.)
    const statedEnd = statedEndToEnd(ctx);
    const endTime = statedEnd ?? (end ? duration(end.minutes) : null);
    return {
      text: `No - you can't drive all the way around Kauaʻi: there is no road along the Nā Pali coast. The highway runs like a horseshoe from Kēʻē at the end of the North Shore road, down the east side through Kapaʻa and Līhuʻe, across the south to Waimea and out to Polihale. Seeing both ends in one day means doubling back${endTime ? `: the road from Kēʻē to Polihale alone is ${endTime} without stops, one way` : ""}, so most visitors do the North Shore and the west side on separate days.`,
      picks: [],
    };
  }
  // "How far is the Nā Pali coast from Poʻipū by car?": no road reaches it; the two road ends that look at it.
  if (/\bna ?pali\b/.test(q.searchText) && ends.length <= 1 && !/\b(around|round|circle)\b/.test(q.searchText)) {
    const from = ends[0] ?? { label: "Līhuʻe (the airport)", town: "Līhuʻe" as DriveTown };
    // (A summed route that doubles back - Princeville to Hāʻena through Līhuʻe - is no drive time.)
    const leg = (to: DriveTown) => {
      if (from.town === to) return "";
      const result = driveBetween(ctx.kb, from.town, to);
      return result && (result.stated || !doublesBack(result.via))
        ? `, ${duration(result.minutes)} from ${from.label}`
        : `, farther along the road from ${from.label}`;
    };
    const ways = [
      `Kēʻē Beach at the end of the North Shore road (Hāʻena State Park, entry reserved ahead), where the Kalalau Trail starts along the coast${leg("Hāʻena")}`,
      `the Kalalau Lookout at the top of Kōkeʻe, looking down into Kalalau Valley${leg("Kōkeʻe")}`,
    ];
    return {
      text: `You can't drive to the Nā Pali Coast itself: no road runs along it. You can drive to the two places where the roads end beside it: ${ways.join("; and ")} (without traffic). To see the whole coast, take a boat tour (from Port Allen on the west side) or a helicopter tour.`,
      picks: ["kauai-kee-beach", "kauai-kalalau-lookout"]
        .map((id) => ctx.directory.byId.get(id))
        .filter((p): p is DirectoryPlace => p !== undefined && isVisitable(p.facts) && !unsafeReason(p, q)),
    };
  }
  // ("Staying in Princeville, flight at 6 pm": to the airport - flight-time.ts, round 10.)
  const flight = flightAt(q.searchText) !== null;
  if (flight && ends.length === 1 && ends[0]?.town !== "Līhuʻe") ends.push({ label: "Līhuʻe Airport", town: "Līhuʻe" });
  if (flight && ends.length >= 2 && ends[0]?.town === "Līhuʻe") ends.push(...ends.splice(0, 1));
  if (ends.length === 1) ends.unshift({ label: "Līhuʻe (the airport)", town: "Līhuʻe" });
  const [from] = ends;
  let [, to] = ends;
  if (!from || !to)
    return {
      text: "Tell me where you're starting from and where you're going (for example \"Poʻipū to Hanalei\"), and I'll give you the usual drive time.",
      picks: [],
    };
  // "How long to drive to Kīpū Kai?", "drive from Hanalei to Kalalau Beach": no road reaches it (road-onward.ts).
  const toLabel = to.label;
  const endPlace = ctx.directory.places.find((p) => p.name === toLabel);
  const noDrive = endPlace?.facts ? noDriveLine(endPlace.name, endPlace.facts.access, ACCESS_WORDS) : null;
  if (noDrive && !noDrive.endsWith(":")) return { text: noDrive, picks: [] };
  // (A long hike's drive ends at the town where its trail starts, said as the trailhead.)
  if (noDrive) to = { ...to, label: `the trailhead at ${to.town}` };
  // "Can we keep driving from Kēʻē around to Polihale?": no road goes on; the long way round (road-onward.ts).
  const roadEnds = new Set([from.town, to.town]);
  if (roadOnwardAsked(q.searchText, [from.town, to.town])) {
    const leg = driveBetween(ctx.kb, from.town, to.town);
    const whole = roadEnds.has("Hāʻena") && roadEnds.has("Polihale") ? statedEndToEnd(ctx) : null;
    return { text: noRoadOnward(from.label, to.label, whole ?? (leg ? duration(leg.minutes) : null)), picks: [] };
  }
  // "Kēʻē to Polihale, one end of the road to the other": the article's stated time, not a sum of table legs
  // (round 10: the summed legs said 2 hours against the article's "about three hours").
  if (roadEnds.has("Hāʻena") && roadEnds.has("Polihale") && !ASKS_WALK.test(q.searchText)) {
    const stated = ctx.kb.byId
      .get("road-does-not-go-around")
      ?.body.split(/(?<=\.)\s+/)
      .find((t) => /one end of the road to the other/.test(t));
    if (stated)
      return {
        text: `${from.label} to ${to.label} is the whole road, one end to the other. ${stated}`,
        picks: q.places.filter((p) => isVisitable(p.facts) && !unsafeReason(p, q)).slice(0, 2),
      };
  }
  // "Can we walk from Kēʻē to Polihale?", "Kōloa to Poʻipū Beach walking": no walking times (walking.ts, round 10).
  if (ASKS_WALK.test(q.searchText)) {
    const road = from.town !== to.town ? driveBetween(ctx.kb, from.town, to.town) : null;
    const walk = walkingReply(
      q.searchText,
      { ...from, point: endPoint(ctx, from) },
      { ...to, point: endPoint(ctx, to) },
      roadEnds.has("Hāʻena") && roadEnds.has("Polihale") && statedEndToEnd(ctx)
        ? `${statedEndToEnd(ctx)} without stops, one end of the road to the other`
        : road && (road.stated || !doublesBack(road.via))
          ? `${duration(road.minutes)} without traffic`
          : null,
    );
    if (walk) return { text: walk, picks: [] };
  }
  // Two points on the road up the canyon (the two lookouts): the miles between their markers at the
  // stated climb's pace (canyon-road.ts), never a route down to the coast and back up.
  const fromPlace = ctx.directory.places.find((p) => p.name === from.label) ?? null;
  const toPlace = ctx.directory.places.find((p) => p.name === to.label) ?? null;
  const stretch = canyonStretch({ town: from.town, place: fromPlace }, { town: to.town, place: toPlace });
  if (stretch)
    return {
      text: `${from.label} and ${to.label} are about ${Math.max(1, Math.round(stretch.miles))} road mile${Math.round(stretch.miles) <= 1 ? "" : "s"} apart on the way up Waimea Canyon (by the mile markers): ${duration(stretch.minutes)} by car (an estimate at the pace of the whole climb, about ${CANYON_CLIMB.minutes} minutes for the ${CANYON_CLIMB.miles} miles from Waimea town up to the Kalalau Lookout). The road is winding and clouds can close in: drive it slowly.`,
      picks: q.places.filter((p) => isVisitable(p.facts) && !unsafeReason(p, q)).slice(0, 2),
    };
  // Two ends in the same corner of the island (Poʻipū Beach and Spouting Horn): the town table says
  // nothing useful, so say how far apart they are instead of routing through another town.
  const fromPoint = endPoint(ctx, from);
  const toPoint = endPoint(ctx, to);
  const stated = from.town !== to.town && driveBetween(ctx.kb, from.town, to.town)?.stated === true;
  if (fromPoint && toPoint && !stated) {
    const km = distanceKm(fromPoint[0], fromPoint[1], toPoint[0], toPoint[1]);
    const taxi = taxiLine(ctx, q, [from.label, to.label]);
    if (km < 8 || from.town === to.town)
      return {
        text: `${taxi ? `${taxi}\n\n` : ""}${from.label} and ${to.label} are close together: about ${Math.max(1, Math.round(km * 0.62))} mile${km * 0.62 >= 1.5 ? "s" : ""} apart in a straight line, a short local drive of roughly ${localMinutes(km)} minutes (an estimate: our drive table only covers town-to-town trips).`,
        picks: q.places.filter((p) => isVisitable(p.facts) && !unsafeReason(p, q)).slice(0, 2),
      };
  }
  const result = driveBetween(ctx.kb, from.town, to.town);
  // A summed route that drives past one end and back is not a drive time: say how far apart they are.
  if (result && !result.stated && !result.upTo && doublesBack(result.via) && fromPoint && toPoint) {
    const miles = Math.max(1, Math.round(distanceKm(fromPoint[0], fromPoint[1], toPoint[0], toPoint[1]) * 0.62));
    return {
      // (One-lane bridges are on the North Shore road; the road past Kekaha to Polihale ends in about 5 miles of dirt.)
      text: `${from.label} and ${to.label} are on the same stretch of road, about ${miles} miles apart in a straight line; our drive table has no stated time for that stretch, so allow extra time${[from.town, to.town].some((t) => TOWN_REGION[t] === "North Shore") ? " for the narrow road and one-lane bridges" : [from.town, to.town].includes("Polihale") ? ": the last stretch to Polihale is a rough dirt road of about 5 miles" : ""}.`,
      picks: q.places.filter((p) => isVisitable(p.facts) && !unsafeReason(p, q)).slice(0, 2),
    };
  }
  if (!result) return { text: `I don't have a reliable drive time between ${from.label} and ${to.label}.`, picks: [] };
  // A canyon place past the table's point (the Kalalau Lookout, 3 miles beyond Kōkeʻe): the rest of the climb.
  const beyond = Math.max(milesBeyond(toPlace, to.town), milesBeyond(fromPlace, from.town));
  const beyondTown = milesBeyond(toPlace, to.town) > 0 ? to.town : from.town;
  const human = duration(result.minutes + (beyond > 0 ? canyonMinutes(beyond) : 0));
  const miles = result.miles && beyond === 0 ? `, ${Math.round(result.miles)} miles` : "";
  const upTo = beyond
    ? ` (${result.minutes} minutes to ${beyondTown}, then about ${Math.round(beyond)} miles more up the same road)`
    : result.upTo
      ? ` (that is the time up to ${result.upTo}, a little farther along the same road)`
      : "";
  // ("Līhuʻe to the Kalalau trailhead": a place is timed from the table's town nearest it, said so - round 10.)
  const placeEnds = [from, to].filter(
    (e) => q.places.some((p) => p.name === e.label) && !normalize(e.label).includes(normalize(e.town)),
  );
  const measuredTo =
    placeEnds.length && beyond === 0
      ? ` (our drive table times ${placeEnds.map((e) => `${e.label} from ${e.town}, the nearest town on its road`).join(" and ")})`
      : "";
  const lines = [
    `${from.label} to ${to.label} is ${human}${miles} by car without traffic${result.via.length > 2 && !result.upTo && !beyond ? `, via ${result.via.slice(1, -1).join(", ")}` : ""}${upTo}${measuredTo}.`,
    "",
    "Allow extra time through Kapaʻa and Līhuʻe at rush hour. There is no road around the Nā Pali coast: the North Shore road ends at Kēʻē and the west side road ends past Polihale, so the island is a horseshoe.",
  ];
  if (noDrive) lines.unshift(noDrive);
  const catching = flight ? flightLine(q.searchText, result.minutes + (beyond > 0 ? canyonMinutes(beyond) : 0)) : null;
  if (catching) lines.unshift(catching, "");
  // ("Trying to make a 9am parking slot": when to leave - arrive-by.ts, round 11.)
  const slot = catching
    ? null
    : arriveByLine(q.searchText, from.label, result.minutes + (beyond > 0 ? canyonMinutes(beyond) : 0), human);
  if (slot) lines.unshift(slot, "");
  const picks = q.places.filter((p) => isVisitable(p.facts) && !unsafeReason(p, q)).slice(0, 2);
  return { text: lines.join("\n"), picks };
}

/** A rough local drive time from a straight-line distance: winding roads (about twice the straight line) at about 25 mph, in 5-minute steps. */
function localMinutes(km: number): string {
  const minutes = Math.max(5, Math.round((km * 0.62 * 2 * 2.4) / 5) * 5);
  return minutes <= 5 ? "5" : `${minutes - 5}-${minutes}`;
}

/** Where a drive end is: the named place's own pin, else the town centre. */
function endPoint(ctx: ConciergeContext, end: { label: string; town: DriveTown }): [number, number] | null {
  const place = ctx.directory.places.find((p) => p.name === end.label);
  if (place?.latitude != null && place.longitude != null) return [place.latitude, place.longitude];
  return TOWN_POINTS[end.town] ?? null;
}

/** "about 45 minutes", "about 1 hour (60 minutes)", "about 1 hour 30 minutes (90 minutes)". */
export function duration(minutes: number): string {
  if (minutes < 60) return `about ${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} hour${hours > 1 ? "s" : ""}${rest ? ` ${rest} minutes` : ""} (${minutes} minutes)`;
}

/** Hours ashore from "8am to 5pm" / "9-4", else null. */
function hoursAshore(text: string): number | null {
  const m = text.match(/\b(\d{1,2}) ?(?:am)? ?(?:to|till|until|-) ?(\d{1,2}) ?(?:pm)?\b/);
  if (!m) return null;
  const start = Number(m[1]);
  let end = Number(m[2]);
  if (end <= start) end += 12;
  const hours = end - start;
  return hours > 0 && hours <= 14 ? hours : null;
}

/** A cruise-ship day: the drive from the pier to what the visitor named, whether it fits, and what is close. */
function cruise(ctx: ConciergeContext, q: Question): Reply {
  const lines: string[] = [];
  const port = "Līhuʻe" as const;
  const target = q.places.find((p) => p.latitude !== null && p.longitude !== null);
  const targetTown =
    target?.latitude != null && target.longitude != null
      ? nearestTown(target.latitude, target.longitude)
      : q.towns.find((t) => t !== port);
  const ashore = hoursAshore(q.searchText);
  if (targetTown && targetTown !== port) {
    const leg = driveBetween(ctx.kb, port, targetTown);
    const label = target?.name ?? targetTown;
    if (leg) {
      const roundTrip = leg.minutes * 2;
      const spare = ashore !== null ? ashore * 60 - roundTrip - 60 : null;
      const verdict =
        spare === null
          ? `the round trip alone is ${duration(roundTrip)}`
          : spare >= 90
            ? `the round trip is ${duration(roundTrip)}, so with ${ashore} hours ashore it is doable, but leave as soon as you are off the ship`
            : spare >= 30
              ? `the round trip is ${duration(roundTrip)}, so with ${ashore} hours ashore it is tight: you would have only ${duration(spare)} there`
              : `the round trip is ${duration(roundTrip)}, so with ${ashore} hours ashore it does not fit safely`;
      lines.push(
        `From the cruise pier at Nāwiliwili (Līhuʻe), ${label} is ${duration(leg.minutes)} each way by car without traffic: ${verdict}. Be back at the pier at least an hour before all-aboard - the ship will not wait.`,
        "",
      );
    }
  }
  const article = ctx.kb.byId.get("cruise-day-nawiliwili");
  if (article) lines.push(article.body);
  const [lat, lon] = TOWN_POINTS[port];
  const named = target && isVisitable(target.facts) && unsafeReason(target, q) === null ? [target] : [];
  // ("Kids want to swim somewhere close to the port": beaches that suit them, not the ship's own "boat" - session 12,
  // dev20.)
  const inWater = q.activities.some((a) => a === "swim" || a === "snorkel");
  const nearQuestion: Question = {
    ...q,
    act: "recommend",
    places: [],
    regions: [],
    ...(inWater
      ? { categories: ["Beach"], activities: q.activities.filter((a) => a !== "boat" && a !== "kayak") }
      : {}),
    anchor: { lat, lon, label: "the cruise pier", placeId: null },
  };
  // The port-day article's own places come first (a short walk or drive from the pier, no booking), when
  // they meet the visitor's constraints; then whatever else is near the pier.
  const fromArticle: Scored[] = named.length
    ? []
    : (article?.placeIds ?? [])
        .map((id) => ctx.directory.byId.get(id))
        .filter((p): p is DirectoryPlace => p !== undefined && fits(p, { ...nearQuestion, categories: [] }))
        .slice(0, 2)
        .map((place) => ({ place, score: 0, reasons: [] as string[] }));
  const near = pickPlaces(ctx, nearQuestion, 3 - named.length - fromArticle.length + 2)
    .filter((p) => !named.includes(p.place) && !fromArticle.some((a) => a.place === p.place))
    .slice(0, 3 - named.length - fromArticle.length);
  const entries: Scored[] = [
    ...named.map((place) => ({ place, score: 0, reasons: [] as string[] })),
    ...fromArticle,
    ...near,
  ];
  if (entries.length > 0) lines.push("", "Good choices for a port day:", ...placeBlock(entries, q));
  return { text: lines.join("\n"), picks: entries.map((e) => e.place) };
}

function knowledgeAnswer(ctx: ConciergeContext, q: Question, fallbackTopic?: KnowledgeArticle["topic"]): string | null {
  const article = (fallbackTopic && articleFor(ctx, q.searchText, fallbackTopic)) || articleFor(ctx, q.searchText);
  return article ? articleText(article) : null;
}

/** "Yes - it is paved ..." / "Not really - ..." for a wheelchair, stroller or walker question, else null. */
function accessibilityLine(place: DirectoryPlace, q: Question): string | null {
  if (
    !/\b(paved|stroller|wheelchair|wheel chair|pushchair|buggy|walker|mobility scooter|cane|crutches|walking stick)\b/.test(
      q.searchText,
    )
  )
    return null;
  const facts = place.facts;
  // A paved path in the access note counts only where the facts also rate the place wheelchair-friendly
  // (Spouting Horn's short paved walk is not rated wheelchair-accessible in its facts).
  const paved =
    /\bpaved\b/i.test(place.description) ||
    (facts?.suitability.wheelchair === true &&
      /\bpaved (path|paths|walkway|trail|loop)\b/i.test(facts.access.note ?? ""));
  // Named as the visitor named it: a cane or crutches, a walker, a wheelchair or a stroller.
  const aid = /\b(cane|crutches|walking stick)\b/.test(q.searchText)
    ? "a cane or crutches"
    : /\b(walker|mobility scooter)\b/.test(q.searchText)
      ? "a walker"
      : "a wheelchair or stroller";
  // Someone who walks with a cane or a walker: a short paved walk is the answer, even where the directory does
  // not rate the place for wheelchairs (Spouting Horn; round 9).
  const note = facts?.access.note ?? "";
  if (
    !facts?.suitability.wheelchair &&
    !paved &&
    aid !== "a wheelchair or stroller" &&
    /\bpaved\b/i.test(note) &&
    (facts?.access.mode === "roadside" || facts?.access.mode === "short-walk")
  )
    return `Usually yes - the walk at ${place.name} is short and paved: ${endSentence(note)} Our directory does not rate it as wheelchair-accessible, so go at your own pace.`;
  return facts?.suitability.wheelchair || paved
    ? `Yes - ${place.name} is ${paved ? "paved" : "accessible"} and works with ${aid}.`
    : `Not really - ${place.name} is not paved or step-free, so ${aid === "a cane or crutches" ? "someone on a cane or crutches" : aid} will struggle.`;
}

/** "Can we take some glass home?": collecting things from a beach or shore. */
const TAKE_THINGS =
  /\b(take|taking|collect|collecting|keep|bring|pick up|picking up|grab|gather|pocket)\b(?: \w+){0,3} (glass|sea glass|shells?|seashells?|sand|rocks?|stones?|lava rocks?|coral|pebbles?)\b|\b(fill|filling) (up )?(a |the |our |some )?(jar|jars|bag|bags|bottle|bucket|container)\b|\btake (it|them|some) home\b|\bas (a )?souvenirs?\b/;
/** Camping at a named place. */
const ASKS_CAMPING = /\b(camp|camping|campsite|campground|tent|overnight)\b/;
/** "Do we need anything?", "do we need to book?": what has to be arranged beforehand. */
const ASKS_NEEDS =
  /\b(do|will|would) (we|i|you) need (anything|something|to (book|reserve|buy|get|bring))|\bneed (a |an )?(reservation|booking|pass|passes|tickets?|permit)\b|\bwhat do (we|i) need\b|\banything (we|i) need\b/;

const ASKS_SWIM =
  /\b(can|could|should) (we|i|you|u|the kids|they) (\w+ ){0,2}(swim|snorkel|go in|get in)\b|\b(safe|ok|okay) (to|for) (swim|snorkel)\w*\b/;
const ASKS_WALK_LENGTH =
  /\bhow (long|far) (is|s) (the|that|this) (hike|walk|trail)\b|\bhow (far|long) (do|will|would|must) (you|we|i|u) (have to )?(walk|hike)\b|\bhow far (is|s) (the|that) (walk|hike)\b/;
const ASKS_DRIVE = /\bhow (long|far) (is it|is the drive|s the drive|does it take|to drive) (from|to)\b/;

/**
 * Many visitors ask two things at once ("can we swim there? and how long is the hike?"). The reply leads with
 * the main act's answer; a second question about the same named place gets its own short answer after it.
 */
function withSecondQuestions(ctx: ConciergeContext, q: Question, reply: Reply): Reply {
  const place = q.places[0];
  if (!place || q.language !== "en") return reply;
  const text = q.searchText;
  const extra: string[] = [];
  const facts = place.facts;
  const alreadyWarned = /\b(not safe|usually dangerous|do not swim|don't swim)\b/i.test(reply.text);
  if (ASKS_SWIM.test(text) && q.act !== "safety" && facts?.ocean && !alreadyWarned) {
    const condition = oceanConditionIn(facts, q.month);
    if (condition === "dangerous")
      extra.push(
        `Swimming: no - the water at ${place.name} is usually dangerous in ${monthName(q.month)}; do not swim there.`,
      );
    else if (condition === "caution")
      extra.push(`Swimming: only with care in ${monthName(q.month)} - go in only on calm days, near a lifeguard.`);
  }
  const firstLine = reply.text.split("\n")[0] ?? "";
  if (ASKS_WALK_LENGTH.test(text) && !/\b(\d+(\.\d+)?|one|two|three|four|five|a) miles?\b/i.test(firstLine)) {
    const a = facts?.access;
    if (a?.distanceMiles)
      extra.push(
        `The walk: about ${a.distanceMiles} miles round trip${a.elevationGainFeet ? ` with about ${a.elevationGainFeet} ft of climbing` : ""}${a.note ? ` (${endSentence(a.note).replace(/\.$/, "")})` : ""}.`,
      );
    else if (a?.note && /\bmiles?\b/.test(a.note)) extra.push(`The walk: ${endSentence(a.note)}`);
  }
  // "Can we take some glass home?": what the place's facts say about taking things, else to leave them.
  if (TAKE_THINGS.test(text)) {
    const sentence = [place.description, ...(facts?.safetyNotes ?? [])]
      .flatMap((t) => t.split(/(?<=[.;])\s+|:\s+/))
      .find((t) => /\b(leave|don't take|do not take|not take|illegal|protected|prohibited)\b/i.test(t));
    extra.push(
      sentence
        ? `Taking things home: ${endSentence(sentence.replace(/^[a-z]/, (c) => c.toUpperCase()))}`
        : "Taking things home: please leave sand, rocks, shells and coral where they are for the next visitor.",
    );
  }
  // "Camping at Polihale - is the water ok?": the camping permit too.
  if (ASKS_CAMPING.test(text) && !/\bpermit\b/i.test(reply.text)) {
    const sentence = [
      facts?.reservation?.note ?? "",
      facts?.access.note ?? "",
      place.entranceFee ?? "",
      ...(facts?.safetyNotes ?? []),
    ]
      .flatMap((t) => t.split(/(?<=[.;])\s+|;\s+/))
      .find((t) => /\bcamp/i.test(t) && /\bpermit/i.test(t));
    extra.push(
      sentence
        ? `Camping: ${endSentence(sentence.replace(/^[a-z]/, (c) => c.toUpperCase()))}`
        : `Camping: our directory doesn't list camping at ${place.name}; camping on Kauaʻi is allowed only at designated county and state park campgrounds, with a permit booked in advance.`,
    );
  }
  // "Do we need anything?": the reservation, when one is needed and the reply has not said so.
  if (ASKS_NEEDS.test(text) && facts?.reservation?.required && !/\breserv/i.test(reply.text))
    extra.push(
      `Booking: ${endSentence(facts.reservation.note)}${facts.reservation.url ? ` Book at ${facts.reservation.url}.` : ""}`,
    );
  if (
    (ASKS_DRIVE.test(text) || (q.act === "howto" && /\bfrom (the )?\w+/.test(text) && q.towns.length > 0)) &&
    q.act !== "drive"
  ) {
    const driveReply = drive(ctx, { ...q, act: "drive" });
    if (/ is about /.test(driveReply.text)) extra.push(driveReply.text.split("\n")[0] as string);
  }
  if (extra.length === 0) return reply;
  const [lead, ...rest] = reply.text.split("\n");
  return { ...reply, text: [lead, ...extra, ...rest].join("\n") };
}

/** The reply with `lines` put right after its lead line (a blank line before them). */
function afterLead(reply: Reply, ...lines: string[]): Reply {
  const [lead, ...rest] = reply.text.split("\n");
  return { ...reply, text: [lead, "", ...lines, ...rest].join("\n") };
}

const FACILITIES = /\b(restrooms?|toilets?|bathrooms?|washrooms?|showers?|loos?|porta potty|changing rooms?)\b/;
const PARKING = /\b(parking|park the car|where (do|can) (we|i) park|car park|parking lot)\b/;

/** "Spouting Horn parking?": what the place's facts say about parking, or that they don't say. */
function parkingLine(place: DirectoryPlace): string {
  const facts = place.facts;
  const sentence = [
    place.description,
    facts?.access.note ?? "",
    place.entranceFee ?? "",
    facts?.reservation?.note ?? "",
  ]
    .flatMap((t) => t.split(/(?<=[.;])\s+/))
    .sort((a, b) => Number(/\bparking\b/i.test(b)) - Number(/\bparking\b/i.test(a)))
    .find((t) => /\b(parking|lot|stalls|pull-off|pull off|park (at|on|in|along|by))\b/i.test(t));
  if (sentence) return `Parking at ${place.name}: ${endSentence(sentence.replace(/[;,:]\s*$/, ""))}`;
  return facts?.access.mode === "roadside"
    ? `${place.name} is right by the road; our directory doesn't record the size of its parking area, so come early on busy days.`
    : `Our directory doesn't record parking details for ${place.name}; come early on busy days.`;
}

/** "Are there toilets?": what the place's facts say about restrooms, or that the directory does not record them. */
function facilitiesLine(place: DirectoryPlace): string {
  const facts = place.facts;
  const texts = [
    place.description,
    facts?.access.note ?? "",
    facts?.hoursNote ?? "",
    facts?.ocean?.note ?? "",
    ...(facts?.safetyNotes ?? []),
  ];
  const sentence = texts
    .flatMap((t) => t.split(/(?<=[.;])\s+/))
    .find((t) => /\b(restrooms?|toilets?|bathrooms?|showers?|facilities)\b/i.test(t));
  // The directory's own list of facilities answers it first ("Restrooms", "Showers").
  const listed = place.facilities.filter((f) => /\b(restrooms?|toilets?|showers?|changing)\b/i.test(f));
  // (A note that they are closed wins over the list: "the restroom was closed from April 2024".)
  if (listed.length > 0 && !(sentence && /\b(closed|not open|out of service|no longer)\b/i.test(sentence)))
    return `Yes - ${place.name} has ${listed.map((f) => f.toLowerCase()).join(" and ")}${sentence ? `. ${endSentence(sentence.replace(/[;,:]\s*$/, ""))}` : "."}`;
  return sentence
    ? `Restrooms at ${place.name}: ${endSentence(sentence.replace(/[;,:]\s*$/, ""))}`
    : `Our directory doesn't record restrooms or showers at ${place.name}, so I can't promise any - plan a stop before you go.`;
}

/** Things visitors ask about a place that the directory records only in passing, if at all. */
const UNRECORDED: [RegExp, RegExp, string][] = [
  // ("Can my kids go pet it" - a monk seal - is touching wildlife, not pets: probe 11.)
  [/\b(dogs?|pets)\b|\bpet(?! (it|them|him|her|the|a|one|turtles?|seals?|honu))\b/, /\b(dogs?|pets?)\b/i, "dogs"],
  [/\b(cell|signal|reception|coverage|wifi)\b/, /\b(cell|signal|reception|coverage)\b/i, "cell coverage"],
  [/\b(shade|shady)\b/, /\b(shade|shady|unshaded)\b/i, "shade"],
  [/\b(drones?)\b/, /\bdrones?\b/i, "drones"],
  [/\b(alcohol|beer|wine|drinking)\b/, /\b(alcohol|beer|wine)\b/i, "alcohol"],
];

/** The message without the words of the place's own name and aliases. */
function withoutName(text: string, place: DirectoryPlace): string {
  const own = new Set(normalize([place.name, ...place.aliases].join(" ")).split(" "));
  return text
    .split(" ")
    .filter((w) => !own.has(w))
    .join(" ");
}

/** "Are dogs allowed?": what the place's facts say about it, or that the directory does not record it. */
function unrecordedLine(place: DirectoryPlace, text: string): string {
  const [, about, label] = UNRECORDED.find(([re]) => re.test(text)) as [RegExp, RegExp, string];
  const facts = place.facts;
  const sentence = [
    place.description,
    facts?.access.note ?? "",
    ...(facts?.safetyNotes ?? []),
    facts?.ocean?.note ?? "",
  ]
    .flatMap((t) => t.split(/(?<=[.;])\s+/))
    .find((t) => about.test(t));
  return sentence
    ? `About ${label} at ${place.name}: ${endSentence(sentence.replace(/[;,:]\s*$/, ""))}`
    : `Our directory doesn't record ${label} at ${place.name}, so check the posted signs or with the park before you go.`;
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const DAY_WORD = "(sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|sday|rsday|urday)?";

function dayIndex(word: string): number {
  return WEEKDAYS.findIndex((d) => d.startsWith(word.toLowerCase().slice(0, 3)));
}

/** "Is it open on Saturday?": yes or no from the place's opening days, when they are known; else null. */
function openOnDay(place: DirectoryPlace, text: string): string | null {
  const asked = text.match(new RegExp(`\\b(on |this |next )?${DAY_WORD}s?\\b`));
  const weekend = /\b(weekend|weekends)\b/.test(text);
  if (!asked && !weekend) return null;
  const days = weekend ? [6, 0] : [dayIndex(asked?.[2] ?? "")];
  const facts = place.facts;
  // "Can we go on Sunday?": a sentence of the facts that rules that day out ("no tours on Saturdays or Sundays").
  const dayNames = days.map((d) => WEEKDAYS[d] as string).filter(Boolean);
  const ruledOut = [facts?.hoursNote ?? "", facts?.reservation?.note ?? "", place.description]
    .flatMap((t) => t.split(/(?<=[.;])\s+|:\s+/))
    .find(
      (t) =>
        dayNames.some((d) => new RegExp(`\\b${d}s?\\b`, "i").test(t)) &&
        /\b(no|not|closed|except|weekdays only)\b/i.test(t),
    );
  if (ruledOut)
    return `No - ${place.name} is not usually an option on ${weekend ? "the weekend" : `${dayNames[0]?.replace(/^./, (c) => c.toUpperCase())}s`}: ${endSentence(ruledOut.replace(/[;,:]\s*$/, ""))} Check before going.`;
  if (!/\b(open|closed|hours)\b/.test(text)) return null;
  let openDays: Set<number> | null = null;
  let listed = "";
  if (facts?.hours && facts.hours.length > 0) {
    openDays = new Set(facts.hours.flatMap((period) => period.days));
    listed = [...openDays]
      .sort()
      .map((d) => WEEKDAYS[d])
      .join(", ");
  } else if (facts?.hoursNote && !/\b(changed|not confirmed|unconfirmed)\b/i.test(facts.hoursNote)) {
    const range = new RegExp(`\\b${DAY_WORD}\\.? ?(?:–|-|to|through|thru) ?${DAY_WORD}\\b`, "gi");
    const ranges = [...facts.hoursNote.matchAll(range)];
    if (ranges.length === 1) {
      const [from, to] = [dayIndex(ranges[0]?.[1] ?? ""), dayIndex(ranges[0]?.[2] ?? "")];
      if (from >= 0 && to >= 0) {
        openDays = new Set<number>();
        for (let d = from; ; d = (d + 1) % 7) {
          openDays.add(d);
          if (d === to) break;
        }
        listed = ranges[0]?.[0] ?? "";
      }
    }
  }
  if (!openDays || days.some((d) => d < 0)) return null;
  const dayName = weekend ? "the weekend" : `${WEEKDAYS[days[0] as number]}s`.replace(/^./, (c) => c.toUpperCase());
  const note = facts?.hoursNote ? ` (${facts.hoursNote.replace(/\.$/, "")})` : "";
  return days.every((d) => openDays.has(d))
    ? `Yes - ${place.name} is usually open on ${dayName}${note}. Check before going.`
    : `No - ${place.name} is usually closed on ${dayName}: its listed days are ${listed}${note}. Check before going.`;
}

/**
 * The group asked about is one the place's facts say it does not suit (toddlers, children, beginners). One
 * rule for both uses (round 9 merged the water answers' `unsuitedFor` into it): in the water (`water`)
 * teenagers count as children; on land a trail or tour not rated for children does not rule teenagers out.
 */
function notRatedFor(place: DirectoryPlace, q: Question, water = false): boolean {
  const s = place.facts?.suitability;
  if (!s || !who(q)) return false;
  return (
    (q.party.toddler && !s.toddlers) ||
    (q.party.kids && (water || !q.party.teens) && !s.kids) ||
    (q.party.beginner && !s.beginners)
  );
}

/** "Hike to", "walk down to", "trek in to": the way to a place is what is asked. */
const HIKE_THERE = /\b(hike|hiking|walk|walking|trek|trekking|trail) (to|down to|in to|into|out to|over to)\b/;
const SWIM_WORDS =
  /\b(swim|swims|swimming|swimmable|snorkel\w*|a dip|take a dip|go in the water|get in the water|jump in|wade|wading|float|boogie ?board\w*|bodyboard\w*|paddle ?board\w*|stand up paddl\w*|sup)\b/;
const NO_SWIM_SAID =
  /\b(do not swim|don't swim|dont swim|not safe for swimming|no swimming|never swim|stay out of the water|usually dangerous)\b/i;

/**
 * A plan that includes a swim where the water is dangerous that month ("hike to Hanakāpīʻai and swim there",
 * "Polihale for sunset, maybe swim"): whatever else the reply answers (a permit, a plan, a drive), it says
 * plainly not to swim there first. Places are found by every name in the message, even inside a longer name
 * ("the Kalalau Trail to Hanakāpīʻai Beach"). A waterfall whose notes forbid swimming counts too (round 8).
 */
function noSwimLines(ctx: ConciergeContext, q: Question, replyText: string): string[] {
  if (!SWIM_WORDS.test(q.searchText)) return [];
  const padded = ` ${q.searchText} `;
  const lines: string[] = [];
  // Each place's longest name in the message (the first of equal length), without an array per place.
  const matched: { place: DirectoryPlace; name: string }[] = [];
  for (const place of ctx.directory.places) {
    let name: string | undefined;
    for (const n of place.names)
      if (n.length >= 3 && (name === undefined || n.length > name.length) && padded.includes(` ${n} `)) name = n;
    if (name !== undefined) matched.push({ place, name });
  }
  // ("Hanakāpīʻai" inside "Hanakāpīʻai Beach" is the beach, not also the falls; the water keeps its own name.)
  const words = q.searchText.split(" ");
  const swimAt = [...q.searchText.matchAll(new RegExp(SWIM_WORDS.source, "g"))].map(
    (m) => q.searchText.slice(0, m.index).split(" ").length - 1,
  );
  const near = (name: string) => {
    const n = name.split(" ").length;
    for (let i = 0; i + n <= words.length; i++) {
      if (words.slice(i, i + n).join(" ") !== name) continue;
      // The swim is said within a few words after the place, or just before it ("swim at Polihale").
      if (swimAt.some((at) => (at >= i + n && at - (i + n) <= 8) || (at < i && i - at <= 5))) return true;
    }
    return false;
  };
  const named = matched.filter(
    (m) =>
      near(m.name) &&
      !matched.some(
        (o) =>
          o.place !== m.place &&
          o.name.length > m.name.length &&
          o.name.includes(m.name) &&
          // (The water a trail's name ends at - "… to Hanakāpīʻai Beach" - is still that beach.)
          !(m.place.facts?.ocean && o.name.endsWith(` ${m.name}`)),
      ),
  );
  const namedWater = named.filter((m) => oceanConditionIn(m.place.facts, q.month) === "dangerous");
  for (const { place } of named) {
    if (lines.length >= 3) break;
    const sentences = replyText.split(/(?<=[.!?])\s+/).filter((t) => t.includes(place.name));
    if (
      sentences.some((t) => NO_SWIM_SAID.test(t)) ||
      replyText.startsWith(`No - ${place.name}`) ||
      // (The reply already says no about the place asked about: "No - do not climb down to the base".)
      (/^No\b/.test(replyText) && place === q.places[0])
    )
      continue;
    const notes = place.facts?.safetyNotes ?? [];
    if (oceanConditionIn(place.facts, q.month) === "dangerous") {
      const why = notes
        .find((n) => /\b(rip|current|drown|shore ?break|surf|swept|waves?)\b/i.test(n))
        ?.replace(/^(do not swim|don't swim)[:;,]?\s*/i, "");
      lines.push(
        `Don't swim at ${place.name} in ${monthName(q.month)}: its water is usually dangerous then${why ? ` - ${why.charAt(0).toLowerCase()}${why.slice(1).replace(/\.$/, "")}` : ""}.`,
      );
    } else if (!place.facts?.ocean || isFreshWater(place)) {
      const forbidding = notes.find(
        (n) =>
          /^(do not|don't|never)\b[^.]*\bswim/i.test(n) &&
          // (A note about another place the message names - "Hanakāpīʻai Beach on the way" - is said there.)
          !namedWater.some((w) => w.place !== place && n.includes(w.place.name)),
      );
      if (forbidding)
        lines.push(`Don't swim at ${place.name}: ${forbidding.charAt(0).toLowerCase()}${forbidding.slice(1)}`);
    }
  }
  return lines;
}

/** Reasons a named dry place does not suit the group that still leave it on the card (the subject of the answer). */
const SUBJECT_BLOCKS = new Set(["not suited to toddlers", "not suited to children", "too hard for this group"]);
/** A tour or activity has its operator's age limit: one that does not suit the group is not shown. */
const subjectCard = (place: DirectoryPlace, reason: string | null): DirectoryPlace[] =>
  isVisitable(place.facts) &&
  !place.facts?.ocean &&
  !OCEAN_CATEGORIES.has(place.category) &&
  // (A dry activity - a zipline, an ATV ranch - stays the subject; one on the water never does - probe 12.)
  !(
    place.category === "Activity" &&
    /\b(surf|snorkel|kayak|boat|raft|paddle|tubing|canoe|dive|diving|catamaran|sail|river|helicopter)\w*/i.test(
      place.name,
    )
  ) &&
  reason !== null &&
  SUBJECT_BLOCKS.has(reason)
    ? [place]
    : [];

function aboutPlace(ctx: ConciergeContext, asked: Question, place: DirectoryPlace): Reply {
  const facts = place.facts;
  const lines: string[] = [];
  // A beach is about its water: when the water is dangerous this month, a question about the beach is
  // answered as a water question (warning first, calmer alternatives), never with the beach as a card.
  // (Only when the visitor would go in: "is it ok for the kids", not "is Glass Beach worth a stop".)
  const dangerousBeach =
    (place.category === "Beach" || place.category === "Surf Spot") &&
    oceanConditionIn(facts, asked.month) === "dangerous" &&
    (asked.act === "yesno" || asked.act === "recommend") &&
    asked.activities.length === 0 &&
    /\b(ok|okay|safe|fine|good) (for|to|with)\b|\b(go in|get in|in the water|play in)\b/.test(wantedActions(asked));
  const q: Question = dangerousBeach ? { ...asked, activities: ["swim"] } : asked;
  const building = buildingWater(ctx, q, place);
  if (building) return building;
  let easierWanted = false;
  const blocked = unsafeReason(place, q) ?? restaurantPartyMiss(place, q);
  if (blocked === "dangerous water this season")
    lines.push(
      `No - in ${monthName(q.month)} the water at ${place.name} is usually dangerous (${season(q.month)} surf and currents): admire it from the sand, and swim somewhere calmer.`,
    );
  const text = q.searchText;
  if (!isVisitable(facts)) {
    // ("Is Queen's Bath closed?" is answered yes; "can we go / is it open?" no.)
    if (/^(is|are)\b(?: \w+){0,5} (closed|shut|off limits|closed off)\b/.test(q.searchText) && facts?.status !== "open")
      lines.push("Yes.");
    else if (/^(can|could|is|are|do|does|should|shall|will|may|would)\b/.test(q.searchText)) lines.push("No.");
    // A closed place: what its facts say about the closure (where it moved, since when), not how it was reached.
    const closedNote =
      facts && facts.status !== "open"
        ? [facts.access.note ?? "", facts.hoursNote ?? "", place.description]
            .map((t) => {
              // A note about the closure is kept whole ("Closed here; now in Līhuʻe"); otherwise its closure sentence.
              const closes = (x: string) =>
                /\b(closed|closure|closes|moved|now (operates|open|at|in)|no longer|lease|shut)\b/i.test(x);
              const sentences = t.split(/(?<=[.])\s+/);
              return closes(sentences[0] ?? "") ? t : sentences.find(closes);
            })
            .find((t) => t !== undefined && t !== "")
        : undefined;
    lines.push(
      facts && facts.status !== "open"
        ? `${place.name} is ${facts.status.replace("-", " ")}, so it isn't a place to visit now${closedNote ? `: ${endSentence(closedNote.replace(/[;,:]\s*$/, "").replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()))}` : "."}`
        : `${place.name} is ${facts?.access.mode === "helicopter-only" && /\bprivate land\b/i.test(`${place.address ?? ""} ${place.description}`) ? "on private land and " : ""}${ACCESS_WORDS[facts?.access.mode ?? ""] ?? "not open to visitors"}, so it isn't a place to visit on your own${wayInRefused(text)}.`,
    );
    if (oceanConditionIn(facts, q.month) === "dangerous")
      lines.push(`Its water is also dangerous in ${monthName(q.month)}: do not swim there.`);
    const blockedNotes = safetyText(place, q.month);
    if (blockedNotes) lines.push(`⚠️ Safety: ${blockedNotes}`);
    if (facts?.access.departsFrom) lines.push(`You can see it on a tour leaving from ${facts.access.departsFrom}.`);
    const tour = tourFor(ctx, place);
    if (tour) {
      lines.push("", ...placeBlock([{ place: tour, score: 0, reasons: [] }], q));
      return { text: lines.join("\n"), picks: [tour] };
    }
    // A closed or off-limits swimming spot (Queen's Bath): the alternatives are calm beaches.
    const watery = facts?.ocean || place.category === "Beach" || q.act === "safety";
    const alt = alternativesTo(ctx, place, watery ? waterAlternativeQuestion(q, place) : q, 2);
    if (alt.length > 0) lines.push("", "Instead, try:", ...placeBlock(alt, q));
    return { text: lines.join("\n"), picks: alt.map((a) => a.place) };
  }
  // "Can we get there without a kayak?": no, when that is the only way in.
  const a0 = facts?.access;
  const withoutLine =
    a0 &&
    ["boat", "tour-only", "helicopter-only", "hike"].includes(a0.mode) &&
    /\bwithout (a |an |the )?(kayak|kayaks|kayaking|boat|tour|guide|hike|hiking|paddling|paddle|helicopter|canoe)\b/.test(
      text,
    )
      ? `No - ${place.name} is ${ACCESS_WORDS[a0.mode] ?? a0.mode}${a0.note ? `: ${endSentence(a0.note)}` : "."}`
      : null;
  switch (q.act) {
    case "worth": {
      // ("Is Awaʻawapuhi worth it for my parents, in their 70s with bad knees?": a trail too much for them is not -
      // session 12, dev24.)
      const level = place.difficultyLevel ?? "";
      const tooMuch =
        !blocked &&
        place.category === "Trail" &&
        (q.constraints.veryEasy || q.constraints.easy || q.party.seniors) &&
        (/challenging|strenuous/i.test(level) ||
          (q.constraints.veryEasy &&
            ((facts?.access.distanceMiles ?? 0) > 2 || (facts?.access.elevationGainFeet ?? 0) > 300)));
      if (tooMuch) {
        lines.push(
          `Not really for your group - ${place.name} is rated ${level.toLowerCase() || "a real hike"}${facts?.access.distanceMiles ? `, about ${facts.access.distanceMiles} miles round trip${facts.access.elevationGainFeet ? ` with about ${facts.access.elevationGainFeet} ft of climbing` : ""}` : ""}. ${place.description}`,
        );
        easierWanted = true;
        break;
      }
      lines.push(
        blocked
          ? `Not for your group right now - ${whyNot(place, blocked)}.`
          : oceanConditionIn(facts, q.month) === "dangerous"
            ? // "Is Tunnels worth it in December?": for the view, yes; the water that month, no (round 9).
              `Worth a look from the sand, but not for swimming or snorkelling in ${monthName(q.month)}: the water at ${place.name} is usually dangerous then. ${place.description}`
            : `Yes - ${place.name} is worth it for most visitors.${
                // "Worth it with a wheelchair?": the suitability the question is really about (round 9).
                q.party.wheelchair && facts?.suitability.wheelchair
                  ? " Our directory rates it wheelchair-accessible."
                  : ""
              } ${place.description}`,
      );
      break;
    }
    case "cost": {
      const fees =
        (place.entranceFee && /\$\d/.test(place.entranceFee)) ||
        place.category === "Restaurant" ||
        // The state-park fee article is only about state parks.
        !/\bstate park|\bstate parks\b/i.test(
          `${place.name} ${place.aliases.join(" ")} ${place.entranceFee ?? ""} ${place.address ?? ""}`,
        )
          ? null
          : (articleFor(ctx, `${q.searchText} fee fees cost parking`, "money") ??
            articleFor(ctx, `${q.searchText} fee fees cost parking`));
      // "Do we have to pay to get in?": yes or no first, then the fee itself.
      const asksYesNo =
        /\b(do|does|will|would|did) (we|i|you|u|they|one|it) (have|need|got) to pay\b|\b(have|need) to pay\b|\b(is|are) there (a|an|any) (fee|fees|charge|cost|entry fee|entrance fee|admission|parking fee)\b|\b(is|are) (it|they|entry|admission|parking|that) (free|paid)\b|\bdo (they|you) charge\b|\bcost (anything|money)\b|\b(pay|fee) to (get in|enter|go in|park|visit)\b|\b(is|are) \w+( \w+){0,3} free\b(?! (of|from|for kids|for children|parking|wifi|wi fi))/.test(
          text,
        );
      if (asksYesNo) {
        const fee = place.entranceFee ?? "";
        const paid = /\$\s?\d|\bpaid\b|\bfees?\b|\btickets?\b|\bcharged?\b/i.test(fee) && !/^free\b/i.test(fee.trim());
        // ("Is it free?": the yes and the no swap - session 11, probe 7.)
        const asksFree =
          /\b(is|are) (it|they|entry|admission|parking|that|\w+( \w+){0,3}) free\b|\bfree to (go|get in|enter|visit|park)\b/.test(
            text,
          );
        lines.push(
          paid
            ? asksFree
              ? `No - there is a fee at ${place.name}.`
              : `Yes - there is a fee at ${place.name}.`
            : /^free\b/i.test(fee.trim()) || !fee
              ? asksFree
                ? `Yes - ${place.name} is free: there is no entry fee.`
                : `No - there is no entry fee at ${place.name}.`
              : `${place.name}: ${endSentence(fee)}`,
        );
      }
      // The place's own fee leads; the general fee rules follow.
      lines.push(
        place.category === "Restaurant" && facts?.priceLevel
          ? `${place.name} is ${"$".repeat(facts.priceLevel)} on a scale of $ to $$$$${facts.priceLevel >= 3 ? " - one of the pricier places to eat" : facts.priceLevel === 1 ? " - an inexpensive place to eat" : ""}.`
          : place.entranceFee
            ? `${place.name}: ${endSentence(place.entranceFee)}`
            : facts?.priceLevel
              ? `${place.name} is ${"$".repeat(facts.priceLevel)} (of $ to $$$$).`
              : `There is no entrance fee listed for ${place.name}.`,
      );
      if (facts?.reservation?.required) lines.push(`Reservation: ${facts.reservation.note}`);
      if (fees) lines.push("", fees.body);
      break;
    }
    case "when":
      lines.push(
        place.bestTimeToVisit
          ? `Best time for ${place.name}: ${endSentence(place.bestTimeToVisit)}`
          : facts?.bestTimesOfDay.length
            ? `${place.name} is best in the ${facts.bestTimesOfDay.join(" or ")}.`
            : `${place.name} is good any time of year; ${season(q.month) === "winter" ? "winter brings more rain and surf" : "summer is drier and calmer"}.`,
      );
      if (facts?.hoursNote) lines.push(facts.hoursNote);
      // "When are the albatross at Kīlauea Point?": the description's own words about that thing (its season).
      {
        const subject = text
          .split(" ")
          .filter(
            (w) =>
              w.length >= 5 &&
              !place.names.some((n) => n.includes(w)) &&
              !/^(there|which|where|what|season|months?|visit|about|would|could|should|best|time|year)$/.test(w),
          );
        const weight = (part: string) =>
          subject.filter((w) => normalize(part).includes(w.replace(/s$/, ""))).reduce((sum, w) => sum + w.length, 0);
        const sentence = place.description
          .split(/(?<=[.;:])\s+|,\s+(?=[a-zA-Z])/)
          .filter((part) => weight(part) > 0)
          .sort((a, b) => weight(b) - weight(a))[0];
        if (sentence && !lines[0]?.includes(sentence))
          lines.splice(1, 0, `${endSentence(sentence.replace(/^[a-z]/, (c) => c.toUpperCase()))}`);
      }
      if (/\b(time of (the )?year|month|months|season|seasons)\b/.test(text)) {
        const year = ctx.kb.byId.get("best-time-to-visit");
        if (year) lines.push("", year.body);
      }
      break;
    case "howto": {
      const a = facts?.access;
      const access = accessibilityLine(place, q);
      if (access) lines.push(access);
      if (withoutLine) lines.push(withoutLine);
      // ("How do we hike to Kīpū Kai?": no, only a boat gets there - round 12 probes.)
      // (A boat-only place is still reached by driving to its harbour, and "get there" has an answer: a hike or walk
      // is what is refused.)
      const way = a && ["boat", "helicopter-only"].includes(a.mode) ? wayInRefused(text) : "";
      const refused =
        /\b(hike|walk)\b/.test(way) || (a?.mode === "helicopter-only" && /\bdrive\b/.test(way)) ? way : "";
      if (refused && !withoutLine) lines.push(`No${refused.replace(/^:/, " -")}.`);
      lines.push(
        a
          ? `${place.name} is ${ACCESS_WORDS[a.mode] ?? a.mode}${a.mode === "hike" && a.distanceMiles ? ` (${a.distanceMiles} miles round trip${a.elevationGainFeet ? `, ${a.elevationGainFeet} ft of climbing` : ""})` : ""}${place.address ? `, at ${place.address}` : ""}.`
          : `${place.name} is at ${place.address ?? place.region ?? "Kauaʻi"}.`,
      );
      // "How long does the hike take?": the access note gives the distance and the time to plan.
      if (
        /\b(how long|how many hours|how much time|take)\b/.test(text) &&
        a?.note &&
        /\b(hours?|minutes?|miles?)\b/.test(a.note)
      )
        lines.push(`The hike: ${endSentence(a.note)}`);
      // ("How long is the Kalalau Trail?": the whole trail too, from the Kalalau Beach record - session 12, probe 10.)
      if (place.placeId === "kauai-kalalau-trail" && /\bhow (long|far)\b/.test(text)) {
        const whole = ctx.directory.byId.get("kauai-kalalau-beach")?.facts?.access.note;
        if (whole) lines.push(`The whole Kalalau Trail to Kalalau Beach: ${endSentence(whole)}`);
      }
      if (facts?.reservation?.required) lines.push(`Reservation: ${facts.reservation.note}`);
      break;
    }
    default: {
      const access = accessibilityLine(place, q);
      if (withoutLine) lines.push(withoutLine, "", place.description);
      else if (access) lines.push(access, "", place.description);
      else if (avoidedNote(place, q)) lines.push(`Maybe not for you - ${avoidedNote(place, q)}`, "", place.description);
      else if (FACILITIES.test(text)) lines.push(facilitiesLine(place));
      // ("Is Puka Dog open?": a word of the place's own name is not the question's subject - round 11.)
      else if (UNRECORDED.some(([re]) => re.test(withoutName(text, place))))
        lines.push(unrecordedLine(place, withoutName(text, place)));
      else if (
        facts &&
        /\b(hike|climb|trek|walk|get) (up |down )?(to|there|it)\b|\b(is|are) there (a |any )?(trail|trails|path|hike|way up|way to|way down)\b|\bhike (up )?it\b/.test(
          text,
        ) &&
        (facts.access.mode === "hike" ||
          /\bno (public )?trail\b/i.test(`${facts.access.note ?? ""} ${place.description}`))
      ) {
        // "Can we hike up to the Hole in the Mountain?": whether there is a trail at all, from the facts.
        const a = facts.access;
        lines.push(
          a.mode === "hike"
            ? `Yes - ${place.name} is reached on a hike${a.distanceMiles ? ` (${a.distanceMiles} miles round trip${a.elevationGainFeet ? `, about ${a.elevationGainFeet} ft of climbing` : ""})` : ""}${a.note ? `: ${endSentence(a.note)}` : "."}`
            : `No - there is no public trail to ${place.name}${a.note ? `: ${endSentence(a.note)}` : "."} Enjoy it as a view from the road.`,
        );
      } else if (
        facts &&
        /\b(walk|hike|climb|go|get|wade|swim|paddle) (down|in|into|inside|over|out|up|closer)( to| into| there| it)?\b|\b(visit|access|enter|go in|get in|get inside|get close)\b/.test(
          text,
        ) &&
        /\b(closed to the public|no public access|not open to the public|off limits|off-limits)\b/i.test(
          `${facts.access.note ?? ""} ${place.description}`,
        )
      ) {
        // "Can you walk down to the fishpond?": the part beyond the viewpoint is closed; say so from the facts.
        const sentence = [facts.access.note ?? "", ...place.description.split(/(?<=[.;])\s+/)]
          .flatMap((t) => t.split(/(?<=[.;])\s+|;\s+/))
          .find((t) =>
            /\b(closed to the public|no public access|not open to the public|off limits|off-limits)\b/i.test(t),
          );
        lines.push(
          `No - ${sentence ? endSentence(sentence) : "that part is closed to the public."} ${facts.access.mode === "roadside" ? `${place.name} is the place to see it from, right by the road.` : ""}`.trim(),
        );
      } else if (
        facts &&
        (/^(can|could)\b(?: \w+){0,3} (drive|get)( up| out| over| down| all the way)? to\b/.test(text) ||
          // ("Can we walk down to Kīpū Kai?": no, when only a boat gets there - round 12.)
          (/^(can|could)\b(?: \w+){0,3} (walk|hike|trek)( up| out| over| down| in| all the way)? (to|there)\b/.test(
            text,
          ) &&
            ["boat", "tour-only", "helicopter-only"].includes(facts.access.mode)))
      ) {
        // "Can we drive to Kēʻē Beach?": yes or no from how it is reached, then the road's own warnings
        // ("after rain?" is answered by them when they speak of rain or mud).
        const mode = facts.access.mode;
        const road = roadLead(place);
        const wet = /\b(rain|rains|rained|raining|rainy|storm|storms|stormy|wet|mud|muddy)\b/.test(text);
        const roadSaysWet = road !== null && /\b(rain|storms?|mud|muddy|flood\w*)\b/i.test(road);
        const verdict =
          wet && roadSaysWet
            ? "Not after heavy rain"
            : mode === "roadside" || mode === "short-walk"
              ? "Yes"
              : mode === "hike"
                ? "Not all the way"
                : "No";
        lines.push(
          `${verdict} - ${place.name} is ${ACCESS_WORDS[mode] ?? mode}${facts.access.note ? `: ${endSentence(facts.access.note)}` : "."}`,
        );
        if (road) lines.push("", road);
      } else if (
        /\b(accessible|open to (the )?public|can (we|i|you|u) (go|get|visit) (there|to it|in))\b/.test(text) &&
        facts
      ) {
        // "Is Kīpū Kai accessible?": how it can be reached, first.
        const mode = facts.access.mode;
        const how = ACCESS_WORDS[mode] ?? mode;
        lines.push(
          `${mode === "roadside" || mode === "short-walk" ? "Yes" : mode === "hike" ? "Yes, on foot" : "Not on your own"} - ${place.name} is ${how}${facts.access.note ? `: ${endSentence(facts.access.note)}` : "."}`,
          "",
          firstSentence(place.description),
        );
      } else if (PARKING.test(text) && !/\b(cost|fee|how much|price)\b/.test(text)) lines.push(parkingLine(place));
      else if (openOnDay(place, text)) lines.push(openOnDay(place, text) as string);
      else if (forbiddenAction(q, facts?.safetyNotes ?? [])) {
        // "Can you walk down to the bottom?": the note that forbids exactly that is the answer.
        const note = forbiddenAction(q, facts?.safetyNotes ?? []) as string;
        lines.push(lines.some((l) => l.startsWith("No - ")) ? note : `No - ${note}`, "", place.description);
      } else if (
        /\b(open|hours|closed|close)\b|\b(what time|when) (does|do|is|s) (\w+ ){0,4}(opens?|starts?|begins?|closes?)\b/.test(
          text,
        )
      ) {
        // ("Is Kīpū Kai open?": yes when it is, then how it is reached and the hours - session 12, probe 8.)
        const mode = facts?.access.mode ?? "";
        const openAsked =
          facts?.status === "open" &&
          (!facts.hours || facts.hours.length === 0) &&
          !["Restaurant", "Shopping", "Activity", "Hotel"].includes(place.category) &&
          /^(is|are)\b(?: \w+){0,5} open\b(?! (on|at|until|till|late|early|for (breakfast|lunch|dinner)))/.test(text);
        if (openAsked)
          lines.push(
            `Yes - ${place.name} is open to visitors${["boat", "tour-only"].includes(mode) ? `, but it is ${ACCESS_WORDS[mode] ?? mode}` : ""}.`,
          );
        lines.push(
          facts?.hoursNote
            ? `${place.name}: ${facts.hoursNote}`
            : `${place.name} has no fixed opening hours listed with us.`,
        );
      } else if (/\b(from the car|drive up|roadside|walk|far)\b/.test(text)) {
        const mode = facts?.access.mode;
        const fromCar = /\b(from the car|drive up|roadside|drive right|park right|see it from)\b/.test(text);
        lines.push(
          mode === "roadside"
            ? `Yes - ${place.name} is right by the road: you can see it from the parking area.`
            : fromCar || !facts?.access.note
              ? `Not from the car - ${place.name} is ${ACCESS_WORDS[mode ?? ""] ?? "a walk from the road"}.`
              : // "How far do you walk?": the walk itself is the answer.
                `${place.name} is ${ACCESS_WORDS[mode ?? ""] ?? "a walk from the road"}: ${endSentence(facts.access.note)}`,
        );
      } else if (
        (/\b(hard|difficult|strenuous|tough|steep|easy|challenging|doable|manageable|fit enough|out of shape|knees?|hips?|joints|too much|too far|too long)\b/.test(
          text,
        ) ||
          // "Can a 70-year-old do the Sleeping Giant trail?", "should I bring my 80-year-old mom?" (round 9).
          ((place.category === "Trail" || facts?.access.mode === "hike") &&
            /\b(can|could|should) (a|an|my|our|i|we)\b(?: \w+){0,6} (do|hike|manage|handle|bring|take)\b|\bpregnan\w*\b/.test(
              text,
            ))) &&
        place.difficultyLevel
      ) {
        const a = facts?.access;
        const level = place.difficultyLevel.toLowerCase();
        const size =
          a?.distanceMiles !== undefined
            ? ` - about ${a.distanceMiles} miles round trip${a.elevationGainFeet ? ` with about ${a.elevationGainFeet} ft of climbing` : ""}`
            : "";
        const hardLevel = /challenging|strenuous/.test(level);
        // "Is it doable?" turns the question round: the answer is about the visitor, not the trail.
        const doable =
          /\b(doable|manageable|fit enough|out of shape|knees?|hips?|joints|too much|too far|too long|pregnan\w*)\b|\b(can|could) (i|we|he|she|they|my \w+) (do|hike|manage|handle)\b|\b(can|could|should) (a|an|my|our|i|we)\b(?: \w+){0,6} (do|hike|manage|handle|bring|take)\b/.test(
            text,
          );
        // Children, or older walkers, on a trail rated for fit hikers: the group decides the answer.
        const groupTooMuch =
          doable &&
          (blocked === "too hard for this group" ||
            blocked === "not suited to children" ||
            (q.party.seniors && hardLevel));
        // Bad knees, older walkers, "nothing strenuous": anything rated above easy, or long, or with a real climb, is too much.
        const tooMuch =
          (doable || q.constraints.veryEasy) &&
          ((q.constraints.veryEasy &&
            (!/^easy$/.test(level) || (a?.distanceMiles ?? 0) > 2 || (a?.elevationGainFeet ?? 0) > 300)) ||
            (q.constraints.easy && (hardLevel || (a?.distanceMiles ?? 0) > 4)));
        // "Is it easy?" asks the other way round from "is it hard?": the yes and the no swap.
        const asksEasy =
          /\b(easy|easier|simple|gentle|flat|beginner friendly)\b/.test(text) &&
          !/\b(hard|difficult|tough|strenuous|challenging|steep)\b/.test(text);
        const verdict = groupTooMuch
          ? `Not really${q.party.kids ? " with children" : /\bpregnan/.test(text) ? " during a pregnancy" : q.party.seniors ? " for older walkers" : " for your group"} - only for fit, experienced hikers, and with great care`
          : tooMuch
            ? `Not really for your group${/\bknees?\b/.test(text) ? " with bad knees (the way down is as hard on knees as the way up)" : ""}`
            : doable
              ? hardLevel
                ? "Only if you are fit and prepared"
                : /moderate/.test(level)
                  ? "Yes, for most reasonably fit walkers"
                  : "Yes - it's an easy walk"
              : hardLevel
                ? asksEasy
                  ? "No, it's hard"
                  : "Yes, it's hard"
                : /moderate/.test(level)
                  ? "Moderately"
                  : asksEasy
                    ? "Yes, it's easy"
                    : "No, it's easy";
        // (The party's own suitability decides first; a "No" for the water already said is not followed by a
        // "Yes" for the walk - party-verdicts.ts, the sixth probe's class 3.)
        const forParty = doable || partyAsked(q) ? partyVerdict(place, blocked, q) : null;
        if (lines.some((l) => l.startsWith("No - ")))
          lines.push(`${place.name} is rated ${level}${size}. ${firstSentence(place.description)}`);
        else if (forParty)
          lines.push(`${forParty} ${place.name} is rated ${level}${size}. ${firstSentence(place.description)}`);
        else lines.push(`${verdict}: ${place.name} is rated ${level}${size}. ${firstSentence(place.description)}`);
        // ("Sleeping Giant for my mom with bad knees, doable?": a no comes with easier walks nearby - session 12, dev19.)
        if (!forParty && (groupTooMuch || tooMuch)) easierWanted = true;
      } else if (
        // ("Can I take a 2yo to Wailua Falls?": a party read from ages is a family too, for the yes.)
        (/\b(kids|children|toddler|family)\b/.test(text) || ((q.party.toddler || q.party.kids) && !blocked)) &&
        !lines.some((l) => l.startsWith("No - "))
      ) {
        lines.push(
          blocked
            ? blocked === "rough water for children or beginners"
              ? isFreshWater(place)
                ? `Not really - our directory does not rate ${place.name} for ${who(q) || "children"}: its stream water rises within minutes after rain.`
                : `Not really - ${place.name} is too rough for ${who(q) || "children"} in ${monthName(q.month)}.`
              : `Not really - ${whyNot(place, blocked)}.`
            : `Yes - ${place.name} works for a family. ${firstSentence(place.description)}`,
        );
      } else if (forbidden(q, facts?.safetyNotes ?? [])) {
        // "Can we hike down to the bottom and swim?": the note that forbids it is the answer.
        const note = forbidden(q, facts?.safetyNotes ?? []) as string;
        lines.push(lines.some((l) => l.startsWith("No - ")) ? note : `No - ${note}`, "", place.description);
      } else {
        // ("Tunnels in Feb?": the month's water first - place-month-verdict.ts, the sixth probe's class 4.)
        const water = lines.some((l) => l.startsWith("No - ")) ? null : placeMonthVerdict(place, q);
        lines.push(
          `${blocked && blocked !== "dangerous water this season" ? `Not for your group - ${whyNot(place, blocked)}. ` : ""}${water ? `${water}\n\n` : ""}${place.description}`,
        );
      }
    }
  }
  const info = practical(place);
  if (info) lines.push("", info);
  // ("Where are the rainbow trees?": the answer names the place and says where it is - session 12, dev13.)
  if (/^(where|wheres)\b/.test(text) && !lines.some((l) => l.includes(place.name)))
    lines.unshift(
      `${place.name} is ${place.address ? `at ${place.address.replace(/\.$/, "").replace(/^(End|Near|Off|Top|Just|Behind|Across|Along)\b/, (w) => w.toLowerCase())}` : `on the ${place.region}`}.`,
      "",
    );
  const notes = safetyText(place, q.month);
  if (notes) lines.push("", `⚠️ Safety: ${notes}`);
  if (blocked) {
    const alt = alternativesTo(ctx, place, facts?.ocean ? waterAlternativeQuestion(q, place) : q, 2);
    if (alt.length > 0) lines.push("", "Better fits:", ...placeBlock(alt, q));
    // The place asked about is the subject of the answer: a dry place (a bridge, a trail) that does not suit
    // the group is still shown, with its warning above, beside the better fits; water never is.
    const subject = subjectCard(place, blocked);
    return { text: lines.join("\n"), picks: [...subject, ...alt.map((a) => a.place)].slice(0, 3) };
  }
  if (easierWanted) {
    const easier: Question = {
      ...q,
      categories: [],
      constraints: { ...q.constraints, easy: true, veryEasy: true },
      party: { ...q.party, seniors: true },
      anchor: placeAnchor(place) ?? q.anchor,
    };
    const alt = alternativesTo(ctx, place, easier, 2).filter((a) => a.place.category !== "Restaurant");
    if (alt.length > 0) {
      lines.push("", "Easier nearby:", ...placeBlock(alt, q));
      return { text: lines.join("\n"), picks: [place, ...alt.map((a) => a.place)] };
    }
  }
  const mode = facts?.access.mode;
  if (
    (mode === "boat" || mode === "tour-only") &&
    place.category !== "Activity" &&
    place.category !== "Attraction" &&
    !/\b(tour|tours|boat|cruise|kayak)\b/.test(text)
  )
    return { text: lines.join("\n"), picks: [] };
  return { text: lines.join("\n"), picks: [place] };
}

/** A place as the point to look around ("near it"), or null when it has no coordinates. */
function placeAnchor(place: DirectoryPlace): Question["anchor"] {
  return place.latitude !== null && place.longitude !== null
    ? { lat: place.latitude, lon: place.longitude, label: place.name, placeId: place.placeId }
    : null;
}

/**
 * "Snorkeling right off Lava Lava Beach Club - ok for my 2yo?": a hotel or restaurant whose record names no beach in
 * the directory has no verified water; never "fine for most visitors" (front-beach.ts, session 12, probe 9). Null when
 * the question is not about going in the water there.
 */
function buildingWater(ctx: ConciergeContext, q: Question, place: DirectoryPlace): Reply | null {
  const facts = place.facts;
  if (
    !(
      (place.category === "Hotel" || place.category === "Restaurant") &&
      !facts?.ocean &&
      q.meal === null &&
      (q.activities.some((a) => a === "swim" || a === "snorkel" || a === "surf") ||
        /\b(swim\w*|snorkel\w*|boogie\w*|bodyboard\w*|in the water|right off)\b/.test(q.searchText))
    )
  )
    return null;
  const own = (facts?.safetyNotes ?? []).filter((n) => /\b(beach|ocean|sea|swim\w*|surf|lifeguard|pools?)\b/i.test(n));
  const young = q.party.toddler || q.party.kids || q.party.beginner;
  const near: Question = {
    ...q,
    act: "recommend",
    places: [],
    regions: [],
    categories: ["Beach"],
    activities: ["swim"],
    anchor: placeAnchor(place),
  };
  const alt = pickPlaces(ctx, near, 2);
  const lines = [
    `${young ? "Not that I can recommend - " : ""}I don't have verified ocean conditions for the water at ${place.name}${own.length > 0 ? `: ${own.join(" ").replace(/^The\b/, "the")}` : ", and no lifeguard is listed there."}`,
  ];
  if (alt.length > 0)
    lines.push(
      "",
      `Beaches nearby that our directory rates for ${young ? who(q) : "swimming"} in ${monthName(q.month)}:`,
      ...placeBlock(alt, q),
    );
  return { text: lines.join("\n"), picks: alt.map((a) => a.place) };
}

/** The tour that shows a helicopter-only or boat-only place (a helicopter or boat tour in the directory). */
function tourFor(ctx: ConciergeContext, place: DirectoryPlace): DirectoryPlace | null {
  const mode = place.facts?.access.mode;
  if (mode !== "helicopter-only" && mode !== "boat") return null;
  const word = mode === "helicopter-only" ? "helicopter" : "boat";
  const hits = ctx.index.search(`${word} tour ${place.name}`, { kind: "place" });
  for (const hit of hits) {
    const candidate = ctx.directory.byId.get(hit.id);
    if (
      candidate &&
      candidate !== place &&
      candidate.category === "Activity" &&
      isVisitable(candidate.facts) &&
      normalize(candidate.text).includes(word)
    )
      return candidate;
  }
  return null;
}

function compare(ctx: ConciergeContext, asked: Question): Reply {
  const [a, b] = asked.places as [DirectoryPlace, DirectoryPlace];
  // "Which is safer, Tunnels or ʻAnini?": between two beaches, safer means safer in the water (round 8).
  const waterWords =
    /\b(safe|safer|safest|dangerous|rough|rougher|roughest|calm|calmer|calmest|rips?|currents?|gentler|swim\w*|snorkel\w*)\b/;
  const q: Question =
    a.facts?.ocean && b.facts?.ocean && asked.activities.length === 0 && waterWords.test(asked.searchText)
      ? { ...asked, activities: ["swim"] }
      : asked;
  const lines: string[] = [];
  const suits = (p: DirectoryPlace) => !unsafeReason(p, q) && isVisitable(p.facts);
  const okA = suits(a);
  const okB = suits(b);
  const group = who(q) ? ` for ${who(q)}` : "";
  const reasonWords: Record<string, string> = {
    "dangerous water this season": "usually dangerous for swimming",
    "rough water for children or beginners": `too rough${group}`,
  };
  const verdict = (good: DirectoryPlace, bad: DirectoryPlace) => {
    const reason = unsafeReason(bad, q) ?? "not a good fit";
    return `${good.name} is the better choice${group}: ${bad.name} is ${reasonWords[reason] ?? reason}${q.monthNamed || bad.facts?.ocean ? ` in ${monthName(q.month)}` : ""}.`;
  };
  // "Which is easier?": the one with less climbing (then the shorter), with both sets of figures.
  const effort = (p: DirectoryPlace) => p.facts?.access.elevationGainFeet ?? null;
  const size = (p: DirectoryPlace) =>
    `${p.facts?.access.distanceMiles} miles round trip${effort(p) !== null ? ` with about ${effort(p)} ft of climbing` : ""}`;
  const asksEffort = /\b(easier|easiest|harder|hardest|gentler|less strenuous|more strenuous|shorter|longer)\b/.test(
    q.searchText,
  );
  const measured = [a, b].every((p) => p.facts?.access.distanceMiles !== undefined);
  // The measure asked - shorter, cheaper, one day in winter - then, where no rule below decides, a wading area or
  // two places a mile apart (comparisons.ts, round 10).
  const first = okA && okB ? measuredComparison(a, b, q, "first") : null;
  const last = okA && okB ? measuredComparison(a, b, q, "last") : null;
  if (okA && !okB) lines.push(verdict(a, b));
  else if (okB && !okA) lines.push(verdict(b, a));
  else if (!okA && !okB) {
    // "Poʻipū or Salt Pond for the kids in June?" when neither is: say so, then what is.
    const why = (p: DirectoryPlace) => {
      const reason = unsafeReason(p, q) ?? "not a good fit";
      return `${p.name} is ${reasonWords[reason] ?? reason}`;
    };
    lines.push(`Neither${group} in ${monthName(q.month)}: ${why(a)}, and ${why(b)}.`);
    const alt = alternativesTo(ctx, a, a.facts?.ocean ? waterAlternativeQuestion(q, a) : q, 2).filter(
      (x) => x.place !== b,
    );
    if (alt.length > 0) {
      lines.push("", `Better fits in ${monthName(q.month)}:`, ...placeBlock(alt, q));
      return { text: lines.join("\n"), picks: alt.map((x) => x.place) };
    }
  } else if (first) lines.push(first);
  else if (asksEffort && measured) {
    const [easier, harder] = [a, b].sort(
      (x, y) =>
        (effort(x) ?? 0) - (effort(y) ?? 0) ||
        (x.facts?.access.distanceMiles ?? 0) - (y.facts?.access.distanceMiles ?? 0),
    ) as [DirectoryPlace, DirectoryPlace];
    lines.push(
      `${easier.name} is the easier of the two${group}: ${size(easier)}, against ${size(harder)} for ${harder.name}.`,
    );
  } else if (
    wantsWater(q) &&
    a.facts?.ocean &&
    b.facts?.ocean &&
    oceanConditionIn(a.facts, q.month) !== oceanConditionIn(b.facts, q.month)
  ) {
    // "Which is calmer?" when both are fine for the group: the calmer water this month, said plainly.
    const rank = { calm: 0, caution: 1, dangerous: 2 } as const;
    const cond = (p: DirectoryPlace) => oceanConditionIn(p.facts, q.month) ?? "caution";
    const [calmer, rougher] = [a, b].sort((x, y) => rank[cond(x)] - rank[cond(y)]) as [DirectoryPlace, DirectoryPlace];
    lines.push(
      `${calmer.name} is usually the calmer of the two in ${monthName(q.month)}: its water is normally ${cond(calmer)}, while ${rougher.name} ${cond(rougher) === "caution" ? "needs caution" : "is usually dangerous"}.`,
    );
  } else if (q.constraints.sunset && (a.facts?.faces === "sunset") !== (b.facts?.faces === "sunset")) {
    // "Beach House or Merriman's for sunset?": the one that faces the sunset (round 9, probe 3 class 21).
    const [faces, other] = a.facts?.faces === "sunset" ? [a, b] : [b, a];
    lines.push(`${faces.name} is the one for the sunset: it faces the sunset, and ${other.name} does not.`);
  } else if (
    (q.party.kids || q.party.toddler || q.party.beginner || wantsWater(q)) &&
    a.facts?.ocean &&
    b.facts?.ocean &&
    a.facts.ocean.lifeguard !== b.facts.ocean.lifeguard
  ) {
    // "Hanalei Bay or ʻAnini for kids?", "Kēʻē or Tunnels to snorkel?" when both are fine this month: the
    // lifeguard decides (round 9).
    const [guarded, unguarded] = a.facts.ocean.lifeguard ? [a, b] : [b, a];
    lines.push(
      `${guarded.name} is the safer choice${group}: it has a lifeguard, and ${unguarded.name} has none. Both are usually fine to go in this time of year on a calm day.`,
    );
  } else if (last) lines.push(last);
  else lines.push(`Both are good; they suit different days:`);
  for (const p of [a, b]) {
    lines.push("", `**${p.name}** (${p.region ?? "Kauaʻi"}): ${firstSentence(p.description)}`);
    const info = practical(p);
    if (info) lines.push(info);
    const notes = safetyText(p, q.month);
    if (notes) lines.push(`⚠️ Safety: ${notes}`);
  }
  return { text: lines.join("\n"), picks: [a, b].filter(suits) };
}

/** "Poʻipū or Hanalei in December?": each shore's water and weather that month, then one idea on each. */
function compareShores(ctx: ConciergeContext, q: Question): Reply {
  const winter = season(q.month) === "winter";
  const lines = [`In ${monthName(q.month)}:`];
  for (const region of q.regions.slice(0, 2)) {
    const shore = SHORE_SEASONS[region];
    if (shore) lines.push(`- ${region}: ${shore[winter ? 0 : 1]}`);
  }
  const byShore = ctx.kb.byId.get("weather-by-shore");
  if (byShore) lines.push("", byShore.body);
  const picks: Scored[] = [];
  for (const region of q.regions.slice(0, 2)) {
    const best = pickPlaces(ctx, { ...q, act: "recommend", regions: [region] }, 1).filter(
      (p) => p.place.region === region,
    );
    picks.push(...best);
  }
  if (picks.length > 0) lines.push("", ...placeBlock(picks, q));
  return { text: lines.join("\n"), picks: picks.map((p) => p.place) };
}

/** "Can we see whales in July?": yes, perhaps or no for the month named, from the whale season. */
function whaleMonthLine(q: Question): string | null {
  if (!q.monthNamed || !/\b(whales?|humpbacks?)\b/.test(q.searchText)) return null;
  const m = monthName(q.month);
  if ([1, 2, 3].includes(q.month)) return `Yes - ${m} is the peak of the humpback whale season on Kauaʻi.`;
  if ([12, 4].includes(q.month)) return `Yes - ${m} is in the humpback whale season on Kauaʻi.`;
  if ([11, 5].includes(q.month))
    return `Possibly - a few humpbacks arrive in November and some stay into May, but ${m} is the edge of the season.`;
  return `No - humpback whales are not usually around Kauaʻi in ${m}: they come from about December to April.`;
}

function general(ctx: ConciergeContext, q: Question): Reply {
  // "Surf season": the year-round surf article, not one shore's season.
  const surfSeason = /\b(surf|surfing|big wave|swell) season\b/.test(q.searchText)
    ? ctx.kb.byId.get("surf-season")
    : undefined;
  const body = surfSeason ? articleText(surfSeason) : knowledgeAnswer(ctx, q);
  if (!body) return recommend(ctx, { ...q, act: "recommend" });
  const whales = whaleMonthLine(q);
  const lines = whales ? [whales, "", body] : [body];
  const named = q.places.filter((p) => isVisitable(p.facts) && unsafeReason(p, q) === null);
  if (named.length > 0) {
    lines.push(
      "",
      ...placeBlock(
        named.slice(0, 2).map((place) => ({ place, score: 0, reasons: [] })),
        q,
      ),
    );
    return { text: lines.join("\n"), picks: named.slice(0, 2) };
  }
  if (q.anchor) {
    const near = pickPlaces(ctx, { ...q, act: "recommend" }, 2);
    if (near.length > 0) {
      lines.push("", `Near ${q.anchor.label}:`, ...placeBlock(near, q));
      return { text: lines.join("\n"), picks: near.map((p) => p.place) };
    }
  }
  const article = articleFor(ctx, q.searchText);
  const fromArticle = (article?.placeIds ?? [])
    .map((id) => ctx.directory.byId.get(id))
    // (Its constraints too: "whale watching from land, no reservation" is not Kīlauea Point - session 12, probe 8.)
    .filter((p): p is DirectoryPlace => p !== undefined && isVisitable(p.facts) && fits(p, q))
    // (An article's beach is not "good for it" in a month when its water is dangerous.)
    .filter((p) => oceanConditionIn(p.facts, q.month) !== "dangerous")
    .slice(0, 2);
  if (fromArticle.length > 0 && q.categories.length === 0) {
    lines.push(
      "",
      "Good places for it:",
      ...placeBlock(
        fromArticle.map((place) => ({ place, score: 0, reasons: [] })),
        q,
      ),
    );
    return { text: lines.join("\n"), picks: fromArticle };
  }
  // "Where can we see turtles?": the places whose own descriptions name what the visitor wants to see.
  // (Or a wish to do it: "the kids want to see turtles and swim in October" - session 12, probe 8.)
  const asksWhere =
    /\b(where|wheres|spots?|places?|best beach|which beach|go to)\b/.test(q.searchText) ||
    (q.act === "recommend" &&
      (q.activities.some((a) => a === "snorkel" || a === "swim") ||
        /\b(want|wants|wanna|hoping|hope|like|love|would like|looking) to (see|spot|find|swim|snorkel)\b/.test(
          q.searchText,
        )));
  const picks =
    q.categories.length > 0 || q.regions.length > 0 || asksWhere
      ? pickPlaces(
          ctx,
          {
            ...q,
            act: "recommend",
            categories:
              q.categories.length > 0
                ? q.categories
                : q.activities.some((a) => a === "snorkel" || a === "swim") ||
                    /\b(turtles?|honu|monk seals?|seals?)\b/.test(q.searchText)
                  ? ["Beach"]
                  : [],
          },
          asksWhere ? 3 : 2,
        )
      : [];
  if (picks.length > 0) lines.push("", "Places that fit:", ...placeBlock(picks, q));
  return { text: lines.join("\n"), picks: picks.map((p) => p.place) };
}

/** Places on the other islands visitors mix up with Kauaʻi, and the island each is on. */
const OTHER_ISLAND_PLACES: [RegExp, string, string][] = [
  [/\bhanauma( bay)?\b/, "Hanauma Bay", "Oʻahu"],
  [/\bwaikiki\b/, "Waikīkī", "Oʻahu"],
  [/\bpearl harbor\b/, "Pearl Harbor", "Oʻahu"],
  [/\bdiamond head\b/, "Diamond Head", "Oʻahu"],
  [/\bhonolulu\b/, "Honolulu", "Oʻahu"],
  [/\bnorth shore of oahu\b/, "That North Shore", "Oʻahu"],
  [/\boahus?\b/, "Oʻahu", "Oʻahu"],
  [/\bhaleakala\b/, "Haleakalā", "Maui"],
  [/\blahaina\b/, "Lahaina", "Maui"],
  [/\broad to hana\b/, "The Road to Hāna", "Maui"],
  [/\bkaanapali\b/, "Kāʻanapali", "Maui"],
  [/\bwailea\b/, "Wailea", "Maui"],
  [/\bmauis?\b/, "Maui", "Maui"],
  [
    /\b(volcanoes national park|hawaii volcanoes)\b/,
    "Hawaiʻi Volcanoes National Park",
    "Hawaiʻi Island (the Big Island)",
  ],
  [/\bmauna kea\b/, "Mauna Kea", "Hawaiʻi Island (the Big Island)"],
  [/\bmauna loa\b/, "Mauna Loa", "Hawaiʻi Island (the Big Island)"],
  [/\bkona\b/, "Kona", "Hawaiʻi Island (the Big Island)"],
  [/\bhilo\b/, "Hilo", "Hawaiʻi Island (the Big Island)"],
  [/\bbig island\b/, "The Big Island", "The Big Island"],
  [/\bmolokini\b/, "Molokini", "Maui (off its south coast)"],
  [/\b(napili|kapalua|makena|iao valley|paia|hookipa|kihei|waianapanapa)\b/, "That", "Maui"],
  [/\b(banzai pipeline|pipeline)\b/, "The Banzai Pipeline", "Oʻahu's North Shore"],
  [
    /\b(haleiwa|lanikai|ko olina|koolina|kualoa|polynesian cultural center|iolani palace|sharks cove)\b/,
    "That",
    "Oʻahu",
  ],
  [
    /\b(kilauea (volcano|caldera|crater|eruption)|halemaumau|punaluu|waipio|akaka falls|kealakekua)\b/,
    "That",
    "Hawaiʻi Island (the Big Island)",
  ],
  [/\bmolokai\b/, "Molokaʻi", "Molokaʻi"],
  [/\blanai\b/, "Lānaʻi", "Lānaʻi"],
  [/\bniihau\b/, "Niʻihau", "Niʻihau"],
];

function otherIsland(text: string): { thing: string; name: string } | null {
  const hit = OTHER_ISLAND_PLACES.find(([re]) => re.test(text));
  if (!hit) return null;
  // ("That" entries name the place the visitor wrote: "Napili is on Maui".)
  const said = (text.match(hit[0])?.[0] ?? "").replace(/\b\w/g, (c) => c.toUpperCase());
  return { thing: hit[1] === "That" ? said : hit[1], name: hit[2] };
}

/**
 * "Kēʻē ok in December?", "is Waikoko ok in winter", "salt pond ok now": whether a named beach's water is ok
 * at that time is the safety answer's verdict, not its description (round 10, the fifth probe's class 3).
 */
function waterOkAsked(q: Question): boolean {
  const place = q.places[0];
  if (q.places.length !== 1 || !place?.facts?.ocean || !["recommend", "yesno", "worth"].includes(q.act)) return false;
  return (
    /\b(ok|okay|alright|all right|fine|good to go|doable)\b/.test(q.searchText) &&
    (q.monthNamed ||
      /\b(now|today|right now|rn|still|this week|tomorrow|in (winter|summer|the winter|the summer)|this time of year)\b/.test(
        q.searchText,
      )) &&
    !/\b(sunset|sunrise|photos?|pictures?|picnic|walk\w*|look\w*|view\w*|lunch|dinner|eat\w*|park\w*|drive|driving|hike\w*|fish\w*|camp\w*|crowd\w*|busy|open|closed|reserv\w*|permit\w*|dogs?)\b/.test(
      q.searchText,
    )
  );
}

function fixed(q: Question, siteName: string): string | null {
  switch (q.act) {
    case "greeting":
      return `Aloha! I'm ${siteName}, your Kauaʻi concierge. Tell me where you're staying, who's coming and what you love - beaches, hikes, food, culture - and I'll suggest real places that fit, with the safety notes that matter for your dates.`;
    case "thanks":
      return "You're welcome - mahalo for asking! Anything else I can help you plan? I can find somewhere to eat, a rainy-day backup, or check whether a beach is safe for your dates.";
    case "capabilities":
      return "I'm an AI concierge for Kauaʻi only. I recommend real places from our checked directory - beaches, snorkel spots, hikes, waterfalls, lookouts, food, culture and tours - matched to your area, your group and the season, and I answer direct questions: is it safe, do I need a permit, what's the weather in a month, how long is the drive.";
    case "harmful":
      return "I can't help with that. I'm here to help you enjoy Kauaʻi safely and respectfully - ask me about beaches, hikes, food or activities.";
    case "injection":
      return "I can't change my instructions or share them. I'm a Kauaʻi travel concierge - ask me anything about planning your time on Kauaʻi, like the best beaches for your dates or whether you need a permit.";
    case "other-island": {
      // "Can we see lava?", "is there a black sand beach?": what the island does not have, said plainly.
      if (/\b(lava|volcano|volcanos|volcanoes|eruptions?|erupting)\b/.test(q.searchText) && !otherIsland(q.searchText))
        return "No - there is no active lava on Kauaʻi: its volcano has been extinct for millions of years. Flowing lava and eruptions are on Hawaiʻi Island (the Big Island), in Hawaiʻi Volcanoes National Park. I only cover Kauaʻi - for its own volcanic scenery, ask me about Waimea Canyon or the Nā Pali coast.";
      if (/\bblack sand\b/.test(q.searchText) && !otherIsland(q.searchText))
        return "The famous black sand beaches are on other islands (Punaluʻu on Hawaiʻi Island, Waiʻānapanapa on Maui); our Kauaʻi directory lists no black sand beach. I only cover Kauaʻi - ask me for a Kauaʻi beach that fits your dates and group.";
      const island = otherIsland(q.searchText);
      return `${island ? `${island.thing} ${island.thing === island.name ? "is another island" : `is on ${island.name}`}, not Kauaʻi. ` : ""}I only cover Kauaʻi, so I can't plan other Hawaiian islands. If you're spending time on Kauaʻi, tell me what you'd like to do there and I'll suggest places that fit.`;
    }
    case "off-topic":
      if (SERVICES.test(q.searchText))
        return "I don't list everyday services such as doctors, pharmacies or banks, so I can't recommend one - ask where you are staying, or search a map app for the nearest. In an emergency, call 911. For beaches, hikes, food and things to do on Kauaʻi, I can help.";
      if (FLIGHTS.test(q.searchText))
        return "I can't search, compare or book flights or fares - check the airlines or a fare site for that. Once you land at Līhuʻe Airport (LIH), I can help you plan your time on Kauaʻi: beaches, hikes, food, drive times and whether a place is safe for your dates.";
      return "I'm a Kauaʻi trip concierge, so I stick to planning time on Kauaʻi. Tell me what you'd like to do on the island - beaches, hikes, food, culture or activities - and I'll suggest places that fit.";
    default:
      return null;
  }
}

/** No Kauaʻi topic recognised: answer only when the directory clearly matches the words, else redirect. */
function unclear(ctx: ConciergeContext, q: Question, siteName: string): Reply {
  const hits = ctx.index.search(q.searchText, { kind: "place", fuzzy: false }).filter((h) => !h.nameOnly);
  const top = hits[0];
  if (!top || top.score < 20) return { text: fixed({ ...q, act: "off-topic" }, siteName) ?? "", picks: [] };
  const second = hits[1];
  const dominant = ctx.directory.byId.get(top.id);
  if (dominant && (!second || top.score >= second.score * 2.5))
    return aboutPlace(ctx, { ...q, act: "yesno", places: [dominant] }, dominant);
  const places = hits
    .filter((h) => h.score >= top.score * 0.5)
    .map((h) => ctx.directory.byId.get(h.id))
    .filter((p): p is DirectoryPlace => p !== undefined && fits(p, q))
    .slice(0, 2);
  if (places.length === 0) return { text: fixed({ ...q, act: "off-topic" }, siteName) ?? "", picks: [] };
  const lines = [
    places.length === 1 ? "Here's the place for that:" : "These fit what you're after:",
    "",
    ...placeBlock(
      places.map((place) => ({ place, score: 0, reasons: [] })),
      q,
    ),
  ];
  return { text: lines.join("\n"), picks: places };
}

const TOPIC_WORDS =
  /\b(whales?|humpbacks?|turtles?|honu|monk seals?|seals?|sunscreen|reef safe|hurricanes?|luau etiquette|kapu|hawaiian words?|bus|rental car)\b/;

/** A question about one thing the visitor did not name exactly ("the lighthouse at Kīlauea"): the clearly best match. */
function implicitPlace(ctx: ConciergeContext, q: Question, minScore = 20): DirectoryPlace | null {
  const hits = ctx.index.search(q.searchText, { kind: "place", fuzzy: false });
  const [top, second] = hits;
  if (!top || top.score < minScore || (second && top.score < second.score * 2.5)) return null;
  return ctx.directory.byId.get(top.id) ?? null;
}

/** "Where can we watch the big waves?": from the shore, not in the water. */
const WAVE_WATCH =
  // ("Feb trip - big waves where?", "where are the big waves in February" - session 11, dev19.)
  /\b(big|huge|giant|monster|massive) (waves|surf|swells?) where\b|\bwhere (are|is|s) (the )?(big|huge|giant|monster|massive) (waves|surf|swells?)\b|\b(watch|watching|see|seeing|look at|photograph|photographing|view|viewing)( the)?( (big|huge|giant|monster|massive|winter|summer|crashing|pounding))* (waves|surf|swells?|wave action)\b(?! (school|lessons?|shop|spot for beginners))|\bbig wave (watching|viewing)\b|\bwave watching\b|\b(watch|watching|see|seeing) (the )?(big wave |pro |expert )?(surfing|surfers|surf contests?|surf competitions?)\b/;

/** "When can we watch the huge waves on the North Shore?": the season is the answer, not this month's shore. */
const WHEN_ASKED =
  /\b(when|what month|which month|what months|which months|what time of (the )?year|best time|best month|what season|which season)\b/;

function waveWatch(ctx: ConciergeContext, q0: Question): Reply {
  // (Asked when, with no month named: the shore asked about sets the season - session 11, dev16.)
  const whenAsked = !q0.monthNamed && WHEN_ASKED.test(q0.searchText);
  const askedShore = q0.regions.includes("South Shore")
    ? "South Shore"
    : q0.regions.includes("North Shore")
      ? "North Shore"
      : null;
  const q = whenAsked && askedShore ? { ...q0, month: askedShore === "North Shore" ? 1 : 7 } : q0;
  const winter = season(q.month) === "winter";
  const shore: Region = winter ? "North Shore" : "South Shore";
  const young = q.party.toddler || q.party.kids;
  const seasons =
    "Kauaʻi's biggest surf comes in winter, about October to March, when north swells of 3 to 30 feet hit the North Shore; from about April to September the south shore gets summer south swells of about 2 to 8 feet.";
  const lead = whenAsked
    ? askedShore === "North Shore"
      ? "In winter: the North Shore's big waves come with the winter north swells, about October to March (sometimes into April), when surf of 3 to 30 feet builds at Hanalei Bay and the reefs toward Hāʻena; in summer it is usually much calmer."
      : askedShore === "South Shore"
        ? "In summer: the south shore's bigger waves come with the south swells, about April to September (about 2 to 8 feet), at Poʻipū and the reefs around it; in winter it is the calmer shore."
        : `${seasons} In ${monthName(q.month)} the bigger waves are on the ${winter ? "North Shore" : "south shore"}.`
    : winter
      ? `In ${monthName(q.month)} the big waves are on the North Shore: winter swells (about October to April) build surf of many feet at Hanalei Bay and the reefs toward Hāʻena.`
      : `In ${monthName(q.month)} the bigger waves are on the south shore: summer south swells (about May to September) bring surf to Poʻipū and the reefs around it.`;
  const candidates = pickPlaces(
    ctx,
    {
      ...q,
      act: "recommend",
      places: [],
      activities: [],
      categories: ["Viewpoint", "Park", "Surf Spot", "Beach"],
      regions: [shore],
      excludedRegions: [],
    },
    10,
  )
    .filter((p) => p.place.region === shore)
    .filter(
      (p) =>
        p.place.facts?.ocean ||
        /\b(waves?|surf|swells?|blowhole|ocean|sea|coast|coastline|cliffs?|whales?|bay)\b/i.test(p.place.description),
    );
  // Watched from a lookout, a pier or a headland rather than from the sand of a beach whose water is
  // dangerous that month: a card for such a beach reads as "go there" (round 9; for children, always).
  const dry = candidates.filter((p) => oceanConditionIn(p.place.facts, q.month) !== "dangerous");
  const picks = (young || dry.length >= 2 ? dry : [...dry, ...candidates.filter((p) => !dry.includes(p))]).slice(0, 3);
  return {
    text: [
      lead,
      "Watch from a distance: stay back from the water's edge and off wet rocks and ledges, because a bigger set can sweep far up the beach without warning; stay out of the water when the surf is up, and ask a lifeguard where it is safe to stand.",
      ...(picks.length > 0 ? ["", "Good places to watch from:", ...placeBlock(picks, q)] : []),
    ].join("\n"),
    picks: picks.map((p) => p.place),
  };
}

const SURF_LESSONS = "kauai-hanalei-surf-school";

function withSurfLessons(ctx: ConciergeContext, q: Question, reply: Reply): Reply {
  const school = ctx.directory.byId.get(SURF_LESSONS);
  if (!school?.region || reply.picks.includes(school) || unsafeReason(school, q) !== null) return reply;
  if (q.excludedRegions.includes(school.region) || (q.regions.length > 0 && !q.regions.includes(school.region)))
    return reply;
  const line =
    `Lessons in ${monthName(q.month)}: **${school.name}** (${school.region}) - ${firstSentence(school.description)} ${school.facts?.access.note ?? ""}`.trim();
  return {
    text: `${reply.text}

${line}`,
    picks: [school, ...reply.picks].slice(0, 3),
  };
}

/** The reply to one understood question. */
/**
 * "Where should we NOT swim in January?", "which beaches are dangerous", "where do people drown": the places
 * to stay out of the water are the answer, named in the text with why - never shown as cards, which would
 * read as recommendations. The cards are the calmer beaches for the month.
 */
export const AVOID_WATER =
  /\b(where|which (beach|beaches|spots?|places?)|what (beach|beaches|spots?|places?)) (should|shouldn t|do|to|would|must) (we |i |you |one |people )?(not|never|avoid|stay out|skip|stay away)\b|\b(worst|most dangerous|deadliest) (beach|beaches|spots?|places?) (for|to) (swim\w*|snorkel\w*)\b|\b(beach|beaches|spots?) (with|have|has) the (strongest|worst|most) (rips?|rip currents?|currents?|drownings?)\b|\bwhere not to (swim|snorkel|go in|go|surf)\b|\b(beach|beaches|spots?|places?) (to|we should|i should|you should) (avoid|stay out of|stay away from|skip)\b|\b(most|more|the) (dangerous|deadly|deadliest|risky|riskiest) (beach|beaches|spots?|places? to swim|water)\b|\b(deadliest|riskiest|roughest) (beach|beaches|spots?|water)\b|\bwhich (beach|beaches|spots?) (are|is) (dangerous|deadly|the most dangerous|unsafe|rough|the roughest|risky)\b|\bwhere (do|did|have|has) (people|tourists|visitors|most people|swimmers|so many people|anyone|someone) (drown\w*|die|died|get hurt|got hurt|get rescued|been rescued)\b|\b(beach|beaches|places?) (where|that) (people|tourists|visitors) (drown\w*|die|died)\b|\bavoid (swimming|which beaches|what beaches)\b/;

function avoidWater(ctx: ConciergeContext, q: Question): Reply {
  const m = monthName(q.month);
  const inRegion = (p: DirectoryPlace) =>
    q.regions.length === 0 || (p.region !== null && q.regions.includes(p.region as Region));
  const water = ctx.directory.places.filter((p) => isVisitable(p.facts) && p.facts?.ocean && inRegion(p));
  const drowned = (p: DirectoryPlace) =>
    /\b(drown\w*|deadly|killed|fatal\w*)\b/i.test((p.facts?.safetyNotes ?? []).join(" "));
  const WHY = /\b(rip|current|drown|shore ?break|surf|swept|waves?)\b/i;
  const weight = (p: DirectoryPlace) =>
    (drowned(p) ? 2 : 0) + ((p.facts?.safetyNotes ?? []).some((n) => WHY.test(n)) ? 1 : 0);
  const rank = (a: DirectoryPlace, b: DirectoryPlace) => weight(b) - weight(a);
  const dangerous = water.filter((p) => oceanConditionIn(p.facts, q.month) === "dangerous").sort(rank);
  const caution = water.filter((p) => oceanConditionIn(p.facts, q.month) === "caution").sort(rank);
  const why = (p: DirectoryPlace) => {
    const note = (p.facts?.safetyNotes ?? []).find((n) => WHY.test(n));
    return note ? firstSentence(note).replace(/\.$/, "") : `${season(q.month)} surf and currents`;
  };
  const where = q.regions.length > 0 ? ` on the ${areaPhrase(q.regions).replace(/^(on|in) the /, "")}` : "";
  const lines: string[] = [];
  const listed = (dangerous.length > 0 ? dangerous : caution).slice(0, 7);
  if (dangerous.length > 0)
    lines.push(
      `In ${m} (${season(q.month) === "winter" ? "the winter surf season: big swells, waves and rip currents" : "the summer swell season"}), stay out of the water at these beaches${where} - their water is usually dangerous now:`,
    );
  else if (listed.length > 0)
    lines.push(
      `None of the beaches${where} is usually rated dangerous in ${m}, but at these the water needs caution - go in only on a calm day, near a lifeguard:`,
    );
  else lines.push(`None of the beaches${where} in our directory is usually rated dangerous in ${m}.`);
  for (const p of listed) lines.push(`- **${p.name}**: ${why(p)}.`);
  if (dangerous.length > listed.length)
    lines.push(`- and ${dangerous.length - listed.length} more${where} rated dangerous this month.`);
  lines.push(
    "",
    "Anywhere: swim only near a lifeguard, never turn your back on the waves, and when in doubt, don't go out.",
  );
  const calm = (regions: Region[]) =>
    pickPlaces(
      ctx,
      {
        ...q,
        act: "recommend",
        regions,
        categories: ["Beach"],
        activities: ["swim"],
        places: [],
        searchText: "calm swimming beach lifeguard",
        // ("Where not to go in the water": the negation is the question, not a refusal of water.)
        excludedActivities: [],
        excludedCategories: [],
        avoid: [],
      },
      3,
    ).filter((e) => oceanConditionIn(e.place.facts, q.month) === "calm");
  let safe = calm(q.regions);
  if (safe.length === 0 && q.regions.length > 0) safe = calm([]);
  if (safe.length > 0)
    lines.push(
      "",
      `Calmer water in ${m}${safe.every((e) => inRegion(e.place)) ? "" : " elsewhere on the island"}:`,
      ...placeBlock(safe, q),
    );
  return { text: lines.join("\n"), picks: safe.map((e) => e.place) };
}

const BIG_SURF =
  /\b(big (surf|waves|swells?)|biggest (surf|waves|swells?)|(surf|waves|swells?) (is |are |gets |get )?(big|biggest|huge|largest|largest)|(surf|swell) season)\b/;

/** Words that make a message naming one place a yes/no question about it ("doable?", "too much for us?"). */
const DOABLE =
  /\b(doable|do able|feasible|manageable|realistic|too (much|hard|far|long|steep|difficult|tough|risky|dangerous)|(ok|okay|fine|safe|suitable|good idea) (for|with)|(can|could|should) (we|i|they|the kids|kids) (do|manage|handle|make)|is it (ok|okay|possible|a good idea)|possible (with|for))\b/;

export function compose(ctx: ConciergeContext, rawQuestion: Question, siteName: string): Reply {
  let q = rawQuestion;
  // (A topic question - sunscreen, whales, the bus - is not about the one place whose words it shares.)
  // "Which beach is the Gilligan's Island one?", "where was Jurassic Park filmed?": a place asked for by
  // what it is known for - the clearly best match of the words is the answer (round 9).
  // "The place with the giant tree roots from Jurassic Park": the place the description points to (described-place.ts).
  const described = [
    "other-island",
    "harmful",
    "injection",
    "off-topic",
    "greeting",
    "thanks",
    "capabilities",
  ].includes(q.act)
    ? null
    : describedPlace(ctx.directory, q);
  if (described) q = { ...q, places: [described], act: q.act === "unclear" ? "recommend" : q.act };
  const identifies =
    q.act === "recommend" &&
    /^(which|what) (\w+ ){0,2}(is|was) the\b|\b(the \w+ )?(where|that) (they )?(filmed|shot)\b|\b(filmed|shot) (at|in|here)\b|\bthe (\w+ ){1,4}one\b(?= \w+ )?/.test(
      q.searchText,
    ) &&
    /\b(filmed|movie|film|tv|show|island one|famous for|known for|the one with|the one where)\b/.test(q.searchText);
  if (
    q.places.length === 0 &&
    (["permit", "cost", "when", "howto", "worth", "yesno"].includes(q.act) || identifies) &&
    !/\b(sunscreen|reef safe|rental car|bus|uber|taxi|in hawaiian|hawaiian words?|(surf|surfing|swell) season|big (surf|waves|swells?)|biggest (surf|waves|swells?)|(surf|waves|swells?) (is |are |gets |get )?(big|biggest|huge|largest))\b/.test(
      q.searchText,
    )
  ) {
    // (For "the X one", the words X alone: "the Gilligan's Island one".)
    const descriptor = identifies ? q.searchText.match(/\bthe ((?:\w+ ){1,4})one\b/)?.[1]?.trim() : undefined;
    const place = descriptor ? implicitPlace(ctx, { ...q, searchText: descriptor }, 0) : implicitPlace(ctx, q);
    if (place) q = { ...q, places: [place] };
  }
  // "Staying at the Grand Hyatt - is the beach right in front ok for the kids?": the beach nearest the hotel is
  // the place asked about (round 9).
  const hotel = q.places[0] ?? (q.anchor?.placeId ? ctx.directory.byId.get(q.anchor.placeId) : undefined);
  if (
    hotel?.category === "Hotel" &&
    hotel.latitude !== null &&
    hotel.longitude !== null &&
    /\bbeach\b(?: \w+){0,3} (in front|out front|front of|below|next to|by the hotel|at the hotel|outside)\b|\b(hotel|resort)s? beach\b|\b(in front|out front)\b/.test(
      q.searchText,
    )
  ) {
    const [lat, lon] = [hotel.latitude, hotel.longitude];
    const beach = ctx.directory.places
      .filter((p) => p.category === "Beach" && p.latitude !== null && p.longitude !== null && p.facts?.ocean)
      .map((p) => ({ p, km: distanceKm(lat, lon, p.latitude as number, p.longitude as number) }))
      .sort((a, b) => a.km - b.km)[0];
    if (beach && beach.km < 1.5)
      q = { ...q, places: [beach.p, ...q.places.filter((p) => p !== hotel)], anchor: q.places[0] ? q.anchor : null };
  }
  // "On the Kalalau Trail, is Hanakāpīʻai Beach ok for a swim?": a water question is about the named water.
  const wet = q.places.findIndex((p) => p.facts?.ocean);
  if (q.act === "safety" && wet > 0 && wantsWater(q) && !q.places[0]?.facts?.ocean)
    q = { ...q, places: [q.places[wet] as DirectoryPlace, ...q.places.filter((_, i) => i !== wet)] };
  // "Sunset at Kekaha, then dinner": food near the named place (which is not itself a restaurant).
  const context = q.places[0];
  // "A coffee farm to taste at": the named place itself serves what is asked for - it is the answer.
  const servesIt =
    context !== undefined &&
    q.act === "recommend" &&
    q.places.length === 1 &&
    context.category !== "Restaurant" &&
    q.food.some((f) => normalize(`${context.name} ${context.aliases.join(" ")}`).includes(f));
  if (
    context &&
    !servesIt &&
    q.act === "recommend" &&
    (q.meal !== null || q.categories[0] === "Restaurant") &&
    context.category !== "Restaurant" &&
    !q.anchor &&
    context.latitude !== null &&
    context.longitude !== null
  )
    q = {
      ...q,
      anchor: { lat: context.latitude, lon: context.longitude, label: context.name, placeId: context.placeId },
    };
  // "How hard is the Sleeping Giant hike": a question about the named place, not a search for hikes.
  const named = q.places[0];
  const aboutNamed =
    named !== undefined &&
    q.act === "recommend" &&
    // ("Lumahaʻi for a photo?": a view of the named place, not a search for viewpoints.)
    (q.categories.length === 0 ||
      q.categories.includes(named.category) ||
      (q.places.length === 1 && q.categories.every((c) => c === "Viewpoint")) ||
      // ("Hanakāpīʻai Falls hike": the named place is reached on foot, so the hike is the place - probe 6, class 14.)
      (q.places.length === 1 && q.categories.every((c) => c === "Trail") && named.facts?.access.mode === "hike")) &&
    !/\b(near|nearby|like|similar|other|else|another|instead|besides|than|around)\b/.test(q.searchText);
  // "Hanakāpīʻai Falls with an 8 and 11 year old, doable?": a yes or no about the named place, whatever type it is.
  const yesNoNamed =
    named !== undefined &&
    q.act === "recommend" &&
    q.places.length === 1 &&
    // ("Hanakāpīʻai Falls hike with kids?": a short message naming one place and the group is the same question.)
    (DOABLE.test(q.searchText) || (who(q) !== "" && q.searchText.split(" ").length <= 8)) &&
    !/\b(near|nearby|similar|other|else|another|instead|besides|than|around)\b/.test(q.searchText);
  const notice = q.language !== "en" ? ENGLISH_ONLY_NOTICE[q.language] : null;
  // ("We live on Oʻahu, do we still pay?" after a state park's fee - resident-fees.ts, session 11.)
  const resident = q.act === "harmful" || q.act === "injection" ? null : residentFeeReply(q);
  if (resident) return resident;
  // ("What happens if I just park on the highway near Hāʻena?" - roadside-parking.ts, session 11.)
  const roadside = q.act === "harmful" || q.act === "injection" ? null : roadsideParkingReply(q, ctx.kb);
  if (roadside) return roadside;
  const fixedText = fixed(q, siteName);
  let reply: Reply;
  // (Cheap: null at once unless a waterfall or a sunset spot is asked near a town.)
  const nearest = nearestKind(ctx, q);
  const outside = q.act === "off-topic" || q.injected ? null : outsideTheDirectory(q);
  // "Nearest restroom to Wailua Falls?", "refill water near the trailhead": the places' facilities (practical-needs.ts).
  // "What's the meaning of kapu?", "can we touch the stones at the heiau?": the articles' answer (culture-questions.ts).
  const culture = q.act === "off-topic" || q.injected ? null : cultureAnswer(ctx, q);
  const island =
    ["recommend", "unclear", "safety", "cost", "yesno", "when"].includes(q.act) && !q.injected
      ? islandAnswer(ctx, q)
      : null;
  const need = q.act === "off-topic" || q.injected || q.language !== "en" ? null : practicalNeed(ctx, q);
  const topic = q.act === "off-topic" || q.injected ? null : topicReply(ctx, q);
  if (fixedText) reply = { text: fixedText, picks: [] };
  else if (need) reply = need;
  else if (culture) reply = culture;
  else if (outside) reply = { text: outside, picks: [] };
  else if (topic) reply = topic;
  // "Are there snakes on Kauaʻi?", "is Kauaʻi expensive?": the island itself, no fallback cards (island-questions.ts).
  else if (island && !TOPIC_WORDS.test(q.searchText)) reply = island;
  else if (
    AVOID_WATER.test(q.searchText) &&
    q.places.length === 0 &&
    !["other-island", "off-topic", "harmful", "injection"].includes(q.act)
  )
    reply = avoidWater(ctx, q);
  else if (q.act === "unclear") reply = unclear(ctx, q, siteName);
  else if (q.places[0] && !isVisitable(q.places[0].facts) && q.act !== "drive" && q.act !== "compare")
    reply = aboutPlace(ctx, q, q.places[0]);
  else if (
    q.places.length === 0 &&
    WAVE_WATCH.test(q.searchText) &&
    !/\b(surf lessons?|learn to surf|go surfing|surf at|surf in)\b/.test(q.searchText) &&
    ["safety", "recommend", "when"].includes(q.act)
  )
    reply = waveWatch(ctx, q);
  // "Which is calmer, Tunnels or ʻAnini?": a safety question between two named places is a comparison.
  else if (
    q.act === "safety" &&
    q.places.length === 2 &&
    q.places.every((p) => OCEAN_CATEGORIES.has(p.category)) &&
    !/\b(somewhere|anywhere|something) (better|else|safer|calmer)\b/.test(q.searchText) &&
    /\b(or|vs|versus|compared to|than)\b/.test(q.searchText) &&
    /\b(which|safer|safest|calmer|calmest|rougher|roughest|better|more dangerous|less dangerous)\b/.test(q.searchText)
  )
    reply = compare(ctx, q);
  // "Which costs less, Puka Dog or the Beach House?": the two prices compared (comparisons.ts, round 10).
  else if (q.act !== "compare" && asksWhichCosts(q)) reply = compare(ctx, q);
  else if (q.act === "safety" || waterOkAsked(q)) reply = safety(ctx, { ...q, act: "safety" });
  else if (q.act === "permit") reply = permit(ctx, q);
  else if (q.act === "weather") reply = weather(ctx, q);
  else if (q.act === "drive") {
    // ("Heading to Queen's Bath, how long from Poʻipū?": its status, not a drive time - off-limits-trip.ts.)
    const offLimits = offLimitsDestination(q);
    reply = offLimits
      ? withNoTrip(aboutPlace(ctx, q, offLimits), offLimits)
      : withTripWarning(withinTheLimit(drive(ctx, q), q), tripWarning(q));
  } else if (q.act === "cruise") reply = cruise(ctx, q);
  // "Closest waterfall to Poʻipū", "sunset spot near Hanapēpē": that kind of place, nearest first (probe 6, class 10).
  else if (nearest)
    reply = {
      text: [nearest.lead, "", ...placeBlock(nearest.picks, q)].join("\n"),
      picks: nearest.picks.map((p) => p.place),
    };
  else if (q.act === "compare" && q.places.length >= 2) reply = compare(ctx, q);
  else if (q.act === "compare" && q.regions.length >= 2) reply = compareShores(ctx, q);
  // "Where should we base ourselves?": the two usual bases compared for the month, a stay on each.
  else if (
    q.places.length === 0 &&
    q.regions.length === 0 &&
    ["recommend", "when", "compare"].includes(q.act) &&
    /\b(where (should|to|do|would) (we |i )?(stay|base)|base ourselves|where to base|(best|which) (area|side|part|town)( of the island)? to stay|where (is|s) (the )?best (place|area) to stay)\b/.test(
      q.searchText,
    )
  )
    reply = compareShores(ctx, { ...q, regions: ["North Shore", "South Shore"], categories: ["Hotel"] });
  else if (
    q.places.length > 0 &&
    (q.act === "when" || q.act === "howto") &&
    /\b(whales?|turtles?|seals?|hurricanes?|surf season|bring|wear|pack)\b/.test(q.searchText)
  )
    reply = general(ctx, q);
  else if (q.places.length > 0 && q.act !== "recommend") reply = aboutPlace(ctx, q, q.places[0] as DirectoryPlace);
  else if (named && (aboutNamed || yesNoNamed || servesIt) && !q.meal)
    reply = aboutPlace(ctx, { ...q, act: "yesno" }, named);
  // "Special dinner in Poʻipū - is it expensive?": the places, each with its price level.
  else if (q.act === "cost" && (q.meal !== null || q.categories[0] === "Restaurant" || q.categories[0] === "Hotel")) {
    reply = recommend(ctx, { ...q, act: "recommend" });
    reply = {
      ...reply,
      text: `Prices are shown on a scale of $ to $$$$ for each place below${q.categories[0] === "Hotel" ? "; I don't have current room rates" : "; I don't have current menus or prices"}.\n\n${reply.text}`,
    };
  } else if (q.act === "when" || q.act === "cost" || q.act === "howto") reply = general(ctx, q);
  else if (
    q.places.length === 0 &&
    TOPIC_WORDS.test(q.searchText) &&
    // "Anything near there to eat?" after whale watching: the food is the question now.
    !(q.isFollowUp && (q.meal !== null || q.categories[0] === "Restaurant"))
  )
    reply = general(ctx, { ...q, categories: [] });
  else reply = recommend(ctx, q);
  // "What should we bring to Polihale, going in January with kids?": the packing answer, then the month's water
  // at the place named, when the reply does not name it (place-month-verdict.ts, the sixth probe's class 4).
  // (A packing question that names a month is answered as the month's weather - session 10, dev15 - and gets it too.)
  const packing = q.act === "howto" || (q.act === "weather" && /\b(pack|packing|bring|wear)\b/.test(q.searchText));
  const packedFor = packing && q.places.length === 1 && !fixedText ? q.places[0] : undefined;
  const packWater =
    packedFor && !reply.text.includes(packedFor.name) && oceanConditionIn(packedFor.facts, q.month) === "dangerous"
      ? placeMonthVerdict(packedFor, { ...q, monthNamed: true })
      : null;
  if (packWater) reply = { ...reply, text: reply.text.replace(/(\n\n|$)/, `\n\n${packWater}$1`) };
  // "Lunch at Merriman's?", "breakfast at Duke's?": whether the named restaurant serves that meal, first (round 8).
  const eatery = q.places[0];
  if (
    !fixedText &&
    q.language === "en" &&
    q.meal &&
    q.places.length === 1 &&
    eatery?.category === "Restaurant" &&
    eatery.facts &&
    eatery.facts.meals.length > 0 &&
    isVisitable(eatery.facts) &&
    !/^(Yes|No)\b/.test(reply.text) &&
    // ("The first one - open on Sunday?", "ok for a 4 year old?": another question about the restaurant, not
    // whether it serves the meal the conversation was about - round 9, probe 3 class 6.)
    q.fromPrevious.length === 0 &&
    !/\b(open|opens|closed|hours|kid|kids|child|children|toddler|year old|years old|yo|baby|reservations?|reserve|book|wheelchair|parking|how much|cost)\b/.test(
      q.searchText,
    )
  ) {
    const meals = eatery.facts.meals;
    const list = meals.length > 1 ? `${meals.slice(0, -1).join(", ")} and ${meals.at(-1)}` : meals[0];
    // "Tip Top for breakfast next Monday?": the day it is closed comes first (round 9).
    const closedThen = q.weekday !== undefined && q.weekday !== null && closedOnDay(eatery, q.weekday);
    const dayName = closedThen
      ? ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][q.weekday as number]
      : "";
    const lead = closedThen
      ? `No - ${eatery.name} is usually closed on ${dayName}s${eatery.facts.hoursNote ? ` (${eatery.facts.hoursNote.replace(/\.$/, "")})` : ""}; it serves ${list} on its other days.`
      : meals.includes(q.meal)
        ? `Yes - ${eatery.name} serves ${q.meal}.`
        : `No - ${eatery.name} serves ${list}, not ${q.meal}.`;
    reply = { ...reply, text: `${lead}\n\n${reply.text}` };
  }
  // (A place found by its description is named, so the visitor knows which one it is.)
  if (described && q.places[0] === described && !reply.text.includes(described.name))
    reply = { ...reply, text: `**${described.name}** (${described.region ?? "Kauaʻi"}): ${reply.text}` };
  // A swim planned where the water is dangerous: said first, whatever the question was.
  const noSwim = fixedText || q.language !== "en" || q.injected ? [] : noSwimLines(ctx, q, reply.text);
  if (noSwim.length > 0) {
    const unsafe = new Set(
      ctx.directory.places
        .filter((p) => noSwim.some((l) => l.startsWith(`Don't swim at ${p.name}`)))
        .map((p) => p.placeId),
    );
    reply = {
      text: `${noSwim.join("\n")}\n\n${reply.text}`,
      // (A beach to stay out of is not a card; a trail or waterfall with its warning may stay.)
      picks: reply.picks.filter((p) => !(unsafe.has(p.placeId) && p.facts?.ocean && !isFreshWater(p))),
    };
  }
  // Every card carries its safety notes (a drive time, a permit or a fee answer shows the place too): the
  // notes the reply does not already hold are added after it (round 8, probe class 4).
  if (!fixedText && !q.injected) {
    const missing = reply.picks.slice(0, 3).flatMap((p) => {
      const notes = safetyText(p, q.month);
      const first = (p.facts?.safetyNotes[0] ?? notes).slice(0, 40);
      return notes && first && !reply.text.includes(first) ? [`⚠️ Safety at ${p.name}: ${notes}`] : [];
    });
    if (missing.length > 0) reply = { ...reply, text: `${reply.text}\n\n${missing.join("\n\n")}` };
  }
  // "Planning for spring": the answer is for April; say that May already turns to the summer pattern.
  if (
    !fixedText &&
    q.language === "en" &&
    q.month === 4 &&
    /\b(spring|springtime)\b/.test(q.searchText) &&
    !/\bspring break\b/.test(q.searchText)
  )
    reply = afterLead(
      reply,
      "Spring spans both surf seasons: March and April are still winter on the water (big surf on the North Shore, the south shore usually calmer), and from May the summer pattern starts (the North Shore calms down, south swells reach Poʻipū). I've answered for April; ask me about May if your trip is later.",
    );
  // "Is September too hot for hiking?": the month's temperatures answer first, then the places.
  if (
    q.monthNamed &&
    q.act !== "weather" &&
    q.language === "en" &&
    // ("Weather in March and is the North Shore ok for swimming then": both halves - session 11, probe 7 class 1.)
    /\b(too hot|too warm|too humid|too cold|too chilly|how hot|how warm|how cold|how humid|(hot|humid|warm|cold|chilly) (in|during)|(weather|temps?|temperatures?) (in|for|like|during|be)|(what s|whats|what is|how s|hows|how is) the (weather|temp|temps|temperature)|weather and|(what s|whats|what is|what are)( \w+){1,5} like (in|during)|(how s|hows|how is|how are)( \w+){1,4} in)\b/.test(
      q.searchText,
    ) &&
    !reply.text.includes("average high")
  )
    reply = { ...reply, text: `${weatherLine(q.month)}\n\n${reply.text}` };
  // "When does the North Shore get the big surf?": the season is the answer; a list of beaches would read as
  // places to go in that surf.
  if (
    q.act === "when" &&
    q.places.length === 0 &&
    BIG_SURF.test(q.searchText) &&
    reply.text.includes("\n\nPlaces that fit:")
  )
    reply = { text: reply.text.split("\n\nPlaces that fit:")[0] as string, picks: [] };
  if (!q.injected && !fixedText) reply = withSecondQuestions(ctx, q, reply);
  // A beginner who wants to surf: a lesson is the safe way in, whatever else the reply says.
  if (
    !fixedText &&
    q.language === "en" &&
    // (Children learning, or anyone asking for a lesson, likewise.)
    (q.party.beginner || q.party.kids || /\b(lessons?|learn to surf|learning to surf)\b/.test(q.searchText)) &&
    q.activities.includes("surf") &&
    !/\b(licensed surf school|book a lesson)\b/i.test(reply.text)
  ) {
    reply = afterLead(
      reply,
      "For a first time on a board, book a lesson with a licensed surf school rather than paddling out alone: the instructor picks a beginner-friendly spot and the day's waves, and calls it off when the surf is too big.",
    );
    // (The lessons themselves, when their water is calm that month and the visitor's shore allows them: "never
    // surfed, a lesson in Hanalei in June" - session 11, dev9/dev12/dev15.)
    reply = withSurfLessons(ctx, q, reply);
  }
  // A boat trip in whale season: the whales are part of the answer ("Nā Pali boat tour in January, worth it?").
  const boatTrip = [...q.places.slice(0, 1), ...reply.picks].find(
    (p) =>
      (p.category === "Activity" || p.facts?.access.mode === "boat") &&
      /\b(boat|boats|catamaran|raft|rafts|zodiac|sail|sailing|cruise)\b/.test(normalize(`${p.name} ${p.description}`)),
  );
  if (
    !fixedText &&
    q.language === "en" &&
    boatTrip &&
    [12, 1, 2, 3, 4].includes(q.month) &&
    !/\bwhales?\b/i.test(reply.text)
  ) {
    reply = afterLead(
      reply,
      `${monthName(q.month)} is humpback whale season (about December to April): boat trips then often see whales, though winter swells can make the ride rough or cancel it.`,
    );
  }
  // "When does it get dark?": the computed time is put first by the engine (builtin-engine.ts, sun-times.ts).
  // "Is the lūʻau every night?": the place's own note on its nights leads (nights-asked.ts, session 12).
  const nights = fixedText || q.language !== "en" ? null : nightsLead(q.searchText, q.places, reply.picks);
  if (nights && !reply.text.startsWith(nights.slice(0, 30))) reply = { ...reply, text: `${nights}\n\n${reply.text}` };
  // "Can we touch a turtle?": the legal distance, whatever else the question was about.
  const wildlife = fixedText || q.language !== "en" ? null : wildlifeLine(ctx, q);
  // ("Can my kids go pet it?" - a sleeping monk seal: no, first; not "Yes - Poʻipū works for a family" - probe 11.)
  if (
    wildlife &&
    /\b(touch|touching|pet|petting|hug|hugging|ride|riding|hold|holding|pick (it|them) up)\b/.test(q.searchText) &&
    !/^(No|Better not)\b/.test(reply.text)
  )
    reply = {
      ...reply,
      text: `No - don't touch, pet or feed them. ${wildlife}\n\n${reply.text.replace(/^Yes - [^\n]*(\n\n|\n|$)/, "")}`.trim(),
    };
  else if (wildlife && !/\bstay at least\b/.test(reply.text)) reply = afterLead(reply, wildlife);
  // "Kōkeʻe is cloudy, worth going?": the canyon's advice on clouds leads.
  const clouds = fixedText || q.language !== "en" || outside ? null : cloudLead(ctx, q);
  if (clouds && !reply.text.includes("mist can clear"))
    reply = {
      ...reply,
      text: `${clouds}

${reply.text}`,
    };
  if (q.injected && reply.text) {
    reply = {
      text:
        q.act === "injection"
          ? reply.text
          : `I can't change my instructions or drop the safety guidance.\n\n${reply.text}`,
      // (The places are the engine's own, chosen under every safety rule; an injected name is never added.)
      // (Unless the message names a place: an injection usually pushes one, and its alternatives read as obeying.)
      picks: q.act === "injection" || q.places.length > 0 ? [] : reply.picks.filter((p) => unsafeReason(p, q) === null),
    };
  }
  // "A condo in Poʻipū under $200 a night": rentals and nightly rates are not in the directory; say so, then
  // show what it does list.
  if (!fixedText && RENTAL_LISTINGS.test(q.searchText))
    reply = {
      ...reply,
      text: `I don't have vacation-rental listings or nightly prices, so I can't search rentals by price for you - check the rental sites or a local agency for that. ${reply.picks.some((p) => p.category === "Hotel") ? "These places to stay are in our directory (call them for current rates):" : ""}\n\n${reply.text}`,
    };
  // "It's dumping rain - anything about the one-lane bridges flooding?": the flash-flood rule first (round 9).
  if (
    !fixedText &&
    q.language === "en" &&
    /\b(one lane|bridge|bridges|road|roads)\b/.test(q.searchText) &&
    /\b(flood\w*|rain\w*|dumping|pouring|storm\w*|high water|downpour\w*)\b/.test(q.searchText) &&
    !reply.text.includes("never drive through water")
  ) {
    const rule = ctx.kb.byId
      .get("flash-flood-safety")
      ?.body.split(/(?<=\.)\s+/)
      .find((t) => /\bbridge\b/i.test(t));
    if (rule)
      reply = {
        ...reply,
        text: `${rule} If there is water over the road or a bridge, stop and wait or turn back; I don't have live road reports, so check the County of Kauaʻi and Hawaiʻi DOT traffic alerts before you set out.\n\n${reply.text}`,
      };
  }
  // "Is the road to Kōkeʻe closed?": the concierge has no live road reports; say so first.
  if (
    !fixedText &&
    /^(is|are|was) (the )?(\w+ ){0,3}(road|roads|highway|hwy|bridge|route)\b(?: \w+){0,5} (closed|open|shut|blocked|flooded|passable)\b/.test(
      q.searchText,
    )
  )
    reply = {
      ...reply,
      text: `I don't have live road reports, so I can't tell you whether a road is closed today - check the Hawaiʻi Department of Transportation and County of Kauaʻi traffic alerts before you set out. After heavy rain, never drive through water running over a road or one-lane bridge.\n\n${reply.text}`,
    };
  // "Is there gas up at Kōkeʻe?": the articles' own sentence about fuel leads.
  if (
    !fixedText &&
    /\b(gas|fuel|petrol|gas station|fill up)\b/.test(q.searchText) &&
    !/\b(fill up|refill|top up) (\w+ ){0,2}(water|bottles?)\b/.test(q.searchText)
  ) {
    const sentence = ctx.kb.articles
      .flatMap((a) => a.body.split(/(?<=\.)\s+/))
      .find(
        (t) =>
          /\bgas\b/i.test(t) &&
          (q.regions.length === 0 ||
            /\b(waimea|kokee|kōkeʻe|canyon)\b/i.test(t) === q.regions.includes("Waimea Canyon & Kokee")),
      );
    if (sentence && !reply.text.includes(sentence)) reply = { ...reply, text: `${sentence.trim()}\n\n${reply.text}` };
  }
  // "Is Hanauma Bay better than Tunnels?": the other island's place is said to be elsewhere, then the Kauaʻi one
  // is answered (round 9, probe 3 class 16).
  const elsewhere = fixedText || q.places.length === 0 ? null : otherIsland(q.searchText);
  if (elsewhere && elsewhere.thing !== elsewhere.name)
    reply = {
      ...reply,
      text: `${elsewhere.thing} is on ${elsewhere.name}, not Kauaʻi, so I can't compare it; here is what I know about ${q.places[0]?.name}:\n\n${reply.text}`,
    };
  // "Is Kauaʻi or Oʻahu better for families?": the other island is not covered; the Kauaʻi half follows (round 10).
  const versus = fixedText ? null : islandComparedWithKauai(q.searchText);
  if (versus) reply = { ...reply, text: `${islandComparisonLead(versus)}\n\n${reply.text}` };
  // "...then recommend a beach; also write me a haiku / a python script / a recipe": that part is declined first.
  if (
    !fixedText &&
    q.language === "en" &&
    /\b(write|compose|give me|make up|send)\b(?: \w+){0,4} (python|javascript|code|script|recipe|essay|poem|song|story|haiku|limerick|rap)\b/.test(
      q.searchText,
    )
  )
    reply = {
      ...reply,
      text: `I can't help with that part - poems, code and recipes aren't what a Kauaʻi trip concierge does - but here is the Kauaʻi part:\n\n${reply.text}`,
    };
  // "Can you book a hotel for me?", "book me a table at Merriman's": say what the concierge cannot do, then help.
  if (!fixedText && cannotBookLead(q.searchText))
    reply = {
      ...reply,
      text: `I can't make bookings or payments for you, but here is what I'd book and how.\n\n${reply.text}`,
    };
  if (notice) {
    // (A reply about one place says its name, which the visitor can then look up: "Spouting Horn Park: ...".)
    const only = reply.picks.length === 1 ? reply.picks[0] : undefined;
    if (only && !reply.text.includes(only.name)) reply = { ...reply, text: `**${only.name}**: ${reply.text}` };
    const hasTopic =
      reply.picks.length > 0 ||
      q.act !== "recommend" ||
      TOPIC_WORDS.test(q.searchText) ||
      // ("¿Mi perro puede ir a la playa?": the honest "not recorded" is the answer.)
      (outside !== null && reply.text.startsWith(outside));
    reply = {
      text: hasTopic
        ? `${notice}\n\n${reply.text}`
        : `${notice}\n\nPlease ask me again in English - for example "Which beaches are safe for kids in January?"`,
      picks: hasTopic ? reply.picks : [],
    };
  }
  return reply;
}
