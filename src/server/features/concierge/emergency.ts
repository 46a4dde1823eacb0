// An emergency in progress ("my son is drowning at Poʻipū", "chest pain", "the stream is rising and we're on
// the other side", "tsunami sirens") is answered with what to do now - call 911 first - and nothing else: no
// place cards, no beach list, no "usually calm" verdict. (The fourth blind probe, session 8: in a grid of 40
// emergencies not one reply said "call 911"; several showed beach cards or were refused as off-topic.)
//
// Sources: 911 and "throw them something that floats instead of swimming out" (article `rip-currents`); "do not
// cross: wait on high ground until it drops" (`hanakapiai-stream-crossing`); "never drive through water running
// over a road or one-lane bridge" (`flash-flood-safety`); the tsunami line is the engine's own safety answer
// (answer.ts). Emergency departments: Wilcox Medical Center in Līhuʻe, Kauaʻi's only Level III trauma center
// (Star-Advertiser, 2022-05-24: https://www.staradvertiser.com/2022/05/24/breaking-news/officials-hold-blessing-for-new-emergency-department-at-wilcox-medical-center/),
// and Kauai Veterans Memorial Hospital in Waimea, "a full service emergency department" (Hawaiʻi Health Systems
// Corporation: https://kauai.hhsc.org/about-us/history-of-west-kauai-medical-center/).

import type { Language } from "./language";
import { normalize } from "./text";

const HOSPITALS =
  "Kauaʻi's emergency departments are at Wilcox Medical Center in Līhuʻe (the island's trauma center) and Kauai Veterans Memorial Hospital in Waimea.";

type Kind = "water" | "medical" | "missing" | "flood" | "tsunami" | "number" | "help";

const KINDS: [Kind, RegExp][] = [
  [
    "tsunami",
    // (Sirens heard now; "is there a tsunami warning today?" is answered by the usual safety reply.)
    /\b(hear (the )?(tsunami )?sirens?|sirens? (are |is )?(going off|sounding|blaring))\b/,
  ],
  [
    "flood",
    /\b(stream|river|water) (is |s )?(rising|getting higher|coming up)\b|\b(water|stream|river) (is |s )?(running |flowing |going )?over the (one lane |single lane |narrow )?(road|bridge)\b|\b(stuck|stranded|trapped) (on|at) the (other|wrong|far) side\b|\bon the other side (of the stream|and it s rising|and the water)\b|\bcan we drive through (it|the water)\b/,
  ],
  [
    "water",
    /\b(is|are|s|was|keeps|started) (drowning|going under)\b|\bdrowning (at|in|near|off|right)\b|\b(got|get|was|were|been|is being|are being|just got) (pulled|dragged|swept|sucked) (out|away|off|under|into)\b|\bswept (off|out|away) (the|by|from|at)\b|\b(caught|stuck) in a (rip|current)\b.*\b(now|help|can t|cannot)\b|\b(yelling|screaming|calling|waving) for help\b|\bcan t (get|swim) back\b/,
  ],
  [
    "missing",
    /\b(kid|child|son|daughter|boy|girl|husband|wife|friend|dad|mom|father|mother|grandpa|grandma) (is |s )?(missing|lost)\b|\b(can t|cannot) find (my|our) (kid|child|son|daughter|boy|girl|husband|wife|friend)\b|\blost (my|our) (kid|child|son|daughter)\b/,
  ],
  [
    "medical",
    /\b(chest pain|heart attack|not breathing|stopped breathing|can t breathe|unconscious|passed out|collapsed|(having|had|has) a seizure|having a stroke|bleeding (badly|a lot|heavily|everywhere)|won t stop bleeding|broke (his|her|my|their) (leg|arm|ankle|wrist|neck|back)|hit (his|her|my) head|cut (his|her|my) head|(has|having|got|with|think (he|she|it) s) (a |an )?(high fever|heat ?stroke|allergic reaction|anaphyla\w*))\b/,
  ],
  [
    "number",
    /\b(emergency (number|phone|line)|number for (an )?emergenc\w*|number to call in an emergency|call 911|is 911|nearest (er|hospital|emergency room|emergency department)|where is the (er|hospital|emergency room))\b/,
  ],
];

/** Emergencies written in other languages (their words, as written; "hospital" only with another word of that language). */
const FOREIGN: [Kind, RegExp][] = [
  ["water", /ertrinkt|se (est )?noie|se está ahogando|se ahoga|溺れ|溺水|물에 빠/i],
  ["medical", /notfall|urgence|emergencia|緊急|急救|응급|救急|herzinfarkt|crise cardiaque|infarto/i],
  ["help", /¡?ayuda!|socorro|au secours|\bhilfe!|助けて|救命|도와주세요|\bsos\b|\bmayday\b|\bhelp\s*!/i],
  [
    "number",
    /notruf|numéro d'urgence|número de emergencia|救急車|急救电话|응급 번호|krankenhaus|hôpital|(?<=\b(el|un|al|del) )hospital\b/i,
  ],
];

const CALL: Record<Exclude<Language, "en">, string> = {
  es: "Emergencia: llame al 911 ahora.",
  de: "Notfall: Rufen Sie jetzt 911 an.",
  fr: "Urgence : appelez le 911 maintenant.",
  ja: "緊急時は今すぐ911に電話してください。",
  zh: "紧急情况请立即拨打911。",
  ko: "응급 상황이면 지금 바로 911에 전화하세요.",
};

const WHAT_TO_DO: Record<Kind, string> = {
  water:
    "Call 911 now, and shout for the lifeguard if there is one. Do not swim out yourself: throw the person something that floats (many Kauaʻi beaches have public rescue tubes; a boogie board or a cooler will do), keep your eyes on them and point them out to the rescuers.",
  missing:
    "Call 911 now. At a beach, tell the lifeguards at once, give a description and where you last saw them; keep someone at that spot.",
  flood:
    "Do not cross and do not drive through: wait on high ground until the water drops, even if that means spending the night, as stranded hikers have had to do. Water running over a road or a one-lane bridge can sweep a car away: turn around. If someone is in danger or hurt, call 911.",
  tsunami:
    "Get out of the water and leave the beach and low-lying coast now for high ground inland; follow the sirens and the county's emergency instructions, and do not go down to watch. If someone is hurt or in danger, call 911.",
  medical: `Call 911 now. ${HOSPITALS}`,
  help: `If anyone is in danger or badly hurt, call 911 now (police, fire, ambulance and ocean rescue); at a beach, get the lifeguard. ${HOSPITALS}`,
  number: `In an emergency call 911 (police, fire, ambulance and ocean rescue). ${HOSPITALS}`,
};

/** What to do now, for an emergency in progress or the emergency number; null for anything else. */
export function emergencyAnswer(message: string, language: Language): string | null {
  const text = normalize(message);
  const kind =
    KINDS.find(([, re]) => re.test(text))?.[0] ??
    // (Read whatever language the message was taken for: a short German cry can pass for English.)
    FOREIGN.find(([, re]) => re.test(message))?.[0] ??
    null;
  if (!kind) return null;
  const call = language === "en" ? "" : `${CALL[language]}\n\n`;
  return `${call}${WHAT_TO_DO[kind]}`;
}
