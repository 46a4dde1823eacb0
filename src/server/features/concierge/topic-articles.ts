// Topic questions with no place in them (probe 11, class 4): "what's shore break and how do i not get hurt" got
// Kōloa Landing, "how do the one lane bridges work, whose turn is it" the Hanapēpē Swinging Bridge, "which month
// rains the most" Kilohana. A question about one of these topics is answered from its article (or, for the wettest
// and driest months, from the Līhuʻe climate normals the weather answers use), with no card.

import { LIHUE_RAIN_IN, MONTH_NAMES } from "./knowledge-base";
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

const WETTEST =
  /\b(which|what) month\w*\b(?: \w+){0,4} (rains?|rainiest|wettest|the most rain|most rain)\b|\b(rainiest|wettest) months?\b/;
const DRIEST =
  /\b(which|what) month\w*\b(?: \w+){0,4} (driest|least rain|the least rain|dry|sunniest)\b|\b(driest|sunniest) months?\b/;

export function topicArticleAnswer(ctx: ConciergeContext, q: Question, message: string): Reply | null {
  if (q.language !== "en" || !["recommend", "unclear", "howto", "yesno", "safety", "when", "weather"].includes(q.act))
    return null;
  const text = normalize(message);
  // (A place named in so many words is the subject: "is the Hanapēpē swinging bridge safe".)
  if (q.places.some((p) => p.names.some((n) => ` ${text} `.includes(` ${n} `)))) return null;
  const wettest = WETTEST.test(text);
  if (wettest || DRIEST.test(text)) {
    const order = LIHUE_RAIN_IN.map((inches, i) => ({ inches, i })).sort((a, b) => b.inches - a.inches);
    const [first, second] = wettest ? order : [...order].reverse();
    if (!first || !second) return null;
    const name = (i: number) => MONTH_NAMES[i] as string;
    // (Ties named together: May, July and August all average 2.1 inches.)
    const ties = order.filter((o) => o.inches === second.inches && o.i !== first.i).map((o) => name(o.i));
    const then = ties.length > 1 ? `${ties.slice(0, -1).join(", ")} and ${ties.at(-1)}` : name(second.i);
    return {
      text: wettest
        ? `${name(first.i)} is usually the wettest month at Līhuʻe (about ${first.inches} inches of rain on average), then ${then} (about ${second.inches} in); the wetter half of the year is about October to March. The North Shore and the mountains get much more rain than Līhuʻe all year, and the south and west sides less.`
        : `${name(first.i)} is usually the driest month at Līhuʻe (about ${first.inches} inches of rain on average), then ${then} (about ${second.inches} in); late spring and summer are the drier months. The south and west sides are drier than Līhuʻe, and the North Shore and the mountains wetter, all year.`,
      picks: [],
    };
  }
  const topic = TOPICS.find(([re]) => re.test(text));
  if (!topic || !ABOUT_IT.test(text)) return null;
  const article = ctx.kb.byId.get(topic[1]);
  return article ? { text: article.body, picks: [] } : null;
}
