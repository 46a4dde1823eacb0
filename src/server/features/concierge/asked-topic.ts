// The topic the question asks about, before a keyword pulls something else (the fourth blind probe's class 7):
// "is the Hanakāpīʻai stream safe to cross today" was answered about Hanakāpīʻai Beach's water, "is the Kalalau
// Trail muddy this time of year" with its difficulty and no yes/no, "is uber available in Hanalei" with three
// Hanalei cards, "where to photograph the Nā Pali coast from land" with a boat tour first.

import type { DirectoryPlace } from "./directory";
import type { ConciergeContext } from "./select";
import { normalize } from "./text";
import type { Question } from "./understand";

type Reply = { text: string; picks: DirectoryPlace[] };

const STREAM_CROSSING =
  /\b(cross|crossing|ford|fording|wade across|get across|get over)\b(?: \w+){0,4} (streams?|rivers?|creeks?)\b|\b(streams?|rivers?|creeks?)\b(?: \w+){0,4} (to cross|crossing|cross it|passable|too high|flooded|rising)\b|\bstream crossings?\b|\b(streams?|rivers?|creeks?)\b(?: \w+){0,8} (cross or wait|cross or turn back|or wait|drive across|drive through|go across)\b/;
/** The water is up now: brown, high, fast or rising (session 12, probe 10). */
const WATER_UP = /\b(brown|muddy|high|fast|rising|raging|flooded|over the (road|bridge))\b/;
const RIDE_HAILING = /\b(uber|ubers|lyft|lyfts|taxi|taxis|cabs?|rideshare|ride share|ride hailing)\b/;
/** From land: a boat or a helicopter is not the answer. */
const FROM_LAND =
  /\b(from (the )?(land|shore|road|car|coast|lookouts?|the ground)|without a (boat|helicopter)|by land|on foot)\b/;

/** "Is the Kalalau Trail muddy?": an attribute the place's own notes name. */
const ATTRIBUTES: [RegExp, RegExp][] = [
  [/\b(muddy|mud)\b/, /\bmud\w*\b/i],
  [/\b(slippery|slick)\b/, /\b(slippery|slick)\b/i],
  [/\b(steep)\b/, /\bsteep\w*\b/i],
  [/\b(crowded|busy|packed)\b/, /\b(crowd\w*|busy|packed)\b/i],
];

/**
 * The article that answers a stream crossing, when the composed reply's first paragraph answered something else
 * (a beach's water); null otherwise. (Round 6's rain wait and round 9's crossing article stay as they are.)
 */
export function askedTopicReply(ctx: ConciergeContext, q: Question, message: string, reply: string): Reply | null {
  const text = normalize(message);
  const first = reply.split("\n\n")[0] ?? "";
  // (Asked to choose with the water already up - "cross or wait?" - the wait leads whatever came first.)
  const decide = WATER_UP.test(text) && /\b(or wait|should we wait|wait or|cross or)\b/.test(text);
  if (STREAM_CROSSING.test(text) && (decide || !/\b(streams?|rivers?|cross\w*|flood\w*|dry spell)\b/i.test(first))) {
    const body = ctx.kb.byId.get("hanakapiai-stream-crossing")?.body;
    const flood = ctx.kb.byId.get("flash-flood-safety")?.body;
    if (!body) return null;
    const named = /\b(hanakapiai|kalalau)\b/.test(text) || q.places.some((p) => /Hanakāpīʻai|Kalalau/.test(p.name));
    const lead = WATER_UP.test(text)
      ? "Wait - don't cross: brown, high or fast water means the stream is in flood, and it can rise further within minutes. Wait on high ground until it drops, even if that takes hours, or turn back; never wade across it or drive through water over a road or bridge."
      : "Only if it is low and clear - never if the water is brown, fast or rising; I don't have live stream levels, so look at it yourself and turn back when in doubt.";
    return { text: `${lead}\n\n${named ? body : (flood ?? body)}`, picks: [] };
  }
  return null;
}

/** A lead the question asks for, put before the composed reply: the yes/no about a named place's attribute. */
export function askedTopicLead(ctx: ConciergeContext, q: Question, message: string): string | null {
  const text = normalize(message);
  if (RIDE_HAILING.test(text)) {
    const body = ctx.kb.byId.get("rental-car")?.body;
    return body
      ? `I don't have verified information on Uber, Lyft or taxi availability, so I won't guess. What my notes say about getting around: ${body}`
      : null;
  }
  const place = q.places[0];
  if (!place || !/^(is|are|does|do|will|would|gets?|how)\b/.test(text)) return null;
  const asked = ATTRIBUTES.find(([re]) => re.test(text));
  if (!asked) return null;
  const notes = [place.facts?.access.note ?? "", ...(place.facts?.safetyNotes ?? []), place.description]
    .flatMap((t) => t.split(/(?<=[.;])\s+/))
    .filter((s) => asked[1].test(s));
  if (notes.length === 0)
    return `Our directory doesn't say whether ${place.name} is ${text.match(asked[0])?.[0] ?? "like that"}.`;
  const first = (notes[0] as string).replace(/[;,:]\s*$/, ".");
  return `Yes, it can be - ${place.name}: ${first}`;
}

/** "From land": boats and helicopters are kept off the list (as the visitor's own "no boat" would). */
export function fromLand(q: Question, message: string): Question {
  if (!FROM_LAND.test(normalize(message))) return q;
  return { ...q, avoid: [...new Set([...q.avoid, "boat tours", "helicopter"])] };
}
