// "Best time of year to swim on the North Shore?", "best season for snorkelling at Poʻipū?", "best time to
// see the albatross?": the season the directory's own facts point to leads - each beach's usual water in
// summer (May-September) and winter (October-April), counted over a shore, or the months a place's
// description gives for its wildlife. (The third blind probe, session 8: these got the generic "no single
// best month" article or a place's time of day.)

import type { Region } from "@/shared/constants";
import { isVisitable, type OceanCondition } from "@/shared/schemas/place-facts";
import type { Directory, DirectoryPlace } from "./directory";
import { normalize } from "./text";
import type { Question } from "./understand";

const ASKS_SEASON =
  /\b(what|which) (month|months|season|time of (the )?year) (is|are) (the )?(best|calmest|safest|ideal|good)\b|\b(best|better|ideal|calmest|safest|good) (time|times|month|months|season|seasons)( of (the )?year)?\b|\bwhat (time|months?|season) of (the )?year\b|\bwhich (month|months|season)\b|\bwhen (is|are|s) (it |the water |the ocean |the sea )?(calmest|safest|calm)\b|\bwhen (is|are|s) (?!the best\b)(\w+ ){1,3}(calm|calmest|safe|safest|ok|okay|swimmable)\b|\bwhen (can|should|could) (we|i|you|the kids|kids|my kids|our kids) (\w+ ){0,2}(swim|snorkel|go in)\b|\bwhat months? (is|are) (\w+ ){1,4}(good|best|ok|okay|calm|safe)\b/;
const WATER = /\b(swim\w*|snorkel\w*|water|ocean|sea|dip|wade|wading|boogie\w*|bodyboard\w*|paddl\w*|calm\w*)\b/;

const RANK: Record<OceanCondition, number> = { calm: 2, caution: 1, dangerous: 0 };
const SUMMER = "summer (about May to September)";
const WINTER = "winter (about October to April)";
const WORDS: Record<OceanCondition, string> = {
  calm: "usually calm",
  caution: "often rough enough to need care",
  dangerous: "usually dangerous",
};

function activity(text: string): string {
  if (/\bsnorkel/.test(text)) return "snorkelling";
  if (/\b(paddl|kayak|sup\b)/.test(text)) return "paddling";
  return "swimming";
}

function forPlace(place: DirectoryPlace, what: string): string | null {
  const ocean = place.facts?.ocean;
  if (!ocean) return null;
  const [summer, winter] = [ocean.summer, ocean.winter];
  if (RANK[summer] === RANK[winter])
    return `${place.name}'s water is ${WORDS[summer]} all year${summer === "dangerous" ? `: it is not a place for ${what} in any season` : ": pick a calm day and check with a lifeguard"}.`;
  const [better, worse, betterWords, worseWords] =
    RANK[summer] > RANK[winter]
      ? [summer, winter, SUMMER, "from October to April"]
      : [winter, summer, WINTER, "from May to September"];
  return `For ${what} at ${place.name}, ${betterWords} is the season: its water is ${WORDS[better]} then, and ${WORDS[worse]} ${worseWords}.`;
}

function forShore(directory: Directory, region: Region, what: string): string | null {
  const beaches = directory.places.filter((p) => p.region === region && p.facts?.ocean && isVisitable(p.facts));
  if (beaches.length < 2) return null;
  const calmIn = (season: "summer" | "winter") => beaches.filter((p) => p.facts?.ocean?.[season] === "calm").length;
  const [summer, winter] = [calmIn("summer"), calmIn("winter")];
  if (summer === winter)
    return `On the ${region} the calm beaches are about as many in summer as in winter (${summer} of ${beaches.length} in our directory): pick the beach, not the month.`;
  const [words, many, few] = summer > winter ? [SUMMER, summer, winter] : [WINTER, winter, summer];
  return `For ${what} on the ${region}, ${words} is the calmer season: ${many} of the ${beaches.length} beaches in our directory there ${many === 1 ? "is" : "are"} usually calm then, against ${few} in the rest of the year.`;
}

function forWildlife(directory: Directory, text: string): { text: string; picks: DirectoryPlace[] } | null {
  const animal = /\b(albatross|albatrosses|moli)\b/.test(text) ? "albatross" : null;
  if (!animal) return null;
  for (const place of directory.places) {
    const months =
      /albatross \(([^)]*\b(january|february|march|april|may|june|july|august|september|october|november|december)\b[^)]*)\)/i.exec(
        place.description,
      );
    if (months)
      return {
        text: `Laysan albatross are at ${place.name} ${months[1]}.`,
        picks: isVisitable(place.facts) ? [place] : [],
      };
  }
  return null;
}

/** The season lead (and the place it names) for a "best time of year" question about the water or wildlife. */
export function bestSeasonLead(
  message: string,
  question: Question,
  directory: Directory,
): { text: string; picks: DirectoryPlace[] } | null {
  const text = normalize(message);
  if (!ASKS_SEASON.test(text)) return null;
  const wildlife = forWildlife(directory, text);
  if (wildlife) return wildlife;
  const place = question.places[0];
  // ("Best months for Kēʻē Beach": a named beach's season is its water's - the fifth probe's class 5.)
  if (!WATER.test(text) && !(place?.facts?.ocean && /\bmonths?\b/.test(text))) return null;
  const what = activity(text);
  const region = question.regions[0];
  const lead = place ? forPlace(place, what) : region ? forShore(directory, region, what) : null;
  return lead ? { text: lead, picks: [] } : null;
}
