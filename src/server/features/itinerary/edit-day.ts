import type { Directory, DirectoryPlace } from "@/server/features/concierge/directory";
import { ApiError } from "@/server/lib/api-error";
import type { ActivityKind, Itinerary, ItineraryActivity, ItineraryPreferences } from "@/shared/schemas/itinerary";
import type { Meal } from "@/shared/schemas/place-facts";
import { addDays, daylightOn, monthOf, weekdayOf } from "./daylight";
import {
  excludedReason,
  intersect,
  isSunsetPlace,
  type Located,
  MEAL_MINUTES,
  MEAL_WINDOWS,
  openWindows,
  PACE,
  type PlanNode,
  type PlannedDay,
  restaurantBonus,
  SUNSET_STAY,
  scoreVisit,
  servesMeal,
  sunsetWindows,
  visitMinutes,
  visitWindows,
} from "./plan-facts";
import { overviewOf, planTrip, sideOf, tripStart, writeOneDay } from "./planner";
import { legMinutes, simulate } from "./schedule";

// My Trip's day edits (issue 20, item 5): regenerate one day, replace one stop with the next-best
// alternative, reorder stops. Each answer is the whole itinerary with the day's times and drive legs
// recomputed under the same time windows as the planner's.

const MEAL_KINDS = new Set<ActivityKind>(["breakfast", "lunch", "dinner"]);

function clockMinutes(text: string): number | null {
  const match = text.match(/^(\d{1,2}):(\d{2}) (AM|PM)$/);
  if (!match) return null;
  const h = Number(match[1]) % 12;
  return (match[3] === "PM" ? h + 12 : h) * 60 + Number(match[2]);
}

type DayFrame = {
  prefs: ItineraryPreferences;
  dayIndex: number;
  date: string;
  month: number;
  light: ReturnType<typeof daylightOn>;
  nodes: PlanNode[];
};

/**
 * The kind of a saved stop: the stored one, or, for itineraries saved before kinds were stored, a
 * restaurant serving a meal by its time (before 11 breakfast, before 16 lunch, else dinner) and a
 * sunset-facing place within the hour before sunset.
 */
export function kindOf(activity: ItineraryActivity, place: DirectoryPlace, sunset: number): ActivityKind {
  if (activity.kind) return activity.kind;
  const start = clockMinutes(activity.time) ?? 12 * 60;
  if (place.category === "Restaurant" && (place.facts?.meals.length ?? 0) > 0) {
    const meal: Meal = start < 11 * 60 ? "breakfast" : start < 16 * 60 ? "lunch" : "dinner";
    if (servesMeal(place, meal)) return meal;
  }
  if (isSunsetPlace(place) && start >= sunset - 75 && start <= sunset) return "sunset";
  return "visit";
}

function located(place: DirectoryPlace | undefined): place is Located {
  return Boolean(place && place.latitude !== null && place.longitude !== null);
}

function nodeFor(place: Located, kind: ActivityKind, frame: Omit<DayFrame, "nodes">): PlanNode {
  const pace = PACE[frame.prefs.activityLevel];
  if (MEAL_KINDS.has(kind)) {
    const meal = kind as Meal;
    const stay = MEAL_MINUTES[meal](frame.prefs);
    const open = openWindows(place, weekdayOf(frame.date), stay);
    const window = MEAL_WINDOWS[meal](pace);
    return {
      key: `${meal}:${place.placeId}`,
      point: place,
      minutes: stay,
      windows: open ? intersect([window], open) : [window],
      data: { place, kind: meal },
    };
  }
  if (kind === "sunset")
    return {
      key: place.placeId,
      point: place,
      minutes: SUNSET_STAY,
      windows: sunsetWindows(place, frame.date, frame.light),
      data: { place, kind: "sunset" },
    };
  const stay = visitMinutes(place);
  return {
    key: place.placeId,
    point: place,
    minutes: stay,
    windows: visitWindows(place, frame.date, frame.light, stay).windows,
    data: { place, kind: "visit" },
  };
}

/** Rebuilds a saved day as schedule nodes (places must still be in the directory). */
export function frameOf(
  directory: Directory,
  prefs: ItineraryPreferences,
  itinerary: Itinerary,
  dayIndex: number,
  savedAt: Date,
): DayFrame {
  const day = itinerary.days[dayIndex];
  if (!day) throw new ApiError(404, "not_found", "This day does not exist.");
  const date = addDays(tripStart(prefs, savedAt), dayIndex);
  const light = daylightOn(date);
  const base = { prefs, dayIndex, date, month: monthOf(tripStart(prefs, savedAt)), light };
  const nodes = day.activities.map((activity) => {
    const place = activity.place ? directory.byId.get(activity.place.place_id) : undefined;
    if (!located(place))
      throw new ApiError(
        409,
        "conflict",
        `${activity.name} is no longer in our directory; regenerate the day instead.`,
      );
    return nodeFor(place, kindOf(activity, place, light.sunset), base);
  });
  return { ...base, nodes };
}

/** Writes the day back into the itinerary from its new order; refuses an order that misses a time window. */
function withDay(itinerary: Itinerary, frame: DayFrame, order: PlanNode[], field: string): Itinerary {
  const pace = PACE[frame.prefs.activityLevel];
  const sim = simulate(order, pace.dayStart);
  if (!sim.feasible) {
    const missed = order[sim.stops.length];
    throw new ApiError(422, "validation_error", "That order does not fit the day.", {
      [field]: missed
        ? `${missed.data.place.name} would start after its time window (opening hours, meal time or daylight).`
        : "That order does not fit the day.",
    });
  }
  const first = order.find((n) => n.data.kind === "visit" || n.data.kind === "sunset")?.data.place;
  const planned: PlannedDay = {
    side: (first && sideOf(first)) || "East Side",
    date: frame.date,
    light: frame.light,
    order,
    sim,
  };
  // Repeated meals are told against the days before this one.
  const seen = new Map<string, number>();
  itinerary.days.slice(0, frame.dayIndex).forEach((day, i) => {
    for (const a of day.activities)
      if (a.category === "Restaurant" && a.place && !seen.has(a.place.place_id)) seen.set(a.place.place_id, i + 1);
  });
  const written = writeOneDay(planned, frame.dayIndex, frame.prefs, frame.month, seen);
  const days = itinerary.days.map((day, i) => (i === frame.dayIndex ? written : day));
  return { ...itinerary, days, overview: overviewOf(days) };
}

/** Reorders a day's stops (`order` lists the current positions in their new order). */
export function reorderDay(
  directory: Directory,
  prefs: ItineraryPreferences,
  itinerary: Itinerary,
  dayIndex: number,
  order: number[],
  savedAt: Date,
): Itinerary {
  const frame = frameOf(directory, prefs, itinerary, dayIndex, savedAt);
  const n = frame.nodes.length;
  if (order.length !== n || new Set(order).size !== n || order.some((i) => i < 0 || i >= n))
    throw new ApiError(400, "validation_error", "Invalid order.", {
      order: `List each of the day's ${n} stops once, by position (0-${n - 1}).`,
    });
  return withDay(
    itinerary,
    frame,
    order.map((i) => frame.nodes[i] as PlanNode),
    "order",
  );
}

function placesElsewhere(itinerary: Itinerary, dayIndex: number): Set<string> {
  const ids = new Set<string>();
  itinerary.days.forEach((day, i) => {
    if (i === dayIndex) return;
    for (const a of day.activities) if (a.place && a.category !== "Restaurant") ids.add(a.place.place_id);
  });
  return ids;
}

/** Replaces one stop with the next-best alternative that fits the same place in the day. */
export function replaceStop(
  directory: Directory,
  prefs: ItineraryPreferences,
  itinerary: Itinerary,
  dayIndex: number,
  stopIndex: number,
  savedAt: Date,
): Itinerary {
  const frame = frameOf(directory, prefs, itinerary, dayIndex, savedAt);
  const current = frame.nodes[stopIndex];
  if (!current) throw new ApiError(404, "not_found", "This stop does not exist.");
  const kind = current.data.kind;
  const inDay = new Set(frame.nodes.map((n) => n.data.place.placeId));
  const elsewhere = placesElsewhere(itinerary, dayIndex);
  const previous = frame.nodes[stopIndex - 1];
  const next = frame.nodes[stopIndex + 1];
  const detour = (place: Located) =>
    (previous ? legMinutes(previous.point, place) : 0) + (next ? legMinutes(place, next.point) : 0);
  const candidates = directory.places
    .filter(located)
    .filter((p) => !inDay.has(p.placeId) && excludedReason(p, prefs, frame.month) === null)
    .filter((p) => {
      if (MEAL_KINDS.has(kind)) return servesMeal(p, kind as Meal);
      if (p.category === "Restaurant" && (p.facts?.meals.length ?? 0) > 0) return false;
      if (elsewhere.has(p.placeId)) return false;
      if (kind === "sunset") return isSunsetPlace(p);
      // Same side; places matching no chosen interest come last (score 0) rather than not at all.
      return sideOf(p) === sideOf(current.data.place);
    })
    .map((p) => ({
      place: p,
      rank: MEAL_KINDS.has(kind)
        ? restaurantBonus(p, prefs) - detour(p)
        : scoreVisit(p, prefs, frame.month) - detour(p) / 3,
    }))
    .sort((a, b) => b.rank - a.rank || a.place.placeId.localeCompare(b.place.placeId));
  for (const { place } of candidates) {
    const node = nodeFor(place, kind, frame);
    const order = frame.nodes.map((n, i) => (i === stopIndex ? node : n));
    if (simulate(order, PACE[prefs.activityLevel].dayStart).feasible) return withDay(itinerary, frame, order, "stop");
  }
  throw new ApiError(409, "conflict", "No other place fits this part of the day.");
}

/** Plans the day again with places the trip does not use yet, on the same side when it can. */
export function regenerateDay(
  directory: Directory,
  prefs: ItineraryPreferences,
  itinerary: Itinerary,
  dayIndex: number,
  savedAt: Date,
): Itinerary {
  const day = itinerary.days[dayIndex];
  if (!day) throw new ApiError(404, "not_found", "This day does not exist.");
  const exclude = new Set<string>();
  const restaurantUses = new Map<string, number>();
  itinerary.days.forEach((d, i) => {
    for (const a of d.activities) {
      if (!a.place) continue;
      if (a.category === "Restaurant") {
        if (i !== dayIndex) restaurantUses.set(a.place.place_id, (restaurantUses.get(a.place.place_id) ?? 0) + 1);
        // The day's own restaurants count as used, so the new day prefers others.
        else restaurantUses.set(a.place.place_id, (restaurantUses.get(a.place.place_id) ?? 0) + 1);
      } else exclude.add(a.place.place_id);
    }
  });
  const first = day.activities.find((a) => a.category !== "Restaurant" && a.place);
  const firstPlace = first?.place ? directory.byId.get(first.place.place_id) : undefined;
  const side = firstPlace ? sideOf(firstPlace) : null;
  const plan = planTrip(directory, prefs, savedAt, {
    dayIndexes: [dayIndex],
    exclude,
    restaurantUses,
    ...(side ? { side } : {}),
  });
  const planned = plan.days[0];
  if (!planned) throw new ApiError(409, "conflict", "No new day can be planned with the places left.");
  const frame: DayFrame = {
    prefs,
    dayIndex,
    date: planned.date,
    month: monthOf(tripStart(prefs, savedAt)),
    light: planned.light,
    nodes: planned.order,
  };
  return withDay(itinerary, frame, planned.order, "day");
}
