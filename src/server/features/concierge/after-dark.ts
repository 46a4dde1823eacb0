// A night swim or snorkel ("night snorkeling anywhere?", "moonlight swim with the kids, where?") is answered
// "not after dark", with no beach to go to, whatever the hour it is asked. (The fourth blind probe, session 8:
// such questions got snorkel spots.) A water question asked NOW in the dark is answered by round 9's dark-now
// lead (opening-hours.ts), which also covers trails and the sunset.

import { NIGHT_WATER, nightWaterLine } from "./answer";
import type { DirectoryPlace } from "./directory";
import { normalize } from "./text";

/** "Not after dark" for a swim or a snorkel at night; null otherwise. */
export function afterDarkWaterReply(message: string, place: DirectoryPlace | undefined): string | null {
  return NIGHT_WATER.test(normalize(message)) ? nightWaterLine(place) : null;
}
