// "Is the lūʻau every night?", "what nights is it?" (issue 15; session 12, dev22): the place's own recorded note on
// its days leads the answer. The directory records set nights for several lūʻau and shows without the nights
// themselves being confirmed for 2026, so the answer says "not every night" only where the note says so, and
// otherwise quotes the note.

import type { DirectoryPlace } from "./directory";

const NIGHTS_ASKED =
  /\b(every (night|day|evening)|each (night|day|evening)|nightly|daily|which (nights|days|evenings)|what (nights|days|evenings)|what day of the week|how often)\b/;
// (Said in the present tense only: "a weekly luau was reported in 2013" is history, not today's nights.)
const SET_NIGHTS =
  /\b(runs on set nights|set nights|certain nights|select(ed)? nights|only on (mon|tues|wednes|thurs|fri|satur|sun)days?)\b/i;

/** The subject of the question: the place named, else the one shown, else a shown place whose name is in the text. */
function subjectOf(text: string, named: readonly DirectoryPlace[], shown: readonly DirectoryPlace[]) {
  return (
    named[0] ??
    (shown.length === 1 ? shown[0] : undefined) ??
    shown.find((p) => p.names.some((n) => n.length >= 5 && ` ${text} `.includes(` ${n} `)))
  );
}

/** The lead for a question about which nights or days a place runs, or null. */
export function nightsLead(
  text: string,
  named: readonly DirectoryPlace[],
  shown: readonly DirectoryPlace[],
): string | null {
  if (!NIGHTS_ASKED.test(text)) return null;
  const place = subjectOf(text, named, shown);
  const note = place?.facts?.hoursNote;
  if (!place || !note) return null;
  const clean = note.trim().replace(/\.?$/, ".");
  return SET_NIGHTS.test(note)
    ? `Not every night - ${place.name}: ${clean}`
    : `${place.name}: ${clean} Check before going.`;
}
