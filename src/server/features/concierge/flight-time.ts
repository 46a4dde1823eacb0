// "Leaving Kēʻē at 1 pm, will we make a 3 pm flight from Līhuʻe?" (issue 15, tuning round 10, probe 4 class 5): a
// drive to the airport against a flight time, not a fare search. Compiled once at load.

const TIME = String.raw`(1[0-2]|0?[1-9])(?: ([0-5]\d))? ?(am|pm)`;
const FLIGHT_THEN_TIME = new RegExp(
  String.raw`\b(flight|plane|departure|fly out|flying out|fly home|flying home)\b(?: \w+){0,3}? (?:at |by )?${TIME}`,
);
const TIME_THEN_FLIGHT = new RegExp(String.raw`\b${TIME}(?: \w+){0,2} (flight|plane|departure)\b`);
const LEAVING_AT = new RegExp(
  String.raw`\b(leaving|leave|depart|departing|head out|heading out|go|going)\b(?: \w+){0,4} (?:at |by |around )?${TIME}`,
);
const NOON = /\bnoon\b/g;

function minutesOf(hour: string, minute: string | undefined, half: string): number {
  const h = (Number(hour) % 12) + (half === "pm" ? 12 : 0);
  return h * 60 + Number(minute ?? 0);
}

function clock(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
}

/** The flight's time in minutes after midnight, when the message is about catching a flight at a time; else null. */
export function flightAt(message: string): number | null {
  const text = message.replace(NOON, "12 pm");
  // (A flight that lands is an arrival, not one to catch.)
  if (/\b(lands?|landing|arriv\w*|gets in|touch(es)? down)\b/.test(text)) return null;
  const after = FLIGHT_THEN_TIME.exec(text);
  if (after) return minutesOf(after[2] as string, after[3], after[4] as string);
  const before = TIME_THEN_FLIGHT.exec(text);
  return before ? minutesOf(before[1] as string, before[2], before[3] as string) : null;
}

/** "Leaving at 1 pm ... 3 pm flight": when they would reach the airport, against the flight, said as plain times. */
export function flightLine(message: string, driveMinutes: number): string | null {
  const text = message.replace(NOON, "12 pm");
  const flight = flightAt(text);
  if (flight === null) return null;
  const leave = LEAVING_AT.exec(text);
  const leaveAt = leave ? minutesOf(leave[2] as string, leave[3], leave[4] as string) : null;
  if (leaveAt === null || leaveAt === flight)
    return `For a ${clock(flight)} flight, leave at least ${driveMinutes} minutes of driving (without traffic) plus the car return and your airline's check-in time - I don't have the airlines' deadlines, so check with yours.`;
  const arrive = leaveAt + driveMinutes;
  const spare = flight - arrive;
  return spare <= 0
    ? `No - leaving at ${clock(leaveAt)} you would reach Līhuʻe Airport at about ${clock(arrive)} even without traffic - too late for your ${clock(flight)} flight.`
    : `Leaving at ${clock(leaveAt)} you would reach Līhuʻe Airport at about ${clock(arrive)} without traffic, ${spare} minutes before your ${clock(flight)} flight${spare < 90 ? " - tight once you return the car and check in; check your airline's check-in deadline" : ""}.`;
}
