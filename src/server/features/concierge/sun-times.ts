import { getTimes } from "suncalc";
import { addDays, localDateOf } from "@/server/features/itinerary/daylight";
import type { DriveTown } from "@/shared/schemas/knowledge";
import { MONTH_NAMES, TOWN_POINTS } from "./knowledge-base";
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
  [/\b(when|whens|what time)\b.*\b(sunset|sun set|sun sets?|sun goes down|sun go down)\b/, "sunset"],
  [/\bsunset (time|times|is at|at what time)\b|\btime (of|for) (the )?sunset\b/, "sunset"],
  [/\b(when|whens|what time)\b.*\b(sunrise|sun rise|sun rises?|sun comes up|sun come up)\b/, "sunrise"],
  [/\bsunrise (time|times|is at|at what time)\b|\btime (of|for) (the )?sunrise\b/, "sunrise"],
  [/\b(when|whens|what time)\b.*\b(gets?|getting|is it) light\b/, "light"],
];

/** What the visitor asks about the sun, or null when the message does not ask for a time. */
export function sunAskOf(message: string): SunAsk | null {
  const text = normalize(message);
  for (const [pattern, ask] of ASKS) if (pattern.test(text)) return ask;
  return null;
}

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

const MONTH_PATTERNS: Array<[RegExp, number]> = [
  [/january|jan/, 1],
  [/february|feb/, 2],
  [/march|mar/, 3],
  [/april|apr/, 4],
  [/may/, 5],
  [/june|jun/, 6],
  [/july|jul/, 7],
  [/august|aug/, 8],
  [/september|sept|sep/, 9],
  [/october|oct/, 10],
  [/november|nov/, 11],
  [/december|dec/, 12],
];
const MONTH_WORD =
  "(january|jan|february|feb|march|mar|april|apr|may|june|jun|july|jul|august|aug|september|sept|sep|october|oct|november|nov|december|dec)";
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

function monthNumber(word: string): number {
  return MONTH_PATTERNS.find(([re]) => new RegExp(`^(${re.source})$`).test(word))?.[1] ?? 0;
}

/** The day or month a sun question is about. */
export type SunDay =
  | { kind: "date"; date: string; label: string }
  | { kind: "month"; month: number }
  /** Nothing said: the next sunrise or sunset from now. */
  | { kind: "next" };

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** The next `month`-`day` from `today` (today included). */
function nextDate(today: string, month: number, day: number): string {
  const [year] = today.split("-").map(Number) as [number];
  const thisYear = `${year}-${pad(month)}-${pad(day)}`;
  return thisYear >= today ? thisYear : `${year + 1}-${pad(month)}-${pad(day)}`;
}

function thanksgivingAfter(today: string): string {
  const [year] = today.split("-").map(Number) as [number];
  for (const y of [year, year + 1]) {
    const first = new Date(Date.UTC(y, 10, 1)).getUTCDay();
    const date = `${y}-11-${pad(1 + ((4 - first + 7) % 7) + 21)}`;
    if (date >= today) return date;
  }
  return today;
}

function labelOf(date: string, today: string): string {
  const [, m, d] = date.split("-").map(Number) as [number, number, number];
  const name = `${MONTH_NAMES[m - 1]} ${d}`;
  if (date === today) return `Today (${name})`;
  if (date === addDays(today, 1)) return `Tomorrow (${name})`;
  return `On ${name}`;
}

/**
 * Which day the message asks about: a date or holiday, a weekday, today or tomorrow, a month named
 * in this message, else a month named earlier in the conversation, else the next sunrise or sunset.
 */
export function sunDayOf(message: string, now: Date, earlierMonth: number | null): SunDay {
  const text = normalize(message);
  const today = localDateOf(now);
  const on = (date: string): SunDay => ({ kind: "date", date, label: labelOf(date, today) });
  if (/\bchristmas eve\b/.test(text)) return on(nextDate(today, 12, 24));
  if (/\b(christmas|xmas)\b/.test(text)) return on(nextDate(today, 12, 25));
  if (/\bnew years? eve\b/.test(text)) return on(nextDate(today, 12, 31));
  if (/\bnew years?( day)?\b/.test(text)) return on(nextDate(today, 1, 1));
  if (/\b(4th|fourth) of july\b|\bjuly 4(th)?\b|\bindependence day\b/.test(text)) return on(nextDate(today, 7, 4));
  if (/\bthanksgiving\b/.test(text)) return on(thanksgivingAfter(today));
  if (/\bvalentines?( day)?\b/.test(text)) return on(nextDate(today, 2, 14));
  if (/\bhalloween\b/.test(text)) return on(nextDate(today, 10, 31));
  const monthDay = new RegExp(`\\b${MONTH_WORD} ([0-9]{1,2})(st|nd|rd|th)?\\b`).exec(text);
  const dayMonth = new RegExp(`\\b([0-9]{1,2})(st|nd|rd|th)? (of )?${MONTH_WORD}\\b`).exec(text);
  const [month, day] = monthDay
    ? [monthNumber(monthDay[1] as string), Number(monthDay[2])]
    : dayMonth
      ? [monthNumber(dayMonth[4] as string), Number(dayMonth[1])]
      : [0, 0];
  if (month && day >= 1 && day <= new Date(Date.UTC(2028, month, 0)).getUTCDate()) {
    return on(nextDate(today, month, day));
  }
  if (/\b(today|tonight|this evening|this morning)\b/.test(text)) return on(today);
  if (/\btomorrow\b/.test(text)) return on(addDays(today, 1));
  const weekday = WEEKDAYS.findIndex((name) => new RegExp(`\\b${name}\\b`).test(text));
  if (weekday >= 0) {
    const todayWeekday = new Date(`${today}T12:00:00Z`).getUTCDay();
    return on(addDays(today, (weekday - todayWeekday + 7) % 7));
  }
  const named = new RegExp(`\\b${MONTH_WORD}\\b`).exec(text);
  const namedMonth = named && !(named[1] === "may" && /\bmay (i|we|you|be|have|need|want|not|get|go)\b/.test(text));
  if (named && namedMonth) return { kind: "month", month: monthNumber(named[1] as string) };
  if (earlierMonth !== null) return { kind: "month", month: earlierMonth };
  return { kind: "next" };
}

/** The time the question is about on a day's timetable. */
function eventOf(ask: SunAsk, times: Times): Date {
  return ask === "sunset" ? times.sunset : ask === "dark" ? times.dusk : ask === "sunrise" ? times.sunrise : times.dawn;
}

/**
 * The direct answer to a sun question: for a month, the times at its start, middle and end; for a
 * day, that day's; with nothing said, the next one from now (tomorrow's sunrise late in the day).
 * Always says how it was worked out.
 */
export function sunTimesAnswer(ask: SunAsk, options: { now: Date; day: SunDay; where: SunSpot }): string {
  const spot = spotOf(options.where);
  const at = spot === LIHUE ? "on Kauaʻi (Līhuʻe)" : `at ${spot.name}`;
  const today = localDateOf(options.now);
  let when: string;
  let day: Times;
  let range = "";
  if (options.day.kind === "month") {
    const month = options.day.month;
    // The named month in the coming year (this month counts as coming).
    const [year, thisMonth] = today.split("-").map(Number) as [number, number];
    const y = month < thisMonth ? year + 1 : year;
    const last = new Date(Date.UTC(y, month, 0)).getUTCDate();
    const [first, middle, end] = [1, 15, last].map((d) => timesOn(`${y}-${pad(month)}-${pad(d)}`, spot)) as [
      Times,
      Times,
      Times,
    ];
    const name = MONTH_NAMES[month - 1] as string;
    when = `In mid-${name}`;
    day = middle;
    const key = ask === "dark" ? "sunset" : ask === "light" ? "sunrise" : ask;
    range = ` (${clock(first[key])} on ${name} 1, ${clock(end[key])} on ${name} ${last})`;
  } else if (options.day.kind === "date") {
    when = options.day.label;
    day = timesOn(options.day.date, spot);
  } else {
    const todays = timesOn(today, spot);
    const date = eventOf(ask, todays).getTime() > options.now.getTime() ? today : addDays(today, 1);
    when = labelOf(date, today);
    day = date === today ? todays : timesOn(date, spot);
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
  return `${lead} (Worked out for Kauaʻi's position from the sun's path; Hawaiʻi keeps standard time all year, with no daylight saving.)`;
}
