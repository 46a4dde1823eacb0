import type { DirectoryPlace } from "./directory";
import { placeHas, textHas } from "./pattern-memo";
import type { Question } from "./understand";

// "Ocean views on the east side" for a wheelchair got Kīlauea Point and the Tree Tunnel from other shores, and
// without the wheelchair Hole in the Mountain, a ridge with no sea in sight: "views" asks for a Viewpoint, and the
// shore's flat coastal path is a Trail (issue 15, tuning round 12, dev17). When the view asked for is the ocean,
// a walk or beach by the sea (reached from the road or a short walk) ranks with the lookouts, and a lookout whose
// description never mentions the sea ranks below them. Compiled once at load; place text through pattern-memo.ts.

const OCEAN_VIEWS_ASKED =
  /\b(ocean|sea|coast|coastal|coastline|water|pacific|bay)(front)? (views?|vistas?|scenery|outlooks?)\b|\bviews? (of|over|across|out to) the (ocean|sea|coast|coastline|water|pacific|bay)\b|\b(see|look at|looking at|watch|overlooking|overlook) the (ocean|sea|waves|surf|coast|coastline)\b/;
const SEA_FACING =
  /\b(ocean|sea|seas|seawater|sea cliffs?|coast|coastal|coastline|shores|shoreline|bay|beach|pacific|surf|waves|whales?|blowholes?)\b/i;
const nameAndDescription = (p: DirectoryPlace) => `${p.name} ${p.description}`;

/** The score change for a place when the visitor asks for views of the ocean; 0 otherwise. */
export function oceanViewScore(place: DirectoryPlace, q: Question): number {
  if (q.categories[0] !== "Viewpoint" || !textHas(OCEAN_VIEWS_ASKED, q.searchText)) return 0;
  const seaFacing = placeHas(place, SEA_FACING, nameAndDescription);
  // (A lookout with no sea in sight is not what was asked, even as the only fit: it leaves the list.)
  if (place.category === "Viewpoint") return seaFacing ? 0 : -200;
  const mode = place.facts?.access.mode;
  const walkable = mode === "roadside" || mode === "short-walk";
  // (A category not asked for scores -60; a seaside walk or beach ends just below the lookouts.)
  return seaFacing && walkable && ["Trail", "Beach", "Park"].includes(place.category) ? 90 : 0;
}
