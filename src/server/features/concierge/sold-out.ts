// "Gohaena says sold out for our dates. Any other way to get into Hāʻena State Park?" (session 13, dev29, blind) got
// two North Shore beaches and nothing on getting in. The reservations article says how: openings from cancellations
// each morning, and the three ways in (parking, a shuttle seat, an entry-only pass). That leads; the other ideas stay.

import type { ConciergeContext } from "./select";
import { normalize } from "./text";

const SOLD_OUT =
  /\b(sold out|booked up|booked out|no (reservations?|slots?|spots?|passes) left|couldn t get|could not get|didn t get|did not get|missed)\b/;
const WAY_IN =
  /\b((other|another|any|a) (way|ways|option|options) (to get |of getting |to )?(in|into|there)|still get in|how else|get in(to)? (anyway|somehow)|any way in|any chance)\b/;
const HAENA = /\b(gohaena|go haena|haena|kee|hanakapiai|kalalau)\b/;

/** The article's way in after a sell-out, when asked; else null. */
export function soldOutWayIn(ctx: ConciergeContext, message: string): string | null {
  const text = normalize(message);
  if (!SOLD_OUT.test(text) || !WAY_IN.test(text) || !HAENA.test(text)) return null;
  const body = ctx.kb.byId.get("haena-state-park-reservations")?.body ?? "";
  // (By pattern, not by sentence: "7 and 8 a.m." has a full stop inside it.)
  const check = /\bGoHaena says to (check [\s\S]*?cancellations)\./.exec(body)?.[1];
  const ways = /\bThere are three ways in: [\s\S]*?\.(?=\s|$)/.exec(body)?.[0];
  if (!check || !ways) return null;
  return `Maybe: GoHaena says to ${check} - reservations open 30 days ahead and close the day before. ${ways}`;
}
