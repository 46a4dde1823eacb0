// "How long from Kapaʻa to the Kalalau trailhead? Trying to make a 9am parking slot" (tuning round 11, dev14): a
// drive against a time to be there (a Hāʻena parking slot, a shuttle, a tour's check-in) - when to leave, from
// the drive table's time, rounded up to the quarter hour. Flights are flight-time.ts's. Compiled once at load.

const TIME = String.raw`(1[0-2]|0?[1-9])(?: ?([0-5]\d))? ?(am|pm)`;
const BOOKED =
  "(parking |entry |shuttle |tour |boat |check in |checkin )?(slot|slots|reservation|reservations|res|entry|window|time slot|shuttle|check in|checkin|tour|booking|pass|permit|time)";
const TIME_THEN_BOOKED = new RegExp(String.raw`\b${TIME}(?: \w+){0,2} ${BOOKED}\b`);
const BOOKED_THEN_TIME = new RegExp(String.raw`\b${BOOKED}\b(?: \w+){0,3}? (?:at|for|is|by) ${TIME}`);
const BE_THERE_BY = new RegExp(
  String.raw`\b(be there|get there|arrive|make it|be at the \w+|at the trailhead|at the gate) (by|at|before) ${TIME}`,
);

const BARE_CLOCK = /\b(1[0-2]|0?[1-9]) ([0-5]\d)\b(?! ?(?:am|pm)\b)/g;

function minutesOf(hour: string, minute: string | undefined, half: string): number {
  return (Number(hour) % 12) * 60 + (half === "pm" ? 720 : 0) + Number(minute ?? 0);
}

function clock(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
}

/** The time the visitor must be there (minutes after midnight) when the message names one; else null. */
export function arriveBy(message: string): number | null {
  if (/\b(flight|plane|fly out|flying out|fly home|flying home)\b/.test(message)) return null;
  // ("Our 7:30 parking reservation": a slot time without am or pm is a morning one from 5 to 11.)
  const text = message.replace(
    BARE_CLOCK,
    (_, h: string, m: string) => `${h} ${m} ${Number(h) >= 5 && Number(h) <= 11 ? "am" : "pm"}`,
  );
  const hit = TIME_THEN_BOOKED.exec(text);
  if (hit) return minutesOf(hit[1] as string, hit[2], hit[3] as string);
  const after = BOOKED_THEN_TIME.exec(text) ?? null;
  if (after) return minutesOf(after[3] as string, after[4], after[5] as string);
  const by = BE_THERE_BY.exec(text);
  return by ? minutesOf(by[3] as string, by[4], by[5] as string) : null;
}

/** "To make a 9:00 am slot, leave Kapaʻa by about 8:00 am": the drive, rounded up to a quarter hour. */
export function arriveByLine(text: string, from: string, driveMinutes: number, human: string): string | null {
  const at = arriveBy(text);
  if (at === null || driveMinutes <= 0) return null;
  const ahead = Math.ceil(driveMinutes / 15) * 15;
  const hours = ahead / 60;
  const aheadText =
    ahead % 60 === 0
      ? `${hours === 1 ? "an hour" : `${hours} hours`}`
      : ahead > 60
        ? `${Math.floor(hours)} hour${Math.floor(hours) > 1 ? "s" : ""} ${ahead % 60} minutes`
        : `${ahead} minutes`;
  return `To be there for ${clock(at)}, leave ${from} by about ${clock(at - ahead)} - ${aheadText} ahead: the drive is ${human} without traffic, and parking takes time too. Leave earlier if there may be traffic or road work.`;
}
