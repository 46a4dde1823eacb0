// A water question asked after dark ("can we swim at Lydgate now?" at 9 pm, "night snorkeling anywhere?",
// "moonlight swim with the kids, where?") is answered "not after dark", with no beach to go to now. (The fourth
// blind probe, session 8: at 9 pm the engine said "Usually yes - normally calm and has a lifeguard".) Dark is
// from 30 minutes after sunset to sunrise at Līhuʻe, worked out by the suncalc library.

import { getTimes } from "suncalc";
import { NIGHT_WATER, nightWaterLine } from "./answer";
import type { DirectoryPlace } from "./directory";
import { normalize } from "./text";

const LIHUE: [number, number] = [21.974082, -159.364902];
const WATER =
  /\b(swim\w*|snorkel\w*|go in the (water|ocean|sea)|get in the (water|ocean|sea)|dip|wade|boogie ?board\w*|bodyboard\w*|surf(ing)?)\b/;
const NOW = /\b(now|right now|rn|tonight|this evening|at this hour|still|late swim|late night)\b/;

/** True when it is dark on Kauaʻi at `now`: 30 minutes after sunset until sunrise. */
export function isDarkOnKauai(now: Date): boolean {
  // The Hawaiʻi calendar day (UTC-10) decides which sunrise and sunset apply.
  const local = new Date(now.getTime() - 10 * 3_600_000);
  const noon = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 22));
  const { sunrise, sunset } = getTimes(noon, LIHUE[0], LIHUE[1]);
  if (!sunrise || !sunset) return false;
  return now.getTime() < sunrise.getTime() || now.getTime() > sunset.getTime() + 30 * 60_000;
}

/** "Not after dark" for a water question in the dark, or asked about the night; null otherwise. */
export function afterDarkWaterReply(message: string, place: DirectoryPlace | undefined, now: Date): string | null {
  const text = normalize(message);
  if (NIGHT_WATER.test(text)) return nightWaterLine(place);
  if (!WATER.test(text) || !NOW.test(text) || !isDarkOnKauai(now)) return null;
  return `${nightWaterLine(place)} It is dark on Kauaʻi now: come back after sunrise.`;
}
