import type { Directory } from "./directory";
import type { Question } from "./understand";

// "Biking the coastal path up to Donkey Beach, can we swim there?": the path is the way, the beach at its end is
// where the water question is asked. "Up to X" reads X as an anchor elsewhere ("things up to Kapaʻa"); when the water
// is asked about and the place named has no water of its own, the anchor beach is the subject (issue 15, tuning
// round 12, dev17).

/** Moves an anchor beach to the subject of a water question whose named places have no ocean; in place. */
export function waterAtTheDestination(q: Question, directory: Directory): void {
  if (q.act !== "safety" || !q.anchor?.placeId) return;
  if (!q.activities.some((a) => a === "swim" || a === "snorkel" || a === "surf")) return;
  const beach = directory.byId.get(q.anchor.placeId);
  if (!beach?.facts?.ocean) return;
  if (q.places.some((p) => p.facts?.ocean)) return;
  q.places = [beach];
  q.anchor = null;
}
