// "Tunnels in Feb?", "Hanalei Bay in Jan", "can my 70 year old mom do Lumahaʻi": a beach named with a month (or
// with a party) and nothing else asked gets the water's verdict for that month first, from the place's own
// seasons (issue 15, item 5: lead with the direct answer). The sixth blind probe's class 4: these got the
// description alone, the warning only in the safety notes below it.

import { oceanConditionIn, seasonOfMonth } from "@/shared/schemas/place-facts";
import type { DirectoryPlace } from "./directory";
import { MONTH_NAMES } from "./knowledge-base";
import type { Question } from "./understand";

/** The water's verdict for the month asked, or null when the place has no sea or nothing calls for one. */
export function placeMonthVerdict(place: DirectoryPlace, q: Question): string | null {
  const facts = place.facts;
  if (!facts?.ocean) return null;
  const party = q.party.toddler || q.party.kids || q.party.seniors || q.party.beginner;
  if (!q.monthNamed && !party) return null;
  const month = MONTH_NAMES[q.month - 1] ?? "";
  const condition = oceanConditionIn(facts, q.month);
  if (condition === "dangerous")
    return `In ${month} the water at ${place.name} is usually dangerous (${facts.ocean.summer === "dangerous" && facts.ocean.winter === "dangerous" ? "surf and currents all year" : `${seasonOfMonth(q.month)} surf and currents`}): enjoy it from the sand, and swim somewhere calmer.`;
  if (condition === "caution")
    return `In ${month} ${place.name} needs caution: go in only on a calm day${facts.ocean.lifeguard ? ", near the lifeguard" : ""}, and stay out if the surf is up.`;
  if (condition === "calm")
    return `In ${month} the water at ${place.name} is usually calm${facts.ocean.lifeguard ? ", with a lifeguard" : ""} - still check the day's conditions before you go in.`;
  return null;
}
