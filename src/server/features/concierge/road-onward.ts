import type { DriveTown } from "@/shared/schemas/knowledge";

// "Can we just keep driving from Kēʻē around to Polihale for sunset?", "is there a road from Hanalei to Kōkeʻe?":
// the road does not go on past either end; the Nā Pali coast has none (issue 15, tuning round 12, dev17). A drive
// between the North Shore and the west side asked as carrying on, going round or along the coast is answered
// "no", with the long way back round the horseshoe. Compiled once at load.

const NORTH_END = new Set<DriveTown>(["Hāʻena", "Hanalei", "Princeville", "Kīlauea"]);
const WEST_END = new Set<DriveTown>(["Polihale", "Kekaha", "Waimea", "Kōkeʻe", "Waimea Canyon"]);
const ONWARD =
  /\b((around|round) to|along the (coast|cliffs|shore|coastline|na pali)|past the end|beyond the end|(is|are) there (a|any) (road|way to drive|way by car)|any road|road (from|between|that goes|connecting|through|along|around|round)|drive (the|along( the)?|through( the)?) na pali|(road|roads|highway) connects?|connected by road|shortcut|short cut|straight (over|across|through)|other side|all the way (around|round)|(around|round) the (north|top|back|coast|cliffs))\b/;
// ("Keep driving" alone may be the same road there and back; carrying on past the end says which way.)
const CARRY_ON =
  /\b(keep (driving|going|on)|carry on|continue|continuing|drive on)\b(?: \w+){0,6} (west|westward|north|around|round|onward|onwards|past|beyond)\b/;

/** True when a drive between the two ends of the road is asked as going on past the end (round the coast). */
export function roadOnwardAsked(text: string, towns: readonly DriveTown[]): boolean {
  if (!ONWARD.test(text) && !CARRY_ON.test(text)) return false;
  return towns.some((t) => NORTH_END.has(t)) && towns.some((t) => WEST_END.has(t));
}

/** The "no" and the long way round, e.g. from Kēʻē Beach to Polihale State Park, "about three hours". */
export function noRoadOnward(from: string, to: string, time: string | null): string {
  return `No - the road doesn't go on from ${from} to ${to}: there is no road along the Nā Pali coast. The highway runs like a horseshoe from Kēʻē at the end of the North Shore road, down the east side through Kapaʻa and Līhuʻe, across the south to Waimea and out to Polihale, so by car you go back the long way round${time ? `: ${from} to ${to} is ${time} without stops, one way` : ""}. Most visitors give the North Shore and the west side separate days.`;
}
