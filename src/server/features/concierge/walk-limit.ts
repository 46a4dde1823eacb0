// A walk's length said as time ("nothing longer than an hour of walking", "hikes under 30 min", "2 hours of
// walking max"): read as the longest round trip in miles, at an easy 2 miles an hour, so a 4-mile canyon trail
// is not offered for "an hour of walking" (issue 15, tuning round 12, dev17). Only a limit on the places shown;
// no pace is told to the visitor. Compiled once at load.

const AMOUNT = "(an?|one|two|three|four|half an?|\\d+(?:\\.\\d+)?)";
const UNIT = "(hours?|hrs?|minutes?|mins?)";
const LIMIT = "(nothing|no|not|under|less than|no more than|max|maximum|at most|shorter than|up to|within|over)";
const WALK = "(walk|walks|walking|hike|hikes|hiking|on foot|trail|trails)";
// ("Hikes near Hanalei no more than 20 minutes from our hotel": how far to drive, not how long to walk.)
const NOT_A_DRIVE = "(?! (away|from|drive|driving|by car|in the car|of (driving|the airport)))";
const BEFORE = new RegExp(
  `\\b${LIMIT}(?: (longer|more|over|bigger))?(?: than)? ${AMOUNT} ?${UNIT}(?: (of|on) (the )?)? ?${WALK}\\b`,
);
const WALK_FIRST = new RegExp(
  `\\b${WALK}(?: \\w+){0,2} (under|less than|no more than|max|at most|shorter than|up to|within|no longer than) ${AMOUNT} ?${UNIT}\\b${NOT_A_DRIVE}`,
);
// ("Short walks near Poʻipū, nothing over 30 minutes": the walk was said before the limit, not after.)
const LIMIT_ALONE = new RegExp(
  `\\b(nothing|no|not|under|less than|no more than|max|maximum|at most|shorter than|up to)(?: (longer|more|over|bigger))?(?: than)? ${AMOUNT} ?${UNIT}\\b${NOT_A_DRIVE}`,
);
const WALK_SAID = new RegExp(`\\b${WALK}\\b`);
const DRIVE_SAID = /\b(drive|driving|by car|from (our|the|my) (hotel|condo|resort|airport))\b/;
const TAIL = new RegExp(`\\b${AMOUNT} ?${UNIT}(?: (of|on) )? ?${WALK} (max|tops|at most|or less|at the most)\\b`);

function hoursOf(amount: string, unit: string): number {
  const n = /^half/.test(amount)
    ? 0.5
    : /^(an?|one)$/.test(amount)
      ? 1
      : amount === "two"
        ? 2
        : amount === "three"
          ? 3
          : amount === "four"
            ? 4
            : Number(amount);
  return /^(minute|min)/.test(unit) ? n / 60 : n;
}

/** The longest round trip in miles a time limit on walking allows, or undefined when none is said. */
export function walkLimitMiles(text: string): number | undefined {
  const before = BEFORE.exec(text);
  if (before) return hoursOf(before[3] as string, before[4] as string) * 2;
  const first = WALK_FIRST.exec(text);
  if (first) return hoursOf(first[3] as string, first[4] as string) * 2;
  const tail = TAIL.exec(text);
  if (tail) return hoursOf(tail[1] as string, tail[2] as string) * 2;
  if (WALK_SAID.test(text) && !DRIVE_SAID.test(text)) {
    const alone = LIMIT_ALONE.exec(text);
    if (alone) return hoursOf(alone[3] as string, alone[4] as string) * 2;
  }
  return undefined;
}
