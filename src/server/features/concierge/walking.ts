import type { DriveTown } from "@/shared/schemas/knowledge";
import { distanceKm } from "./select";

// Drive questions that ask about walking, or carry a time of day (issue 15, tuning round 10, probe 4 class 8):
// "can we walk from Kēʻē to Polihale?" got Kēʻē's parking note, "Kōloa to Poʻipū Beach walking" a driving estimate,
// "Princeville to the airport at 5 pm on a weekday" two place cards. Compiled once at load.

/** "...at 5pm on a weekday", "...in the morning": a time said after the two ends of a drive. */
export const TIME_TAIL =
  /( (at|around|by|on|during|in|about) (\d{1,2}( \d\d)?( ?(am|pm))?|rush hour|(a )?weekdays?|(a )?weekends?|(the )?(morning|afternoon|evening|night)|\w+days?|noon))+$/;

export const ASKS_WALK = /\b(walk|walking|walkable|on foot|by foot|stroll)\b/;

/** The road's two dead ends: Hāʻena (the North Shore's end) and the west side past Kekaha. */
const NORTH_END: ReadonlySet<DriveTown> = new Set<DriveTown>(["Hāʻena", "Hanalei", "Princeville", "Kīlauea"]);
const WEST_END: ReadonlySet<DriveTown> = new Set<DriveTown>([
  "Polihale",
  "Kekaha",
  "Waimea",
  "Kōkeʻe",
  "Waimea Canyon",
]);

type End = { label: string; town: DriveTown; point: [number, number] | null };

/**
 * "Can we walk from Kēʻē to Polihale?", "Kōloa to Poʻipū Beach walking": no walking times are recorded, so
 * say so; between the North Shore's end and the west side nothing joins them at all (the Nā Pali coast).
 */
export function walkingReply(message: string, from: End, to: End, drive: string | null): string | null {
  if (!ASKS_WALK.test(message) || /\b(hike|hiking|trail)\b/.test(message)) return null;
  const across =
    (NORTH_END.has(from.town) && WEST_END.has(to.town)) || (WEST_END.has(from.town) && NORTH_END.has(to.town));
  if (across)
    return `No - you can't walk from ${from.label} to ${to.label}: no road or trail joins them. The Nā Pali coast lies between, and the Kalalau Trail from Kēʻē ends at Kalalau Beach after 11 miles (a camping permit is needed past Hanakāpīʻai). By road you drive back around through Līhuʻe${drive ? `: ${drive}` : ""}.`;
  const km = from.point && to.point ? distanceKm(from.point[0], from.point[1], to.point[0], to.point[1]) : null;
  const miles = km === null ? null : Math.max(1, Math.round(km * 0.62 * 10) / 10);
  return `I don't have walking routes or walking times${miles !== null ? `: ${from.label} and ${to.label} are about ${miles} mile${miles === 1 ? "" : "s"} apart in a straight line, and the way on foot is longer` : ""}. Sidewalks and road shoulders vary on Kauaʻi, so check a map app's walking route before you set out${drive ? `; by car it is ${drive}` : ""}.`;
}
