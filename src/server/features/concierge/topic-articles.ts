// Topic questions with no place in them (probe 11, class 4): "what's shore break and how do i not get hurt" got
// Kōloa Landing, "how do the one lane bridges work, whose turn is it" the Hanapēpē Swinging Bridge, "which month
// rains the most" Kilohana (that one is now direct-answers.ts's wettest month). A question about one of these
// topics is answered from its article, with no card.

import type { ConciergeContext } from "./select";
import { normalize } from "./text";
import type { Question } from "./understand";

type Reply = { text: string; picks: [] };

/** A topic asked about, and the article that answers it. */
const TOPICS: [RegExp, string][] = [
  [/\bshore ?break\w*\b/, "shore-break"],
  [/\bone ?lane bridges?\b/, "one-lane-bridges"],
];
/** Asking about the topic, not for a place: what it is, how it works, how to deal with it. */
const ABOUT_IT =
  /\b(what|whats|what s|how|how many|why|etiquette|rules?|work|works|mean|means|meaning|explain|tips?|avoid|deal with|safe|dangerous|hurt|injur\w*)\b/;

export function topicArticleAnswer(ctx: ConciergeContext, q: Question, message: string): Reply | null {
  if (q.language !== "en" || !["recommend", "unclear", "howto", "yesno", "safety", "when", "weather"].includes(q.act))
    return null;
  const text = normalize(message);
  // (A place named in so many words is the subject: "is the Hanapēpē swinging bridge safe".)
  if (q.places.some((p) => p.names.some((n) => ` ${text} `.includes(` ${n} `)))) return null;
  const topic = TOPICS.find(([re]) => re.test(text));
  if (!topic || !ABOUT_IT.test(text)) return null;
  const article = ctx.kb.byId.get(topic[1]);
  return article ? { text: article.body, picks: [] } : null;
}
