// "What to wear to dinner at Merriman's?", "is there a dress code for the lūʻau?" (the fifth blind probe's class
// 10, tuning round 11): the place's opening hours and the best time to visit had been answered. The packing
// article's own sentence about dressing for dinner answers it; nothing is said about a place's own rules.

import type { KnowledgeBase } from "./knowledge-base";
import { normalize } from "./text";
import type { Question } from "./understand";

const WEAR =
  /\b(what (to|do (i|we)|should (i|we)|can (i|we)) wear|what (to|should (i|we)) dress|dress code|dress up|dressed up|dressy|formal|jacket required|shorts ok|wear shorts|flip flops (ok|allowed))\b/;
const DINING = /\b(dinner|lunch|breakfast|restaurant|restaurants|eat|eating|dining|luau|date night)\b/;

export function dressLead(message: string, q: Question, kb: KnowledgeBase): string | null {
  const text = normalize(message);
  if (!WEAR.test(text)) return null;
  // ("We'll be dressed up" says what they can't do - sand, a swim - not a question about what to wear - session 13.)
  if (
    /\b(we ll|well|we will|i ll|ill|we are|we re|were|i m|im|i am|already|be|being|getting) (all |both |still )?(dressed up|dressy)\b/.test(
      text,
    ) &&
    !/\b(what (to|do (i|we)|should (i|we)|can (i|we)) wear|dress code|should (we|i) dress|do (we|i) (need|have) to dress|too (dressed up|dressy|casual))\b/.test(
      text,
    )
  )
    return null;
  if (!DINING.test(text) && !q.places.some((p) => p.category === "Restaurant")) return null;
  const body = kb.byId.get("what-to-pack")?.body ?? "";
  const sentence = body.split(/(?<=\.)\s+/).find((s) => /\bdressed up\b|\bDining is casual\b/.test(s));
  if (!sentence) return null;
  const place = q.places.find((p) => p.category === "Restaurant");
  return `${sentence}${place ? ` Our directory records no dress code for ${place.name}; if you want to be sure, ask them when you book.` : ""}`;
}
