// Respect, culture and Hawaiian-word questions (the fourth blind probe's class 6). "What's the meaning of kapu"
// got the whole 13-letters article, "can we touch the stones at the heiau" a heiau card with no answer, "is it
// ok to visit a heiau with kids" the lifeguard-tower article, "what is poi" and "who was king Kaumualiʻi" the
// off-topic refusal. The answers are in the articles (`hawaiian-words`, `sacred-places-and-kapu`, `luau-basics`)
// and the places' own descriptions: this file leads with the sentence that answers, or says plainly that the
// notes don't cover it.

import { isVisitable, oceanConditionIn, seasonOfMonth } from "@/shared/schemas/place-facts";
import type { DirectoryPlace } from "./directory";
import { MONTH_NAMES } from "./knowledge-base";
import type { ConciergeContext } from "./select";
import { normalize } from "./text";
import type { Question } from "./understand";

type Reply = { text: string; picks: DirectoryPlace[] };

const sentences = (body: string) => body.split(/(?<=[.!?])\s+/);

/** The glossary in the `hawaiian-words` article: "aloha (hello, goodbye, love), mahalo (thank you), ...". */
function glossary(ctx: ConciergeContext): { word: string; key: string; meaning: string }[] {
  const body = ctx.kb.byId.get("hawaiian-words")?.body ?? "";
  const list = body.slice(body.indexOf("Useful words:"));
  return [...list.matchAll(/([A-Za-zʻāēīōūĀĒĪŌŪ]+) \(([^)]+)\)/g)].map((m) => ({
    word: m[1] as string,
    key: normalize(m[1] as string).replace(/\s+/g, ""),
    meaning: m[2] as string,
  }));
}

/** "...sea turtles (honu)...": the phrase followed closely by a word in brackets. */
function namedInBrackets(body: string, phrase: string): boolean {
  for (let at = body.indexOf(phrase); at >= 0; at = body.indexOf(phrase, at + 1)) {
    const after = body.slice(at + phrase.length, at + phrase.length + 20);
    if (/^s?\s*\(/.test(after)) return true;
  }
  return false;
}

const MEANING =
  /\b(?:what does|what do|whats the meaning of|what s the meaning of|what is the meaning of|meaning of|define|definition of|what is|whats|what s) (?:the (?:hawaiian )?word )?(?:the )?(\w+)(?: mean| means| spirit)?\b/;
const TO_HAWAIIAN =
  /\b(?:how (?:do|to|would|can) (?:you|i|we) say|what is|whats|what s|translate) (.+?) (?:in|into) hawaiian\b|\bhawaiian (?:word|words|phrase) for (.+?)(?: is|\?|$)/;
const PRONOUNCE = /\b(pronounce\w*|pronunciation|how (do|to) (you|i|we) say (kauai|hawaiian)|say it right)\b/;

function wordAnswer(ctx: ConciergeContext, q: Question): Reply | null {
  const text = q.searchText;
  const article = ctx.kb.byId.get("hawaiian-words")?.body;
  if (!article) return null;
  const words = glossary(ctx);
  const list = words.map((w) => `${w.word} (${w.meaning})`).join(", ");
  if (PRONOUNCE.test(text)) {
    const rules = sentences(article).filter((s) => /\b(13 letters|every letter is pronounced)\b/i.test(s));
    const named = /\bkauai\b/.test(text)
      ? "Kauaʻi is spelled with an ʻokina before the last i, so that i is said on its own after a short break. "
      : "";
    return { text: `${named}${rules.join(" ")}`, picks: [] };
  }
  const toHawaiian = TO_HAWAIIAN.exec(text);
  if (toHawaiian) {
    const phrase = (toHawaiian[1] ?? toHawaiian[2] ?? "").replace(/^(a|an|the|say) /, "").trim();
    if (!phrase) return null;
    const hit = words.find((w) => w.meaning.split(/,\s*/).some((m) => normalize(m) === phrase));
    if (hit) return { text: `In Hawaiian, "${phrase}" is **${hit.word}** (${hit.meaning}).`, picks: [] };
    // ("Sea turtle" is honu in the turtles article, "Green sea turtles (honu)": that answer gives it.)
    if (ctx.kb.articles.some((a) => namedInBrackets(a.body.toLowerCase(), phrase))) return null;
    return {
      text: `My short list of Hawaiian words doesn't have "${phrase}", so I won't guess a translation. The words I do have: ${list}.`,
      picks: [],
    };
  }
  const meaning = MEANING.exec(text);
  if (meaning) {
    const key = (meaning[1] as string).replace(/\s+/g, "");
    const hit = words.find((w) => w.key === key);
    if (hit) return { text: `**${hit.word}** means ${hit.meaning}.`, picks: [] };
  }
  return null;
}

const SACRED =
  /\b(heiau|temples?|sacred|burial|petroglyphs?|offerings?|stack\w* (\w+ )?(rocks?|stones?)|rock (stacks?|stacking|piles?)|cairns?|hula (platform|mound|pa)|disrespect\w*|respectful|rude to)\b/;
/** Doing something to a sacred site: the answer is no. */
const TOUCHING =
  /\b(touch|climb|climbing|stack|stacking|move|moving|take|taking|sit on|stand on|walk on|build|go inside|go in|get inside|walk inside|walk in|step inside|enter|inside)\b/;

function sacredAnswer(ctx: ConciergeContext, q: Question): Reply | null {
  const text = q.searchText;
  if (!SACRED.test(text)) return null;
  // ("A temple run", "sacred falls" as a name, are not this: a heiau, stones or respect must be in the question.)
  if (!/\b(heiau|sacred|burial|stones?|rocks?|offerings?|lei|respect\w*|disrespect\w*|rude|hula platform)\b/.test(text))
    return null;
  // ("A spot with history but not a heiau, don't want to disrespect anything": a wish for other places - probe 12.)
  if (/\b(not|no|without|other than|except|besides|skip|avoid|anything but)( a| an| any| the)? heiau/.test(text))
    return null;
  const body = ctx.kb.byId.get("sacred-places-and-kapu")?.body;
  if (!body) return null;
  const parts = sentences(body);
  const rule = parts.find((s) => /\bHeiau \(temples\)/.test(s)) ?? parts[0];
  const care = parts.find((s) => /\bMālama\b/.test(s));
  const offering = /\b(offerings?|lei|leis|leave (something|a gift|flowers))\b/.test(text);
  const defining = /\b(what is|whats|what s|what are) (a )?heiau\b/.test(text);
  const lead = offering
    ? "My notes don't cover leaving offerings, so I won't tell you it's welcome; what they do say:"
    : /\b(disrespect\w*|rude|offensive)\b/.test(text)
      ? "Not if you go respectfully -"
      : TOUCHING.test(text)
        ? "No -"
        : /\b(visit|go|see|ok|okay|allowed|can we|can i)\b/.test(text)
          ? "Yes, with respect -"
          : "";
  const define = defining ? "A heiau is a Hawaiian temple. " : "";
  const heiau = ctx.directory.byId.get("kauai-poliahu-heiau");
  // ("The heiau across from ʻŌpaekaʻa Falls": the heiau, not the falls named to say where it is - dev28, dev30.)
  const namedHeiau = q.places.find((p) => /\bheiau\b/i.test(p.name));
  const picks =
    heiau &&
    /\bheiau\b/.test(text) &&
    !namedHeiau &&
    isVisitable(heiau.facts) &&
    (q.places.length === 0 || /\b(across|near|by|next to|opposite|above|from)\b/.test(text))
      ? [heiau]
      : [];
  const named = picks.length > 0 ? undefined : q.places[0];
  const text2 =
    `${define}${lead ? `${lead} ` : ""}${lead.endsWith(" -") ? rule?.replace(/^[A-Z]/, (c) => c.toLowerCase()) : rule} ${care ?? ""}`.trim();
  return {
    text: `${text2}${picks.length > 0 ? `\n\nOne you can visit: **${heiau?.name}** (${heiau?.region}) - ${heiau?.description}` : ""}`,
    picks: named ? [named] : picks,
  };
}

const LUAU = /\b(luau|luaus)\b/;
function luauAnswer(ctx: ConciergeContext, q: Question): Reply | null {
  const text = q.searchText;
  const body = ctx.kb.byId.get("luau-basics")?.body;
  if (!body) return null;
  if (/\bwhat (is|s) poi\b|\bwhats poi\b|\bpoi\b(?: \w+){0,2} (taste|good|like)\b/.test(text))
    return {
      text: `Poi is one of the Hawaiian dishes to expect at a lūʻau: ${(sentences(body).find((s) => /\bpoi\b/.test(s)) ?? "").replace(/^[A-Z]/, (c) => c.toLowerCase())} My notes don't describe its taste, so try a little and judge for yourself.`,
      picks: [],
    };
  if (
    LUAU.test(text) &&
    /\b(difference|what is a|whats a|what s a|vs|versus|compared|what happens at|what to expect)\b/.test(text)
  ) {
    const smiths = ctx.directory.byId.get("kauai-smiths-tropical-paradise");
    return { text: body, picks: smiths && isVisitable(smiths.facts) ? [smiths] : [] };
  }
  return null;
}

/** "Who was King Kaumualiʻi?": the places whose own descriptions name them, or that the notes don't cover it. */
function whoAnswer(ctx: ConciergeContext, q: Question): Reply | null {
  const who = /^(?:who (?:was|is|were)) (?:king |queen |chief |prince |princess )?(.+?)$/.exec(q.searchText);
  if (!who) return null;
  const name = (who[1] as string).trim();
  const said = name.replace(/\b\w/g, (c) => c.toUpperCase());
  if (name.length < 4 || /\b(you|your|the best|buried|here)\b/.test(name)) return null;
  const found = ctx.directory.places
    .map((p) => ({ p, s: sentences(p.description).find((s) => normalize(s).includes(name)) }))
    .filter((x): x is { p: DirectoryPlace; s: string } => x.s !== undefined)
    .slice(0, 2);
  if (found.length === 0)
    return {
      text: `My notes have no history article, and no place in our directory mentions ${said}, so I won't guess. I can help with places to go, safety, permits, weather by month and drive times.`,
      picks: [],
    };
  return {
    text: `My notes have no history article; ${found.length === 1 ? "one place" : "these places"} in our directory mention${found.length === 1 ? "s" : ""} ${said}:\n\n${found.map(({ p, s }) => `- **${p.name}**: ${s}`).join("\n")}`,
    picks: found.map((x) => x.p).filter((p) => isVisitable(p.facts)),
  };
}

const FEEDING =
  /\b(feed|feeding|give food to|bread for) (the )?(fish|fishes|turtles?|honu|seals?|birds?|chickens?|roosters?|nene|wildlife|animals|ducks?)\b/;
const ON_THE_REEF =
  /\b(walk|walking|stand|standing|step|stepping|climb|climbing) (on|across|over|out on) (the )?(reef|reefs|coral)\b|\btouch (the )?coral\b/;

/** "Can we feed the fish?", "can we walk on the reef at low tide?": what the notes say, without inventing a rule. */
function careAnswer(ctx: ConciergeContext, q: Question): Reply | null {
  const text = q.searchText;
  const care = sentences(ctx.kb.byId.get("sacred-places-and-kapu")?.body ?? "").find((s) => /\bMālama\b/.test(s));
  if (FEEDING.test(text)) {
    const turtles = sentences(ctx.kb.byId.get("green-sea-turtles")?.body ?? "").find((s) => /\bfeed\b/.test(s));
    return {
      text: `Better not. ${turtles ? `For sea turtles, ${turtles.replace(/^NOAA/, "NOAA")}` : ""} My notes have no rule about other animals, but the same care applies${care ? `: ${care.replace(/^M/, "m")}` : "."}`.trim(),
      picks: [],
    };
  }
  if (ON_THE_REEF.test(text)) {
    // ("Low tide at Tunnels (January), can we walk out on the reef?": that month's water at the named place too -
    // waves wash over a reef flat in the surf season - session 11, dev14.)
    const place = q.places.find((p) => p.facts?.ocean);
    const condition = place ? oceanConditionIn(place.facts, q.month) : null;
    const water =
      place && condition === "dangerous"
        ? ` In ${MONTH_NAMES[q.month - 1]} the water at ${place.name} is usually dangerous (${seasonOfMonth(q.month)} surf and currents), so stay on the sand.`
        : place && condition === "caution"
          ? ` In ${MONTH_NAMES[q.month - 1]} the water at ${place.name} needs caution: watch the surf before going near the water.`
          : "";
    return {
      text: `Better not: my notes have no rule about walking on the reef, so I won't tell you it's allowed.${water} ${care ?? ""}`.trim(),
      picks: [],
    };
  }
  return null;
}

/** The answer to a respect, culture or Hawaiian-word question, from the articles; null when it is not one. */
export function cultureAnswer(ctx: ConciergeContext, q: Question): Reply | null {
  if (q.language !== "en") return null;
  return wordAnswer(ctx, q) ?? sacredAnswer(ctx, q) ?? careAnswer(ctx, q) ?? luauAnswer(ctx, q) ?? whoAnswer(ctx, q);
}
