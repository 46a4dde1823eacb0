// "Can I take a toddler to <a trail or a beach>?", "can our 6 and 8 year old do Hoʻopiʻi Falls?": the party's
// suitability in the place's facts decides the yes or no, not the trail's difficulty (issue 15, item 5). The
// sixth blind probe's class 3: a toddler to the Canyon Trail or Sleeping Giant (toddlers: false) got "Yes, for
// most reasonably fit walkers", from the moderate rating alone; "larsens beach with small kids doable?" got a
// "No" for the water and then "Yes, for most reasonably fit walkers" in the same reply.

import { oceanConditionIn } from "@/shared/schemas/place-facts";
import type { DirectoryPlace } from "./directory";
import { isFreshWater } from "./fresh-water";
import { MONTH_NAMES } from "./knowledge-base";
import type { Question } from "./understand";

/**
 * The verdict for a party the place's facts rule out (`blocked` is select.ts's unsafeReason), or null when the
 * party is not the reason. It says who and why, from the facts: the suitability flag, the water's condition.
 */
export function partyVerdict(place: DirectoryPlace, blocked: string | null, q: Question): string | null {
  const facts = place.facts;
  if (!blocked || !facts) return null;
  const month = MONTH_NAMES[q.month - 1] ?? "";
  switch (blocked) {
    case "not suited to toddlers":
      return `No - not with a toddler: our directory does not rate ${place.name} for toddlers${facts.access.mode === "hike" ? ", even in a carrier" : ""}.`;
    case "not suited to children":
      return `No - not with ${q.party.teens ? "teens" : "children"}: our directory does not rate ${place.name} for children.`;
    case "rough water for children or beginners": {
      const who = q.party.toddler ? "a toddler" : q.party.kids ? "children" : "beginners";
      const unrated = q.party.toddler ? !facts.suitability.toddlers : q.party.kids ? !facts.suitability.kids : false;
      const rated = unrated
        ? `our directory does not rate ${place.name} for ${who === "a toddler" ? "toddlers" : who}, and `
        : "";
      // (A stream pool's water is not the sea's: it rises within minutes after rain.)
      if (isFreshWater(place)) return `No - not with ${who}: ${rated}its stream water rises within minutes after rain.`;
      return `No - not with ${who}: ${rated}its water needs caution in ${month}${oceanConditionIn(facts, q.month) === "caution" ? " even for experienced swimmers" : ""}.`;
    }
    case "not wheelchair accessible":
      return `No - ${place.name} is not wheelchair accessible in our directory.`;
    default:
      return null;
  }
}

/** A party asked about in the message: a toddler, children, a wheelchair (words or the party read). */
export function partyAsked(q: Question): boolean {
  return q.party.toddler || q.party.kids || q.party.wheelchair;
}

/**
 * "Is it ok for a toddler?" about a shore whose season is calm (Hanalei in August): when none of the safe picks
 * for this party is on that shore, the shore's "usually yes" does not hold for them - a "No" that says so, or
 * null when the party is not young or a pick is there.
 */
export function shoreNotForParty(shore: string, q: Question, picks: DirectoryPlace[]): string | null {
  const who = q.party.toddler
    ? "a toddler"
    : q.party.kids && !q.party.teens
      ? "young children"
      : q.party.beginner
        ? "beginners"
        : "";
  if (!who || picks.some((p) => p.region === shore)) return null;
  const month = MONTH_NAMES[q.month - 1] ?? "";
  return `No - not on the ${shore === "Lihue" ? "Līhuʻe coast" : shore} with ${who} in ${month}: none of its beaches in our directory is both calm then and rated for ${who === "a toddler" ? "toddlers" : who}.`;
}
