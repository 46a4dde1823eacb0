// Who is travelling, said once, holds for the rest of the conversation (issue 15, item 4: follow-ups inherit
// the earlier turn's party). The sixth blind probe's class 5: "we have two toddlers" → "we are in kapaa for a
// week in march" → "beach recommendations?" showed Kapaʻa Beach Park and Anahola (toddlers: false, winter
// caution): the party was read only from the turn just before, and the second turn, not a follow-up, had none.

import { PARTY_WORDS, type Party } from "./lexicon";
import { normalize } from "./text";
import type { Turn } from "./understand";

/** Words that take the children out of the group from then on ("adults only tomorrow", "kids stay with grandma"). */
export const CHILDREN_DROPPED =
  /\b(adults only|no kids|without (the )?kids|just (the two of us|adults|us adults|us)|only (us )?adults|kids (are )?(staying|stay) with|couple|honeymoon)\b/;
/** A party said of teenagers only: kids for the water, not a child on a trail (select.ts). */
const TEENS = /\b(teens?|teenagers?|teenage|1[3-7] ?(yo|yos|y o|year olds?|years old|yr olds?|yrs old|yrs))\b/;
const YOUNGER =
  /\b([1-9]|1[0-2])(?: (?:and )?\d{1,2}){0,3} ?(yo|yos|y o|year|years|yr|yrs)\b|\b(little|young|small) (kids?|ones?|children)\b/;
const CORRECTION = /\b(actually|i meant|we meant|sorry|correction|my mistake|no wait|not \d+)\b/;
/** How many earlier visitor turns are read. */
const TURNS_READ = 8;

/**
 * Adds to `party` (in place) whoever an earlier visitor turn named - toddlers, children, older travellers, a
 * wheelchair, beginners - unless a later turn (or this one, `text`) took the children out.
 */
export function rememberParty(party: Party, history: Turn[], text: string): void {
  if (CHILDREN_DROPPED.test(text)) return;
  // ("She's actually 6": a correction says who is coming now, in place of what was said before.)
  if (CORRECTION.test(text) && Object.values(party).some(Boolean)) return;
  const earlier = history.filter((t) => t.role === "user").slice(-TURNS_READ);
  const hadKids = party.kids;
  let teensOnly = true;
  for (let i = earlier.length - 1; i >= 0; i--) {
    const said = normalize((earlier[i] as Turn).content);
    if (CHILDREN_DROPPED.test(said)) break;
    const found: Partial<Record<keyof Party, boolean>> = {};
    for (const [re, key] of PARTY_WORDS) if (re.test(said)) found[key] = true;
    if (found.toddler) found.kids = true;
    if (found.kids) teensOnly &&= !found.toddler && TEENS.test(said) && !YOUNGER.test(said);
    for (const key of ["toddler", "kids", "beginner", "seniors", "wheelchair"] as const)
      if (found[key]) party[key] = true;
  }
  // (Children only remembered: teenagers when every turn that named them said teenagers.)
  if (party.kids && !hadKids) party.teens = teensOnly && !party.toddler;
}
