// "Worth going in the water there?", "is it worth a swim at Keālia in August?": whether the water is good to go in,
// a swimming question, not whether the place is worth a visit (issue 15, tuning round 12, dev17: "biking the
// coastal path up to donkey beach in aug, worth going in the water there?" got "Yes - the coastal path is worth
// it" and nothing about Donkey Beach's dangerous shorebreak). Compiled once at load.

const WATER_WORTH =
  /\b(is it |it s |its )?worth (going|getting|jumping|heading|hopping|wading) (in|into|out in)( the)? (water|ocean|sea|waves)\b|\b(is it |it s |its )?worth (going in|getting in|a swim|swimming|a dip|taking a dip|snorkell?ing|snorkl?ing|a snorkel)\b/g;

/** The text with "worth going in the water" read as "can we swim". */
export function waterWorthAsSwim(text: string): string {
  return text.includes("worth")
    ? text.replace(WATER_WORTH, (m) => (/snork/.test(m) ? "can we snorkel" : "can we swim"))
    : text;
}
