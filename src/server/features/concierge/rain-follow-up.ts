import type { Directory, DirectoryPlace } from "./directory";
import { normalize } from "./text";

// A rain follow-up about the one place just discussed (issue 15, tuning round 11, round 10's leftovers): "Kalalau
// Lookout" → "on a rainy day?" and "the kayak with my 70 year old mom" → "and in the rain" answered with rainy-day
// ideas elsewhere and dropped the place. The place's own words about rain, cloud, mud or floods lead (its
// description, safety notes, access and hours notes), then the rainy-day ideas. Compiled once at load.

const RAIN_FOLLOW_UP =
  /^(?:(?:and|but|ok|okay|so|what|how|about|if|on|in|is|it|still|ok|fine|good|worth|a|the|when|s|its)\s)*(?:rain|rains|rainy|raining|rained|has rained|been raining|pours|pouring|poured|wet|bad weather|stormy|storm|showers|cloudy|clouds|drizzle|drizzly)\b(?:\s(?:day|days|weather|out|though|too|then|the night before|the day before|the morning before|night before|last night|all night|overnight|earlier|a lot|hard|heavily|all week|before))*$/;
const RAIN_WORDS =
  /\b(rain\w*|cloud\w*|wet (at|weather|season|days?)|and wet|when wet|weather|slick|slippery|mud\w*|flood\w*|storm\w*|cancel\w*|mist\w*|fog\w*|stream\w* (rise|rising)|brown water)\b/i;

/** True for a short follow-up that only adds rain ("on a rainy day?", "and if it's raining", "what if it rains"). */
export function asksAboutRainOnly(message: string): boolean {
  const text = normalize(message)
    .replace(/\bwhat if\b|\bhow about\b|\bwhat about\b/g, " ")
    .replace(/\b(it s|its|it is|it|we get|there s|there is)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.split(" ").length <= 7 && RAIN_FOLLOW_UP.test(text);
}

/** What the place's own facts say about rain, or a plain "not recorded", as a lead for a rain follow-up. */
export function rainLead(place: DirectoryPlace): string {
  const facts = place.facts;
  const pieces = [place.description, ...(facts?.safetyNotes ?? []), facts?.access.note, facts?.hoursNote].filter(
    (x): x is string => typeof x === "string",
  );
  const said: string[] = [];
  for (const piece of pieces)
    for (const sentence of piece.split(/(?<=\.)\s+/))
      if (RAIN_WORDS.test(sentence) && !said.includes(sentence) && said.length < 3) said.push(sentence.trim());
  if (said.length === 0)
    return `My notes don't say how ${place.name} is in the rain; check the day's forecast before going.`;
  return `${place.name} in the rain: ${said.join(" ")}`;
}

/** The one place the last turn was about: named then, or the only place the last reply listed. */
export function placeJustDiscussed(
  earlierPlaces: DirectoryPlace[],
  lastReply: string | undefined,
  directory: Directory,
): DirectoryPlace | undefined {
  if (earlierPlaces.length === 1) return earlierPlaces[0];
  if (!lastReply) return undefined;
  // ("Kalalau trail to hanakapiai" names three places; the reply was about the trail - session 13.)
  const answered = earlierPlaces.filter((p) => lastReply.includes(p.name));
  if (earlierPlaces.length > 1 && answered.length === 1) return answered[0];
  const listed = [...lastReply.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1] as string);
  const unique = [...new Set(listed)];
  return unique.length === 1 ? directory.places.find((p) => p.name === unique[0]) : undefined;
}
