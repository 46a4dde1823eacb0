// "How long should we spend at Waimea Canyon?", "how much time do you need at Kīlauea Point": a visit's
// length leads, from the same estimate the itinerary planner schedules with (plan-facts.ts: by category,
// and for a trail by its distance at an easy pace). It is a planning figure, and said as one. (The third
// blind probe, session 8: these questions were answered with a drive time or a price.)

import { visitMinutes } from "@/server/features/itinerary/plan-facts";
import { isVisitable } from "@/shared/schemas/place-facts";
import type { DirectoryPlace } from "./directory";
import { normalize } from "./text";
import { VISIT_LENGTH } from "./understand";

function spoken(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const halves = Math.round(minutes / 30);
  const hours = Math.floor(halves / 2);
  const half = halves % 2 === 1 ? "½" : "";
  return `${hours}${half} hour${hours === 1 && !half ? "" : "s"}`;
}

function why(place: DirectoryPlace, waterOut: boolean): string {
  const miles = place.facts?.access.distanceMiles;
  switch (place.category) {
    case "Trail":
      return miles ? `the ${miles}-mile trail at an easy pace, with stops` : "the walk at an easy pace, with stops";
    case "Viewpoint":
      return place.region === "Waimea Canyon & Kokee"
        ? "the view, photos and a few minutes for passing clouds to clear"
        : "the view and photos";
    case "Beach":
    case "Surf Spot":
      // (Water that is dangerous then, or not for this party: the sand only - the sixth probe's class 4.)
      return waterOut
        ? "time on the sand and the view, staying out of the water"
        : "time on the sand and in or beside the water";
    case "Waterfall":
      return "the viewpoint or the walk to it";
    case "Activity":
      return "most tours and activities run two to three hours; check the operator's own times";
    case "Restaurant":
      return "a meal";
    default:
      return "a relaxed look around";
  }
}

/**
 * The lead for a visit-length question about one named place, or null when it is not one. `waterOut`: its
 * water is dangerous in the month asked, or not for this party. A place the public cannot visit gets no
 * length: its status is the answer (the sixth probe's class 2).
 */
export function visitLengthLead(message: string, place: DirectoryPlace | undefined, waterOut = false): string | null {
  if (!place || !isVisitable(place.facts) || !VISIT_LENGTH.test(normalize(message))) return null;
  // (A place with a visitor center - a refuge, a garden, a museum - holds people longer than its view.)
  if (place.facilities.some((f) => /visitor cent(er|re)/i.test(f)))
    return `Plan on about ${spoken(Math.max(75, visitMinutes(place)))} at ${place.name} (the paths, the view and the visitor center); allow more if you like to linger.`;
  return `Plan on about ${spoken(visitMinutes(place))} at ${place.name} (${why(place, waterOut)}); allow more if you like to linger.`;
}
