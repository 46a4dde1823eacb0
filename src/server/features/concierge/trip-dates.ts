// The month of a trip given as a date rather than a month's name (issue 15, item 4: "tonight",
// "tomorrow", named months): "visiting 12/20", "20/12", "1/3-1/10", "2027-01-05", "next week",
// "tomorrow", "this weekend", "winter break", "around halloween", "十二月". The season decides which
// water is safe, so a December trip asked about in July must be read as December (found by a blind
// probe in session 7: such dates fell back to the month of asking, and children were sent to North
// Shore beaches that are dangerous in winter).

const DAY_MS = 86_400_000;

/** Kauaʻi's calendar date (HST, UTC-10) as a UTC-midnight Date. */
function kauaiDay(now: Date): Date {
  const local = new Date(now.getTime() - 10 * 3_600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

function monthAfterDays(now: Date, days: number): number {
  return new Date(kauaiDay(now).getTime() + days * DAY_MS).getUTCMonth() + 1;
}

const NUMBER_WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, couple: 2 };

/** Holidays and school breaks a trip is given by, with their month. */
const OCCASIONS: [RegExp, number][] = [
  [/\b(winter|christmas|xmas|holiday) (break|vacation|holidays)\b/, 12],
  [/\b(summer (break|vacation|holidays)|4th of july|fourth of july|july 4th)\b/, 7],
  [/\bfall break\b|\bhalloween\b|\bcolumbus day\b/, 10],
  [/\b(valentines?( day)?|presidents?( day)?|mid ?winter break)\b/, 2],
  [/\b(memorial day)\b/, 5],
  [/\b(labor day)\b/, 9],
  [/\b(mlk|martin luther king)( day| weekend)?\b/, 1],
];

/** Months written with Chinese or Japanese numerals ("十二月") or Korean digits ("12월" is read elsewhere). */
const CJK_DIGITS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
/** Korean native month words ("십이월", "칠월"): the fifth probe's class 2. */
const KOREAN_MONTHS: [RegExp, number][] = [
  [/십일월/, 11],
  [/십이월/, 12],
  [/시월/, 10],
  [/(?<!십)일월/, 1],
  [/(?<!십)이월/, 2],
  [/삼월/, 3],
  [/사월/, 4],
  [/오월/, 5],
  [/유월/, 6],
  [/칠월/, 7],
  [/팔월/, 8],
  [/구월/, 9],
];

function cjkMonth(raw: string): number | null {
  for (const [re, month] of KOREAN_MONTHS) if (re.test(raw)) return month;
  const m = /(十[一二]?|[一二三四五六七八九])月/.exec(raw);
  if (!m) return null;
  const numeral = m[1] as string;
  if (numeral.startsWith("十")) return 10 + (CJK_DIGITS[numeral.slice(1)] ?? 0);
  return CJK_DIGITS[numeral] ?? null;
}

/** Words before a slashed date that make it a trip date ("visiting 12/20", "dates 1/3-1/10", "there 3/4"). */
const TRIP_BEFORE =
  /\b(on|from|arrive|arriving|arrival|arrives|land|landing|lands|visit|visiting|dates?|trip|until|till|thru|through|leave|leaving|staying|stay|coming|come|fly|flying|there|here|starting|start|between|and|to|week of|around|by|in|we re|were|be)\s*$|^\s*$/;
/** What follows a slashed number that is not a date: a rating, a fraction, a chance, a unit. */
const NOT_A_DATE_AFTER =
  /^\s*(stars?|rating|difficulty|chance|odds|of|a|an|miles?|mi|hours?|hrs?|km|cups?|price|off)\b/;

/** Words before a slashed pair that make it ages or a score ("kids 4/14", "rated 9/10"). */
const AGES_BEFORE = /\b(kids?|ages?|aged|boys?|girls?|sons?|daughters?|children|teens?|rated|score|scored|yo)\s*$/;

/**
 * Whether a slashed pair is a trip date: month first ("12/20") or day first ("20/12"), with a trip word
 * before it, at the start of the message, in a range ("1/3-1/10") or with a year. A rating ("4/5", "7/10
 * difficulty"), a store ("7/11"), children's ages ("kids 5/7") and fractions ("1/2 mile") are not.
 */
function isTripDate(before: string, after: string, withYear: boolean): boolean {
  if (withYear || /^\s*(-|–|to|through|thru|until|till)\s*\d/.test(after)) return true;
  if (NOT_A_DATE_AFTER.test(after)) return false;
  return TRIP_BEFORE.test(before);
}

/**
 * The month a trip date in the message points to, or null when it gives none. `raw` is the message as
 * written (dates lose their slashes when normalised); `text` is the normalised message.
 */
export function tripDateMonth(raw: string, text: string, now: Date): number | null {
  const lower = raw.toLowerCase();
  // ISO dates: 2027-01-05.
  const iso = /\b(20\d\d)-(\d{1,2})-(\d{1,2})\b/.exec(lower);
  if (iso) {
    const month = Number(iso[2]);
    if (month >= 1 && month <= 12) return month;
  }
  // Slashed dates: 12/20, 20/12, 1/3-1/10, 12/20/2026. Month first unless the first number cannot be one.
  for (const m of lower.matchAll(/(?<![\d/])(\d{1,2})\/(\d{1,2})(\/(?:\d{2}|\d{4}))?(?![\d/])/g)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const at = m.index ?? 0;
    const before = lower.slice(Math.max(0, at - 24), at);
    const after = lower.slice(at + m[0].length, at + m[0].length + 16);
    // ("Tunnels snorkel 1/15": a day after the slash that cannot be a month is a date, trip word or not -
    // the sixth probe's class 1; children's ages and scores are not.)
    const plainDate =
      a >= 1 && a <= 12 && b >= 13 && b <= 31 && !NOT_A_DATE_AFTER.test(after) && !AGES_BEFORE.test(before);
    if (!plainDate && !isTripDate(before, after, m[3] !== undefined)) continue;
    if (a >= 1 && a <= 12 && b >= 1 && b <= 31) return a;
    if (b >= 1 && b <= 12 && a >= 13 && a <= 31) return b;
  }
  const cjk = cjkMonth(raw);
  if (cjk) return cjk;
  for (const [re, month] of OCCASIONS) if (re.test(text)) return month;
  // Relative dates, counted on Kauaʻi's calendar.
  if (/\bday after tomorrow\b/.test(text)) return monthAfterDays(now, 2);
  if (/\b(tomorrow|tmrw|tmr|2morrow|2morow)\b/.test(text)) return monthAfterDays(now, 1);
  const weekday = kauaiDay(now).getUTCDay();
  if (/\b(this|next|the) weekend\b/.test(text)) {
    // (Asked on a Sunday, "this weekend" is today.)
    const toSaturday = weekday === 0 ? 0 : 6 - weekday;
    return monthAfterDays(now, /\bnext weekend\b/.test(text) && toSaturday < 3 ? toSaturday + 7 : toSaturday);
  }
  if (/\bnext week\b/.test(text)) return monthAfterDays(now, 7);
  // ("A fortnight", "a month from now": the fifth probe's class 2.)
  if (/\b(in a fortnight|a fortnight from now|in two weeks time)\b/.test(text)) return monthAfterDays(now, 14);
  if (
    /\b(a month from now|in a month s time|in a months time|in one month|in a month)\b/.test(text) &&
    !/\b(once|per|a day)\b/.test(text)
  )
    return monthAfterDays(now, 30);
  const inSome = /\bin (a|one|two|three|four|five|six|couple( of)?|\d{1,2}) (days?|weeks?)\b/.exec(text);
  // ("We arrive in two weeks" is when; "can we see everything in two weeks" is how long.)
  const when = inSome
    ? /^\s*$|\b(we re|we ll|we are|we will|coming|arriv\w*|leav\w*|going|trip|flying|fly|land\w*|be there|be here|visit\w*|get there|heading|here|there)(?: \w+)? ?$/.test(
        text.slice(0, inSome.index),
      ) ||
      // ("Is Hanalei Bay ok for the kids in 10 days?": the water then, asked at the end of a question about it.)
      (text.slice(inSome.index + inSome[0].length).trim() === "" &&
        /\b(beach|bay|swim\w*|snorkel\w*|surf\w*|water|ocean|kids?|toddlers?|safe|ok|okay)\b/.test(text) &&
        !/\b(everything|itinerary|enough|all of|it all|see all|how much|how many)\b/.test(text))
    : false;
  if (inSome && when) {
    const count = NUMBER_WORDS[(inSome[1] as string).replace(" of", "")] ?? Number(inSome[1]);
    if (Number.isFinite(count)) return monthAfterDays(now, /week/.test(inSome[3] as string) ? count * 7 : count);
  }
  return null;
}
