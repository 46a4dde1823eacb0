import { normalize } from "./text";

// Yes/no and "which month" questions whose answer the data has, said first (issue 15, tuning round 10, probe 4
// class 9): "which month has the least rain?" got "there is no single best month" (round 8's driest-month answer
// read only "driest" / "rainiest"), and "is it too cold to swim in
// December?" got the article's "Yes - the sea is warm enough", a yes to the opposite question.

const LEAST_RAIN =
  /\b(driest|least rainy|least rain|lowest rain\w*|least wet)\b(?: \w+){0,3} (month|months|time of (the )?year)\b|\b(month|months|time of (the )?year)\b(?: \w+){0,4} (least|lowest|less) (rain|rainfall|precipitation)\b|\b(month|months)\b(?: \w+){0,3} (driest|least rainy)\b|\b(month|months)\b(?: \w+){0,2} rains? (the )?least\b/;
const MOST_RAIN =
  /\b(wettest|rainiest|most rain|most rainfall|highest rain\w*)\b(?: \w+){0,3} (month|months|time of (the )?year)\b|\b(month|months|time of (the )?year)\b(?: \w+){0,4} (most|highest) (rain|rainfall|precipitation)\b|\b(month|months)\b(?: \w+){0,3} (wettest|rainiest)\b|\b(month|months)\b(?: \w+){0,2} (rains?|pours?) (the )?most\b/;

/** "Which month has the least rain?", "what month gets the most rain": the driest or wettest month asked for. */
export function rainExtremeAsked(text: string): "driest" | "wettest" | null {
  if (LEAST_RAIN.test(text)) return "driest";
  if (MOST_RAIN.test(text)) return "wettest";
  return null;
}

/** Questions that ask the opposite of an article's "Yes - ... warm enough / safe / open": the yes becomes a no. */
const OPPOSITES: [RegExp, RegExp][] = [
  // "Too cold to swim?" against "Yes - the sea is warm enough to swim all year".
  [/\b(too (cold|chilly|cool)|freezing|cold to (swim|snorkel|go in))\b/, /^Yes - [^.]*\bwarm enough\b/],
];

/** The reply with its first "Yes" turned to "No" when the question asked the opposite, else unchanged. */
export function agreeingYesNo(message: string, reply: string): string {
  const text = normalize(message);
  for (const [asked, said] of OPPOSITES)
    if (asked.test(text) && said.test(reply)) {
      const rest = reply.slice("Yes - ".length);
      return `No - it isn't too cold. ${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
    }
  return reply;
}

/** "Is May a good month? we want to avoid rain": a month judged by its rain - the weather answer for that month. */
export function monthRainAsked(text: string): boolean {
  return /\b(avoid|avoiding|less|escape|miss|beat|dodge|skip) (the )?(rain|rainy season|wet season)\b|\b(is|are|will) (it|they|\w+) (\w+ )?(rainy|wet|dry|drier)\b|\b(hate|dislike|don t want|don t like|not fans? of) (the )?rain\b/.test(
    text,
  );
}
