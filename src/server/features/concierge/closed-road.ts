// A road closed to cars (session 13; dev25, dev26, dev27 and dev28 each held one, blind): "can we drive past the
// kalalau lookout up to puu o kila?" got Kalalau Lookout's description, "can we drive all the way to puu o kila
// lookout" Waimea Canyon Lookout's, and "is the gate open on the mahaulepu beach road? want to drive to gillins"
// "no fixed opening hours". A place whose own access note says its road or gate is closed to cars answers a drive
// there with that note first: no, park where the note says and walk.

import { placeBlock } from "./answer";
import type { DirectoryPlace } from "./directory";
import { textHas } from "./pattern-memo";
import type { ConciergeContext } from "./select";
import { normalize } from "./text";
import type { Question } from "./understand";

type Reply = { text: string; picks: DirectoryPlace[] };

const ROAD_CLOSED =
  /\bclosed to (all )?(vehicles|cars)\b|\bclosed the (\w+ )?road gate\b|\broad (is |has been )?closed to cars\b/i;
const DRIVE_ASKED =
  /\b(drive|driving|drove|car|cars|jeep|4x4|rental|park|parking|road|gate|pull up|get (the car|our car))\b/;

const closedRoads = new WeakMap<object, { place: DirectoryPlace; names: string[] }[]>();

/** The places whose access note says the road or gate to them is closed to cars, with their names normalised. */
function closedRoadPlaces(ctx: ConciergeContext): { place: DirectoryPlace; names: string[] }[] {
  let found = closedRoads.get(ctx.directory);
  if (!found) {
    found = ctx.directory.places
      .filter((p) => p.category !== "Trail" && ROAD_CLOSED.test(p.facts?.access.note ?? ""))
      .map((place) => ({
        place,
        names: [place.name, ...place.aliases]
          .map((n) => normalize(n.replace(/\([^)]*\)/g, " ")))
          .filter((n) => n.length >= 5),
      }));
    closedRoads.set(ctx.directory, found);
  }
  return found;
}

/** "Can we drive to Puʻu o Kila?": no - the road is closed to cars; where to park and how far to walk. */
export function closedRoadAnswer(ctx: ConciergeContext, q: Question, message: string): Reply | null {
  if (q.language !== "en" || !textHas(DRIVE_ASKED, q.searchText)) return null;
  const said = ` ${normalize(message)} `;
  const hit = closedRoadPlaces(ctx).find(
    ({ place, names }) => q.places.includes(place) || names.some((n) => said.includes(` ${n} `)),
  );
  if (hit?.place.facts?.status !== "open") return null;
  const { place } = hit;
  const note = place.facts?.access.note ?? "";
  const lead =
    /\b(park|parking)\b/.test(q.searchText) && !/\b(drive|driving|jeep)\b/.test(q.searchText)
      ? `You can't park at ${place.name} itself now: the road there is closed to cars. ${note}`
      : `No - you can't drive all the way to ${place.name} now. ${note}`;
  return {
    text: [lead, "", ...placeBlock([{ place, score: 0, reasons: ["on foot from the parking"] }], q)].join("\n"),
    picks: [place],
  };
}
