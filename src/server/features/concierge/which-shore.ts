import type { DirectoryPlace } from "./directory";
import { monthName } from "./select";
import { normalize } from "./text";

// Choosing questions (issue 15, tuning round 11, fifth probe class 13): "which shore should we stay on for swimming
// with kids" got one Līhuʻe hotel, "4 days, how to split between north and south" three beaches, "going 7/15-7/22,
// which side should we stay on" three hotels, "Waimea Canyon sunrise or sunset" the description. The answer leads:
// the shore the season favours (the same winter/summer rule every beach verdict uses), or the time of day the
// place's own facts give. Compiled once at load.

const WHICH_SHORE =
  /\b(which|what) (side|shore|part|area|end|coast)\b(?: \w+){0,6} (stay|base|sleep|book|be based)\b|\b(where|which side|which shore) (should|do|would) (we|i) (stay|base ourselves|book)\b|\bhow (to|should we|do we|would you) (split|divide)\b|\bsplit (our |the )?(\w+ )?(days?|nights?|time|stay|week)\b/;
const BOTH_SHORES = /\b(north)\b.*\b(south)\b|\b(south)\b.*\b(north)\b/;

const isWinter = (month: number) => month >= 10 || month <= 4;

/** "Which side should we stay on?", "how to split 4 days between north and south": the season's answer, or null. */
export function whichShoreLead(message: string, month: number): string | null {
  const text = normalize(message);
  if (!WHICH_SHORE.test(text)) return null;
  const m = monthName(month);
  const when = `In ${m},`;
  const split = /\b(split|divide)\b/.test(text) || BOTH_SHORES.test(text);
  if (isWinter(month))
    return split
      ? `${when} it's the winter surf season (about October to April): big swells make many North Shore beaches dangerous and the South Shore around Poʻipū is usually the calmest, so base most of your days in Poʻipū and make the North Shore a day or two for its views, lookouts and food rather than swimming.`
      : `${when} stay on the South Shore (Poʻipū) if swimming matters: it's the winter surf season (about October to April), when the south shore is usually the calmest and big swells make many North Shore beaches dangerous.`;
  return split
    ? `${when} it's summer (about May to September): the North Shore is usually calm for swimming and snorkelling, while south swells can bring surf to Poʻipū, so give the North Shore (Hanalei, Princeville) at least as many days as the South Shore; the East Side (Kapaʻa, Wailua) sits between the two.`
    : `${when} the North Shore (Hanalei, Princeville) is usually calm for swimming in summer (about May to September), while south swells can bring surf to Poʻipū; the East Side (Kapaʻa, Wailua) is in between if you want to reach both.`;
}

const TIME_CHOICE =
  /\b(sunrise|sunset|morning|afternoon|evening|midday)\b.*\b(or|vs|versus)\b.*\b(sunrise|sunset|morning|afternoon|evening|midday)\b|\b(what|which|best) time of (the )?day\b|\b(morning|afternoon) or (morning|afternoon)\b/;
const WORDS: Record<string, string> = {
  sunrise: "at sunrise",
  morning: "in the morning",
  midday: "around midday",
  afternoon: "in the afternoon",
  sunset: "at sunset",
  evening: "in the evening",
};
const TIME_SENTENCE = /\b(early|morning|midday|afternoon|sunset|sunrise|clouds?|late|evening|light)\b/i;

/** "Waimea Canyon sunrise or sunset?": the time of day its facts give, with the sentence that says why; or null. */
export function timeOfDayLead(message: string, place: DirectoryPlace | undefined): string | null {
  if (!place || !TIME_CHOICE.test(normalize(message))) return null;
  const best = place.facts?.bestTimesOfDay ?? [];
  if (best.length === 0) return null;
  const why = [place.description, place.bestTimeToVisit ?? ""]
    .join(" ")
    .split(/(?<=\.)\s+/)
    .find((s) => TIME_SENTENCE.test(s) && /\b(come|go|best|early|fill|before|clear)\b/i.test(s));
  const when = best.map((t) => WORDS[t] ?? t).join(" or ");
  // (The one of the times asked that the facts give: "morning or afternoon?" with sunrise and morning is morning.)
  const said = new Set(normalize(message).split(" "));
  const asked = Object.keys(WORDS).filter((t) => said.has(t));
  const first =
    best.find((t) => asked.includes(t)) ??
    (asked.includes("morning") && best.includes("sunrise") ? "morning" : undefined) ??
    (best.includes("sunset") ? "sunset" : best.includes("sunrise") ? "sunrise" : (best[0] as string));
  return `${first.charAt(0).toUpperCase()}${first.slice(1)}: ${place.name} is best ${when}.${why ? ` ${why}` : ""}`;
}
