import type { DriveTown } from "@/shared/schemas/knowledge";

// "Can we just keep driving from Kēʻē around to Polihale for sunset?", "is there a road from Hanalei to Kōkeʻe?":
// the road does not go on past either end; the Nā Pali coast has none (issue 15, tuning round 12, dev17). A drive
// between the North Shore and the west side asked as carrying on, going round or along the coast is answered
// "no", with the long way back round the horseshoe. Compiled once at load.

const NORTH_END = new Set<DriveTown>(["Hāʻena", "Hanalei", "Princeville", "Kīlauea"]);
const WEST_END = new Set<DriveTown>(["Polihale", "Kekaha", "Waimea", "Kōkeʻe", "Waimea Canyon"]);
const ONWARD =
  /\b((around|round) to|along the (coast|cliffs|shore|coastline|na pali)|past the end|beyond the end|(is|are) there (a|any) (road|way to drive|way by car)|any road|road (from|between|that goes|connecting|through|along|around|round)|drive (the|along( the)?|through( the)?) na pali|(road|roads|highway) connects?|connected by road|shortcut|short cut|straight (over|across|through)|other side|across (the )?(island|middle|center|centre|mountains|interior)|through the (middle|center|centre|mountains|interior)|all the way (around|round)|(around|round) the (north|top|back|coast|cliffs))\b/;
// ("Keep driving" alone may be the same road there and back; carrying on past the end says which way.)
const CARRY_ON =
  /\b(keep (driving|going|on)|carry on|continue|continuing|drive on)\b(?: \w+){0,6} (west|westward|north|around|round|onward|onwards|past|beyond)\b/;

/** True when the words ask about going on past the end of the road (the two ends still have to be checked). */
export function onwardWorded(text: string): boolean {
  return ONWARD.test(text) || CARRY_ON.test(text);
}

/** True when a drive between the two ends of the road is asked as going on past the end (round the coast). */
export function roadOnwardAsked(text: string, towns: readonly DriveTown[]): boolean {
  if (!onwardWorded(text)) return false;
  return towns.some((t) => NORTH_END.has(t)) && towns.some((t) => WEST_END.has(t));
}

/** The "no" and the long way round, e.g. from Kēʻē Beach to Polihale State Park, "about three hours". */
export function noRoadOnward(from: string, to: string, time: string | null): string {
  return `No - the road doesn't go on from ${from} to ${to}: there is no road along the Nā Pali coast. The highway runs like a horseshoe from Kēʻē at the end of the North Shore road, down the east side through Kapaʻa and Līhuʻe, across the south to Waimea and out to Polihale, so by car you go back the long way round${time ? `: ${from} to ${to} is ${time} without stops, one way` : ""}. Most visitors give the North Shore and the west side separate days.`;
}

/**
 * The town whose road reaches a place: the nearest town, unless that is across the Nā Pali cliffs (Kalalau Beach
 * is nearest Kōkeʻe in a straight line but is reached from Hāʻena), then the nearest on the place's own side.
 */
export function roadTownOf(
  lat: number,
  lon: number,
  region: string,
  nearestTown: (lat: number, lon: number) => DriveTown,
  points: Record<DriveTown, [number, number]>,
): DriveTown {
  const town = nearestTown(lat, lon);
  const north = region === "North Shore";
  const west = region === "West Side" || region === "Waimea Canyon & Kokee";
  if (!(north && WEST_END.has(town)) && !(west && NORTH_END.has(town))) return town;
  const side = [...(north ? NORTH_END : WEST_END)];
  const km = (t: DriveTown) => (points[t][0] - lat) ** 2 + (points[t][1] - lon) ** 2;
  return side.sort((a, b) => km(a) - km(b))[0] ?? town;
}

/** "You can't drive to Kīpū Kai: ..." for a place no road reaches, or a long hike's "reached on a hike" line. */
export function noDriveLine(
  name: string,
  access: { mode: string; note?: string | null | undefined; distanceMiles?: number | null | undefined },
  accessWords: Record<string, string>,
): string | null {
  const note = access.note ? ` (${access.note.replace(/\.$/, "")})` : "";
  if (
    ["helicopter-only", "private", "restricted"].includes(access.mode) ||
    (access.mode === "boat" && /\bno (public )?(road|access)\b/i.test(access.note ?? ""))
  )
    return `You can't drive to ${name}: it is ${accessWords[access.mode] ?? access.mode}${note}.`;
  if (access.mode === "hike" && (access.distanceMiles ?? 0) >= 8)
    return `You can't drive to ${name}: it is reached on a hike.${access.note ? ` ${access.note.replace(/\.?$/, ".")}` : ""} The drive is to the trailhead:`;
  return null;
}
