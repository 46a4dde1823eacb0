// A visitor who corrects themself mid-message ("in a condo in kapaa, wait no, wailua", "from poipu - sorry, i
// mean koloa", "in march, wait no, april"): the town or month taken back is dropped, so only the one they meant
// is read (issue 15, tuning round 12, dev17). Works on the normalised text with its clause-break marker; compiled once at load.

const TOWN =
  "(hanalei|princeville|kilauea|kapaa|wailua|lihue|koloa|poipu|hanapepe|waimea|kekaha|kokee|haena|kee|polihale|the airport|airport)";
const TAKEN_BACK =
  "(wait no|no wait|wait|oops|sorry|no sorry|i mean|i meant|i mean to say|actually|scratch that|correction|make that|or rather|rather|er|um|uh|no)";
// (A shore too, and the words between: "east side, actually make it the west side", "near kapaa, no wait, near
// poipu", "lunch in lihue, actually make it hanapepe" - session 12, probe 9.)
const SPOT = `(?:${TOWN}|(?:the )?(?:north|south|east|west) (?:side|shore))`;
const SELF_CORRECTION = new RegExp(
  `\\b${SPOT}( qqbreak)? ${TAKEN_BACK}(( qqbreak)? (no|i mean|i meant|sorry|its|it s|we re|were|in|at|to|from|near|around|by|on|make it|make that|lets say|let s say|change it to|change that to|go with))*( qqbreak)?( (to|from|in|at|near|around|on))? (?=${SPOT}\\b)`,
  "g",
);

// ("north shore - actually scratch that, we're staying in kapaa", "near hanalei - wait no sorry, we switched our stay
// to poipu": a plain taking-back, then a few words of why, then the place meant - session 13, dev26 and dev27.)
const PLAINLY_TAKEN_BACK =
  "(wait no|no wait|scratch that|no sorry|sorry no|i mean|i meant|correction|change of plans?|oops)";
const LONGER_CORRECTION = new RegExp(
  `\\b${SPOT}( qqbreak)?(?: (?!${SPOT}\\b)\\w+){0,2} ${PLAINLY_TAKEN_BACK}(?: (?!${SPOT}\\b)\\w+){0,9}? (?=${SPOT}\\b)`,
  "g",
);

// ("Coming in march, wait no, april": a month taken back the same way.)
const MONTH =
  "(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)";
const MONTH_CORRECTION = new RegExp(
  `\\b${MONTH}( qqbreak)? ${TAKEN_BACK}(( qqbreak)? (no|i mean|i meant|sorry|its|it s|in))*( qqbreak)?( in)? (?=${MONTH}\\b)`,
  "g",
);

// ("How long from poipu to hanalei, actually from koloa": the end corrected after the question - the later "from" or
// "to" replaces the earlier one.)
const LATE_END = new RegExp(
  `( qqbreak)? ${TAKEN_BACK}(( qqbreak)? (i mean|i meant|sorry|no))*( qqbreak)? (?<prep>from|to) (?<town>${TOWN})\\b`,
);

function withLateEnd(text: string): string {
  const late = LATE_END.exec(text);
  if (!late) return text;
  const { prep, town } = late.groups as { prep: string; town: string };
  const before = text.slice(0, late.index);
  const earlier = [...before.matchAll(new RegExp(`\\b${prep} ${TOWN}\\b`, "g"))].at(-1);
  if (earlier?.index === undefined) return text;
  return `${before.slice(0, earlier.index)}${prep} ${town}${before.slice(earlier.index + earlier[0].length)}${text.slice(late.index + late[0].length)}`;
}

/** The text without a town the visitor took back ("kapaa qqbreak wait no qqbreak wailua" → "wailua"). */
export function withoutTakenBack(text: string): string {
  return text.includes(" ")
    ? withLateEnd(text).replace(SELF_CORRECTION, "").replace(LONGER_CORRECTION, "").replace(MONTH_CORRECTION, "")
    : text;
}
