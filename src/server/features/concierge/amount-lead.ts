import type { KnowledgeBase } from "./knowledge-base";
import { normalize } from "./text";
import type { Question } from "./understand";

// "How much is parking at Hāʻena?", "what does the Kalalau camping permit cost?": the amount leads (issue 15, tuning
// round 10, probe 4 class 9). The replies already carried the price, but in an article's fifth sentence. Here the
// articles' sentences with a dollar amount are read once; a cost question leads with the one about the thing
// and the place asked, when the reply's own first paragraph has no amount.

export const ASKS_AMOUNT =
  /\b(how much|what (does|do|will|would)\b(?: \w+){1,8} (cost|charge)|what (is|are|s) the (price|prices|fee|fees|cost|charge)|cost to|price (of|for|to)|fee (for|to)|how expensive|how pricey)\b/;

/** What the money is for, as the articles word it. */
const TOPICS: [RegExp, RegExp][] = [
  [
    /\b(park|parking|parked|stall|stalls|lot)\b/,
    /\bpark(ing)?\b(?! (entry|entrance|passes))|\bper (car|slot|vehicle)\b/,
  ],
  [/\b(permit|permits|camp|camping|overnight)\b/, /\b(permit|permits|camping|per night)\b/],
  [/\b(entry|entrance|admission|get in|to enter)\b/, /\b(entry|entrance|admission)\b/],
  [/\b(shuttle|bus)\b/, /\bshuttle\b/],
];
/** Words of a cost question that name no place. */
const NOT_NAMES = new Set(
  "parking parked permit permits camping overnight entry entrance admission shuttle price prices costs charge there where which about would could should much expensive pricey night nights person people adult adults ticket tickets".split(
    " ",
  ),
);
const PENALTY = /\b(fine|fined|penalty|ticketed)\b/;

type MoneySentence = { sentence: string; words: string; article: string };
const pools = new WeakMap<KnowledgeBase, MoneySentence[]>();

function moneySentences(kb: KnowledgeBase): MoneySentence[] {
  let pool = pools.get(kb);
  if (!pool) {
    pool = kb.articles.flatMap((a) =>
      a.body
        .split(/(?<=\.)\s+(?=[A-Z])/)
        .filter((s) => /\$\d/.test(s))
        .map((sentence) => ({ sentence, words: normalize(sentence), article: normalize(`${a.id} ${a.title}`) })),
    );
    pools.set(kb, pool);
  }
  return pool;
}

/** The sentence with the amount asked for, or null (not a cost question, no amount known, or one leads already). */
export function amountLead(message: string, q: Question, kb: KnowledgeBase, replyText: string): string | null {
  const text = normalize(message);
  if (!ASKS_AMOUNT.test(text)) return null;
  // (A reply whose first sentence has the amount already answers it.)
  if (/\$\d/.test(replyText.split(/(?<=\.)\s|\n/)[0] ?? "")) return null;
  const topics = TOPICS.filter(([asked]) => asked.test(text)).map(([, said]) => said);
  if (topics.length === 0) return null;
  const names = [
    ...q.places.flatMap((p) => p.names),
    ...q.towns.map((t) => normalize(t)),
    ...text.split(" ").filter((w) => w.length >= 5 && !NOT_NAMES.has(w)),
  ];
  let best: { sentence: string; score: number } | null = null;
  for (const m of moneySentences(kb)) {
    if (!topics.some((t) => t.test(m.words))) continue;
    if (PENALTY.test(m.words) && !PENALTY.test(text)) continue;
    const named = names.some((n) => ` ${m.words} `.includes(` ${n} `) || ` ${m.article} `.includes(` ${n} `));
    if (!named) continue;
    // (The article about the thing asked - "kalalau camping permit" - before one that mentions it in passing.)
    const score =
      topics.filter((t) => t.test(m.words)).length * 2 +
      (topics.some((t) => t.test(m.article)) ? 2 : 0) +
      (PENALTY.test(text) && PENALTY.test(m.words) ? 3 : 0) +
      (/\b(price|prices|fee|fees|costs?)\b/.test(m.words) ? 1 : 0);
    if (!best || score > best.score) best = { sentence: m.sentence, score };
  }
  return best ? `What it costs: ${best.sentence.trim()}` : null;
}
