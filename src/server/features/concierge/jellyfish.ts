import { getMoonIllumination } from "suncalc";
import type { Directory } from "./directory";

// "Are there jellyfish this week?": the directory's own note ("box jellyfish may appear about 8 to 10
// days after a full moon", with its source) and the full moons computed with suncalc, so the answer
// names the likely days instead of guessing.

const DAY_MS = 86_400_000;
const HAWAII_OFFSET_MS = -10 * 3_600_000;

/** The full moons (to the hour) between `from` and `to`: the moment the moon stops waxing. */
export function fullMoonsBetween(from: Date, to: Date): Date[] {
  const found: Date[] = [];
  let previous = getMoonIllumination(from).waxing;
  for (let t = from.getTime() + 3_600_000; t <= to.getTime(); t += 3_600_000) {
    const waxing = getMoonIllumination(new Date(t)).waxing;
    if (previous && !waxing) found.push(new Date(t));
    previous = waxing;
  }
  return found;
}

const dayLabel = (date: Date) =>
  new Date(date.getTime() + HAWAII_OFFSET_MS).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/** The jellyfish answer for the week of `now`, or null when the question is not about jellyfish. */
export function jellyfishAnswer(
  text: string,
  directory: Directory,
  now: Date,
  /** A month the visitor named (1-12), else null: the windows in that month, not this week's. */
  month: number | null = null,
): string | null {
  if (!/\b(jelly ?fish|box jellies|man o war|portuguese man)\b/.test(text)) return null;
  const noted = directory.places.find((place) =>
    (place.facts?.safetyNotes ?? []).some((note) => /box jellyfish/i.test(note)),
  );
  const note = noted?.facts?.safetyNotes.find((n) => /box jellyfish/i.test(n));
  const days = note?.match(/(\d+) to (\d+) days after a full moon/);
  if (!noted || !note || !days) return null;
  const [first, last] = [Number(days[1]), Number(days[2])];
  // From now, or from the first day of the month asked about (this year's or next year's).
  const hawaiiNow = new Date(now.getTime() + HAWAII_OFFSET_MS);
  const thisMonth = hawaiiNow.getUTCMonth() + 1;
  const from =
    month === null || month === thisMonth
      ? now
      : new Date(Date.UTC(hawaiiNow.getUTCFullYear() + (month < thisMonth ? 1 : 0), month - 1, 1) - HAWAII_OFFSET_MS);
  const moons = fullMoonsBetween(new Date(from.getTime() - 40 * DAY_MS), new Date(from.getTime() + 40 * DAY_MS));
  const windows = moons.map((moon) => ({
    moon,
    start: new Date(moon.getTime() + first * DAY_MS),
    end: new Date(moon.getTime() + (last + 1) * DAY_MS),
  }));
  // A month asked about: every window that touches it.
  if (from !== now && month !== null) {
    const monthEnd = new Date(
      Date.UTC(new Date(from.getTime() + HAWAII_OFFSET_MS).getUTCFullYear(), month, 1) - HAWAII_OFFSET_MS,
    );
    const inMonth = windows.filter((w) => w.end > from && w.start < monthEnd);
    if (inMonth.length > 0) {
      const spans = inMonth.map((w) => `${dayLabel(w.start)} to ${dayLabel(new Date(w.end.getTime() - DAY_MS))}`);
      const moonsText = inMonth.map((w) => dayLabel(w.moon)).join(" and ");
      return `Box jellyfish may appear about ${first} to ${last} days after a full moon (our directory notes it for ${noted.name}). Around that month the likely days are about ${spans.join(", and ")} (full moons ${moonsText}, worked out from the moon's cycle). On those days, check with the lifeguards before you go in, and stay out of the water if jellyfish are reported.`;
    }
  }
  // The window that is on at that time, else the next one to come.
  const current = windows.find((w) => w.start <= from && from < w.end);
  const window = current ?? windows.find((w) => w.start > from);
  if (!window) return null;
  const lastDay = dayLabel(new Date(window.end.getTime() - DAY_MS));
  const moonWords = `${window.moon < now ? "The last full moon was" : "The full moon is"} ${dayLabel(window.moon)}`;
  const timing = current
    ? `${moonWords}, so ${from === now ? "this is one of those windows" : "the month starts in one of those windows"}: about ${dayLabel(window.start)} to ${lastDay}.`
    : `${moonWords}, so the likely days are about ${dayLabel(window.start)} to ${lastDay}.`;
  return `Box jellyfish may appear about ${first} to ${last} days after a full moon (our directory notes it for ${noted.name}). ${timing} (Full moons worked out from the moon's cycle.) On those days, check with the lifeguards before you go in, and stay out of the water if jellyfish are reported.`;
}
