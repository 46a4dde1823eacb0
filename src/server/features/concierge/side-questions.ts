import type { DirectoryPlace } from "./directory";
import type { ConciergeContext } from "./select";
import type { Question } from "./understand";

// Questions about a named place that are not about its water ("is the road to Polihale ok for a rental
// car?", "are there sharks at Tunnels?"): the answer leads with what was asked, not with a swimming verdict.

const ROAD_WORDS =
  /\b(road|roads|dirt road|drive|drive it|driving|drivable|driveable|4wd|4x4|four wheel( drive)?|jeep|rental car|rental|parking|park the car|parked car)\b/;
const IN_THE_WATER =
  /\b(swim\w*|snorkel\w*|surf\w*|bodyboard\w*|boogie board\w*|water|ocean|sea|waves?|currents?|go in|get in|dive|diving|tide ?pools?)\b/;
const ROAD_NOTE =
  /\b(road|roads|drive|driving|4wd|four-wheel|four wheel|parking|park(ed)? (cars?|vehicles?)|unpaved|dirt|rutted)\b/i;

/** True when the visitor asks about getting there by car rather than about the water. */
export function asksAboutTheRoad(q: Question): boolean {
  return ROAD_WORDS.test(q.searchText) && !IN_THE_WATER.test(q.searchText) && !/\bfrom the car\b/.test(q.searchText);
}

/** The place's own notes about its road and parking, led by its name; null when the directory has none. */
export function roadLead(place: DirectoryPlace): string | null {
  const facts = place.facts;
  const notes = [facts?.access.note ?? "", ...(facts?.safetyNotes ?? [])]
    .flatMap((note) => note.split(/(?<=[.!?])\s+/))
    .filter((sentence) => ROAD_NOTE.test(sentence));
  const unique = [...new Set(notes.map((s) => s.trim()).filter(Boolean))];
  if (unique.length === 0) return null;
  return `About the road to ${place.name}: ${unique.join(" ")}`;
}

/** "Are there sharks at ...?": what the state says about sharks, before anything about that beach's water. */
export function sharkLead(ctx: ConciergeContext, q: Question): string | null {
  if (!/\bsharks?\b/.test(q.searchText)) return null;
  const body = ctx.kb.byId.get("sharks")?.body;
  if (!body) return null;
  return body;
}
