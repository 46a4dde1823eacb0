import { monthName } from "@/server/features/concierge/select";
import type { Interest } from "@/shared/itinerary-options";
import type { ItineraryPreferences } from "@/shared/schemas/itinerary";
import { type OceanCondition, seasonOfMonth } from "@/shared/schemas/place-facts";
import type { Daylight, LocalDate } from "./daylight";
import { hhmm, interestsOf, type Located, type PlannedDay, type Side, type StopKind } from "./plan-facts";

// The plan's text, written from the facts of the stops actually in it (issue 20, item 4): names,
// times, access, food, safety and daylight, so days and plans read differently.

export type WrittenStop = {
  place: Located;
  kind: StopKind;
  start: number;
  end: number;
  /** Minutes of driving to get here from the previous stop. */
  drive: number;
  /** A restaurant already used earlier in the trip. */
  repeat: boolean;
  /** For a repeat: the day (1-based) it was first used. */
  firstDay?: number;
  tip: string;
};

const SIDE_LABEL: Record<Side, string> = {
  "North Shore": "the North Shore",
  "East Side": "the east side (Līhuʻe and the Coconut Coast)",
  "South Shore": "the South Shore",
  "West Side": "the west side and Waimea Canyon",
};

export function partyPhrase(prefs: ItineraryPreferences): string {
  switch (prefs.groupType) {
    case "Couple":
      return "a couple";
    case "Family with kids":
      return "your family";
    case "Friends":
      return "you and your friends";
    default:
      return "a solo traveller";
  }
}

function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function sentence(text: string): string {
  return (text.match(/^(.+?[.!?])(\s|$)/)?.[1] ?? text).trim();
}

function accessPhrase(place: Located): string {
  const access = place.facts?.access;
  if (!access) return "";
  switch (access.mode) {
    case "roadside":
      return "a few steps from the car";
    case "short-walk":
      return "a short walk from parking";
    case "hike":
      return access.distanceMiles ? `a ${access.distanceMiles}-mile round-trip hike` : "a hike";
    case "boat":
    case "tour-only":
      return access.departsFrom ? `with a tour from ${access.departsFrom}` : "with a licensed tour";
    default:
      return "";
  }
}

function foodWords(place: Located): string {
  const kinds = place.facts?.foodKinds ?? [];
  const cuisines = place.facts?.cuisines ?? [];
  const words = [...new Set([...kinds.slice(0, 2), ...cuisines.slice(0, 2)].map((w) => w.toLowerCase()))];
  return list(words.slice(0, 3));
}

function oceanNow(place: Located, month: number): OceanCondition | null {
  return place.facts?.ocean ? place.facts.ocean[seasonOfMonth(month)] : null;
}

/** A tip from this place's own facts. */
export function stopTip(stop: WrittenStop, month: number, light: Daylight, side: Side): string {
  const place = stop.place;
  const facts = place.facts;
  if (stop.kind === "breakfast" || stop.kind === "lunch" || stop.kind === "dinner") {
    if (stop.repeat)
      return `Back here again: the best ${stop.kind} choice within reach on ${SIDE_LABEL[side]} has already been used.`;
    if (facts?.reservation?.required) return sentence(facts.reservation.note);
    const food = foodWords(place);
    return food ? `Known for ${food}.` : "A good stop on the way.";
  }
  if (stop.kind === "sunset") return `Sunset is at ${hhmm(light.sunset)}: arrive a little early for a good spot.`;
  if (facts?.reservation?.required) return sentence(facts.reservation.note);
  const ocean = oceanNow(place, month);
  if (ocean === "dangerous")
    return `The water here is dangerous in ${monthName(month)}: enjoy it from the shore and stay off wet rocks.`;
  if (ocean === "caution" && facts?.ocean?.note) return sentence(facts.ocean.note);
  if (facts?.access.mode === "hike" && facts.safetyNotes[0]) return sentence(facts.safetyNotes[0]);
  if (facts?.hoursNote && facts.hours) return sentence(facts.hoursNote);
  if (facts?.safetyNotes[0]) return sentence(facts.safetyNotes[0]);
  if (facts?.access.note) return sentence(facts.access.note);
  if (place.bestTimeToVisit) return `Best time: ${place.bestTimeToVisit}.`;
  return "Check the day's conditions before you go.";
}

const INTEREST_THEME: Record<Interest, string> = {
  "Beaches & Water Sports": "Beaches",
  "Hiking & Nature": "Nature",
  "Food & Dining": "Local Food",
  "Culture & History": "History",
  "Adventure Sports": "Adventure",
  "Photography & Scenic Views": "Views",
  "Shopping & Local Markets": "Markets & Shops",
  "Relaxation & Wellness": "Slow Time",
};

function timeOfDayWord(minutes: number): string {
  if (minutes < 12 * 60) return "morning";
  if (minutes < 17 * 60) return "afternoon";
  return "evening";
}

export function writeDay(input: {
  index: number;
  stops: WrittenStop[];
  light: Daylight;
  prefs: ItineraryPreferences;
  month: number;
  side: Side;
  date: LocalDate;
}): { title: string; theme: string; description: string; summary: string; stops: WrittenStop[] } {
  const { index, light, prefs, month, side } = input;
  const stops = input.stops.map((s) => ({ ...s, tip: stopTip(s, month, light, side) }));
  const visits = stops.filter((s) => s.kind === "visit");
  const sunset = stops.find((s) => s.kind === "sunset");
  const meals = stops.filter((s) => s.kind === "breakfast" || s.kind === "lunch" || s.kind === "dinner");
  const named = visits.slice(0, 2).map((s) => s.place.name);
  const title = `Day ${index + 1}: ${
    sunset ? `${list(named)}${named.length > 0 ? ", " : ""}sunset at ${sunset.place.name}` : list(named) || "A slow day"
  }`;
  const served = new Set<Interest>();
  for (const s of [...visits, ...(sunset ? [sunset] : [])])
    for (const interest of interestsOf(s.place, month)) if (prefs.interests.includes(interest)) served.add(interest);
  const theme =
    [...served]
      .slice(0, 2)
      .map((i) => INTEREST_THEME[i])
      .join(" & ") || SIDE_LABEL[side];

  const parts: string[] = [];
  const breakfast = stops.find((s) => s.kind === "breakfast");
  const first = visits[0];
  if (breakfast && first)
    parts.push(
      `Breakfast at ${breakfast.place.name} at ${hhmm(breakfast.start)}, then ${first.place.name}, ${accessPhrase(first.place) || "close by"}.`,
    );
  else if (first) parts.push(`Start at ${first.place.name} at ${hhmm(first.start)}, ${accessPhrase(first.place)}.`);
  const more = visits.slice(1);
  if (more.length > 0) {
    const byPart = new Map<string, string[]>();
    for (const s of more)
      byPart.set(timeOfDayWord(s.start), [...(byPart.get(timeOfDayWord(s.start)) ?? []), s.place.name]);
    const phrases = [...byPart.entries()].map(([part, names]) => `${list(names)} in the ${part}`);
    parts.push(`${list(phrases)}.`.replace(/^./, (c) => c.toUpperCase()));
  }
  const lunch = stops.find((s) => s.kind === "lunch");
  if (lunch) {
    const food = foodWords(lunch.place);
    parts.push(`Lunch is at ${lunch.place.name} around ${hhmm(lunch.start)}${food ? ` (${food})` : ""}.`);
  }
  const dinner = stops.find((s) => s.kind === "dinner");
  if (sunset) {
    parts.push(
      `The day ends at ${sunset.place.name} for the ${hhmm(light.sunset)} sunset${
        dinner && dinner.start > sunset.start ? `, with dinner at ${dinner.place.name} after` : ""
      }.`,
    );
    if (dinner && dinner.start < sunset.start)
      parts.push(`Dinner at ${dinner.place.name} comes first, at ${hhmm(dinner.start)}.`);
  } else if (dinner) {
    const before = stops[stops.indexOf(dinner) - 1];
    parts.push(
      `Dinner at ${dinner.place.name} at ${hhmm(dinner.start)}${
        before ? `, ${dinner.drive} minutes from ${before.place.name},` : ""
      } closes the day.`,
    );
  }
  const longest = stops.reduce<WrittenStop | null>((best, s) => (!best || s.drive > best.drive ? s : best), null);
  if (longest && longest.drive >= 20) {
    const before = stops[stops.indexOf(longest) - 1];
    if (before)
      parts.push(`The longest drive is ${longest.drive} minutes, from ${before.place.name} to ${longest.place.name}.`);
  }
  for (const meal of meals.filter((m) => m.repeat))
    parts.push(
      `${meal.place.name} appears again for ${meal.kind}${meal.firstDay ? ` (first on day ${meal.firstDay})` : ""}: nothing else serving ${meal.kind} near ${
        visits[0]?.place.name ?? SIDE_LABEL[side]
      } is left.`,
    );

  const driving = stops.reduce((sum, s) => sum + s.drive, 0);
  const start = stops[0]?.start ?? 0;
  const end = stops.at(-1)?.end ?? 0;
  const summary = `${visits.length + (sunset ? 1 : 0)} stop${visits.length + (sunset ? 1 : 0) === 1 ? "" : "s"} and ${meals.length} meal${meals.length === 1 ? "" : "s"} from ${hhmm(start)} to ${hhmm(end)}, with ${driving} minutes of driving.`;
  return { title, theme, description: parts.join(" "), summary, stops };
}

function sidesVisited(days: PlannedDay[]): Side[] {
  return [...new Set(days.map((d) => d.side))];
}

export function writeIntroduction(days: PlannedDay[], prefs: ItineraryPreferences, month: number): string {
  const n = prefs.duration;
  const first = days[0];
  const sides = sidesVisited(days).map((s) => SIDE_LABEL[s]);
  const sunsets = days.filter((d) => d.order.some((node) => node.data.kind === "sunset")).length;
  const parts = [
    `Here is your ${n}-day Kauaʻi plan for ${partyPhrase(prefs)}, built around ${list(prefs.interests.map((i) => i.toLowerCase()))}.`,
  ];
  if (sides.length > 0) parts.push(`Each day stays on one side of the island: ${list(sides)}.`);
  if (first)
    parts.push(
      `In ${monthName(month)} the sun rises about ${hhmm(first.light.sunrise)} and sets about ${hhmm(first.light.sunset)}${
        sunsets > 0
          ? `, and ${sunsets === days.length ? "every day" : `${sunsets} of the ${days.length} days`} end${sunsets === 1 || sunsets === days.length ? "s" : ""} at a sunset spot`
          : ""
      }.`,
    );
  parts.push(
    `Meals lean towards ${list(prefs.cuisines.map((c) => c.toLowerCase()))} at ${prefs.diningStyle.toLowerCase()} prices where the route allows.`,
  );
  // The planner never repeats a visit and never bends a safety rule: a long trip can run out of places.
  if (days.length === 0)
    parts.push(
      "We couldn't fit a single day that suits your group and choices: try another interest or activity level.",
    );
  else if (days.length < n) {
    const left = n - days.length;
    const which = left === 1 ? `day ${n}` : `days ${days.length + 1}-${n}`;
    parts.push(
      `We planned ${days.length} of your ${n} days: we couldn't fit more days that suit your group and choices without repeating a place, so ${which} ${left === 1 ? "is" : "are"} yours to keep free - a favourite beach again, a rest day, or a tour you book yourself.`,
    );
  }
  return parts.join(" ");
}

export function writeTips(days: PlannedDay[], prefs: ItineraryPreferences, month: number): string[] {
  const places = days.flatMap((d) => d.order.map((n) => n.data.place));
  const unique = [...new Map(places.map((p) => [p.placeId, p])).values()];
  const tips: string[] = [];
  const notes = new Set<string>();
  for (const place of unique) {
    const reservation = place.facts?.reservation;
    if (reservation?.required && !notes.has(reservation.note)) {
      notes.add(reservation.note);
      tips.push(`${place.name}: ${reservation.note}`);
    }
  }
  const dangerous = unique.filter((p) => oceanNow(p, month) === "dangerous").map((p) => p.name);
  if (dangerous.length > 0)
    tips.push(
      `In ${monthName(month)} the water at ${list(dangerous.slice(0, 4))} is dangerous: enjoy ${dangerous.length === 1 ? "it" : "them"} from the shore.`,
    );
  if (unique.some((p) => p.region === "Waimea Canyon & Kokee"))
    tips.push("Canyon days start early: clouds often fill Waimea Canyon by late morning, and Kōkeʻe is cooler.");
  if (prefs.groupType === "Family with kids") {
    const guarded = unique.filter((p) => p.facts?.ocean?.lifeguard).map((p) => p.name);
    if (guarded.length > 0)
      tips.push(`With kids, swim only where lifeguards watch: ${list(guarded.slice(0, 4))} in this plan.`);
  }
  const tours = unique.filter(
    (p) => (p.facts?.access.mode === "tour-only" || p.facts?.access.mode === "boat") && !p.facts?.reservation?.required,
  );
  if (tours.length > 0)
    tips.push(
      `Book ${list(tours.map((p) => p.name).slice(0, 3))} ahead: ${tours.length === 1 ? "it runs" : "they run"} as guided tours only.`,
    );
  tips.push("Use mineral, reef-safe sunscreen and bring water: the sun is strong even on cloudy days.");
  if (unique.some((p) => p.facts?.ocean))
    tips.push("Never turn your back on the ocean, and ask the lifeguard before you swim.");
  return tips;
}
