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
function cjkMonth(raw: string): number | null {
  const m = /(十[一二]?|[一二三四五六七八九])月/.exec(raw);
  if (!m) return null;
  const numeral = m[1] as string;
  if (numeral.startsWith("十")) return 10 + (CJK_DIGITS[numeral.slice(1)] ?? 0);
  return CJK_DIGITS[numeral] ?? null;
}

/** A fraction ("1/2 mile", "3/4 of the way"), not a date. */
function isFraction(month: number, day: number, after: string, before: string): boolean {
  const fractionLike = [2, 3, 4, 8].includes(day) && month < day;
  if (/^\s*-\s*\d/.test(after)) return false; // "1/3-1/10": a range of dates
  if (
    /\b(on|from|arrive|arriving|arrival|land|landing|visiting|visit|dates?|trip|until|till|thru|through|leave|leaving|staying|coming|fly|flying)\s*$/.test(
      before,
    )
  )
    return false;
  return fractionLike || /^\s*(of|a|an|miles?|mi|hours?|hrs?|km|cups?|price|off|mile)\b/.test(after);
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
  for (const m of lower.matchAll(/(?<![\d/])(\d{1,2})\/(\d{1,2})(?:\/(?:\d{2}|\d{4}))?(?![\d/])/g)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a === 24 && b === 7) continue;
    const at = m.index ?? 0;
    const before = lower.slice(Math.max(0, at - 24), at);
    const after = lower.slice(at + m[0].length, at + m[0].length + 12);
    if (a >= 1 && a <= 12 && b >= 1 && b <= 31) {
      if (isFraction(a, b, after, before)) continue;
      return a;
    }
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
    const toSaturday = (6 - weekday + 7) % 7;
    return monthAfterDays(now, /\bnext weekend\b/.test(text) && toSaturday < 3 ? toSaturday + 7 : toSaturday);
  }
  if (/\bnext week\b/.test(text)) return monthAfterDays(now, 7);
  const inSome = /\bin (a|one|two|three|four|five|six|couple( of)?|\d{1,2}) (days?|weeks?)\b/.exec(text);
  if (inSome) {
    const count = NUMBER_WORDS[(inSome[1] as string).replace(" of", "")] ?? Number(inSome[1]);
    if (Number.isFinite(count)) return monthAfterDays(now, /week/.test(inSome[3] as string) ? count * 7 : count);
  }
  return null;
}
