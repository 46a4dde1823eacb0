// A drive, directions or a visit's length asked for a place the public cannot visit (issue 15, item 5: never
// offer a closed, private, restricted or helicopter-only place as a visit). The sixth blind probe's class 2:
// "we're heading to queens bath now, how long from poipu?" got "about 1 hour 30 minutes" and "how long is the
// drive from lihue to jurassic falls" "about 20 minutes by car", with no word that Queen's Bath is closed or
// that Jurassic Falls is seen only from a helicopter; "how long should we spend at barking sands" opened with
// "Plan on about 2 hours". The place's status leads instead (answer.ts's aboutPlace), and no drive time is given.

import { isVisitable } from "@/shared/schemas/place-facts";
import type { DirectoryPlace } from "./directory";
import { driveEndsOf, type Question } from "./understand";

/** The place a drive ends at, when the public cannot visit it (closed, private, restricted, helicopter-only). */
export function offLimitsDestination(q: Question): DirectoryPlace | null {
  const offLimits = q.places.filter((p) => !isVisitable(p.facts));
  if (offLimits.length === 0) return null;
  const ends = q.driveEnds ?? driveEndsOf(q);
  // (One end named: the trip is from Līhuʻe to it; two: the second is where the visitor is going.)
  const to = ends.length === 1 ? ends[0] : ends[1];
  const at = offLimits.find((p) => p.name === to?.label);
  if (at) return at;
  // (A place with no map pin is no drive end: still the destination when no end names a place.)
  return ends.some((e) => q.places.some((p) => p.name === e.label)) ? null : (offLimits[0] ?? null);
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
