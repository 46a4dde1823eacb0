// A medical device or condition (oxygen, a CPAP, an insulin pump, a pacemaker, diabetes), a sensory disability
// (hearing or sight loss), a service animal or an allergy (the fourth blind probe's class 3). They were read as
// "older travellers" ("grandpa has a pacemaker, is a helicopter tour ok?" - "fine for most visitors who take care,
// including older travellers") or ignored ("hard of hearing, any tours with captions?" got three tours as if they
// fitted). The directory holds no medical, operator or accessibility-service rules, so the reply says so first and
// sends the visitor to the doctor and the operator; never "fine". What the data does hold follows: the altitude
// and cold at Kōkeʻe (articles), a trail's "no drinking water, no cell coverage" notes, and for sight loss the
// places whose own descriptions offer sound, scent or touch on easy footing. (Pregnancy: `party.pregnant`.)

import { isVisitable } from "@/shared/schemas/place-facts";
import type { DirectoryPlace } from "./directory";
import { type ConciergeContext, unsafeReason } from "./select";
import { normalize } from "./text";
import type { Question } from "./understand";

type Reply = { text: string; picks: DirectoryPlace[] };
export type HealthNeed = "device" | "hearing" | "sight" | "service-animal" | "allergy";

const NEEDS: [RegExp, HealthNeed, string][] = [
  [
    /\b(service (dogs?|animals?)|guide dogs?|seeing eye dogs?|assistance (dogs?|animals?)|(emotional )?support (dogs?|animals?))\b/,
    "service-animal",
    "a service animal",
  ],
  [
    /\b(on oxygen|uses? oxygen|using oxygen|oxygen (tank|tanks|concentrator|bottle)s?|portable oxygen|needs? oxygen|cpap|c pap|bipap|sleep apnea|insulin pumps?|insulin|diabet\w*|type (1|one|2|two) diabet\w*|pacemakers?|defibrillator|heart (condition|problems?|disease|trouble)|bad heart|copd|emphysema|lung (condition|disease|problems?)|epilep\w*|prone to seizures|dialysis|ostomy|colostomy|chemo\w*|asthmatic|has asthma|have asthma|with asthma)\b/,
    "device",
    "",
  ],
  [
    /\b(deaf|hard of hearing|hearing (loss|impaired|impairment|aids?)|sign language|asl interpret\w*|captions?|captioned|subtitles?)\b/,
    "hearing",
    "hearing loss",
  ],
  [
    /\b(legally blind|blind|low vision|visually impaired|vision (loss|impaired|impairment)|partially sighted|sight loss|poor (eye)?sight|can ?t see (well|much))\b/,
    "sight",
    "sight loss",
  ],
  [/\b(allerg\w*|anaphyla\w*|epi ?pens?)\b/, "allergy", "an allergy"],
];

/** The health need the message names, with the words that name it; null when none. */
export function healthNeedOf(message: string): { need: HealthNeed; words: string } | null {
  const text = normalize(message);
  // ("The blind spot", "window blinds", "a support bra" are not needs.)
  if (/\bblind (spot|date|corner|curve|turn)s?\b/.test(text) && !/\b(legally blind|low vision|visually)\b/.test(text))
    return null;
  for (const [re, need, label] of NEEDS) {
    const hit = re.exec(text);
    if (hit) return { need, words: label || describeDevice(hit[0]) };
  }
  return null;
}

function describeDevice(words: string): string {
  if (/oxygen|copd|emphysema|lung/.test(words)) return "oxygen or a lung condition";
  if (/cpap|bipap|apnea/.test(words)) return "a CPAP machine";
  if (/insulin|diabet/.test(words)) return "diabetes";
  if (/pacemaker|defibrillator|heart/.test(words)) return "a heart condition or pacemaker";
  if (/asthma/.test(words)) return "asthma";
  if (/epilep|seizure/.test(words)) return "epilepsy";
  return "a medical condition";
}

const FINE = /^(.+?) is fine for most visitors who take care(?:, including [^.]+)?\. Here is what to know:$/m;
const SENSES =
  /\b(hiss\w*|roar\w*|moan\w*|blowhole|fragran\w*|scent\w*|garden|gardens|paved|birdsong|waterfall sounds?)\b/i;
const UNVERIFIED = /^I don't have verified information on that in my Kauaʻi notes/;
const BY_THE_SEA = /\b(blowhole|seawater|shoreline|ocean|surf|sea)\b/i;

function sentencesOf(place: DirectoryPlace): string[] {
  const facts = place.facts;
  return [place.description, facts?.access.note ?? "", ...(facts?.safetyNotes ?? [])]
    .flatMap((t) => t.split(/(?<=[.;])\s+/))
    .map((s) => s.trim().replace(/[;,:]\s*$/, "."))
    .filter(Boolean);
}

/** What the data holds that matters for a medical device or condition, at the place or area asked about. */
function deviceFacts(ctx: ConciergeContext, q: Question, words: string): string[] {
  const lines: string[] = [];
  const place = q.places[0];
  const canyon =
    q.regions.includes("Waimea Canyon & Kokee") ||
    place?.region === "Waimea Canyon & Kokee" ||
    /\b(kokee|waimea canyon|the canyon|kalalau lookout|puu o kila)\b/.test(q.searchText);
  if (canyon && /oxygen|lung|heart|asthma|medical/.test(words)) {
    const tips = ctx.kb.byId.get("waimea-canyon-kokee-tips")?.body ?? "";
    const altitude = tips.split(/(?<=\.)\s+/).filter((s) => /\b(4,000 feet|cooler)\b/.test(s));
    if (altitude.length > 0) lines.push(`Up at Kōkeʻe and the canyon: ${altitude.join(" ")}`);
  }
  if (place) {
    const remote = sentencesOf(place).filter((s) => /\b(drinking water|cell coverage|no water)\b/i.test(s));
    if (remote.length > 0)
      lines.push(`At ${place.name}: ${[...new Set(remote)].join(" ")} Carry what you need, with spares.`);
  }
  if (/\bcamp\w*\b/.test(q.searchText) && /cpap|oxygen/i.test(words))
    lines.push("Our directory doesn't record electricity at campsites, so don't count on power for the machine there.");
  return lines;
}

/** Places whose own descriptions offer sound, scent or touch, on easy footing, safe for this question. */
function senseful(ctx: ConciergeContext, q: Question): DirectoryPlace[] {
  const sea = /\b(ocean|sea|waves|surf|beach|hear the water)\b/.test(q.searchText);
  return ctx.directory.places
    .filter(
      (p) =>
        p.category !== "Hotel" &&
        isVisitable(p.facts) &&
        p.facts?.access.mode !== "tour-only" &&
        !/challenging|moderate|strenuous/i.test(p.difficultyLevel ?? "") &&
        SENSES.test(p.description) &&
        (!sea || BY_THE_SEA.test(p.description)) &&
        (q.regions.length === 0 || (p.region !== null && q.regions.includes(p.region))) &&
        unsafeReason(p, { ...q, party: { ...q.party, beginner: false } }) === null,
    )
    .slice(0, 3);
}

/**
 * The reply with the health need said first (or, for a question only the operator or doctor can answer,
 * instead): null when the message names no such need.
 */
export function withHealthNeed(ctx: ConciergeContext, q: Question, message: string, reply: Reply): Reply | null {
  const found = healthNeedOf(message);
  if (!found) return null;
  const { need, words } = found;
  const place = q.places[0];
  const fine = FINE.exec(reply.text);
  const subject = place?.name ?? fine?.[1] ?? null;
  if (need === "service-animal")
    return {
      text: `I don't have verified information about where service animals may go on Kauaʻi's trails, beaches, boats and tours, so I won't guess: check with the state or county park that manages ${subject ?? "the place"}, and with the operator before you book a tour. I can help with places to go, safety, permits, weather by month and drive times.`,
      picks: [],
    };
  if (need === "allergy") {
    // (Food lists already carry the diet disclaimer: answer.ts.)
    if (/\bdoes not record which places have\b/.test(reply.text)) return null;
    const lead = `Our directory holds no menus or allergen information, so I can't tell you whether ${subject ?? "a place"} is safe for ${words}: ask ${subject ? "them" : "the restaurant, lūʻau or tour"} directly before you book or order, and carry your medication.`;
    // (A safety answer about something else - the lifeguard towers for "is poke safe" - is dropped.)
    if (UNVERIFIED.test(reply.text) || !reply.picks.some((p) => p.category === "Restaurant" || p === place))
      return { text: lead, picks: place ? [place] : [] };
    return { text: `${lead}\n\n${reply.text}`, picks: reply.picks };
  }
  if (need === "hearing") {
    const lead = `Our directory doesn't record captions, written guides or sign-language interpretation for tours${subject ? ` (nor for ${subject})` : ""}, so ask the operator when you book${/\b(tours?|boat|helicopter|zipline|kayak|luau)\b/.test(q.searchText) ? "" : "; places you see for yourself (lookouts, gardens, beaches from the sand) need none"}.`;
    const text = fine ? reply.text.replace(FINE, "Here is what our directory records:") : reply.text;
    return { text: `${lead}\n\n${text}`, picks: reply.picks };
  }
  if (need === "sight") {
    if (place && fine)
      return {
        text: `Our directory doesn't record help for visitors with ${words} at ${place.name}${place.facts?.access.mode === "tour-only" || place.category === "Activity" ? ": ask the operator when you book" : ": go with a sighted companion, and read its safety notes together"}.\n\n${reply.text.replace(FINE, "Here is what our directory records:")}`,
        picks: reply.picks,
      };
    if (place) return null;
    const picks = senseful(ctx, q);
    if (picks.length === 0) return null;
    return {
      text: `Our directory doesn't record audio description or touch tours, but these places offer sound, scent or touch on easy footing (their own descriptions); go with a sighted companion and keep back from the water's edge:\n\n${picks
        .map((p) => `- **${p.name}** (${p.region ?? "Kauaʻi"}) - ${sentencesOf(p)[0]}`)
        .join("\n")}`,
      picks,
    };
  }
  // A medical device or condition: the doctor and the operator first, never "fine".
  const facts = deviceFacts(ctx, q, words);
  const lead = `With ${words}: our directory holds no medical advice or operator rules, so check with the doctor first${/\b(tours?|boat|helicopter|zipline|kayak|atv|tubing|ride|flight|snorkel\w*|dive|diving)\b/.test(q.searchText) || place?.category === "Activity" || place?.facts?.access.mode === "tour-only" ? ", and ask the operator before you book: operators set their own rules" : ""}.`;
  // (The safety answer's "no verified information" about the condition itself adds nothing after the lead.)
  if (UNVERIFIED.test(reply.text)) return { text: [lead, ...facts].join("\n\n"), picks: place ? [place] : [] };
  const text = fine ? reply.text.replace(FINE, "Here is what our directory records:") : reply.text;
  return { text: [lead, ...facts, text].join("\n\n"), picks: reply.picks };
}

const IN_WATER =
  /\b(swim\w*|snorkel\w*|surf\w*|paddl\w*|boogie|body ?board\w*|kayak\w*|dive|diving|wad(e|ing)|in the water|pools?|tubing|boat\w*|hike|hiking|trail|walk|zipline|atv|ride|tour|beach|water|ocean|sea)\b/;

/**
 * "6 months pregnant - is snorkelling inside the Lydgate pools ok in July?": the water's verdict stands, but
 * the directory holds no medical advice, so a pregnant visitor asking about an activity is sent to her
 * doctor too (round 11; the tours and hikes already say so in answer.ts). Null when nothing is to be added.
 */
export function withPregnancyNote(q: Question, message: string, reply: Reply): Reply | null {
  if (!q.party.pregnant || /\b(doctor|physician|midwife|obstetrician)\b/i.test(reply.text)) return null;
  if (!IN_WATER.test(normalize(message))) return null;
  const note =
    "While pregnant: our directory holds no medical advice, so check with your doctor or midwife first about what is right for you, and stay out of rough water and slippery rocks.";
  const [first, ...rest] = reply.text.split("\n\n");
  return { text: [first, note, ...rest].filter(Boolean).join("\n\n"), picks: reply.picks };
}
