// Up at Waimea Canyon and Kōkeʻe (session 13; dev27 and dev29, blind): "how long from lihue airport to kokee, is
// there a fee, and do we need jackets up there" got the drive and the fee but not the jacket, and "kalalau lookout
// in december, will we even see anything?" the view but not when it is clearest. The Waimea Canyon and Kōkeʻe
// article says both; its sentence is added when the reply does not already say it.

import type { ConciergeContext } from "./select";
import { normalize } from "./text";
import type { Question } from "./understand";

const UP_THERE = /\b(kokee|waimea canyon|the canyon|kalalau lookout|puu o kila|up there|up top|at the top|the rim)\b/;
const LAYERS_ASKED =
  /\b(jackets?|sweaters?|sweatshirts?|hoodies?|fleece|layers?|warm clothes|coat|pants|how cold|cold up|chilly|what to wear|wear)\b/;
const VIEW_ASKED =
  /\b(how early|what time|best time|see anything|see much|see the (valley|view|canyon)|clouds?|cloudy|fog|foggy|fogged|socked in|visibility|clear|clearest|misty?|whited out)\b/;

/** The article sentence about layers or about the clearest hours, when asked and not yet said; else null. */
export function altitudeNote(ctx: ConciergeContext, q: Question, message: string, reply: string): string | null {
  if (q.language !== "en") return null;
  const text = normalize(message);
  const aboutUpThere =
    UP_THERE.test(text) ||
    q.places.some((p) => p.region === "Waimea Canyon & Kokee") ||
    q.regions.includes("Waimea Canyon & Kokee");
  if (!aboutUpThere) return null;
  const body = ctx.kb.byId.get("waimea-canyon-kokee-tips")?.body ?? "";
  const sentences = body.split(/(?<=\.)\s+/);
  const notes: string[] = [];
  if (LAYERS_ASKED.test(text) && !/\b(jacket|layer)\b/i.test(reply)) {
    const layers = sentences.find((s) => /\bjacket\b/.test(s));
    if (layers) notes.push(layers);
  }
  if (VIEW_ASKED.test(text) && !/\bearly\b/i.test(reply)) {
    const early = sentences.find((s) => /\bearly morning\b/.test(s));
    if (early) notes.push(early);
  }
  return notes.length > 0 ? notes.join(" ") : null;
}
