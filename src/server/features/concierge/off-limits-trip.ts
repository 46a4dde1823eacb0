// A drive, directions or a visit's length asked for a place the public cannot visit (issue 15, item 5: never
// offer a closed, private, restricted or helicopter-only place as a visit). The sixth blind probe's class 2:
// "we're heading to queens bath now, how long from poipu?" got "about 1 hour 30 minutes" and "how long is the
// drive from lihue to jurassic falls" "about 20 minutes by car", with no word that Queen's Bath is closed or
// that Jurassic Falls is seen only from a helicopter; "how long should we spend at barking sands" opened with
// "Plan on about 2 hours". The place's status leads instead (answer.ts's aboutPlace), and no drive time is given.

import { isVisitable } from "@/shared/schemas/place-facts";
import type { DirectoryPlace } from "./directory";
import { MONTH_NAMES } from "./knowledge-base";
import { partyVerdict } from "./party-verdicts";
import { unsafeReason } from "./select";
import { driveEndsOf, type Question } from "./understand";

/** The named place a drive ends at, among `candidates` (by default every place the question names). */
function destinationAmong(q: Question, candidates: DirectoryPlace[]): DirectoryPlace | null {
  if (candidates.length === 0) return null;
  const ends = q.driveEnds ?? driveEndsOf(q);
  // (One end named: the trip is from Līhuʻe to it; two: the second is where the visitor is going.)
  const to = ends.length === 1 ? ends[0] : ends[1];
  const at = candidates.find((p) => p.name === to?.label);
  if (at) return at;
  // (A place with no map pin is no drive end: still the destination when no end names a place.)
  return ends.some((e) => q.places.some((p) => p.name === e.label)) ? null : (candidates[0] ?? null);
}

/** The place a drive ends at, when the public cannot visit it (closed, private, restricted, helicopter-only). */
export function offLimitsDestination(q: Question): DirectoryPlace | null {
  return destinationAmong(
    q,
    q.places.filter((p) => !isVisitable(p.facts)),
  );
}

/**
 * "Heading to Tunnels with our toddler, how long from Kapaʻa?" in January: the drive time, then the warning the
 * destination's facts give for this month and party (the sixth probe's class 4), or null when there is none.
 */
export function tripWarning(q: Question): string | null {
  const place = destinationAmong(q, q.places);
  if (!place || !isVisitable(place.facts)) return null;
  const water = place.facts?.ocean ? { ...q, activities: ["swim" as const] } : q;
  const blocked = unsafeReason(place, water);
  if (!blocked) return null;
  const young = q.party.toddler ? "toddlers" : q.party.kids && !q.party.teens ? "kids" : null;
  const unrated = young !== null && place.facts?.suitability[young] === false;
  if (blocked === "dangerous water this season" && unrated)
    return `Before you go: not with ${young === "toddlers" ? "a toddler" : "children"} - our directory does not rate ${place.name} for ${young === "toddlers" ? "toddlers" : "children"}, and in ${MONTH_NAMES[q.month - 1]} its water is usually dangerous.`;
  // (A swim planned there is answered first by answer.ts's "Don't swim at ..." line.)
  if (blocked === "dangerous water this season" && /\b(swim\w*|snorkel\w*|dip|wade|surf\w*)\b/.test(q.searchText))
    return null;
  if (blocked === "dangerous water this season")
    return `Before you go: in ${MONTH_NAMES[q.month - 1]} the water at ${place.name} is usually dangerous - enjoy it from the sand, and don't swim or snorkel there.`;
  const verdict = partyVerdict(place, blocked, q);
  return verdict ? `Before you go: ${verdict.replace(/^No - /, "")}` : null;
}

/** The drive reply with the destination's warning after its first line. */
export function withTripWarning<R extends { text: string }>(reply: R, warning: string | null): R {
  if (!warning) return reply;
  const [first, ...rest] = reply.text.split("\n");
  return { ...reply, text: [first, "", warning, ...rest].join("\n") };
}

/** What replaces the drive time for such a place: why there is no trip to time. */
export function noTripLine(place: DirectoryPlace): string {
  const mode = place.facts?.access.mode;
  if (place.facts?.status === "permanently-closed") return "So there is no drive to plan for it.";
  if (mode === "helicopter-only") return "No road or trail reaches it: it is seen only from the air.";
  if (mode === "private" || mode === "restricted")
    return "There is no public access, so there is no drive to plan for it.";
  return "Please don't go there while it is closed.";
}

/** The reply about the place (its status first) with why there is no trip, after the status line. */
export function withNoTrip<R extends { text: string }>(reply: R, place: DirectoryPlace): R {
  const lines = reply.text.split("\n");
  const at = lines.findIndex((l) => /isn't a place to visit/.test(l));
  lines.splice(at < 0 ? 0 : at + 1, 0, noTripLine(place));
  return { ...reply, text: lines.join("\n") };
}
