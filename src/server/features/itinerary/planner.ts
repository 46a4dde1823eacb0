import type { Directory, DirectoryPlace } from "@/server/features/concierge/directory";
import type { Region } from "@/shared/constants";
import type { Interest } from "@/shared/itinerary-options";
import type { Itinerary, ItineraryActivity, ItineraryDay, ItineraryPreferences } from "@/shared/schemas/itinerary";
import type { Meal } from "@/shared/schemas/place-facts";
import { addDays, type Daylight, daylightOn, type LocalDate, localDateOf, monthOf, weekdayOf } from "./daylight";
import {
  durationText,
  excludedReason,
  hhmm,
  interestsOf,
  intersect,
  isFoodStop,
  isSunsetPlace,
  isTour,
  type Located,
  MAX_MEAL_DETOUR,
  MEAL_MINUTES,
  MEAL_WINDOWS,
  openWindows,
  PACE,
  type Pace,
  type PlanNode,
  type PlannedDay,
  restaurantBonus,
  SIDES,
  type Side,
  type StopData,
  SUNSET_STAY,
  scoreVisit,
  servesMeal,
  sunsetWindows,
  visitMinutes,
  visitWindows,
} from "./plan-facts";
import { cheapestInsertion, improveOrder, legMinutes, type Simulation, simulate } from "./schedule";
import { type WrittenStop, writeDay, writeIntroduction, writeTips } from "./writing";

// The itinerary planner (issue 20): each day is a timed sequence of stops and meals on one side of
// the island, built from the verified place facts (plan-facts.ts) under time windows and the party's
// pace; orders come from insertion plus Or-opt/2-opt (schedule.ts). Deterministic for the same
// preferences, directory and date. Decision record: docs/decisions/014-itinerary-planner.md.

export { cuisineMatches, DAY_BUDGET_MINUTES, visitMinutes } from "./plan-facts";

// ---------------------------------------------------------------- one day

type DayContext = {
  prefs: ItineraryPreferences;
  date: LocalDate;
  weekday: number;
  /** Nodes of this date, built once and shared by the trial days of every side. */
  cache: Map<string, PlanNode | null>;
  light: Daylight;
  month: number;
  pace: Pace;
  restaurants: Located[];
  usedRestaurants: Map<string, number>;
};

function cached(ctx: DayContext, key: string, make: () => PlanNode | null): PlanNode | null {
  if (ctx.cache.has(key)) return ctx.cache.get(key) ?? null;
  const node = make();
  ctx.cache.set(key, node);
  return node;
}

function visitNode(place: Located, ctx: DayContext): PlanNode | null {
  return cached(ctx, `visit:${place.placeId}`, () => makeVisitNode(place, ctx));
}

function makeVisitNode(place: Located, ctx: DayContext): PlanNode | null {
  const stay = visitMinutes(place);
  const { windows } = visitWindows(place, ctx.date, ctx.light, stay, ctx.weekday);
  if (windows.length === 0) return null;
  return { key: place.placeId, point: place, minutes: stay, windows, data: { place, kind: "visit" } };
}

function sunsetNode(place: Located, ctx: DayContext): PlanNode | null {
  return cached(ctx, `sunset:${place.placeId}`, () => makeSunsetNode(place, ctx));
}

function makeSunsetNode(place: Located, ctx: DayContext): PlanNode | null {
  const windows = sunsetWindows(place, ctx.date, ctx.light);
  if (windows.length === 0) return null;
  return {
    key: place.placeId,
    point: place,
    minutes: SUNSET_STAY,
    windows,
    data: { place, kind: "sunset" },
  };
}

function mealNode(place: Located, meal: Meal, ctx: DayContext): PlanNode | null {
  return cached(ctx, `${meal}:${place.placeId}`, () => makeMealNode(place, meal, ctx));
}

function makeMealNode(place: Located, meal: Meal, ctx: DayContext): PlanNode | null {
  const stay = MEAL_MINUTES[meal](ctx.prefs);
  const window = MEAL_WINDOWS[meal](ctx.pace);
  const open = openWindows(place, ctx.weekday, stay);
  const windows = open ? intersect([window], open) : [window];
  if (windows.length === 0) return null;
  return { key: `${meal}:${place.placeId}`, point: place, minutes: stay, windows, data: { place, kind: meal } };
}

function visitSpan(nodes: readonly PlanNode[]): number {
  return nodes.filter((n) => n.data.kind === "visit" || n.data.kind === "sunset").reduce((s, n) => s + n.minutes, 0);
}

/** Places a meal: every restaurant serving it, at every position, least detour minus preference. */
function placeMeal(order: PlanNode[], meal: Meal, ctx: DayContext): PlanNode[] | null {
  const base = simulate(order, ctx.pace.dayStart);
  if (!base.feasible) return null;
  const positions = mealPositions(base, meal, ctx);
  let best: { order: PlanNode[]; score: number } | null = null;
  for (const restaurant of ctx.restaurants) {
    if (!servesMeal(restaurant, meal)) continue;
    // Only restaurants near some stop of the day can be a short detour.
    if (order.length > 0 && !order.some((n) => legMinutes(n.point, restaurant) <= MAX_MEAL_DETOUR + 10)) continue;
    const node = mealNode(restaurant, meal, ctx);
    if (!node) continue;
    const uses = ctx.usedRestaurants.get(restaurant.placeId) ?? 0;
    const taken = order.some((n) => n.data.place.placeId === restaurant.placeId);
    if (taken) continue;
    const bonus = restaurantBonus(restaurant, ctx.prefs);
    for (const j of positions) {
      // The detour is known from the legs alone: skip what cannot beat the best so far before simulating.
      const previous = order[j - 1];
      const next = order[j];
      const detour =
        (previous ? legMinutes(previous.point, restaurant) : 0) +
        (next ? legMinutes(restaurant, next.point) : 0) -
        (previous && next ? legMinutes(previous.point, next.point) : 0);
      if (detour > MAX_MEAL_DETOUR + (meal === "breakfast" ? 0 : 10)) continue;
      if (best && bonus - detour - uses * 20 + 25 <= best.score) continue;
      const candidate = [...order.slice(0, j), node, ...order.slice(j)];
      const sim = simulate(candidate, ctx.pace.dayStart);
      if (!sim.feasible) continue;
      let score = bonus - detour - uses * 20 - waitPenalty(sim);
      if (meal === "dinner" && isSunsetPlace(restaurant) && !order.some((n) => n.data.kind === "sunset")) {
        // Dinner facing the sunset, at sunset, is the day's sunset stop.
        const at = sim.stops.find((s) => s.node === node);
        if (at && at.start <= ctx.light.sunset && at.end >= ctx.light.sunset) score += 25;
      }
      if (!best || score > best.score) best = { order: candidate, score };
    }
  }
  return best?.order ?? null;
}

/**
 * Where a meal can go: breakfast first; dinner last or just before the sunset stop; lunch after a stop
 * that ends before the lunch window closes (the time windows decide the rest).
 */
function mealPositions(base: Simulation<StopData>, meal: Meal, ctx: DayContext): number[] {
  const n = base.stops.length;
  if (meal === "breakfast") return [0];
  if (meal === "dinner") {
    // Last, or just before the sunset stop that ends the day.
    const last = base.stops[n - 1];
    return last?.node.data.kind === "sunset" ? [n - 1, n] : [n];
  }
  // Lunch: after breakfast, after any stop that ends before the lunch window closes.
  const to = MEAL_WINDOWS.lunch(ctx.pace)[1];
  const out: number[] = [];
  for (let j = 1; j <= n; j++) {
    if ((base.stops[j - 1]?.end ?? 0) > to) break;
    out.push(j);
  }
  return out;
}

function waitPenalty(sim: Simulation<StopData>): number {
  let wait = 0;
  for (const stop of sim.stops) wait += stop.start - stop.arrive;
  return wait / 6;
}

/**
 * Builds one day on a side. Sunset places are tried in turn (the day then ends there at sunset); a
 * sunset stop that leaves no room for dinner gives way to the next, and finally to a day without one.
 */
function planDay(
  side: Side,
  ctx: DayContext,
  pool: { place: Located; score: number }[],
  sunsetPlaces: Located[],
): PlannedDay | null {
  const options: (PlanNode | null)[] = [];
  for (const place of sunsetPlaces) {
    const node = sunsetNode(place, ctx);
    if (node) options.push(node);
    if (options.length === 2) break;
  }
  options.push(null);
  let best: { day: PlannedDay; meals: number } | null = null;
  for (const sunset of options) {
    const attempt = planDayWith(side, ctx, pool, sunset);
    if (attempt && (!best || attempt.meals > best.meals)) best = attempt;
    if (best?.meals === 3) break;
  }
  return best?.day ?? null;
}

/** One day with this sunset stop (or none): visits by insertion and local search, then the three meals. */
function planDayWith(
  side: Side,
  ctx: DayContext,
  pool: { place: Located; score: number }[],
  sunset: PlanNode | null,
): { day: PlannedDay; meals: number } | null {
  const pace = ctx.pace;
  let visits: PlanNode[] = [];
  const chosen: PlanNode[] = [];
  const withSunset = (nodes: PlanNode[]) => (sunset ? [...nodes, sunset] : nodes);
  // Room for meals during insertion: a breakfast slot before the first stop and a lunch hour.
  const hold = (nodes: PlanNode[]): PlanNode[] => {
    const first = nodes[0];
    if (!first) return nodes;
    const breakfast: PlanNode = {
      key: "hold:breakfast",
      point: first.point,
      minutes: MEAL_MINUTES.breakfast(ctx.prefs) + 10,
      windows: [MEAL_WINDOWS.breakfast(pace)],
      data: first.data,
    };
    return [breakfast, ...nodes];
  };
  for (const { place } of pool) {
    if (visits.length >= pace.maxStops) break;
    if (sunset && place.placeId === sunset.data.place.placeId) continue;
    const node = visitNode(place, ctx);
    if (!node) continue;
    const current = hold(withSunset(visits));
    const insertion =
      visits.length === 0
        ? (() => {
            const order = hold(withSunset([node]));
            const sim = simulate(order, pace.dayStart);
            return sim.feasible ? { order, added: 0, sim } : null;
          })()
        : cheapestInsertion(current, node, pace.dayStart, 1, sunset ? 1 : 0);
    if (!insertion) continue;
    if (insertion.added > 45) continue;
    const next = insertion.order.slice(1).filter((n) => n !== sunset);
    const span = visitSpan(withSunset(next)) + simulate(withSunset(next), pace.dayStart).drive;
    if (span > pace.budget && visits.length > 0) continue;
    // Lunch must still fit: an hour free between 11:30 and 13:30 somewhere in the day.
    if (!lunchFits(hold(withSunset(next)), ctx)) continue;
    visits = next;
    chosen.push(node);
  }
  if (visits.length === 0 && !sunset) return null;
  // A missing meal is worse than one stop fewer: drop the last-chosen visit until all three meals fit.
  let best: { order: PlanNode[]; meals: number } | null = null;
  for (let keep = visits.length; keep >= 0; keep--) {
    // `visits` is in route order; `chosen` in the order picked (best match first).
    const dropped = new Set(chosen.slice(keep));
    const kept = visits.filter((node) => !dropped.has(node));
    if (kept.length === 0 && !sunset) break;
    const attempt = withMeals(improveOrder(withSunset(kept), pace.dayStart, 0), ctx);
    if (!best || attempt.meals > best.meals) best = attempt;
    if (attempt.meals === 3) break;
  }
  if (!best) return null;
  const sim = simulate(best.order, pace.dayStart);
  if (!sim.feasible) return null;
  return { day: { side, date: ctx.date, light: ctx.light, order: best.order, sim }, meals: best.meals };
}

/** Adds breakfast (fewest places serve it), dinner, then lunch (the most choice), each where it costs least. */
function withMeals(visits: PlanNode[], ctx: DayContext): { order: PlanNode[]; meals: number } {
  let order = visits;
  let meals = 0;
  for (const meal of ["breakfast", "dinner", "lunch"] as const) {
    // Relax the detour limit before giving up a meal: a longer drive beats a missing lunch.
    const placed = placeMeal(order, meal, ctx) ?? placeMealAnywhere(order, meal, ctx);
    if (placed) {
      order = placed;
      meals++;
    }
  }
  const head = order[0]?.data.kind === "breakfast" ? 1 : 0;
  return { order: improveOrder(order, ctx.pace.dayStart, head), meals };
}

function lunchFits(order: PlanNode[], ctx: DayContext): boolean {
  const sim = simulate(order, ctx.pace.dayStart);
  if (!sim.feasible) return false;
  const lunch = MEAL_MINUTES.lunch(ctx.prefs) + 20;
  const [from, to] = MEAL_WINDOWS.lunch(ctx.pace);
  // Before the first stop? No: breakfast is first. Between stops, or after the last one.
  for (let i = 0; i < sim.stops.length; i++) {
    const here = sim.stops[i] as (typeof sim.stops)[number];
    const next = sim.stops[i + 1];
    const start = Math.max(here.end, from);
    if (start > to) continue;
    if (!next) return true;
    // Pushing the rest later by the lunch must keep every later stop in its windows.
    const shifted = simulate(
      [
        ...order.slice(0, i + 1),
        { ...here.node, key: "hold:lunch", minutes: lunch, windows: [[from, to]] },
        ...order.slice(i + 1),
      ],
      ctx.pace.dayStart,
    );
    if (shifted.feasible) return true;
  }
  return false;
}

function placeMealAnywhere(order: PlanNode[], meal: Meal, ctx: DayContext): PlanNode[] | null {
  let best: { order: PlanNode[]; score: number } | null = null;
  const baseSim = simulate(order, ctx.pace.dayStart);
  const base = baseSim.drive;
  const positions = mealPositions(baseSim, meal, ctx);
  for (const restaurant of ctx.restaurants) {
    if (!servesMeal(restaurant, meal)) continue;
    if (order.some((n) => n.data.place.placeId === restaurant.placeId)) continue;
    const node = mealNode(restaurant, meal, ctx);
    if (!node) continue;
    for (const j of positions) {
      const candidate = [...order.slice(0, j), node, ...order.slice(j)];
      const sim = simulate(candidate, ctx.pace.dayStart);
      if (!sim.feasible) continue;
      const score = restaurantBonus(restaurant, ctx.prefs) - (sim.drive - base) * 2;
      if (!best || score > best.score) best = { order: candidate, score };
    }
  }
  return best?.order ?? null;
}

// ---------------------------------------------------------------- the trip

function located(place: DirectoryPlace): place is Located {
  return place.latitude !== null && place.longitude !== null;
}

export function sideOf(place: DirectoryPlace): Side | null {
  for (const [side, regions] of Object.entries(SIDES) as [Side, Region[]][])
    if (place.region && regions.includes(place.region)) return side;
  return null;
}

/** The trip's first day: the chosen start date, or today on Kauaʻi when none is known. */
export function tripStart(prefs: ItineraryPreferences, now: Date): LocalDate {
  return prefs.dates?.start ?? localDateOf(now);
}

export type PlanResult = { itinerary: Itinerary; days: PlannedDay[] };

/** Plans the trip and keeps the schedule behind the text (for evaluation and My Trip). */
export type PlanOptions = {
  /** Plan only these day indexes (My Trip's "regenerate a day"); default every day of the trip. */
  dayIndexes?: number[];
  /** Places not to visit (those of the trip's other days, and the day's current ones). */
  exclude?: Iterable<string>;
  /** How often each restaurant is already used in the trip. */
  restaurantUses?: Map<string, number>;
  /** Keep the day on this side when it can be planned there. */
  side?: Side;
};

export function planTrip(
  directory: Directory,
  prefs: ItineraryPreferences,
  now: Date,
  options: PlanOptions = {},
): PlanResult {
  const start = tripStart(prefs, now);
  const month = monthOf(start);
  const pace = PACE[prefs.activityLevel];
  const usable = directory.places.filter(located);
  const allowed = usable.filter((place) => excludedReason(place, prefs, month) === null);
  const restaurants = allowed.filter((p) => p.category === "Restaurant" && (p.facts?.meals.length ?? 0) > 0);
  const visits = allowed.filter((p) => !(p.category === "Restaurant" && (p.facts?.meals.length ?? 0) > 0));
  const baseScores = new Map(visits.map((place) => [place, scoreVisit(place, prefs, month)]));
  const counts = new Map<Interest, number>(prefs.interests.map((i) => [i, 0]));
  const usedVisits = new Set<string>(options.exclude ?? []);
  const usedRestaurants = new Map<string, number>(options.restaurantUses ?? []);
  const sideDays = new Map<Side, number>();
  const days: PlannedDay[] = [];
  let previousSide: Side | null = null;

  const indexes = options.dayIndexes ?? Array.from({ length: prefs.duration }, (_, i) => i);
  for (const index of indexes) {
    const date = addDays(start, index);
    const light = daylightOn(date);
    const ctx: DayContext = {
      prefs,
      date,
      weekday: weekdayOf(date),
      cache: new Map(),
      light,
      month,
      pace,
      restaurants,
      usedRestaurants,
    };
    // Interests behind their share so far weigh more: each chosen interest in a stop every two days.
    const weight = (place: DirectoryPlace) => {
      const served = interestsOf(place, month).filter((i) => prefs.interests.includes(i));
      let bonus = 0;
      for (const interest of served) {
        const have = counts.get(interest) ?? 0;
        // Due by the end of today, so the trip ends with one stop per two days for each interest.
        const due = (Math.ceil(prefs.duration / 2) * (index + 1)) / prefs.duration;
        if (have < due + 0.5) bonus += 40 * (due + 0.5 - have);
      }
      return bonus;
    };
    const scored = visits
      .filter((p) => !usedVisits.has(p.placeId))
      .map((place) => {
        const base = baseScores.get(place) ?? 0;
        return { place, score: base > 0 ? base + weight(place) : 0 };
      });
    // Choose the side with the most to offer now, moving on from yesterday's side when others are as good.
    // Rank the sides by what their best remaining places offer; plan the three most promising.
    const pools = (Object.keys(SIDES) as Side[]).map((side) => {
      const pool = scored
        .filter((entry) => sideOf(entry.place) === side)
        .sort((a, b) => b.score - a.score || a.place.placeId.localeCompare(b.place.placeId));
      let promise = pool.slice(0, pace.maxStops).reduce((sum, e) => sum + e.score, 0);
      if (side === previousSide) promise *= 0.6;
      promise /= 1 + 0.35 * (sideDays.get(side) ?? 0);
      return { side, pool, promise };
    });
    pools.sort((a, b) => Number(b.side === options.side) - Number(a.side === options.side) || b.promise - a.promise);
    let best: { day: PlannedDay; value: number } | null = null;
    for (const { side, pool } of pools.slice(0, 3)) {
      // The best matches first; places matching no chosen interest only fill what is left.
      const good = pool.filter((e) => e.score > 0).slice(0, 18);
      const extra = pool.filter((e) => e.score === 0).slice(0, 6);
      const sunsetPlaces = pool
        .map((e) => e.place)
        .filter(isSunsetPlace)
        .sort((a, b) => Number(b.facts?.faces === "sunset") - Number(a.facts?.faces === "sunset"));
      const day = planDay(side, ctx, [...good, ...extra], sunsetPlaces);
      if (!day) continue;
      const ids = new Set(day.order.map((n) => n.data.place.placeId));
      let value = 0;
      for (const e of pool) if (ids.has(e.place.placeId)) value += e.score + 5;
      value -= day.sim.drive / 3;
      // A day with a meal missing is a worse day.
      const meals = new Set(day.order.map((n) => n.data.kind).filter((k) => k !== "visit" && k !== "sunset")).size;
      value -= 200 * (3 - meals);
      if (side === previousSide) value *= 0.6;
      value /= 1 + 0.35 * (sideDays.get(side) ?? 0);
      if (side === options.side) value += 1e6;
      if (!best || value > best.value) best = { day, value };
    }
    if (!best) break;
    for (const node of best.day.order) {
      if (node.data.kind === "breakfast" || node.data.kind === "lunch" || node.data.kind === "dinner")
        usedRestaurants.set(node.data.place.placeId, (usedRestaurants.get(node.data.place.placeId) ?? 0) + 1);
      if (node.data.kind === "visit" || node.data.kind === "sunset") {
        usedVisits.add(node.data.place.placeId);
        for (const interest of interestsOf(node.data.place, month))
          if (counts.has(interest)) counts.set(interest, (counts.get(interest) ?? 0) + 1);
      } else if (isFoodStop(node.data.place, true) && counts.has("Food & Dining")) {
        counts.set("Food & Dining", (counts.get("Food & Dining") ?? 0) + 1);
      }
    }
    previousSide = best.day.side;
    sideDays.set(best.day.side, (sideDays.get(best.day.side) ?? 0) + 1);
    days.push(best.day);
  }
  return { itinerary: writeItinerary(days, prefs, month), days };
}

/** Plans the days. Every place comes from the directory; visits never repeat. */
export function planItinerary(directory: Directory, prefs: ItineraryPreferences, now: Date): Itinerary {
  return planTrip(directory, prefs, now).itinerary;
}

// ---------------------------------------------------------------- text and shape

function firstSentence(text: string): string {
  return (text.match(/^(.+?[.!?])(\s|$)/)?.[1] ?? text).trim();
}

function toActivity(stop: WrittenStop): ItineraryActivity {
  const place = stop.place;
  const tour = isTour(place) ? place.facts?.access.departsFrom : undefined;
  return {
    kind: stop.kind,
    time: hhmm(stop.start),
    name: place.name,
    category: place.category,
    description: firstSentence(place.description),
    duration: durationText(stop.end - stop.start),
    location: tour ? `Tours leave from ${tour}` : (place.address ?? place.region ?? "Kauai"),
    rating: null,
    tip: stop.tip,
    place: {
      name: place.name,
      place_id: place.placeId,
      photo_url: place.imageUrl,
      rating: null,
      source: place.isSponsored ? "sponsored" : "directory",
      place_type: place.placeType,
      latitude: place.latitude,
      longitude: place.longitude,
    },
  };
}

function writeItinerary(days: PlannedDay[], prefs: ItineraryPreferences, month: number): Itinerary {
  const seenRestaurants = new Map<string, number>();
  const written = days.map((day, index) => writeOneDay(day, index, prefs, month, seenRestaurants));
  const dayWord = prefs.duration === 1 ? "day" : "days";
  return {
    duration: `${prefs.duration} ${dayWord}`,
    overview: overviewOf(written),
    introduction: writeIntroduction(days, prefs, month),
    tips: writeTips(days, prefs, month),
    days: written,
  };
}

const hoursText = (m: number) => `${Math.round((m / 60) * 2) / 2}`;

function clockMinutes(text: string): number | null {
  const match = text.match(/^(\d{1,2}):(\d{2}) (AM|PM)$/);
  if (!match) return null;
  const h = Number(match[1]) % 12;
  return (match[3] === "PM" ? h + 12 : h) * 60 + Number(match[2]);
}

/** The overview from the written days: places, and Daily Time as the real range of day lengths. */
export function overviewOf(days: ItineraryDay[]): Itinerary["overview"] {
  const totalPlaces = new Set(days.flatMap((day) => day.activities.map((a) => a.name.toLowerCase()))).size;
  const spans = days.flatMap((day) => {
    const [from, to] = day.estimatedTime.split(" - ").map(clockMinutes);
    return from != null && to != null ? [to - from] : [];
  });
  if (spans.length === 0) return { totalDays: days.length, totalPlaces, estimatedTime: "Varied" };
  const lo = hoursText(Math.min(...spans));
  const hi = hoursText(Math.max(...spans));
  return {
    totalDays: days.length,
    totalPlaces,
    estimatedTime: lo === hi ? `${lo} hours a day` : `${lo}-${hi} hours a day`,
  };
}

/** One day's text and activities; `seenRestaurants` (place id → first day) marks repeated meals. */
export function writeOneDay(
  day: PlannedDay,
  index: number,
  prefs: ItineraryPreferences,
  month: number,
  seenRestaurants: Map<string, number>,
): ItineraryDay {
  {
    const stops: WrittenStop[] = day.sim.stops.map((s) => {
      const isMeal = s.node.data.kind === "breakfast" || s.node.data.kind === "lunch" || s.node.data.kind === "dinner";
      const repeat = isMeal && seenRestaurants.has(s.node.data.place.placeId);
      const firstDay = seenRestaurants.get(s.node.data.place.placeId);
      if (isMeal && firstDay === undefined) seenRestaurants.set(s.node.data.place.placeId, index + 1);
      return {
        place: s.node.data.place,
        kind: s.node.data.kind,
        start: s.start,
        end: s.end,
        drive: s.drive,
        repeat,
        ...(repeat && firstDay ? { firstDay } : {}),
        tip: "",
      };
    });
    const text = writeDay({ index, stops, light: day.light, prefs, month, side: day.side, date: day.date });
    const regions = new Map<string, number>();
    for (const s of stops)
      if (s.kind === "visit" || s.kind === "sunset")
        regions.set(s.place.region ?? "", (regions.get(s.place.region ?? "") ?? 0) + 1);
    const region = [...regions.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] || day.side;
    const first = stops[0];
    const last = stops.at(-1);
    return {
      title: text.title,
      theme: text.theme,
      estimatedTime: first && last ? `${hhmm(first.start)} - ${hhmm(last.end)}` : "",
      description: text.description,
      summary: text.summary,
      region,
      driveMinutes: day.sim.drive,
      activities: text.stops.map(toActivity),
    };
  }
}
