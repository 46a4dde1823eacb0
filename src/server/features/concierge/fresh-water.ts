import type { DirectoryPlace } from "./directory";

// A stream, a river or a waterfall's pool is not the sea: its danger is rain and the stream rising, never surf,
// and no lifeguard watches it (probe 5, class 14: a river kayak and a waterfall pool were told "near a
// lifeguard" and "stay out if the surf is up").

/** Kinds of places whose water, when rated, is a stream's. */
const STREAM_KINDS = new Set(["Waterfall", "Trail"]);

/** True when the water the place's facts rate is fresh water: a stream pool, a river, a waterfall. */
export function isFreshWater(place: DirectoryPlace): boolean {
  return STREAM_KINDS.has(place.category) || /\bfreshwater\b/i.test(place.facts?.ocean?.note ?? "");
}

/** What "with care" means in a stream or river. */
export const FRESH_WATER_CARE =
  "stay out after heavy rain or when the stream is high, fast or brown (flash floods come within minutes), never jump in, and keep cuts out of the water";
