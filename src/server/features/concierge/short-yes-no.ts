import type { DriveTown } from "@/shared/schemas/knowledge";
import { compose } from "./answer";
import { LIHUE_RAIN_IN, TOWN_POINTS } from "./knowledge-base";
import { type ConciergeContext, distanceKm, monthName } from "./select";
import { normalize } from "./text";
import type { Question } from "./understand";

// Short yes/no questions and "which is closer" (issue 15, tuning round 11, fifth probe classes 13 and 15): "is it
// still whale season", "is it a good time to see whales", "is it still hurricane season" got the article without
// the yes or no; "rain in october?" got a rainy-day list; "which is closer to Poʻipū, Waimea Canyon or Wailua Falls"
// got "Both are good". The answer leads; the season's months come from the whale and hurricane articles, the drive
// times from the same drive answer the engine gives for each place. Compiled once at load.

const WHALE_ASKED =
  /\b(whales?|humpbacks?|whale watching)\b.*\b(still|season|good time|right time|now|this (week|month|time)|today|around|see|spot|there be)\b|\b(still|will we|can we|could we|do we|are there|any|good time to see|chance of|see)\b.*\b(whales?|humpbacks?)\b/;
// ("Is October hurricane season there?", "are we in hurricane season in august", "hurricane risk in september?":
// a month named with the season or the risk is the same yes or no - round 12, dev17.)
const MONTH_WORD =
  "(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)";
const HURRICANE_ASKED = new RegExp(
  `\\b(is it|still|are we in|currently|now|right now|this time of year)\\b.*\\bhurricane season\\b|^(is|are|will|would|does|do|isn t|isnt)\\b(?: \\w+){0,4} ${MONTH_WORD}\\b(?: \\w+){0,3} hurricane season\\b|\\b(hurricanes?|hurricane (risk|danger|threat|worries|worry|season))\\b(?: \\w+){0,4} (in|during|for) (early |late |mid )?${MONTH_WORD}\\b`,
);

// ("Is December rainy season?", "is june dry season there": the month's side of the year by the Līhuʻe rain figures,
// wetter from about October to April, drier from May to September - round 12 probes.)
const WET_SEASON_ASKED = /\b(rainy|wet|wetter|rain) season\b|\b(dry|drier|dryer) season\b/;
const ASKED_MONTH = new RegExp(`\\b${MONTH_WORD}\\b`);

// (By the Līhuʻe figures themselves: over 3 inches a month is October to March, the rest 1.6 to 2.3.)
const WET_MONTHS = LIHUE_RAIN_IN.map((inches, i) => (inches > 3 ? i + 1 : 0)).filter((m) => m > 0);
const DRY_RAIN = LIHUE_RAIN_IN.filter((inches) => inches <= 3);
const DRY_RANGE = `${Math.min(...DRY_RAIN)} to ${Math.max(...DRY_RAIN)}`;
const WET_MOST = Math.max(...LIHUE_RAIN_IN);

/** "Yes - December is in the wetter part of the year ..." for a month named with the rainy or dry season, or null. */
function wetSeasonLine(month: number, text: string): string | null {
  if (!WET_SEASON_ASKED.test(text) || !ASKED_MONTH.test(text)) return null;
  if (/^(when|what months?|which months?)\b/.test(text)) return null;
  const m = monthName(month);
  const inches = LIHUE_RAIN_IN[month - 1];
  const wet = WET_MONTHS.includes(month);
  const askedDry = /\b(dry|drier|dryer) season\b/.test(text);
  const verdict = wet !== askedDry ? "Yes" : "No";
  return wet
    ? `${verdict} - ${m} is in the wetter part of the year at Līhuʻe (about October to March): about ${inches} inches of rain, against ${DRY_RANGE} inches a month from April to September.`
    : `${verdict} - ${m} is in the drier part of the year at Līhuʻe (about April to September): about ${inches} inches of rain, against up to ${WET_MOST} inches a month from October to March.`;
}

/** The whale season's answer for a month (the whale article: about December to April, a few in November and May). */
export function whaleSeasonLine(month: number, asked: string): string {
  const m = monthName(month);
  const still = /\bstill\b/.test(asked);
  if ([1, 2, 3].includes(month))
    return `Yes - ${m} is the peak of the humpback whale season on Kauaʻi${still ? " (it runs until about April)" : ""}.`;
  if ([12, 4].includes(month)) return `Yes - ${m} is in the humpback whale season on Kauaʻi (about December to April).`;
  if ([11, 5].includes(month))
    return `Possibly - a few humpbacks arrive in November and some stay into May, but ${m} is the edge of the season.`;
  return `${[6, 7, 8].includes(month) ? (still ? "No - the season is over" : "No") : "Not yet"}: humpback whales are not usually around Kauaʻi in ${m}; they come from about December to April.`;
}

/** "Is it still whale season?" / "is it still hurricane season?": the yes or no for the month, or null. */
export function seasonYesNoLead(message: string, q: Question, reply: string): string | null {
  const text = normalize(message);
  if (/^(yes|no|possibly|not yet|usually|often)\b/i.test(reply)) return null;
  // ("When can we see whales?" asks for the season, which the article gives.)
  // ("Best month to see whales?" asked in May: the best months, not May's edge of the season - probe 11.)
  if (WHALE_ASKED.test(text) && /\bbest (months?|time|season|time of (the )?year)\b/.test(text) && !q.monthNamed)
    return "January to March are the best months: that is when the most humpbacks are around Kauaʻi. The season runs about December to April, with a few arriving in November and some staying into May.";
  // ("Where can we see whales?" then "we're there in july": the whales, in the month now named - probe 11.)
  const monthForWhales =
    q.isFollowUp &&
    q.monthNamed &&
    !WHALE_ASKED.test(text) &&
    text.split(" ").length <= 8 &&
    WHALE_ASKED.test(q.searchText);
  if (monthForWhales) return whaleSeasonLine(q.month, text);
  if (
    WHALE_ASKED.test(text) &&
    !/^(when|what months?|which months?|what time of year|best time)\b/.test(text) &&
    // ("Can we bring a drone to watch whales?": the drone is the question - session 12.)
    !/\b(drones?|quadcopters?|uav)\b/.test(text)
  )
    return whaleSeasonLine(q.month, text);
  const wetSeason = wetSeasonLine(q.month, text);
  if (wetSeason) return wetSeason;
  if (HURRICANE_ASKED.test(text)) {
    const m = monthName(q.month);
    return q.month >= 6 && q.month <= 11
      ? `Yes - ${m} is in the Central Pacific hurricane season (June 1 to November 30); a hurricane striking Kauaʻi is rare.`
      : `No - the Central Pacific hurricane season runs from June 1 to November 30, so ${m} is outside it.`;
  }
  return null;
}

const CLOSER = /\b(closer|closest|nearer|nearest|shorter drive|less driving|quicker to get to|farther|further)\b/;
const DRIVE_SENTENCE = /^(.+? is about ((\d+) hours?(?: (\d+) minutes)?|(\d+) minutes)[^.]*\.)/;

/** "Which is closer to Poʻipū, Waimea Canyon or Wailua Falls?": the two drives from the engine's drive answer. */
export function closerLead(ctx: ConciergeContext, q: Question, siteName: string): string | null {
  if (q.act !== "compare" || q.places.length !== 2 || q.towns.length === 0 || !CLOSER.test(q.searchText)) return null;
  const [town] = q.towns;
  const drives = q.places.map((place) => {
    const reply = compose(
      ctx,
      {
        ...q,
        act: "drive",
        places: [place],
        driveEnds: null,
        searchText: `from ${normalize(town as string)} to ${normalize(place.name)}`,
      },
      siteName,
    );
    const m = DRIVE_SENTENCE.exec(reply.text);
    if (!m) return null;
    const minutes = m[5] ? Number(m[5]) : Number(m[3]) * 60 + Number(m[4] ?? 0);
    return { place, sentence: m[1] as string, minutes };
  });
  if (drives.some((d) => d === null)) return closerAsTheCrowFlies(q, town as DriveTown);
  const [a, b] = drives as { place: (typeof q.places)[number]; sentence: string; minutes: number }[];
  if (!a || !b) return null;
  const farther = /\b(farther|further)\b/.test(q.searchText);
  const [near, far] = a.minutes <= b.minutes ? [a, b] : [b, a];
  const [winner, other] = farther ? [far, near] : [near, far];
  if (a.minutes === b.minutes) return `They are about the same drive from ${town}: ${a.sentence} ${b.sentence}`;
  return `${winner.place.name} is ${farther ? "farther from" : "closer to"} ${town} than ${other.place.name}. ${near.sentence} ${far.sentence}`;
}

/** Without a table time for one of the two drives: the straight-line distances from the town, said as such. */
function closerAsTheCrowFlies(q: Question, town: DriveTown): string | null {
  const [lat, lon] = TOWN_POINTS[town];
  const miles = q.places.map((p) =>
    p.latitude === null || p.longitude === null
      ? null
      : Math.max(1, Math.round(distanceKm(lat, lon, p.latitude, p.longitude) * 0.62)),
  );
  const [a, b] = q.places;
  const [ma, mb] = miles;
  if (!a || !b || ma == null || mb == null || ma === mb) return null;
  const farther = /\b(farther|further)\b/.test(q.searchText);
  const [near, far] = ma < mb ? [a, b] : [b, a];
  const winner = farther ? far : near;
  const other = winner === a ? b : a;
  return `${winner.name} is ${farther ? "farther from" : "closer to"} ${town} than ${other.name}: about ${Math.min(ma, mb)} miles from ${town} in a straight line, against about ${Math.max(ma, mb)} miles for ${far.name} (the roads are longer; I have no table time for one of the two drives).`;
}
