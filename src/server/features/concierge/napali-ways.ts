// "How to see the Nā Pali coast" (the fifth blind probe's class 10, tuning round 11) led with the Kalalau camping
// permit article. The ways in are the directory's own places whose descriptions name the coast, grouped by how
// they are reached: from the road (the lookouts), on foot (the trail's first miles), by boat, from the air.

import { isVisitable } from "@/shared/schemas/place-facts";
import type { Directory, DirectoryPlace } from "./directory";
import { unsafeReason } from "./select";
import { normalize } from "./text";
import type { Question } from "./understand";

const ASKED =
  /\b(how (to|can (we|i|you)|do (we|i|you)|should (we|i)) (see|view|visit|experience)|ways? to (see|view|experience)|best way to (see|view|experience)|where (to|can (we|i)) see)\b(?: \w+){0,2} na ?pali\b/;
const COAST = /\bn[aā] ?pali\b|\bkalalau\b/i;

const memo = new WeakMap<Directory, DirectoryPlace[]>();

function coastPlaces(directory: Directory): DirectoryPlace[] {
  let found = memo.get(directory);
  if (!found) {
    found = directory.places.filter(
      (p) => isVisitable(p.facts) && p.category !== "Restaurant" && p.category !== "Hotel" && COAST.test(p.description),
    );
    memo.set(directory, found);
  }
  return found;
}

const WAYS: [string, (p: DirectoryPlace) => boolean][] = [
  ["From the road", (p) => p.facts?.access.mode === "roadside" || p.facts?.access.mode === "short-walk"],
  ["On foot", (p) => p.facts?.access.mode === "hike"],
  ["By boat", (p) => p.facts?.access.mode === "boat"],
  ["From the air", (p) => /\bhelicopter\b/i.test(p.name)],
];

/** The ways to see Nā Pali, from the places that name it; null when the message asks something else. */
export function napaliWays(
  message: string,
  directory: Directory,
  q: Question,
): { text: string; picks: DirectoryPlace[] } | null {
  if (!ASKED.test(normalize(message))) return null;
  const places = coastPlaces(directory);
  const lines: string[] = [];
  const picks: DirectoryPlace[] = [];
  // ("I get seasick, so no boats", "scared of heights, no helicopter": a way ruled out is not listed - session 10, dev15.)
  const text = normalize(message);
  const ruledOut = (label: string) =>
    label === "By boat"
      ? /\b(seasick\w*|sea sick|no boats?|not (by|on|in) a boat|without a boat|hate boats|boats? (are|is) out)\b/.test(
          text,
        ) || q.excludedActivities.includes("boat")
      : label === "From the air"
        ? /\b(no helicopters?|not (in|by) (a )?helicopter|afraid of (flying|heights)|scared of (flying|heights)|fear of (flying|heights))\b/.test(
            text,
          ) || q.excludedActivities.includes("helicopter")
        : false;
  for (const [label, fits] of WAYS) {
    if (ruledOut(label)) continue;
    // (Safe for this party and month, easiest first; a trail the directory rates challenging is not "a way to see it".)
    const these = places
      .filter((p) => fits(p) && unsafeReason(p, { ...q, places: [], categories: [], activities: [] }) === null)
      .filter((p) => !/challenging|strenuous/i.test(p.difficultyLevel ?? ""))
      .sort((a, b) => Number(a.category !== "Viewpoint") - Number(b.category !== "Viewpoint"))
      .slice(0, 2);
    if (these.length === 0) continue;
    lines.push(`- ${label}: ${these.map((p) => p.name).join(", ")}`);
    if (these[0] && !picks.includes(these[0])) picks.push(these[0]);
  }
  if (lines.length === 0) return null;
  return {
    text: `There is no road along the Nā Pali coast; our directory lists these ways to see it:\n${lines.join("\n")}`,
    picks: picks.slice(0, 3),
  };
}
