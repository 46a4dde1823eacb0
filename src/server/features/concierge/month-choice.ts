import { seasonOfMonth } from "@/shared/schemas/place-facts";
import type { Directory } from "./directory";

// "Choosing between june and december for a na pali boat trip, which is better?" got a June list without the
// choice, and "whale watching, february or july?" was told July is "the better bet for time in the water" (issue
// 15, tuning round 12, dev17). Two months compared for a boat trip or for whales: the month the activity favours,
// from the Nā Pali boat tours' own description (calm summer seas, rough winter rides) and the whale season
// (about December to April, most whales January to March - the whale article, as short-yes-no.ts says it).
// Compiled once at load.

// ("Between April 28 and May 5" is a stay, not a choice: "between" compares only with "which", "better", "choose".)
const COMPARED =
  /\b(or|vs|versus|compared (to|with)|than)\b|\bbetween\b.*\b(which|better|best|choose|choosing|decide|deciding)\b|\b(choose|choosing|decide|deciding|torn) between\b/;
const WHALES = /\b(whales?|humpbacks?|whale watching)\b/;
const BOAT =
  /\b(boat|boats|catamaran|cat|raft|zodiac|sail|sailing|snorkel (cruise|tour|trip)|na pali (tour|trip|cruise))\b/;
const WHALE_MONTHS = new Set([12, 1, 2, 3, 4]);
const BOAT_PLACE = "kauai-port-allen";

/** The two months named, in the order written (at most two), or null. */
function twoMonths(text: string, monthWords: readonly [RegExp, number][]): [number, number] | null {
  const found = monthWords
    .slice(0, 12)
    .map(([re, m]) => ({ m, at: text.search(re) }))
    .filter((x) => x.at >= 0)
    .sort((x, y) => x.at - y.at);
  return found.length === 2 ? [found[0]?.m as number, found[1]?.m as number] : null;
}

/** The choice between two months for whales or a boat trip, or null when that is not what is asked. */
export function monthChoiceLead(
  text: string,
  directory: Directory,
  monthWords: readonly [RegExp, number][],
  monthNames: readonly string[],
): string | null {
  if (!COMPARED.test(text)) return null;
  const months = twoMonths(text, monthWords);
  if (!months) return null;
  const [a, b] = months;
  const name = (m: number) => monthNames[m - 1] as string;
  if (WHALES.test(text)) {
    const inA = WHALE_MONTHS.has(a);
    const inB = WHALE_MONTHS.has(b);
    const peak = (m: number) => m >= 1 && m <= 3;
    if (inA && inB && peak(a) !== peak(b)) {
      const top = peak(a) ? a : b;
      return `${name(top)} is the better bet for whales: both are in the humpback season (about December to April), but most whales are around from January to March.`;
    }
    if (inA === inB)
      return inA
        ? `${name(a)} and ${name(b)} are both in the humpback whale season (about December to April, most whales from January to March).`
        : `Neither - humpback whales are around Kauaʻi from about December to April, so ${name(a)} and ${name(b)} are both outside the season.`;
    const [yes, no] = inA ? [a, b] : [b, a];
    return `${name(yes)} is the better bet for whales: humpbacks are around Kauaʻi from about December to April (most from January to March), and ${name(no)} is outside the season.`;
  }
  if (!BOAT.test(text)) return null;
  const boat = directory.byId.get(BOAT_PLACE);
  const seas = boat?.description.split(/(?<=\.)\s+/).find((s) => /\bcalm/i.test(s) && /\bsummer\b/i.test(s));
  if (!seas) return null;
  const said = seas.replace(/^[A-Z]/, (c) => c.toLowerCase());
  const sa = seasonOfMonth(a);
  const sb = seasonOfMonth(b);
  if (sa === sb)
    return `${name(a)} and ${name(b)} are both ${sa} months, so the seas for a Nā Pali boat trip are much the same: ${said}`;
  const summer = sa === "summer" ? a : b;
  return `${name(summer)} is usually the better month for a Nā Pali boat trip: ${said}`;
}

// ("Boat tour in December, will it be rough?", "is a Nā Pali boat tour ok in March?": one month's seas, from the same
// description - round 12 probes.)
const SEAS_ASKED =
  /\b(rough|choppy|bumpy|calm|calmer|smooth|seasick|sea sick|ok|okay|good time|bad time|cancel\w*|run|running)\b/;

/** One month's seas for a Nā Pali boat trip, or null. */
export function boatMonthLead(
  text: string,
  month: number,
  monthNamed: boolean,
  directory: Directory,
  monthNames: readonly string[],
): string | null {
  if (!monthNamed || !BOAT.test(text) || !SEAS_ASKED.test(text) || WHALES.test(text) || COMPARED.test(text))
    return null;
  const boat = directory.byId.get(BOAT_PLACE);
  const seas = boat?.description.split(/(?<=\.)\s+/).find((s) => /\bcalm/i.test(s) && /\bsummer\b/i.test(s));
  if (!seas) return null;
  const m = monthNames[month - 1] as string;
  return seasonOfMonth(month) === "winter"
    ? `Often rough in ${m} - ${seas.replace(/^[A-Z]/, (c) => c.toLowerCase())}`
    : `Usually calmer in ${m} - ${seas.replace(/^[A-Z]/, (c) => c.toLowerCase())}`;
}
