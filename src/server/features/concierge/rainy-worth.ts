// "Is the helicopter worth it if it's rainy?" (the fifth blind probe's class 9, tuning round 11) got "Yes - ...
// worth it for most visitors", though the place's own note says flights are "delayed, rerouted or cancelled in bad
// weather". When the visitor names rain or cloud and the place's notes speak of the weather, that note answers.

import type { DirectoryPlace } from "./directory";
import { normalize } from "./text";

const RAIN_ASKED =
  /\b(if|when|in case|on a|and) (it s |its |it is |the weather is |we get )?(rainy|raining|rain|cloudy|clouds|overcast|bad weather|stormy|windy|pouring)\b/;
const WEATHER_NOTE = /\b(bad weather|rain|rainy|cloud\w*|fog|storm\w*|wind)\b/i;

/** The reply with its "worth it" line replaced by the place's weather note, when rain is asked; else null. */
export function rainyWorth(message: string, place: DirectoryPlace | undefined, reply: string): string | null {
  if (!place || !/\bworth\b/.test(normalize(message)) || !RAIN_ASKED.test(normalize(message))) return null;
  const note = [...(place.facts?.safetyNotes ?? []), place.bestTimeToVisit ?? ""]
    .flatMap((t) => t.split(/(?<=\.)\s+/))
    .find((s) => WEATHER_NOTE.test(s));
  if (!note) return null;
  const lead = `Not in bad weather - at ${place.name}: ${note}`;
  const lines = reply.split("\n");
  const first = lines[0] ?? "";
  return /^Yes\b/.test(first) ? [lead, ...lines.slice(1)].join("\n") : `${lead}\n\n${reply}`;
}
