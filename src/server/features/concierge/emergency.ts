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

type Kind = "water" | "medical" | "missing" | "overdue" | "flood" | "tsunami" | "number" | "help" | "lost";

const KINDS: [Kind, RegExp][] = [
  [
    "tsunami",
    // (Sirens heard now; "is there a tsunami warning today?" is answered by the usual safety reply.)
    /\b(hear (the )?(tsunami )?sirens?|sirens? (are |is )?(going off|sounding|blaring))\b/,
  ],
  [
    "flood",
    /\b(stream|river|water) (is |s )?(rising|getting higher|coming up)\b|\b(stream|river|creek)\b(?: \w+){1,5} (is |s )(rising|getting higher|coming up|flooding)\b(?=.*\b(stuck|stranded|trapped|far side|other side|wrong side|can t cross|cannot cross)\b)|\b(water|stream|river) (is |s )?(running |flowing |going )?over the (one lane |single lane |narrow )?(road|bridge)\b|\b(stuck|stranded|trapped) (on|at) the (other|wrong|far) side\b|\bon the other side (of the stream|and it s rising|and the water)\b|\bcan we drive through (it|the water)\b/,
  ],
  [
    "water",
    /\b(is|are|s|was|keeps|started) (drowning|going under)\b|\bdrowning (at|in|near|off|right)\b|\b(got|get|was|were|been|is being|are being|just got) (pulled|dragged|swept|sucked) (out|away|off|under|into)\b|\bswept (off|out|away) (the|by|from|at)\b|\b(caught|stuck) in a (rip|current)\b.*\b(now|help|can t|cannot)\b|\b(yelling|screaming|calling|waving) for help\b|\bcan t (get|swim) back\b|\b(swimmer|someone|somebody|he|she|they) (is |s |are |re )?in trouble (in|out in|off) (the )?(water|ocean|sea|waves)\b/,
  ],
  [
    "missing",
    /\b(kid|child|son|daughter|boy|girl|husband|wife|friend|dad|mom|father|mother|grandpa|grandma) (is |s )?(missing|lost)\b|\b(can t|cannot) find (my|our) (kid|child|son|daughter|boy|girl|husband|wife|friend)\b|\blost (my|our) (kid|child|son|daughter)\b/,
  ],
  [
    "overdue",
    /\b(hasn t|hasnt|has not|haven t|havent|have not|didn t|didnt|did not) (come|came|gotten|got|made it) back\b|\b(not|isn t|isnt|aren t|arent) back (yet )?(from|and)\b|\boverdue\b(?=.*\b(hike|hiking|trail|hiker)\b)/,
  ],
  [
    "medical",
    /\b(chest pain|heart attack|not breathing|stopped breathing|can t breathe|trouble breathing|struggling to breathe|asthma attack|fainted|fainting|unconscious|passed out|(he|she|someone|somebody|they|i|person|man|woman|guy|lady|kid|child|boy|girl|baby|son|daughter|husband|wife|mom|dad|mother|father|grandma|grandpa|grandmother|grandfather|friend|partner|hiker|swimmer|runner)( just| has| suddenly| has just| just now)? collapsed|(hurt|injured|broke) (his|her|my|their) (neck|back|spine)|neck injury|spinal injury|shark (bite|bit|attack)|bitten by a shark|car (accident|crash)|crashed (our|the|a) car|hit by a car|(having|had|has) a seizure|having a stroke|bleeding (badly|a lot|alot|heavily|everywhere|bad)|won t stop bleeding|(and |now )?(it s|its|is|he s|she s|hes|shes|they re|is still) bleeding|(can t|cant|cannot|can not|doesn t|doesnt|does not|couldn t|couldnt) (feel|move) (his|her|my|their|your) (arm|arms|leg|legs|hand|hands|fingers|feet|toes|neck)|(face|lips?|tongue|throat|eyes?) (is |are |s )?(swelling|swollen|puffing up|closing)|swelling up|(has|have|got|think|thinks) (\w+ ){0,3}broken (arm|leg|ankle|wrist|bone|collarbone)|broken (arm|leg|ankle|wrist)|broke (his|her|my|their) (leg|arm|ankle|wrist|neck|back)|hit (his|her|my) head|cut (his|her|my) head|(has|having|got|with|think (he|she|it) s) (a |an )?(high fever|heat ?stroke|allergic reaction|anaphyla\w*))\b/,
  ],
  [
    "lost",
    /\b(we re|were|we are|i m|im|i am|they re|theyre|they are|he s|she s|is|are) (lost|stuck|stranded|hurt|injured) (on|at|in|off) (the )?(\w+ ){0,2}(trail|hike|ridge|valley|canyon|mountain|forest|swamp)\b|\blost (hiker|on the trail)\b|\bcan t find (the|our) (way|trail) back\b|\bno (cell |phone )?(signal|reception|service) and (we re|we are|i m|someone|he|she|my)\b/,
  ],
  [
    "number",
    /\b(emergency (number|phone|line)|number for (an )?emergenc\w*|number to call in an emergency|call 911|is 911|nearest (er|hospital|emergency room|emergency department)|where is the (er|hospital|emergency room))\b/,
  ],
];

/** Emergencies written in other languages (their words, as written; "hospital" only with another word of that language). */
const FOREIGN: [Kind, RegExp][] = [
  ["water", /ertrinkt|se (est )?noie|se está ahogando|se ahoga|溺れ|溺水|물에 빠/i],
  [
    "medical",
    /notfall|urgence|emergencia|緊急|急救|응급|救急|herzinfarkt|crise cardiaque|infarto|blutet|gestürzt|verletzt|saigne|sangra|bewusstlos/i,
  ],
  ["help", /¡?ayuda!|socorro|au secours|\bhilfe!|助けて|救命|도와주세요|\bsos\b|\bmayday\b|\bhelp\s*!/i],
  [
    "lost",
    /\b(we re|were|we are|i m|im|i am|they re|theyre|they are|he s|she s|is|are) (lost|stuck|stranded|hurt|injured) (on|at|in|off) (the )?(\w+ ){0,2}(trail|hike|ridge|valley|canyon|mountain|forest|swamp)\b|\blost (hiker|on the trail)\b|\bcan t find (the|our) (way|trail) back\b|\bno (cell |phone )?(signal|reception|service) and (we re|we are|i m|someone|he|she|my)\b/,
  ],
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
  lost: "Call 911 now and say where you are as exactly as you can (the trail, the last landmark, how far you walked). Stay together and stay where you are, off cliff edges and out of streams; do not try a new way down in the dark.",
  overdue:
    "Call 911 now: say which trail they took, where and when they started and when they were due back. Do not go in after them in the dark yourself, and keep your phone on.",
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
  // ("What do I do if I get pulled out by a rip current?": advice for a what-if, not an emergency now - session 12,
  // dev23; the rip-current answer says how to get out.)
  if (
    kind === "water" &&
    /\b((what|wat|wut|whta) (do|should|would|can) (i|we|you|one) do if|what if|what happens if|in case|how do (i|we|you) (survive|escape|get out))\b/.test(
      text,
    ) &&
    !/\b(now|right now|help|please hurry|happening)\b/.test(text)
  )
    return null;
  // ("My son broke his arm (cast) so no water stuff - kid things near Kōloa?": an injury already treated plans the
  // trip around it; it is not happening now - session 13, dev27.)
  if (
    kind === "medical" &&
    /\b(cast|casts|in a sling|last (week|month|year)|(weeks?|months?|years?) ago|recovering|healing|healed|surgery|stitches (are|came))\b/.test(
      text,
    ) &&
    !/\b(now|right now|just now|help|please hurry|happening|bleeding)\b/.test(text)
  )
    return null;
  const call = language === "en" ? "" : `${CALL[language]}\n\n`;
  return `${call}${WHAT_TO_DO[kind]}`;
}
