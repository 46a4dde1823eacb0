import { planItinerary } from "@/server/features/itinerary/planner";
import { INTEREST_OPTIONS, type Interest } from "@/shared/itinerary-options";
import { paths } from "@/shared/paths";
import type { ItineraryPreferences } from "@/shared/schemas/itinerary";
import type { DirectoryPlace } from "./directory";
import { MONTH_NAMES } from "./knowledge-base";
import type { ConciergeContext } from "./select";
import type { Question } from "./understand";

// "2 day itinerary for Kauaʻi in December", "plan our 3 days with the kids" (probe 6, class 13): the same planner
// as the Itinerary Builder (issue 20: season, group and daylight rules, drive times) writes the days, and the reply
// says where to change and save the plan. A request for one shore ("one day itinerary south shore") is left to the
// ideas for that shore: the planner chooses its own shores.

const PLAN_WORDS = /\b(itinerary|itineraries|day by day|day-by-day)\b/;
const DAY_COUNT = /\b(\d{1,2}|one|two|three|four|five|six|seven|a|my|our|the)[ -]?(day|days|night|nights|week)\b/;
/** "Plan our 4 days", "3 day plan", "can you plan my week": a plan asked for, not a question about one thing. */
const PLAN_VERB = /\b(plan|planner|schedule)\b/;
const OTHER_QUESTION = /\b(where|which|what|is|are|should|how|when|any|best)\b/;
const ASKS_FOR_A_PLAN =
  /\b(can|could|would|will) you (plan|make|put together|write)|help (me|us) plan|plan (my|our|the|a)\b/;

const NUMBER_WORDS: Record<string, number> = { one: 1, a: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

const INTEREST_WORDS: [RegExp, Interest][] = [
  [/\b(beach\w*|swim\w*|snorkel\w*|surf\w*|water)\b/, "Beaches & Water Sports"],
  [/\b(hike|hikes|hiking|trails?|nature|waterfalls?)\b/, "Hiking & Nature"],
  [/\b(food|eat|eating|restaurants?|foodie|dining)\b/, "Food & Dining"],
  [/\b(culture|history|historic|museums?|heritage)\b/, "Culture & History"],
  [/\b(adventure|zip ?line|atv|helicopter|thrill\w*)\b/, "Adventure Sports"],
  [/\b(photos?|photography|views?|scenic|lookouts?)\b/, "Photography & Scenic Views"],
  [/\b(shopping|shops|markets?)\b/, "Shopping & Local Markets"],
  [/\b(relax\w*|spa|chill|slow)\b/, "Relaxation & Wellness"],
];

/** The days asked for, when the message asks for a day-by-day plan of the trip; null otherwise. */
export function planDays(q: Question): number | null {
  const text = q.searchText;
  if (q.regions.length > 0 || q.places.length > 0) return null;
  const asked =
    PLAN_WORDS.test(text) ||
    (PLAN_VERB.test(text) && DAY_COUNT.test(text) && (ASKS_FOR_A_PLAN.test(text) || !OTHER_QUESTION.test(text)));
  if (!asked) return null;
  const count = DAY_COUNT.exec(text);
  if (!count) return 3;
  const n = NUMBER_WORDS[count[1] as string] ?? (Number(count[1]) || 1);
  const days = /week/.test(count[2] as string) ? 7 * n : /night/.test(count[2] as string) ? n + 1 : n;
  return Math.min(Math.max(days, 1), 15);
}

function preferences(q: Question, days: number, now: Date): ItineraryPreferences {
  const text = q.searchText;
  const interests = INTEREST_WORDS.filter(([re]) => re.test(text)).map(([, interest]) => interest);
  const family = q.party.kids || q.party.toddler;
  const nowMonth = new Date(now.getTime() - 10 * 3_600_000).getUTCMonth() + 1;
  const year = new Date(now.getTime() - 10 * 3_600_000).getUTCFullYear();
  // A month asked: the trip starts on its 10th, this year or next; otherwise tomorrow's date is the planner's own.
  const start = q.monthNamed ? `${q.month < nowMonth ? year + 1 : year}-${String(q.month).padStart(2, "0")}-10` : null;
  return {
    duration: days,
    people: family ? "3-4" : "2",
    dates: { start, end: null },
    interests: interests.length > 0 ? interests : [INTEREST_OPTIONS[0], INTEREST_OPTIONS[1], INTEREST_OPTIONS[2]],
    diningStyle: "Mix of all",
    cuisines: ["Local Hawaiian"],
    activityLevel:
      q.party.toddler || q.party.seniors || q.constraints.easy || /\b(relax\w*|easy|slow|chill)\b/.test(text)
        ? "Relaxed"
        : /\b(active|adventur\w*|very fit|hardcore)\b/.test(text)
          ? "Active"
          : "Moderate",
    groupType: family ? "Family with kids" : /\b(solo|alone|by myself)\b/.test(text) ? "Solo traveler" : "Couple",
    budget: /\b(cheap|budget|free|broke)\b/.test(text) ? "Budget ($)" : "Moderate ($$)",
  };
}

export function tripPlan(
  ctx: ConciergeContext,
  q: Question,
  now: Date,
): { text: string; picks: DirectoryPlace[] } | null {
  const days = planDays(q);
  if (days === null) return null;
  const itinerary = planItinerary(ctx.directory, preferences(q, days, now), now);
  const lines = [
    `Here is a ${days}-day plan${q.monthNamed ? ` for ${MONTH_NAMES[q.month - 1]}` : ""}${q.party.kids ? " with the kids" : ""}, made by the same planner as the Itinerary Builder (${paths.itineraryBuilder}), where you can change your preferences, swap a stop or regenerate a day, and save the plan:`,
  ];
  for (const day of itinerary.days) {
    lines.push("", `**${day.title}** (${day.region}; about ${day.driveMinutes} minutes of driving)`);
    // (One line per day: a week's plan stays readable in the chat; the builder shows each stop's tips.)
    // (A paragraph of its own: Markdown joins lines that follow each other into one paragraph.)
    lines.push("", day.activities.map((stop) => `${stop.time} ${stop.name}`).join(" · "));
  }
  // (The builder's groups know "family with kids", not a toddler or a wheelchair: the stops our directory does not rate
  // for them are named, to swap in the builder.)
  const unrated = (key: "toddlers" | "wheelchair") =>
    [
      ...new Set(
        itinerary.days.flatMap((day) =>
          day.activities
            .map((stop) => (stop.place ? ctx.directory.byId.get(stop.place.place_id) : undefined))
            .filter((place): place is DirectoryPlace => place?.facts?.suitability[key] === false)
            .map((place) => place.name),
        ),
      ),
    ].slice(0, 8);
  for (const [asked, key, who] of [
    [q.party.toddler, "toddlers", "a toddler"],
    [q.party.wheelchair, "wheelchair", "a wheelchair"],
  ] as const) {
    const names = asked ? unrated(key) : [];
    if (names.length > 0)
      lines.push("", `Not rated for ${who} in our directory - swap these in the builder: ${names.join(", ")}.`);
  }
  for (const tip of itinerary.tips.slice(0, 3)) lines.push("", `Tip: ${tip}`);
  lines.push(
    "",
    "Each stop's safety notes and hours are on its place card and in the Itinerary Builder; ask me about any stop, a different month or who's coming, and I'll say whether it fits.",
  );
  const seen = new Set<string>();
  const picks: DirectoryPlace[] = [];
  for (const day of itinerary.days)
    for (const stop of day.activities) {
      const id = stop.place?.place_id;
      const place = id ? ctx.directory.byId.get(id) : undefined;
      if (place && !seen.has(id as string) && picks.length < 6) {
        seen.add(id as string);
        picks.push(place);
      }
    }
  return { text: lines.join("\n"), picks };
}
