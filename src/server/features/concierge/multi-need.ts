import { isVisitable, oceanConditionIn } from "@/shared/schemas/place-facts";
import { compose, placeBlock, type Reply } from "./answer";
import type { Directory, DirectoryPlace } from "./directory";
import { TOWN_POINTS } from "./knowledge-base";
import type { ConciergeContext } from "./select";
import { unsafeReason } from "./select";
import { normalize } from "./text";
import { driveEndsOf, type Question, understand } from "./understand";

// "A beach for the kids, dinner nearby and how long is the drive from Līhuʻe" (round 9, probe 2 class D):
// a message with several needs. The engine answers the main one as before; every other need it recognises
// that the reply did not cover gets its own short section (one place, with its safety note, or the direct
// answer), found by answering that part of the message alone with the whole message's shore, party and month.

type NeedKind = "food" | "beach" | "hike" | "view" | "waterfall" | "drive" | "booking";

const NEEDS: [NeedKind, RegExp, string][] = [
  [
    "food",
    /\b(breakfast|brunch|lunch|dinner|eat|eats|restaurant|restaurants|food|bite|shave ice|poke|pizza|burgers?|tacos|sushi|coffee|ice cream|a meal|place to eat|somewhere to eat)\b/,
    "somewhere to eat",
  ],
  ["beach", /\b(beach|beaches|swim|swimming|snorkel\w*|boogie ?board\w*|float|a dip)\b/, "the beach"],
  ["hike", /\b(hike|hikes|hiking|trail|trails|walk|walks)\b/, "a walk or hike"],
  // (Round 10, probe 4 class 11: "we love waterfalls" is not answered by a lighthouse.)
  ["waterfall", /\b(waterfall|waterfalls)\b/, "a waterfall"],
  ["view", /\b(lookout|lookouts|viewpoint|scenic drive|scenic|canyon)\b/, "a view"],
  [
    "drive",
    /\b(how long|how far|drive time|the drive from|drive from|whats the drive|what s the drive)\b/,
    "the drive",
  ],
  [
    "booking",
    /\b(reservations?|reserve|permits?|need to book|book ahead|tickets?|pay to (get in|enter|park)|entry fee|entrance fee|fees? to (get in|enter))\b/,
    "bookings",
  ],
];

/** Clauses of a message: "a beach for the kids, then dinner nearby and how long is the drive". */
function clausesOf(message: string): string[] {
  return normalize(message.replace(/[,;:+&.?!]| - |\band then\b|\bthen\b|\balso\b|\bplus\b/gi, " qqsplit "))
    .split(
      / ?qqsplit ?| and (?=(?:\w+ ){0,3}(?:a |an |the |some |somewhere |where |how |do |can |is |any |lunch|dinner|breakfast|then))/,
    )
    .map((c) => c.trim())
    .filter((c) => c.split(" ").length >= 1 && c.length > 2);
}

/** ("Not into hiking", "no beach days": a part the visitor rules out is not a need.) */
const NEGATED = /\b(no|not|dont|don t|without|never|skip|hate|cant|can t|avoid|nothing)\b/;

function needsOf(clause: string): NeedKind[] {
  if (NEGATED.test(clause)) return [];
  return NEEDS.filter(([, re]) => re.test(clause)).map(([kind]) => kind);
}

function covers(kind: NeedKind, reply: Reply): boolean {
  const picks = reply.picks;
  switch (kind) {
    case "food":
      return picks.some((p) => p.category === "Restaurant" || (p.facts?.meals.length ?? 0) > 0);
    case "beach":
      return picks.some((p) => p.facts?.ocean != null);
    case "hike":
      return picks.some((p) => p.category === "Trail" || p.facts?.access.mode === "hike");
    case "view":
      return picks.some((p) => p.category === "Viewpoint" || p.category === "Waterfall");
    case "waterfall":
      return picks.some((p) => p.category === "Waterfall");
    case "drive":
      return /\b\d+ (minutes|hours?)\b|\bhour\b/.test(reply.text);
    case "booking":
      return /\b(reservation|permit|book|booked|booking)\b/i.test(reply.text);
  }
}

/** The need's own place among the answer to its clause. */
function fitsNeed(kind: NeedKind, place: DirectoryPlace): boolean {
  return covers(kind, { text: "", picks: [place] });
}

/** Where a drive question's drive ends, as a point to look around. */
function driveDestination(directory: Directory, q: Question): Question["anchor"] {
  const end = (q.driveEnds ?? driveEndsOf(q)).at(-1);
  if (!end) return null;
  const place = directory.places.find((p) => p.name === end.label);
  if (place?.latitude != null && place.longitude != null)
    return { lat: place.latitude, lon: place.longitude, label: place.name, placeId: place.placeId };
  const [lat, lon] = TOWN_POINTS[end.town];
  return { lat, lon, label: end.town, placeId: null };
}

export function withMultipleNeeds(
  ctx: ConciergeContext,
  directory: Directory,
  question: Question,
  message: string,
  now: Date,
  reply: Reply,
  siteName: string,
): Reply {
  if (
    question.language !== "en" ||
    !["recommend", "yesno", "permit", "drive", "safety", "cruise"].includes(question.act)
  )
    return reply;
  const clauses = clausesOf(message);
  if (clauses.length < 2) return reply;
  // Needs in order of mention, each with the first clause that asks for it.
  const wanted: { kind: NeedKind; clause: string }[] = [];
  for (const clause of clauses)
    for (const kind of needsOf(clause)) if (!wanted.some((w) => w.kind === kind)) wanted.push({ kind, clause });
  // "Kīlauea lighthouse, lunch, then a beach": a part that names a place is that place.
  const namedParts = clauses
    .filter((clause) => needsOf(clause).length === 0)
    .flatMap((clause) => understand(clause, [], directory, now).places.slice(0, 1))
    .filter(
      (p) => isVisitable(p.facts) && unsafeReason(p, question) === null && !question.notThese?.includes(p.placeId),
    );
  // (A named place and one need make a plan only when the message says so: "Kīlauea lighthouse, then lunch";
  // "red flags at Lydgate, where else can the kids swim?" is one question about somewhere else.)
  const planned = /\b(then|plan|itinerary|day trip|after that|afterwards|first|also|plus)\b/.test(normalize(message));
  if (wanted.length === 0 || (wanted.length < 2 && !(planned && namedParts.length > 0))) return reply;
  // The whole message as one question can fit nothing ("a beach, a lookout and a place to eat" for a toddler
  // and a wheelchair): then each part is answered on its own, and that is the reply.
  const failed = reply.picks.length === 0 && /^I couldn't find/.test(reply.text);
  const base: Reply = failed ? { text: "", picks: [] } : reply;
  const sections: string[] = [];
  const extra: DirectoryPlace[] = [];
  for (const place of namedParts) {
    if (base.picks.includes(place)) continue;
    extra.push(place);
    const [head, ...rest] = placeBlock([{ place, score: 0, reasons: [] }], question);
    sections.push((head ?? "").replace(/^1\. /, ""), ...rest, "");
  }
  for (const { kind, clause } of wanted) {
    if (covers(kind, base)) continue;
    // (The part alone, without the other needs' words: "easy hike and pizza" asks the hike as "easy hike".)
    let alone = clause;
    for (const [other, re] of NEEDS)
      if (other !== kind) alone = alone.replace(new RegExp(re.source, "g"), " ").replace(/\s+/g, " ").trim();
    // ("A hike that isn't too hard" is an easy hike - round 10, probe 4 class 11.)
    alone = alone.replace(
      /\b(that )?(isn t|is not|isnt|not|nothing) (too |very |that |overly )?(hard|difficult|strenuous|tough|steep|long|challenging)\b/g,
      "easy",
    );
    const part = understand(
      alone.replace(/^(and|or|plus|then)\b|\b(and|or)$/g, "").trim() || clause,
      [],
      directory,
      now,
    );
    const sub: Question = {
      ...part,
      regions: part.regions.length > 0 ? part.regions : question.regions,
      towns: part.towns.length > 0 ? part.towns : question.towns,
      excludedRegions: question.excludedRegions,
      anchor: part.anchor ?? question.anchor,
      month: question.month,
      monthNamed: question.monthNamed,
      party: {
        ...question.party,
        toddler: question.party.toddler || part.party.toddler,
        kids: question.party.kids || part.party.kids,
        beginner: question.party.beginner || part.party.beginner,
        seniors: question.party.seniors || part.party.seniors,
        wheelchair: question.party.wheelchair || part.party.wheelchair,
      },
      constraints: { ...part.constraints, veryEasy: part.constraints.veryEasy || question.constraints.veryEasy },
      places: part.places.length > 0 ? part.places : kind === "drive" || kind === "booking" ? question.places : [],
      // ("A lookout": a waterfall seen from a lookout is a view too.)
      categories:
        kind === "view" && part.categories.length === 1 && part.categories[0] === "Viewpoint"
          ? ["Viewpoint", "Waterfall"]
          : part.categories,
    };
    // ("How long from Poʻipū to Waimea Canyon and is there anywhere to eat up there": "there" is where the drive
    // ends - session 11, probe 7 class 1.)
    const destination = question.act === "drive" ? driveDestination(directory, question) : null;
    if (
      destination &&
      kind !== "drive" &&
      /\b(there|up there|over there|when we get there|at the end)\b/.test(clause)
    ) {
      sub.anchor = destination;
      sub.regions = [];
      sub.towns = [];
    }
    // (A port day: every part stays near the pier at Nāwiliwili, by Līhuʻe.)
    if (question.act === "cruise") {
      const [lat, lon] = TOWN_POINTS.Līhuʻe;
      sub.anchor = sub.anchor ?? { lat, lon, label: "the cruise pier", placeId: null };
      sub.constraints = { ...sub.constraints, nearby: true };
    }
    if ((kind === "drive" || kind === "booking") && sub.act === "recommend") continue;
    const answer = compose(ctx, sub, siteName);
    const label = NEEDS.find(([k]) => k === kind)?.[2] ?? kind;
    if (kind === "drive" || kind === "booking") {
      const first = answer.text.split("\n\n")[0]?.trim();
      if (first && !reply.text.includes(first)) sections.push(`**For ${label}:** ${first}`);
      continue;
    }
    const pick = answer.picks.find(
      (p) =>
        fitsNeed(kind, p) &&
        !base.picks.includes(p) &&
        !extra.includes(p) &&
        isVisitable(p.facts) &&
        // (Safe for the part and for the whole message: "hike to Hanakāpīʻai and swim" never shows its beach.)
        unsafeReason(p, sub) === null &&
        unsafeReason(p, question) === null &&
        !(p.facts?.ocean && oceanConditionIn(p.facts, question.month) === "dangerous"),
    );
    if (!pick) {
      sections.push(
        `**For ${label}:** I couldn't find a place in our directory that fits this part of your plan as well.`,
      );
      continue;
    }
    extra.push(pick);
    const [head, ...rest] = placeBlock([{ place: pick, score: 0, reasons: [] }], sub);
    // ("None of the beaches on the West Side is calm enough for kids in June": said before the nearest that is.)
    const caveat = answer.text.match(
      /(?:^|\n)((?:None of|I couldn't find|Nothing in our directory)[^\n]*?)[.:](?=\s|$)/,
    )?.[1];
    sections.push(
      `**For ${label}:** ${caveat ? `${caveat}; the nearest that fits: ` : ""}${(head ?? "").replace(/^1\. /, "")}`,
      ...rest,
      "",
    );
  }
  if (sections.length === 0) return reply;
  if (failed) return { text: `One idea for each part of your plan:\n\n${sections.join("\n").trim()}`, picks: extra };
  return {
    text: `${reply.text}\n\nThe other parts of your plan:\n\n${sections.join("\n").trim()}`,
    // One card for each part: the main answer's first place, then each other need's place.
    // (Places the plan names come first, in the plan's order.)
    picks: [
      ...extra.filter((p) => namedParts.includes(p)),
      ...reply.picks.slice(0, Math.max(1, 3 - extra.length)),
      ...extra,
      ...reply.picks.slice(1),
    ].filter((p, i, all) => all.indexOf(p) === i),
  };
}
