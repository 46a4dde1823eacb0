import { getTimes } from "suncalc";
import { NOT_SWIMMING, nightWaterLine } from "./after-dark";
import type { DirectoryPlace } from "./directory";
import { normalize } from "./text";

// "Is Kōloa Fish Market open now?", "can we still make it to the lighthouse today?", "is Limahuli open
// tomorrow?", "Hāʻena at 7pm?", "is Tahiti Nui open tonight?" (round 9, probe 2 class F): a yes or no
// from the place's opening hours and the visitor's own day and time in Hawaiʻi (UTC−10 all year), with
// the hours. When the hours are not known the reply says so instead of guessing; a restaurant that
// serves no dinner is "not in the evening" from its meals alone.

const HST_OFFSET_MS = -10 * 60 * 60 * 1000;
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const DAY_WORD = /\b(sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(day|nesday|sday|rsday|urday)?s?\b/;

/** The moment asked about: a weekday, and a time of day in minutes after midnight when one is said. */
export type AskedTime = {
  day: number;
  minutes: number | null;
  /** "now", "today", "tonight", "tomorrow", "on Saturday evening", "at 7 pm" ... */
  label: string;
  /** The visitor asked about this very moment ("now", "still make it"). */
  isNow: boolean;
  /** Local calendar date (YYYY-MM-DD) of the asked day. */
  date: string;
};

/** Whether the message asks if a place is open (or can still be visited) at a time it names. */
const ASKS_OPEN =
  /\b(open|opened|opens|closed|close|closes|closing|hours|still make it|make it (there )?in time|too late|still (go|get in|get into|visit|catch)|serving|serve|on today|running today|happening)\b/;

function clockMinutes(text: string): number | null {
  const m = text.match(/\b(?:at|by|around|after|before|about)? ?(\d{1,2})(?: (\d{2}))? ?(am|pm|a m|p m)\b/);
  if (m) {
    const hour = Number(m[1]);
    if (hour < 1 || hour > 12) return null;
    return ((hour % 12) + (m[3]?.startsWith("p") ? 12 : 0)) * 60 + Number(m[2] ?? 0);
  }
  const h24 = text.match(/\bat (\d{1,2}) (\d{2})\b/);
  if (h24 && Number(h24[1]) <= 23 && Number(h24[2]) <= 59) return Number(h24[1]) * 60 + Number(h24[2]);
  if (/\b(noon|midday|lunchtime|lunch time)\b/.test(text)) return 12 * 60;
  return null;
}

function localParts(now: Date): { day: number; minutes: number; date: string } {
  const local = new Date(now.getTime() + HST_OFFSET_MS);
  return {
    day: local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    date: local.toISOString().slice(0, 10),
  };
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The day and time a message asks about, or null when it names none (then it is not this question). */
export function askedTimeOf(message: string, now: Date, explicitOnly = true): AskedTime | null {
  const text = normalize(message);
  const clock = clockMinutes(text);
  // "Can we go to Hāʻena at 7pm?", "we want to visit Limahuli tomorrow": going at a time asks the same.
  const goingThen =
    !explicitOnly &&
    // ("Limahuli tomorrow?", "Wai Koa at 7am tomorrow?": a place and a time alone ask the same.)
    (/\b(go|going|visit|visiting|get in|arrive|arriving|stop at|head|heading|headed|drive to|driving to)\b/.test(
      text,
    ) ||
      text.split(" ").length <= 7) &&
    (clock !== null || /\b(tomorrow|tonight|today)\b/.test(text) || DAY_WORD.test(text));
  if (!ASKS_OPEN.test(text) && !goingThen) return null;
  const here = localParts(now);
  const evening = /\b(tonight|tonite|this evening|evening|at night|late night|after dark)\b/.test(text);
  const morning = /\b(this morning|morning|early|for breakfast)\b/.test(text);
  const partMinutes = clock ?? (evening ? 19 * 60 : morning ? 8 * 60 : null);
  const dayWord = text.match(DAY_WORD);
  if (
    /\b(right now|now|rn|at the moment|currently|still make it|still (go|get in|get into|visit|catch)|still open|too late)\b/.test(
      text,
    ) &&
    !dayWord &&
    !/\btomorrow\b/.test(text)
  ) {
    return {
      day: here.day,
      minutes: clock ?? here.minutes,
      label: clock ? "today" : "now",
      isNow: clock === null,
      date: here.date,
    };
  }
  if (/\btomorrow\b/.test(text)) {
    return {
      day: (here.day + 1) % 7,
      minutes: partMinutes,
      label: `tomorrow (${WEEKDAYS[(here.day + 1) % 7]})`,
      isNow: false,
      date: addDays(here.date, 1),
    };
  }
  if (dayWord) {
    const index = WEEKDAYS.findIndex((d) => d.toLowerCase().startsWith(dayWord[1] as string));
    if (index < 0) return null;
    // (A weekday alone is first answered from the opening days in answer.ts; this answer is used when that
    // one could not decide - builtin-engine.ts keeps a reply that already starts with its yes or no.)
    const ahead = (index - here.day + 7) % 7;
    if (partMinutes === null)
      return {
        day: index,
        minutes: null,
        label: `on ${WEEKDAYS[index]}`,
        isNow: false,
        date: addDays(here.date, ahead),
      };
    return {
      day: index,
      minutes: partMinutes,
      label: `on ${WEEKDAYS[index]}${clock !== null ? ` at ${clockText(clock)}` : evening ? " evening" : " morning"}`,
      isNow: false,
      date: addDays(here.date, ahead),
    };
  }
  if (/\b(tonight|tonite|this evening|later today)\b/.test(text))
    return {
      day: here.day,
      minutes: Math.max(partMinutes ?? 19 * 60, here.minutes),
      label: "tonight",
      isNow: false,
      date: here.date,
    };
  if (/\btoday\b/.test(text) || clock !== null)
    return {
      day: here.day,
      minutes: clock,
      label: clock !== null ? `at ${clockText(clock)}` : `today (${WEEKDAYS[here.day]})`,
      isNow: false,
      date: here.date,
    };
  return null;
}

export function clockText(minutes: number): string {
  const h24 = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h24 < 12 ? "am" : "pm"}`;
}

function hhmm(value: string): number {
  const [h, m] = value.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

function listDays(days: number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length === 7) return "every day";
  return sorted.map((d) => `${WEEKDAYS[d]}s`).join(", ");
}

function hoursNoteTail(place: DirectoryPlace): string {
  const note = place.facts?.hoursNote;
  return note ? ` (${note.replace(/\.$/, "")})` : "";
}

/** Sunrise and sunset at the place on a date, in local minutes. */
function daylight(place: DirectoryPlace, date: string): { rise: number; set: number } | null {
  if (place.latitude === null || place.longitude === null) return null;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const t = getTimes(new Date(Date.UTC(y, m - 1, d, 22)), place.latitude, place.longitude);
  const { sunrise, sunset } = t;
  if (!sunrise || !sunset || Number.isNaN(sunrise.getTime()) || Number.isNaN(sunset.getTime())) return null;
  const local = (instant: Date) => localParts(instant).minutes;
  return { rise: local(sunrise), set: local(sunset) };
}

/**
 * The answer's first line: open or closed at the asked time, with the hours; or that the hours are not
 * known. Null when the message does not ask whether the place is open at a time.
 */
export function openingLead(place: DirectoryPlace, message: string, now: Date): string | null {
  const explicit = askedTimeOf(message, now);
  const asked = explicit ?? askedTimeOf(message, now, false);
  const facts = place.facts;
  if (!asked || !facts) return null;
  // Going at a time without asking whether it is open: said only when the place is known to be closed then.
  if (!explicit) {
    const lead = openingLead(place, `${message} open`, now);
    return lead?.startsWith("No - ") ? lead : null;
  }
  const when = asked.label;
  const nowClock = asked.isNow ? ` (it is ${clockText(asked.minutes ?? 0)} on ${WEEKDAYS[asked.day]} in Hawaiʻi)` : "";
  const check = " Check before going.";
  const hours = facts.hours ?? [];
  if (hours.length > 0) {
    const today = hours.filter((p) => p.days.includes(asked.day));
    if (today.length === 0)
      return `No - ${place.name} is closed on ${WEEKDAYS[asked.day]}s${asked.isNow || when.startsWith("tomorrow") || when.startsWith("today") ? `, so not ${when.replace(/ \(.*\)$/, "")}` : ""}: it opens ${listDays(hours.flatMap((p) => p.days))}${hoursNoteTail(place)}.${check}`;
    const spans = today.map((p) => `${clockText(hhmm(p.open))} to ${clockText(hhmm(p.close))}`).join(" and ");
    if (asked.minutes === null) return `Yes - ${place.name} is open ${when}, ${spans}${hoursNoteTail(place)}.${check}`;
    const t = asked.minutes;
    const open = today.find((p) => hhmm(p.open) <= t && t < hhmm(p.close));
    if (open) {
      const left = hhmm(open.close) - t;
      const tight = asked.isNow && left <= 60 ? ` - only ${left} minutes left, so hurry or plan another day` : "";
      return `Yes - ${place.name} is open ${when}${nowClock}, until ${clockText(hhmm(open.close))}${tight}${hoursNoteTail(place)}.${check}`;
    }
    const later = today.find((p) => hhmm(p.open) > t);
    if (later)
      return `No - ${place.name} is not open yet ${when === "now" ? "" : `${when} `}${nowClock}: it opens at ${clockText(hhmm(later.open))} and closes at ${clockText(hhmm(later.close))}${hoursNoteTail(place)}.${check}`
        .replace(/ +/g, " ")
        .replace(/ :/, ":");
    const last = today.at(-1) as (typeof today)[number];
    return `No - ${place.name} closes at ${clockText(hhmm(last.close))}, so it is closed ${when}${nowClock}; its hours are ${spans}${hoursNoteTail(place)}.${check}`;
  }
  const note = facts.hoursNote ?? "";
  // State parks "open during daylight hours": the sun decides.
  if (/\bdaylight hours\b/i.test(note) && asked.minutes !== null) {
    const sun = daylight(place, asked.date);
    if (sun) {
      const light = asked.minutes >= sun.rise && asked.minutes < sun.set;
      return light
        ? `Yes - ${place.name} is open during daylight hours, and ${when} is in daylight (sunset about ${clockText(sun.set)})${hoursNoteTail(place)}.`
        : `No - ${place.name} is open during daylight hours only, and ${when} is after dark or before sunrise (sunrise about ${clockText(sun.rise)}, sunset about ${clockText(sun.set)})${hoursNoteTail(place)}.`;
    }
  }
  // A day ruled out by the note itself ("Closed Mondays", "not on Sundays").
  const dayName = WEEKDAYS[asked.day] as string;
  const ruledOut = note
    .split(/(?<=[.;])\s+/)
    .find((s) => new RegExp(`\\b${dayName}s?\\b`, "i").test(s) && /\b(no|not|closed)\b/i.test(s));
  if (ruledOut)
    return `Probably not - ${place.name} is usually closed on ${dayName}s: ${ruledOut.replace(/[;.]\s*$/, "")}.${check}`;
  const meals = facts.meals;
  const evening = asked.minutes !== null && asked.minutes >= 17 * 60;
  if (meals.length > 0 && evening && !meals.includes("dinner"))
    return `No - ${place.name} is a daytime place: it serves ${meals.join(" and ")}, not dinner${note ? ` (${note.replace(/\.$/, "")})` : ""}.${check}`;
  if (meals.length > 0 && evening && meals.includes("dinner"))
    return `${place.name} serves dinner, but I can't confirm its opening hours ${when}${note ? `: ${note.replace(/\.$/, "")}` : ""}. Call ahead before going.`;
  // "Opening days have changed over the years: Tuesday to Saturday (2014), Thursday to Saturday from July
  // 2020": the latest range listed answers "probably" (round 9).
  const ranges = [
    ...note.matchAll(new RegExp(`${DAY_WORD.source}\\.? ?(?:–|-|to|through|thru) ?${DAY_WORD.source}`, "gi")),
  ];
  const lastRange = ranges.at(-1);
  if (lastRange && asked.minutes === null) {
    const index = (w: string) => WEEKDAYS.findIndex((d) => d.toLowerCase().startsWith(w.toLowerCase().slice(0, 3)));
    const [from, to] = [index(lastRange[1] as string), index(lastRange[3] as string)];
    if (from >= 0 && to >= 0) {
      const open = new Set<number>();
      for (let d = from; ; d = (d + 1) % 7) {
        open.add(d);
        if (d === to) break;
      }
      return open.has(asked.day)
        ? `Probably yes - the latest opening days listed for ${place.name} are ${lastRange[0]}, which includes ${WEEKDAYS[asked.day]}: ${note.replace(/\.$/, "")}.${check}`
        : `Probably not - the latest opening days listed for ${place.name} are ${lastRange[0]}, so not ${when.replace(/ \(.*\)$/, "")} (${WEEKDAYS[asked.day]}): ${note.replace(/\.$/, "")}.${check}`;
    }
  }
  // "10 am to 4 pm (2014)": no listed hours run as late as the asked time.
  const times = [...note.matchAll(/\b(\d{1,2})(?::(\d{2}))? ?(am|pm)\b/gi)].map(
    (m) => ((Number(m[1]) % 12) + (/p/i.test(m[3] as string) ? 12 : 0)) * 60 + Number(m[2] ?? 0),
  );
  const latest = Math.max(...times);
  if (asked.minutes !== null && times.length > 0 && latest >= 12 * 60 && asked.minutes >= latest)
    return `Almost certainly not - every opening time listed for ${place.name} ends by ${clockText(latest)}, and you asked about ${when === "now" ? `now${nowClock}` : when}: ${note.replace(/\.$/, "")}.${check}`;
  return `I can't confirm whether ${place.name} is open ${when}${nowClock}: ${note ? note.replace(/\.$/, "") : "our directory has no opening hours for it"}.${check}`;
}

/** The place is known to be closed on this weekday: its opening days leave it out, or its note says so. */
export function closedOnDay(place: DirectoryPlace, day: number): boolean {
  const facts = place.facts;
  if (!facts) return false;
  if (facts.hours && facts.hours.length > 0) return !facts.hours.some((p) => p.days.includes(day));
  const name = WEEKDAYS[day] as string;
  return (facts.hoursNote ?? "")
    .split(/(?<=[.;])\s+/)
    .some((s) => new RegExp(`\\b(closed|no \\w+|not) (on )?${name}s?\\b`, "i").test(s));
}

/**
 * "Is it safe to swim now?", "can we hike Sleeping Giant now?", "can we still make the sunset?" asked after
 * dark in Hawaiʻi: the dark is the answer, first (round 9, probe 3 class 17). Null in daylight or when the
 * message asks about no such moment.
 */
export function afterDarkLead(message: string, now: Date, place?: DirectoryPlace): string | null {
  const text = normalize(message);
  if (!/\b(now|right now|rn|still|tonight|at the moment|currently|too late)\b/.test(text)) return null;
  const spot =
    place && place.latitude !== null && place.longitude !== null
      ? place
      : ({ latitude: 21.978, longitude: -159.368 } as DirectoryPlace);
  const here = localParts(now);
  const sun = daylight(spot, here.date);
  if (!sun) return null;
  const dark = here.minutes >= sun.set + 25 || here.minutes < sun.rise - 20;
  if (!dark) return null;
  const set = clockText(sun.set);
  if (/\b(sunset|sun set|sundown)\b/.test(text) && here.minutes >= sun.set)
    return `No - the sun set today at about ${set}, so you've missed it; tomorrow's sunset is at about the same time.`;
  // (The one line about water at night - after-dark.ts; "kids are bored of swimming" is not a swim.)
  if (
    /\b(swim|swimming|snorkel\w*|go in|get in|dip|surf|surfing|boogie|paddle)\b/.test(text) &&
    !NOT_SWIMMING.test(text)
  )
    return nightWaterLine(place && place.latitude !== null ? place : undefined, set);
  if (/\b(hike|hiking|trail|walk|climb)\b/.test(text))
    return `Not now - it's dark (sunset today was about ${set}). Start trails in daylight, early enough to be back well before sunset; in the dark the footing and the edges are hard to see.`;
  return null;
}
