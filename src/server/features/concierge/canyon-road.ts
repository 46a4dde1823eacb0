// Drives along the one road up Waimea Canyon to Kōkeʻe (Waimea Canyon Drive, Route 550, which Kōkeʻe
// Road joins from Kekaha). The drive table states the whole climb - Waimea town to Kōkeʻe and the
// Kalalau Lookout, 18 miles in about 45 minutes (perfectdayshawaii.com, in ../shared/data/kauai-drive-times.csv)
// - and the directory gives each canyon place's mile marker in its address ("near mile marker 10",
// "just past the 15-mile marker"). Between two points on that road, the time is estimated from the
// miles between their markers at the stated climb's pace, and said to be an estimate. (The third blind
// probe, session 8: the two lookouts 8 miles apart were routed down to Poʻipū and back up, 145 minutes.)

import type { DirectoryPlace } from "./directory";

/** The stated climb: Waimea town (mile 0) to the Kalalau Lookout at the end of the road (mile 18). */
export const CANYON_CLIMB = { miles: 18, minutes: 45 } as const;
/** Kōkeʻe State Park headquarters (the museum and lodge), "just past the 15-mile marker". */
export const KOKEE_MILE = 15;

/** The mile marker of a place on the canyon road, from its address; null when it gives none. */
export function canyonMile(place: Pick<DirectoryPlace, "address" | "region">): number | null {
  if (place.region !== "Waimea Canyon & Kokee" || !place.address) return null;
  const between = /between mile markers (\d+(?:\.\d+)?) and (\d+(?:\.\d+)?)/i.exec(place.address);
  if (between) return (Number(between[1]) + Number(between[2])) / 2;
  const marker = /mile marker (\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)-mile marker/i.exec(place.address);
  if (!marker) return null;
  return Number(marker[1] ?? marker[2]);
}

/** Minutes for a stretch of the canyon road at the stated climb's pace, in whole 5 minutes (at least 5). */
export function canyonMinutes(miles: number): number {
  const minutes = (Math.abs(miles) * CANYON_CLIMB.minutes) / CANYON_CLIMB.miles;
  return Math.max(5, Math.round(minutes / 5) * 5);
}

/** The mile of each drive-table point on the canyon road. */
// (Kekaha: Kōkeʻe Road climbs from there and joins the canyon road below the lookout; "the lookout over the
// canyon is an 11 mile drive up ... from Kekaha" (roadtips.typepad.com, in the CSV), so Kekaha sits 11 road
// miles below the lookout's mile 10.)
const ANCHOR_MILE: Partial<Record<string, number>> = { Waimea: 0, Kekaha: -1, "Waimea Canyon": 10, Kōkeʻe: KOKEE_MILE };

/** Both ends on the canyon road (a place with a marker, or Waimea, the canyon lookout or Kōkeʻe): the estimate. */
export function canyonStretch(
  a: { town: string; place: DirectoryPlace | null },
  b: { town: string; place: DirectoryPlace | null },
): { miles: number; minutes: number } | null {
  const own = (end: typeof a) => (end.place ? canyonMile(end.place) : null);
  // (At least one end must be a place with its own marker: town to town is the table's job.)
  if (own(a) === null && own(b) === null) return null;
  const [ma, mb] = [own(a) ?? ANCHOR_MILE[a.town], own(b) ?? ANCHOR_MILE[b.town]];
  if (ma === undefined || mb === undefined) return null;
  const miles = Math.abs(ma - mb);
  return { miles, minutes: canyonMinutes(miles) };
}

/**
 * A canyon place beyond the drive-table point it is filed under (the Kalalau Lookout, 3 miles past Kōkeʻe):
 * the miles still to drive up the same road, or 0.
 */
export function milesBeyond(place: DirectoryPlace | null, town: string): number {
  const mile = place ? canyonMile(place) : null;
  const anchor = ANCHOR_MILE[town];
  if (mile === null || anchor === undefined || mile - anchor < 1.5) return 0;
  return mile - anchor;
}
