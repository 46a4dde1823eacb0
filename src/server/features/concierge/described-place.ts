// Places asked by description (the fourth blind probe's class 13): "the place with the giant tree roots from
// Jurassic Park" (Allerton Garden: "Moreton Bay fig roots seen in Jurassic Park"), "the beach with the glass"
// (Glass Beach), "the fern cave boat ride" (the Fern Grotto), "my 5 yr old loves trains" (Kilohana's plantation
// railway) got other places, because no word was in a name or alias and common words ("giant", "boat") pulled
// others. A message that describes a place is matched against every place's own name, aliases and description,
// each word weighed by how rare it is in the directory (a word in one description says more than "beach"); the
// place that clearly wins is the place asked about.

import type { Directory, DirectoryPlace } from "./directory";
import { TOWN_POINTS } from "./knowledge-base";
import { STOP_WORDS } from "./lexicon";
import { normalize } from "./text";
import type { Question } from "./understand";

/** "The X with/where/from ...", "that beach where ...", "the fern cave boat ride", "loves trains". */
const DESCRIBED =
  /^(?:(?:where|which|what|wheres|whats)(?: is| s| are)? |looking for |find |take me to |is there )?(?:the|that|this) (?:\w+ ){0,4}?(?:with|where|that has|that s got|that have|from|famous for|known for|full of)\b|^(?:the|that) (?:\w+ ){1,3}(?:ride|tour|cave|one|place)$|^(?:which|what) (?:\w+ )?(?:beach|place|spot|waterfall|falls|lookout|garden|river|valley|cave|bay|trail) (?:did|was|were|is|has|had|do)\b(?=.*\b(film|filmed|filming|movie|shot|famous|known)\b)|\b(?:loves?|obsessed with|crazy about|really into|is into|are into) (?:\w+ ){0,1}\w+/;

/** Words that describe nothing in particular. */
const GENERIC = new Set(
  "place places one spot thing ride rides trip trips tour tours with where has got have from famous known full that this the loves love obsessed crazy into really kid kids son daughter year yr yo old autistic toddler baby boy girl children family anything something we us our go see visit near close by water ocean sea beach beaches swimming swim sand waves animals nature outdoors".split(
    " ",
  ),
);
const TOWN_WORDS = new Set(Object.keys(TOWN_POINTS).flatMap((t) => normalize(t).split(" ")));

function stem(word: string): string {
  return word.length > 4 ? word.replace(/(ies)$/, "y").replace(/(es|s)$/, "") : word;
}

type Index = { postings: Map<string, Set<DirectoryPlace>>; named: Map<string, Set<DirectoryPlace>>; count: number };
const indexes = new WeakMap<Directory, Index>();

/** Word → places whose name, aliases or description use it; built once per loaded directory. */
function indexOf(directory: Directory): Index {
  let index = indexes.get(directory);
  if (!index) {
    const postings = new Map<string, Set<DirectoryPlace>>();
    const named = new Map<string, Set<DirectoryPlace>>();
    for (const place of directory.places) {
      for (const word of normalize(`${place.name} ${place.aliases.join(" ")}`).split(" ")) {
        const key = stem(word);
        const set = named.get(key) ?? new Set<DirectoryPlace>();
        named.set(key, set);
        set.add(place);
      }
      const words = normalize(`${place.name} ${place.aliases.join(" ")} ${place.description}`).split(" ");
      for (const word of words) {
        if (word.length < 3 || STOP_WORDS.has(word)) continue;
        const key = stem(word);
        const set = postings.get(key) ?? new Set<DirectoryPlace>();
        postings.set(key, set);
        set.add(place);
      }
    }
    index = { postings, named, count: directory.places.length };
    indexes.set(directory, index);
  }
  return index;
}

/** The one place a descriptive message clearly points to, or null. */
export function describedPlace(directory: Directory, q: Question): DirectoryPlace | null {
  if (q.places.length > 0 || q.isFollowUp || q.language !== "en") return null;
  const text = q.searchText;
  const hit = DESCRIBED.exec(text);
  if (!hit) return null;
  const index = indexOf(directory);
  // ("A 20 month old in July, she loves water - where can she paddle?": what the child loves is the
  // description, not the rest of the message - round 11.)
  const loved = /^(loves?|obsessed|crazy|really|is into|are into)\b/.test(hit[0])
    ? text.slice(hit.index).split(" ").slice(1, 5).join(" ")
    : text;
  const words = [
    ...new Set(
      loved
        .split(" ")
        .filter((w) => w.length >= 3 && !STOP_WORDS.has(w) && !GENERIC.has(w) && !TOWN_WORDS.has(w))
        .map(stem),
    ),
  ];
  if (words.length === 0) return null;
  const scores = new Map<DirectoryPlace, { score: number; matched: number }>();
  for (const word of words) {
    const places = index.postings.get(word);
    if (!places || places.size > index.count / 4) continue;
    const weight = Math.log(index.count / places.size);
    const inName = index.named.get(word);
    for (const place of places) {
      const s = scores.get(place) ?? { score: 0, matched: 0 };
      // (A word of the place's own name counts half again: "the fern cave boat ride" is the Fern Grotto.)
      scores.set(place, { score: s.score + (inName?.has(place) ? 1.5 * weight : weight), matched: s.matched + 1 });
    }
  }
  // (Each further word the place matches counts too: "giant tree roots from Jurassic Park" is more Allerton's
  // roots and film than the Sleeping Giant's name.)
  const total = (s: { score: number; matched: number }) => s.score + 2 * (s.matched - 1);
  const ranked = [...scores.entries()]
    .map(([place, s]) => [place, { score: total(s), matched: s.matched }] as const)
    .sort((a, b) => b[1].score - a[1].score);
  const [best, second] = ranked;
  if (!best) return null;
  // Clearly ahead, and either two descriptive words or one that names nothing else.
  const rare = Math.log(index.count / 1) - 0.01;
  if (second && best[1].score < second[1].score * 1.2) return null;
  if (best[1].matched < 2 && best[1].score < rare) return null;
  return best[0];
}
