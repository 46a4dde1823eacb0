// A place asked for by its old name ("is the St Regis in Princeville still there?", "the Kauai Sands hotel",
// "the Kauai Marriott"): the place's own description says what it was ("the former St. Regis Princeville",
// "the former Kauaʻi Marriott (a Royal Sonesta since 2021)"), so the reply leads with the name it has now
// (tuning round 11; dev14 "a place by its old name"). Nothing is said that the description does not hold.

import { isVisitable } from "@/shared/schemas/place-facts";
import type { DirectoryPlace } from "./directory";
import { normalize } from "./text";

const FORMER = /\bthe former ((?:St\. )?[A-Z][^,;().]*?)(?=[,;()]| reopened| renovated| since|\.|$)/;
/** Words a former name can be asked by without its ending ("the St Regis", "the Kauai Sands hotel"). */
const GENERIC = new Set(["hotel", "resort", "princeville", "kauai", "the", "beach", "and", "spa"]);

const memo = new WeakMap<DirectoryPlace, { former: string; words: string[] } | null>();

function formerOf(place: DirectoryPlace): { former: string; words: string[] } | null {
  let found = memo.get(place);
  if (found === undefined) {
    const hit = FORMER.exec(place.description);
    const former = hit?.[1]?.trim() ?? null;
    // The distinctive words of the old name: "st regis", "sands", "marriott".
    const words = former
      ? normalize(former)
          .split(" ")
          .filter((w) => w.length > 1 && !GENERIC.has(w))
      : [];
    found = former && words.length > 0 ? { former, words } : null;
    memo.set(place, found);
  }
  return found;
}

/** "It's still there, now called X": when the message names the place by the old name its description gives. */
export function formerNameLead(message: string, place: DirectoryPlace | undefined): string | null {
  if (!place) return null;
  const old = formerOf(place);
  if (!old) return null;
  const text = ` ${normalize(message)} `;
  if (!old.words.every((w) => text.includes(` ${w} `))) return null;
  // (Asked by its current name too - "1 Hotel, the old St Regis" - the visitor knows it already.)
  if (text.includes(` ${normalize(place.name)} `)) return null;
  if (!isVisitable(place.facts))
    return `The former ${old.former} is now ${place.name}, and our directory does not list it as open.`;
  const yesNo = /^(is|are|does|do|did|can|still)\b|\b(still (there|open|around|operating|exist\w*))\b/.test(
    text.trim(),
  );
  return `${yesNo ? "Yes - it's still there, now called" : "It's now"} **${place.name}**: the former ${old.former}.`;
}
