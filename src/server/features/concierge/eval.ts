import type { ChatTurn } from "@/server/providers/ai/concierge-engine";
import { KAUAI_BOUNDS } from "@/shared/constants";
import { isVisitable, seasonOfMonth } from "@/shared/schemas/place-facts";
import { z } from "@/shared/schemas/zod";
import type { Directory } from "./directory";
import { normalize } from "./text";

// The concierge evaluation (issue 15): two files in tests/eval/, a development set to tune on and a
// held-out test set written before tuning by someone who never saw the engine. A case is answered
// well when its card and text checks pass; unsafe and inaccessible recommendations are counted apart.

export const EVAL_CATEGORIES = [
  "safety",
  "direct",
  "named",
  "constraints",
  "followup",
  "season",
  "language",
  "offtopic",
  "food",
] as const;
export type EvalCategory = (typeof EVAL_CATEGORIES)[number];

const evalCaseSchema = z.object({
  id: z.string().min(1),
  category: z.enum(EVAL_CATEGORIES),
  date: z.string().optional(),
  turns: z.array(z.string().min(1)).min(1),
  cards: z
    .object({
      includeOneOf: z.array(z.string()).optional(),
      exclude: z.array(z.string()).optional(),
      none: z.boolean().optional(),
    })
    .optional(),
  text: z
    .object({
      mention: z.array(z.array(z.string().min(1)).min(1)).optional(),
      notMention: z.array(z.string().min(1)).optional(),
    })
    .optional(),
  safety: z
    .object({
      activity: z.enum(["swim", "snorkel", "surf", "water"]),
      party: z.enum(["toddler", "kids", "beginner", "adults"]).optional(),
    })
    .optional(),
});
export type EvalCase = z.infer<typeof evalCaseSchema>;

export const evalFileSchema = z.object({
  description: z.string().optional(),
  defaultDate: z.string(),
  cases: z.array(evalCaseSchema),
});
export type EvalFile = z.infer<typeof evalFileSchema>;

/** What the evaluation needs from an engine: the reply's text and the place ids on its cards. */
export type EvalAnswer = { text: string; placeIds: string[] };
export type EvalAnswerFn = (input: { history: ChatTurn[]; message: string; now: Date }) => EvalAnswer;

export type EvalMiss = { id: string; category: EvalCategory; reasons: string[]; recommended: string[] };
export type EvalResult = {
  total: number;
  good: number;
  share: number;
  byCategory: Record<EvalCategory, { total: number; good: number }>;
  misses: EvalMiss[];
  /** Cards for places not in the directory (invented) or inactive. */
  invented: number;
  /** Cards for places outside Kauaʻi's bounds. */
  outsideKauai: number;
  /** Cards for closed, private, restricted or helicopter-only places. */
  inaccessible: number;
  /** Cards for places whose ocean conditions are dangerous for the case's activity and party that month. */
  unsafe: number;
  timingsMs: number[];
};

const MONTH_NAMES_FOR_GRADING: [RegExp, number][] = [
  [/\bjan(uary)?\b/, 1],
  [/\bfeb(ruary)?\b|\bvalentine/, 2],
  [/\bmarch\b|\bspring break\b/, 3],
  [/\bapril\b/, 4],
  // "May" the month, not the verb ("the kids may want to swim"): a month needs a month's context.
  [
    /\b(in|during|for|of|this|next|last|early|mid|late|until|till|since|through|thru) may\b|\bmay ([0-9]+|and|or|through|thru|to)\b|\b[0-9]{1,2}(st|nd|rd|th)? (of )?may\b|\b(january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec),? (and|or|to|through|thru) may\b|^may$|\bmay$/,
    5,
  ],
  [/\bmemorial day\b/, 5],
  [/\bjune\b/, 6],
  [/\bjuly\b|\b(4th|fourth) of jul|\bindependence day\b/, 7],
  [/\baug(ust)?\b/, 8],
  [/\bsept?(ember)?\b|\blabor day\b|\blabour day\b/, 9],
  [/\boct(ober)?\b|\bhalloween\b/, 10],
  [/\bnov(ember)?\b|\bthanksgiving\b/, 11],
  [/\bdec(ember)?\b|\bchristmas\b|\bxmas\b|\bnew year/, 12],
  // Seasons said with their context (session 8: "next summer", "early fall", "springtime" were judged by the
  // month of asking). Spring and fall, unqualified, are their middle months (April, October).
  [/\b(early|beginning of( the)?) (fall|autumn)\b/, 9],
  [/\b(late|end of( the)?) (fall|autumn)\b/, 11],
  [/\b(late|end of( the)?) spring\b/, 5],
  [/\b(early|beginning of( the)?) summer\b/, 6],
  [/\b(late|end of( the)?) summer\b/, 8],
  [/\b(in|this|next|coming|during|over|for)( the)? winter\b|\bwinter (trip|vacation|time|months)\b/, 1],
  [/\b(in|this|next|coming|during|over|for)( the)? summer\b|\bsummer ?(trip|vacation|time|months)\b/, 7],
  [/\b(in|this|next|coming|during|over|for)( the)? spring\b|\bspring ?(trip|vacation|time)\b/, 4],
  [/\b(in|this|next|coming|during|over|for)( the)? fall\b|\bautumn\b|\bfall (trip|vacation)\b/, 10],
];

/** The last month named in English in the conversation, or null. */
export function namedMonth(turns: string[]): number | null {
  for (const turn of [...turns].reverse()) {
    const text = normalize(turn);
    for (const [pattern, month] of MONTH_NAMES_FOR_GRADING) if (pattern.test(text)) return month;
  }
  return null;
}

function isDangerousFor(directory: Directory, placeId: string, test: EvalCase, month: number): boolean {
  const place = directory.byId.get(placeId);
  const safety = test.safety;
  if (!place?.facts?.ocean || !safety) return false;
  const condition = place.facts.ocean[seasonOfMonth(month)];
  if (condition === "dangerous") return true;
  // "Caution" water is no place for a toddler, a child or a beginner.
  return condition === "caution" && safety.party !== undefined && safety.party !== "adults";
}

/**
 * Whether the normalised reply contains a phrase. A phrase that is one short word ("no", "yes",
 * "70s") must stand as a word: as a substring, "no" would be found in "not", "north" and "know".
 */
export function containsPhrase(text: string, phrase: string, raw?: string): boolean {
  const wanted = normalize(phrase);
  // A phrase in another script ("英語", "영어") normalises to nothing, which every text "contains":
  // such a phrase is looked for in the reply as written.
  if (wanted === "" || /[^\p{Script=Latin}\p{P}\p{N}\p{Zs}\p{M}$]/u.test(phrase.normalize("NFD")))
    return raw !== undefined && phrase.trim() !== "" && raw.toLowerCase().includes(phrase.trim().toLowerCase());
  // "no", "yes", "not", "ok" and a bare number ("10", "70s") must stand as words: as substrings they
  // are found in "north", "know", "100"; any other phrase ("mud" in "muddy") may sit inside a word.
  if (!/^(no|yes|not|ok|[0-9]+[a-z]{0,2})$/.test(wanted)) return text.includes(wanted);
  return new RegExp(`(^|[^a-z0-9])${wanted}($|[^a-z0-9])`).test(text);
}

function grade(directory: Directory, test: EvalCase, answer: EvalAnswer, month: number): string[] {
  const reasons: string[] = [];
  const cards = answer.placeIds;
  const include = test.cards?.includeOneOf ?? [];
  if (include.length > 0 && !include.some((id) => cards.includes(id))) {
    reasons.push(`none of the expected places (${include.join(", ")})`);
  }
  for (const id of test.cards?.exclude ?? []) if (cards.includes(id)) reasons.push(`showed an excluded place: ${id}`);
  if (test.cards?.none && cards.length > 0) reasons.push(`showed cards where none belong (${cards.join(", ")})`);
  const text = normalize(answer.text);
  for (const group of test.text?.mention ?? []) {
    if (!group.some((phrase) => containsPhrase(text, phrase, answer.text)))
      reasons.push(`did not mention ${group.join(" / ")}`);
  }
  for (const phrase of test.text?.notMention ?? []) {
    if (containsPhrase(text, phrase, answer.text)) reasons.push(`mentioned "${phrase}"`);
  }
  for (const id of cards) {
    const place = directory.byId.get(id);
    if (place && !isVisitable(place.facts)) reasons.push(`showed an inaccessible or closed place: ${id}`);
    if (isDangerousFor(directory, id, test, month)) reasons.push(`unsafe for ${test.safety?.party ?? "anyone"}: ${id}`);
  }
  return reasons;
}

/** Runs each case through `answer` (earlier turns answered by it too) and grades the last reply. */
export function runConciergeEval(directory: Directory, file: EvalFile, answer: EvalAnswerFn): EvalResult {
  const misses: EvalMiss[] = [];
  const timingsMs: number[] = [];
  const byCategory = Object.fromEntries(
    EVAL_CATEGORIES.map((c) => [c, { total: 0, good: 0 }]),
  ) as EvalResult["byCategory"];
  let invented = 0;
  let outsideKauai = 0;
  let inaccessible = 0;
  let unsafe = 0;
  for (const test of file.cases) {
    const now = new Date(test.date ?? file.defaultDate);
    // The month the visitor asks about: one named in the conversation, else the month as lived on
    // Kauaʻi (HST, UTC-10) at the case's date. Read by the grader itself, independently of the engine.
    const month = namedMonth(test.turns) ?? new Date(now.getTime() - 10 * 3_600_000).getUTCMonth() + 1;
    const history: ChatTurn[] = [];
    let last: EvalAnswer | null = null;
    for (const message of test.turns) {
      const started = performance.now();
      last = answer({ history: [...history], message, now });
      timingsMs.push(performance.now() - started);
      history.push({ role: "user", content: message }, { role: "assistant", content: last.text });
    }
    if (!last) continue;
    for (const id of last.placeIds) {
      const place = directory.byId.get(id);
      if (!place) {
        invented++;
        continue;
      }
      const inside =
        place.latitude !== null &&
        place.longitude !== null &&
        place.latitude >= KAUAI_BOUNDS.minLat &&
        place.latitude <= KAUAI_BOUNDS.maxLat &&
        place.longitude >= KAUAI_BOUNDS.minLon &&
        place.longitude <= KAUAI_BOUNDS.maxLon;
      if (!inside) outsideKauai++;
      if (!isVisitable(place.facts)) inaccessible++;
      if (isDangerousFor(directory, id, test, month)) unsafe++;
    }
    const reasons = grade(directory, test, last, month);
    const bucket = byCategory[test.category];
    bucket.total++;
    if (reasons.length > 0) misses.push({ id: test.id, category: test.category, reasons, recommended: last.placeIds });
    else bucket.good++;
  }
  const total = file.cases.length;
  const good = total - misses.length;
  return {
    total,
    good,
    share: total === 0 ? 0 : good / total,
    byCategory,
    misses,
    invented,
    outsideKauai,
    inaccessible,
    unsafe,
    timingsMs,
  };
}
