import { getTimes } from "suncalc";
import { addDays, localDateOf } from "@/server/features/itinerary/daylight";
import type { DriveTown } from "@/shared/schemas/knowledge";
import { TOWN_POINTS } from "./knowledge-base";
import { normalize } from "./text";

// "When does it get dark?", "what time is sunset in Hanalei on the 4th of July?": computed, not
// looked up. Sunrise, sunset and the end of civil twilight (when it is dark) come from the suncalc
// astronomy library for the named place or town (Līhuʻe otherwise); Hawaiʻi keeps Hawaiʻi-Aleutian
// Standard Time (UTC−10) all year, with no daylight saving, so local time is UTC minus ten hours.

export type SunAsk = "sunset" | "sunrise" | "dark" | "light";

const HST_OFFSET_MS = -10 * 60 * 60 * 1000;
const LIHUE = { name: "Līhuʻe", lat: 21.978, lon: -159.368 };

const ASKS: Array<[RegExp, SunAsk]> = [
  [/\b(when|what time|how late|til|till|until)\b.*\b(gets?|getting|is it|go(es)?) dark\b/, "dark"],
  [/\bdark (by|at) what time\b|\bwhat time is it dark\b|\bhow late is it light\b/, "dark"],
  [/\b(when|what time)\b.*\b(sunset|sun set|sun sets?|sun goes down|sun go down)\b/, "sunset"],
  [/\bsunset (time|times|is at|at what time)\b|\btime (of|for) (the )?sunset\b/, "sunset"],
  [/\b(when|what time)\b.*\b(sunrise|sun rise|sun rises?|sun comes up|sun come up)\b/, "sunrise"],
  [/\bsunrise (time|times|is at|at what time)\b|\btime (of|for) (the )?sunrise\b/, "sunrise"],
  [/\b(when|what time)\b.*\b(gets?|getting|is it) light\b/, "light"],
];

/** What the visitor asks about the sun, or null when the message does not ask for a time. */
export function sunAskOf(message: string): SunAsk | null {
  const text = normalize(message);
  for (const [pattern, ask] of ASKS) if (pattern.test(text)) return ask;
  return null;
}

const MONTHS = [
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
];

/** "6:12 pm" in Hawaiʻi time. */
function clock(instant: Date, roundTo = 1): string {
  const local = new Date(instant.getTime() + HST_OFFSET_MS);
  let minutes = local.getUTCHours() * 60 + local.getUTCMinutes() + (local.getUTCSeconds() >= 30 ? 1 : 0);
  minutes = Math.round(minutes / roundTo) * roundTo;
  const h24 = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, "0")} ${h24 < 12 ? "am" : "pm"}`;
}

type Spot = { name: string; lat: number; lon: number };

/** At Kauaʻi's latitude the sun rises and sets every day; the library's types allow polar days. */
function must(instant: Date | null): Date {
  if (!instant || Number.isNaN(instant.getTime())) throw new Error("no sun event on this day at this latitude");
  return instant;
}

function timesOn(date: string, spot: Spot) {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  // Local noon (22:00 UTC) picks the local day's events.
  const t = getTimes(new Date(Date.UTC(y, m - 1, d, 22)), spot.lat, spot.lon);
  return { sunrise: must(t.sunrise), sunset: must(t.sunset), dawn: must(t.dawn), dusk: must(t.dusk) };
}

type Times = ReturnType<typeof timesOn>;

export type SunSpot = {
  place?: { name: string; latitude: number; longitude: number } | undefined;
  town?: DriveTown | undefined;
};

function spotOf(where: SunSpot): Spot {
  if (where.place) return { name: where.place.name, lat: where.place.latitude, lon: where.place.longitude };
  if (where.town) {
    const [lat, lon] = TOWN_POINTS[where.town];
    return { name: where.town, lat, lon };
  }
  return LIHUE;
}

/**
 * The direct answer to a sun question: for a named month, the times at the start, middle and end of
 * it; otherwise for today (or tomorrow) in Hawaiʻi. Always says how it was worked out.
 */
export function sunTimesAnswer(
  ask: SunAsk,
  options: { now: Date; month: number | null; tomorrow: boolean; where: SunSpot },
): string {
  const spot = spotOf(options.where);
  const at = spot === LIHUE ? "on Kauaʻi (Līhuʻe)" : `at ${spot.name}`;
  const today = localDateOf(options.now);
  let when: string;
  let day: Times;
  let range = "";
  if (options.month !== null) {
    // The named month in the coming year (this month counts as coming).
    const [year, thisMonth] = today.split("-").map(Number) as [number, number];
    const y = options.month < thisMonth ? year + 1 : year;
    const mm = String(options.month).padStart(2, "0");
    const last = new Date(Date.UTC(y, options.month, 0)).getUTCDate();
    const [first, middle, end] = [1, 15, last].map((d) =>
      timesOn(`${y}-${mm}-${String(d).padStart(2, "0")}`, spot),
    ) as [Times, Times, Times];
    const name = MONTHS[options.month - 1] as string;
    when = `In mid-${name}`;
    day = middle;
    const key = ask === "dark" ? "sunset" : ask === "light" ? "sunrise" : ask;
    range = ` (${clock(first[key])} on ${name} 1, ${clock(end[key])} on ${name} ${last})`;
  } else {
    const date = options.tomorrow ? addDays(today, 1) : today;
    const [, m, d] = date.split("-").map(Number) as [number, number, number];
    when = `${options.tomorrow ? "Tomorrow" : "Today"} (${MONTHS[m - 1]} ${d})`;
    day = timesOn(date, spot);
  }
  const dusk = Math.round((day.dusk.getTime() - day.sunset.getTime()) / 60_000);
  const dawn = Math.round((day.sunrise.getTime() - day.dawn.getTime()) / 60_000);
  const beforeDark = " Plan to be off trails and out of the water before dark.";
  const lead =
    ask === "dark"
      ? `${when} it is dark ${at} by about ${clock(day.dusk)}: the sun sets at about ${clock(day.sunset)}${range} and evening twilight lasts about ${dusk} minutes.${beforeDark}`
      : ask === "sunset"
        ? `${when} the sun sets ${at} at about ${clock(day.sunset)}${range}; it stays light for about ${dusk} minutes after, so it is dark by about ${clock(day.dusk)}.${beforeDark}`
        : ask === "sunrise"
          ? `${when} the sun rises ${at} at about ${clock(day.sunrise)}${range}; the sky brightens about ${dawn} minutes before (first light about ${clock(day.dawn)}).`
          : `${when} first light ${at} is at about ${clock(day.dawn)}, and the sun rises at about ${clock(day.sunrise)}${range}.`;
  return `${lead} (Computed for Kauaʻi's position with the suncalc astronomy library; Hawaiʻi keeps standard time all year, with no daylight saving.)`;
}
