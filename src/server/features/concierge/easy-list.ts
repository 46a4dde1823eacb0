// "Easy hike", "a hike near Kapaʻa, nothing too steep" (the fifth blind probe's class 9, tuning round 11): round 7
// ranks the easy trails first and lets moderate ones fill the list (demoting them further let a ticketed garden
// lead), so the list itself says which are rated easy and which moderate, from each trail's own difficulty.

import type { DirectoryPlace } from "./directory";
import type { Question } from "./understand";

function names(places: DirectoryPlace[]): string {
  const list = places.map((p) => p.name);
  return list.length > 1 ? `${list.slice(0, -1).join(", ")} and ${list.at(-1)}` : (list[0] ?? "");
}

/** The note saying which listed trails are rated moderate, when the visitor asked for easy; else null. */
export function easyListNote(q: Question, picks: DirectoryPlace[]): string | null {
  if (!q.constraints.easy || q.constraints.hard || picks.length < 2) return null;
  const trails = picks.filter((p) => p.category === "Trail" || p.facts?.access.mode === "hike");
  const moderate = trails.filter((p) => /moderate/i.test(p.difficultyLevel ?? ""));
  if (moderate.length === 0) return null;
  const easy = trails.filter((p) => /^easy$/i.test(p.difficultyLevel ?? ""));
  const one = moderate.length === 1;
  const climbs = moderate
    .map((p) => (p.facts?.access.elevationGainFeet ? `${p.name} about ${p.facts.access.elevationGainFeet} ft` : null))
    .filter(Boolean);
  return `${easy.length > 0 ? `Rated easy in our directory: ${names(easy)}. ` : "None of these is rated easy in our directory. "}${names(moderate)} ${one ? "is" : "are"} rated moderate, not easy${climbs.length > 0 ? ` (climbing: ${climbs.join("; ")})` : ""} - read ${one ? "its" : "their"} notes below before you choose ${one ? "it" : "them"}.`;
}
