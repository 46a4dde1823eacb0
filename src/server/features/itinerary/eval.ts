import type { Directory } from "@/server/features/concierge/directory";
import {
  ACTIVITY_LEVEL_OPTIONS,
  BUDGET_OPTIONS,
  CUISINE_OPTIONS,
  DINING_STYLE_OPTIONS,
  GROUP_TYPE_OPTIONS,
  INTEREST_OPTIONS,
  type Interest,
  PEOPLE_OPTIONS,
} from "@/shared/itinerary-options";
import type { ItineraryPreferences } from "@/shared/schemas/itinerary";
import { isVisitable, type Meal, oceanConditionIn } from "@/shared/schemas/place-facts";
import { addDays } from "./daylight";
import { driveMinutes } from "./drive-time";
import {
  cuisineMatches,
  excludedReason,
  hhmm,
  interestsOf,
  isFoodStop,
  isSunsetPlace,
  isYoungOrBeginner,
  type Located,
  MAX_MEAL_DETOUR,
  MEAL_WINDOWS,
  openWindows,
  PACE,
  type PlanNode,
  SIDES,
  type Side,
  servesMeal,
  sunsetWindows,
  timeOfDayWindow,
} from "./plan-facts";
import { planTrip, sideOf, tripStart } from "./planner";
import { exactBestOrder, simulate } from "./schedule";

// The planner's evaluation (issue 20, item 6). Two sets of plans, generated from different seeds,
// dates and option combinations: the development set is what the planner is tuned on; the held-out
// set is only ever run for its aggregate figures. Every check recomputes from the place facts and the
// road model rather than trusting the planner's own bookkeeping.

export type EvalPlan = { prefs: ItineraryPreferences; now: Date };
export type EvalSetName = "dev" | "heldout";

/** A small deterministic random generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SET_SPECS: Record<EvalSetName, { seed: number; count: number; dates: (string | null)[]; now: string }> = {
  // Development: January, April, July and October trips, and undated plans made on 15 January 2026.
  dev: {
    seed: 20_261,
    count: 120,
    dates: ["2026-01-15", "2026-04-09", "2026-07-02", "2026-10-22", null],
    now: "2026-01-15T18:00:00Z",
  },
  // Held out: other months, days of the week and years, and undated plans made in late August.
  heldout: {
    seed: 77_003,
    count: 120,
    dates: ["2027-02-20", "2026-12-26", "2027-05-13", "2027-08-07", "2026-09-30", null],
    now: "2026-08-28T21:00:00Z",
  },
};

function pick<T>(options: readonly T[], index: number): T {
  return options[index % options.length] as T;
}

/**
 * The plans of a set: every duration 1-15 eight times, and each option of every field in rotation
 * (offset by the seed), with one to three interests and one to three cuisines drawn at random.
 */
export function evalPlans(set: EvalSetName): EvalPlan[] {
  const spec = SET_SPECS[set];
  const rand = random(spec.seed);
  const offset = () => Math.floor(rand() * 1000);
  const [oPeople, oDining, oLevel, oGroup, oBudget, oDate] = [
    offset(),
    offset(),
    offset(),
    offset(),
    offset(),
    offset(),
  ];
  const plans: EvalPlan[] = [];
  for (let i = 0; i < spec.count; i++) {
    const interests = new Set<Interest>([pick(INTEREST_OPTIONS, i + (set === "dev" ? 0 : 3))]);
    const moreInterests = Math.floor(rand() * 3);
    for (let k = 0; k < moreInterests; k++) interests.add(pick(INTEREST_OPTIONS, Math.floor(rand() * 8)));
    const cuisines = new Set([pick(CUISINE_OPTIONS, i + (set === "dev" ? 1 : 6))]);
    const moreCuisines = Math.floor(rand() * 3);
    for (let k = 0; k < moreCuisines; k++) cuisines.add(pick(CUISINE_OPTIONS, Math.floor(rand() * 8)));
    const start = pick(spec.dates, i + oDate);
    const duration = (i % 15) + 1;
    plans.push({
      now: new Date(spec.now),
      prefs: {
        duration,
        people: pick(PEOPLE_OPTIONS, i + oPeople),
        dates: start ? { start, end: addDays(start, duration - 1) } : { start: null, end: null },
        interests: [...interests],
        diningStyle: pick(DINING_STYLE_OPTIONS, Math.floor(i / 2) + oDining),
        cuisines: [...cuisines],
        activityLevel: pick(ACTIVITY_LEVEL_OPTIONS, Math.floor(i / 3) + oLevel),
        groupType: pick(GROUP_TYPE_OPTIONS, Math.floor(i / 5) + oGroup),
        budget: pick(BUDGET_OPTIONS, Math.floor(i / 7) + oBudget),
      },
    });
  }
  return plans;
}

export type ItineraryEvalResult = {
  set: EvalSetName;
  plans: number;
  days: number;
  stops: number;
  meals: number;
  daysMissingAMeal: number;
  mealsAtWrongPlace: number;
  overlapsOrImpossibleLegs: number;
  writtenTimesWrong: number;
  outsideWindow: number;
  bestTimeStops: number;
  bestTimeRespected: number;
  sunsetDays: number;
  sunsetAtSunset: number;
  interestChecks: number;
  interestsMet: number;
  /** Checks where the island has enough places for that interest that are allowed for this party. */
  interestChecksPossible: number;
  interestsMetPossible: number;
  cuisinePossible: number;
  cuisineMatched: number;
  inaccessibleOrClosed: number;
  unsafeOceanForYoung: number;
  repeatedPlaces: number;
  repeatedRestaurantMeals: number;
  routeRatioMean: number;
  routeRatioMax: number;
  daysRouteChecked: number;
  maxSentenceShare: number;
  commonestSentence: string;
  p95Ms15Days: number;
  /** The same plans' processor time (user + system), less sensitive to other work on the machine. */
  p95CpuMs15Days: number;
  plans15Days: number;
  /** The first few failures of each check, for tuning on the development set. */
  misses: string[];
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

function sentencesOf(text: string): string[] {
  return text
    .replace(/\b(Co|St|Mt|Dr|Rd|Hwy)\./g, "$1")
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const MEAL_KINDS = new Set(["breakfast", "lunch", "dinner"]);

export function runItineraryEval(directory: Directory, set: EvalSetName): ItineraryEvalResult {
  const r: ItineraryEvalResult = {
    set,
    plans: 0,
    days: 0,
    stops: 0,
    meals: 0,
    daysMissingAMeal: 0,
    mealsAtWrongPlace: 0,
    overlapsOrImpossibleLegs: 0,
    writtenTimesWrong: 0,
    outsideWindow: 0,
    bestTimeStops: 0,
    bestTimeRespected: 0,
    sunsetDays: 0,
    sunsetAtSunset: 0,
    interestChecks: 0,
    interestsMet: 0,
    interestChecksPossible: 0,
    interestsMetPossible: 0,
    cuisinePossible: 0,
    cuisineMatched: 0,
    inaccessibleOrClosed: 0,
    unsafeOceanForYoung: 0,
    repeatedPlaces: 0,
    repeatedRestaurantMeals: 0,
    routeRatioMean: 1,
    routeRatioMax: 1,
    daysRouteChecked: 0,
    maxSentenceShare: 0,
    commonestSentence: "",
    p95Ms15Days: 0,
    p95CpuMs15Days: 0,
    plans15Days: 0,
    misses: [],
  };
  const miss = (kind: string, text: string) => {
    if (r.misses.filter((m) => m.startsWith(kind)).length < 4) r.misses.push(`${kind}: ${text}`);
  };
  const ratios: number[] = [];
  const timings: number[] = [];
  const cpuTimings: number[] = [];
  const sentenceDays = new Map<string, number>();
  const located = directory.places.filter((p): p is Located => p.latitude !== null && p.longitude !== null);

  for (const { prefs, now } of evalPlans(set)) {
    const { itinerary, days } = planTrip(directory, prefs, now);
    // Timing: each 15-day plan generated five more times, so the p95 is not one run's stall.
    if (prefs.duration === 15)
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        planTrip(directory, prefs, now);
        timings.push(performance.now() - started);
        const used = process.cpuUsage(cpu);
        cpuTimings.push((used.user + used.system) / 1000);
      }
    r.plans++;
    const label = `${prefs.duration}d ${prefs.groupType}/${prefs.activityLevel} ${prefs.interests.join("+")} ${tripStart(prefs, now)}`;
    const month = Number(tripStart(prefs, now).slice(5, 7));
    const young = isYoungOrBeginner(prefs);
    const pace = PACE[prefs.activityLevel];
    const seenVisits = new Set<string>();
    const seenRestaurants = new Set<string>();
    const interestCounts = new Map<Interest, number>(prefs.interests.map((i) => [i, 0]));

    days.forEach((day, dayIndex) => {
      r.days++;
      const written = itinerary.days[dayIndex];
      const stops = day.sim.stops;
      const mealKinds = new Set(stops.map((s) => s.node.data.kind).filter((k) => MEAL_KINDS.has(k)));
      if (mealKinds.size < 3) {
        r.daysMissingAMeal++;
        miss("missing meal", `${label} day ${dayIndex + 1} has ${[...mealKinds].join(",")}`);
      }
      for (const s of sentencesOf(written?.description ?? "")) sentenceDays.set(s, (sentenceDays.get(s) ?? 0) + 1);

      let clock = -1;
      stops.forEach((stop, i) => {
        const place = stop.node.data.place;
        const kind = stop.node.data.kind;
        r.stops++;
        // Written times are the schedule's.
        if (written?.activities[i]?.time !== hhmm(stop.start) || written?.activities[i]?.name !== place.name)
          r.writtenTimesWrong++;
        // Legs: the next stop starts no earlier than the last one ends plus the drive between them.
        if (i > 0) {
          const previous = stops[i - 1] as (typeof stops)[number];
          const leg = Math.round(driveMinutes(previous.node.data.place, place));
          if (stop.start < previous.end + leg - 0.5 || stop.start < clock) {
            r.overlapsOrImpossibleLegs++;
            miss("overlap", `${label} day ${dayIndex + 1} ${place.name}`);
          }
        }
        clock = stop.end;
        if (!isVisitable(place.facts)) {
          r.inaccessibleOrClosed++;
          miss("inaccessible", `${label} ${place.name}`);
        }
        const condition = oceanConditionIn(place.facts, month);
        if (young && condition === "dangerous") {
          r.unsafeOceanForYoung++;
          miss("unsafe ocean", `${label} ${place.name} (${condition} in month ${month})`);
        }
        if (MEAL_KINDS.has(kind)) {
          const meal = kind as Meal;
          r.meals++;
          if (!servesMeal(place, meal)) {
            r.mealsAtWrongPlace++;
            miss("wrong meal", `${label} ${meal} at ${place.name}`);
          }
          const [from, to] = MEAL_WINDOWS[meal](pace);
          const open = openWindows(place, new Date(`${day.date}T12:00:00Z`).getUTCDay(), stop.end - stop.start);
          if (
            stop.start < from ||
            stop.start > to ||
            (open && !open.some(([a, b]) => stop.start >= a && stop.start <= b))
          ) {
            r.outsideWindow++;
            miss("outside window", `${label} ${meal} at ${place.name} ${hhmm(stop.start)}`);
          }
          if (seenRestaurants.has(place.placeId)) r.repeatedRestaurantMeals++;
          seenRestaurants.add(place.placeId);
          // Cuisine: was a matching restaurant serving this meal within reach of the neighbouring stops?
          const neighbours = [stops[i - 1], stops[i + 1]].filter(Boolean).map((s) => s?.node.data.place as Located);
          const reachable = located.filter(
            (p) =>
              servesMeal(p, meal) &&
              excludedReason(p, prefs, month) === null &&
              cuisineMatches(p, prefs.cuisines) &&
              neighbours.some((n) => driveMinutes(n, p) <= MAX_MEAL_DETOUR),
          );
          if (reachable.length > 0) {
            r.cuisinePossible++;
            if (cuisineMatches(place, prefs.cuisines)) r.cuisineMatched++;
            else miss("cuisine", `${label} ${meal} at ${place.name}; could be ${reachable[0]?.name}`);
          }
          if (isFoodStop(place, true) && interestCounts.has("Food & Dining"))
            interestCounts.set("Food & Dining", (interestCounts.get("Food & Dining") ?? 0) + 1);
          return;
        }
        // A visit or a sunset stop.
        if (seenVisits.has(place.placeId)) {
          r.repeatedPlaces++;
          miss("repeat", `${label} ${place.name}`);
        }
        seenVisits.add(place.placeId);
        for (const interest of interestsOf(place, month))
          if (interestCounts.has(interest)) interestCounts.set(interest, (interestCounts.get(interest) ?? 0) + 1);
        const stay = stop.end - stop.start;
        const weekday = new Date(`${day.date}T12:00:00Z`).getUTCDay();
        const open = openWindows(place, weekday, stay);
        const outdoors = !["Shopping", "Attraction", "Restaurant"].includes(place.category);
        const inHours = !open || open.some(([a, b]) => stop.start >= a && stop.start <= b);
        const inDaylight = !outdoors || (stop.start >= day.light.sunrise - 20 && stop.end <= day.light.sunset + 15);
        if (!inHours || !inDaylight) {
          r.outsideWindow++;
          miss("outside window", `${label} ${place.name} ${hhmm(stop.start)}-${hhmm(stop.end)} on ${day.date}`);
        }
        const best = place.facts?.bestTimesOfDay ?? [];
        if (best.length > 0) {
          r.bestTimeStops++;
          const ok = best.some((t) => {
            const [a, b] = timeOfDayWindow(t, day.light);
            return stop.start >= a && stop.start <= b;
          });
          if (ok) r.bestTimeRespected++;
          else miss("best time", `${label} ${place.name} at ${hhmm(stop.start)} (best ${best.join("/")})`);
        }
      });

      // Sunset: when this side still has a usable sunset place, the day ends there at sunset.
      const side = day.side as Side;
      const usedBefore = new Set(days.slice(0, dayIndex).flatMap((d) => d.order.map((n) => n.data.place.placeId)));
      const candidates = located.filter(
        (p) =>
          sideOf(p) === side &&
          isSunsetPlace(p) &&
          !(p.category === "Restaurant" && (p.facts?.meals.length ?? 0) > 0) &&
          !usedBefore.has(p.placeId) &&
          excludedReason(p, prefs, month) === null &&
          sunsetWindows(p, day.date, day.light).length > 0,
      );
      if (candidates.length > 0 && SIDES[side]) {
        r.sunsetDays++;
        const atSunset = stops.some(
          (s) => isSunsetPlace(s.node.data.place) && s.start <= day.light.sunset && s.end >= day.light.sunset,
        );
        if (atSunset) r.sunsetAtSunset++;
        else miss("sunset", `${label} day ${dayIndex + 1} on ${side} (could be ${candidates[0]?.name})`);
      }

      // Route: the planned order's driving against the exact best order of the same stops under the same windows.
      const nodes = stops.map((s) => s.node) as PlanNode[];
      const head = nodes[0]?.data.kind === "breakfast" ? 1 : 0;
      if (nodes.length <= 10) {
        const bestOrder = exactBestOrder(nodes, pace.dayStart, head);
        if (bestOrder) {
          const optimal = simulate(bestOrder, pace.dayStart).drive;
          const ratio = optimal > 0 ? day.sim.drive / optimal : 1;
          ratios.push(ratio);
          r.daysRouteChecked++;
          if (ratio > 1.05) miss("route", `${label} day ${dayIndex + 1}: ${day.sim.drive} vs ${optimal} min`);
        }
      }
    });

    const needed = Math.ceil(days.length / 2);
    for (const [interest, count] of interestCounts) {
      r.interestChecks++;
      if (count >= needed) r.interestsMet++;
      const available = located.filter(
        (p) =>
          excludedReason(p, prefs, month) === null &&
          // A restaurant serving meals is a meal, not a visit: it counts only towards Food & Dining.
          (p.category === "Restaurant" && (p.facts?.meals.length ?? 0) > 0
            ? interest === "Food & Dining" && isFoodStop(p, true)
            : interestsOf(p, month).includes(interest)),
      ).length;
      if (available >= needed) {
        r.interestChecksPossible++;
        if (count >= needed) r.interestsMetPossible++;
        else
          miss(
            "interest",
            `${label}: ${interest} in ${count} stops, needs ${needed} (${available} allowed on the island)`,
          );
      }
    }
  }
  r.routeRatioMean = ratios.reduce((a, b) => a + b, 0) / Math.max(1, ratios.length);
  r.routeRatioMax = ratios.reduce((a, b) => Math.max(a, b), 1);
  const commonest = [...sentenceDays.entries()].sort((a, b) => b[1] - a[1])[0];
  r.maxSentenceShare = commonest ? commonest[1] / Math.max(1, r.days) : 0;
  r.commonestSentence = commonest?.[0] ?? "";
  r.p95Ms15Days = percentile(timings, 0.95);
  r.p95CpuMs15Days = percentile(cpuTimings, 0.95);
  r.plans15Days = timings.length;
  return r;
}

export type EvalTargets = Record<string, { value: number; target: string; ok: boolean }>;

/** Each figure of the issue with its target and whether it is met. */
export function evalFigures(r: ItineraryEvalResult): EvalTargets {
  const share = (n: number, d: number) => (d === 0 ? 1 : n / d);
  return {
    "meals at places that do not serve that meal": {
      value: r.mealsAtWrongPlace,
      target: "0",
      ok: r.mealsAtWrongPlace === 0,
    },
    "overlapping or impossible legs": {
      value: r.overlapsOrImpossibleLegs + r.writtenTimesWrong,
      target: "0",
      ok: r.overlapsOrImpossibleLegs + r.writtenTimesWrong === 0,
    },
    "stops outside their time window": { value: r.outsideWindow, target: "0", ok: r.outsideWindow === 0 },
    "best time of day respected": {
      value: share(r.bestTimeRespected, r.bestTimeStops),
      target: "≥ 90%",
      ok: share(r.bestTimeRespected, r.bestTimeStops) >= 0.9,
    },
    "sunset stop at sunset (days whose side has a sunset place)": {
      value: share(r.sunsetAtSunset, r.sunsetDays),
      target: "≥ 80%",
      ok: share(r.sunsetAtSunset, r.sunsetDays) >= 0.8,
    },
    "chosen interests in ≥ 1 stop per 2 days (where the island has enough allowed places)": {
      value: share(r.interestsMetPossible, r.interestChecksPossible),
      target: "100%",
      ok: r.interestsMetPossible === r.interestChecksPossible,
    },
    "chosen interests in ≥ 1 stop per 2 days (all plans)": {
      value: share(r.interestsMet, r.interestChecks),
      target: "reported",
      ok: true,
    },
    "meals matching a chosen cuisine (where possible)": {
      value: share(r.cuisineMatched, r.cuisinePossible),
      target: "≥ 80%",
      ok: share(r.cuisineMatched, r.cuisinePossible) >= 0.8,
    },
    "inaccessible or closed places": { value: r.inaccessibleOrClosed, target: "0", ok: r.inaccessibleOrClosed === 0 },
    "unsafe ocean stops for families/beginners in season": {
      value: r.unsafeOceanForYoung,
      target: "0",
      ok: r.unsafeOceanForYoung === 0,
    },
    "repeated places (visits)": { value: r.repeatedPlaces, target: "0", ok: r.repeatedPlaces === 0 },
    "days missing a meal": { value: r.daysMissingAMeal, target: "0", ok: r.daysMissingAMeal === 0 },
    "route vs best order under the same windows (mean)": {
      value: r.routeRatioMean,
      target: "≤ 1.05",
      ok: r.routeRatioMean <= 1.05,
    },
    "largest share of days sharing one description sentence": {
      value: r.maxSentenceShare,
      target: "≤ 10%",
      ok: r.maxSentenceShare <= 0.1,
    },
    "generation time for 15 days, p95 (ms)": { value: r.p95Ms15Days, target: "≤ 100", ok: r.p95Ms15Days <= 100 },
  };
}
