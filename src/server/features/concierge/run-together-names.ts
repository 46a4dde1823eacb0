// Place names typed without their spaces ("keebeach", "waimeacanyon", "queensbath"; probe 7, class 9): every
// name and alias of two or more words is indexed once per directory with its spaces removed, and a message
// word that is exactly such a key is written out with its spaces before the rest of the engine reads it.
// A word that is a name's word run into a kind ("tunnelsbeach", "lydgatepark") is split the same way.
import type { Directory } from "./directory";
import { MONTH_WORDS } from "./lexicon";
import { normalize } from "./text";

type JoinedIndex = {
  joined: Map<string, string>;
  nameWords: Set<string>;
  /** Every joined name of 8+ letters, and each of its one-letter deletions, to the spaced name (symmetric delete). */
  nearby: Map<string, string>;
  /** Every joined name, exactly (a window that is already a name needs no correcting). */
  exact: Set<string>;
  /** Every word of every name, any length ("kee", "tour", "beach"). */
  allNameWords: Set<string>;
};

const joinedIndexes = new WeakMap<Directory, JoinedIndex>();

/** (Joined names this short could be ordinary words; none of the directory's are.) */
const MIN_JOINED_LENGTH = 7;

const KIND_TAIL =
  /^([a-z]{4,})(beach|bay|park|falls|trail|lookout|pond|canyon|lighthouse|cave|town|river|garden|gardens|point)$/;

const LATIN_WORD = /[A-Za-z]{7,}/g;

function joinedIndexOf(directory: Directory): JoinedIndex {
  let index = joinedIndexes.get(directory);
  if (index) return index;
  index = { joined: new Map(), nameWords: new Set(), nearby: new Map(), exact: new Set(), allNameWords: new Set() };
  for (const place of directory.places) {
    // (A name's words outside its brackets too: "Tunnels Beach (Mākua)" is typed "tunnel beach".)
    for (const short of [place.name, ...place.aliases].map((n) => normalize(n.replace(/\([^)]*\)/g, " ")))) {
      for (const word of short.split(" ")) if (word) index.allNameWords.add(word);
      const letters = short.replace(/ /g, "");
      if (!/^[a-z]+$/.test(letters)) continue;
      index.exact.add(letters);
      if (letters.length >= MIN_TYPO_LENGTH)
        for (const variant of [letters, ...deletions(letters)])
          if (!index.nearby.has(variant)) index.nearby.set(variant, short);
    }
    for (const name of place.names) {
      const spaced = normalize(name);
      for (const word of spaced.split(" ")) if (word.length >= 4) index.nameWords.add(word);
      if (!spaced.includes(" ")) continue;
      const joined = spaced.replace(/ /g, "");
      if (joined.length >= MIN_JOINED_LENGTH && /^[a-z]+$/.test(joined) && !index.joined.has(joined))
        index.joined.set(joined, spaced);
    }
  }
  joinedIndexes.set(directory, index);
  return index;
}

/** (Names shorter than this are too close to ordinary words to correct a letter of.) */
const MIN_TYPO_LENGTH = 8;

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Words that are never part of a place name typed with a slip ("the beach" is not "kee beach"). */
const COMMON = new Set(
  "the a an to at in on of for and or is are was be it its this that our my we you your with from by near any some best good nice big small what where which how when can could should would do does did go get see out off up down old new top end day days one two three front back way summer winter spring fall today tomorrow tonight week weekend but so if then than too also just very really not no all as me us i im were has have had will says said".split(
    " ",
  ),
);

/**
 * A place name typed one letter wrong ("dnkey beach", "kei beach", "tunnel beach", "infiinties" - probe 8,
 * class 1): a run of one to three words, joined, that is one insertion, deletion or substitution from a joined name
 * of 8+ letters is that name. Exact names and runs that start or end with a common word are left alone.
 */
function withTyposMended(message: string, index: JoinedIndex): string {
  const words = message.split(/(\s+)/);
  const tokens = words.filter((_, i) => i % 2 === 0);
  const letters = tokens.map((t) => t.toLowerCase().replace(/[^a-z]/g, ""));
  const out = [...tokens];
  for (let start = 0; start < tokens.length; start++) {
    for (let size = 3; size >= 1; size--) {
      const end = start + size;
      if (end > tokens.length) continue;
      const run = letters.slice(start, end);
      // (A run does not reach across punctuation: "hanalei, may" is a town and a month.)
      if (tokens.slice(start, end - 1).some((t) => /[^A-Za-z'ʻ]$/.test(t))) continue;
      if (run.some((w) => w.length === 0) || COMMON.has(run[0] as string) || COMMON.has(run[size - 1] as string))
        continue;
      const joined = run.join("");
      if (joined.length < MIN_TYPO_LENGTH - 1 || index.exact.has(joined)) continue;
      // (Only a run with a word that is no name's word and no common word holds a slip: "beach out front" and
      // "helicopter tours" are words we know.)
      const known = (w: string) =>
        COMMON.has(w) ||
        MONTH_WORDS.some(([re]) => re.test(w)) ||
        index.allNameWords.has(w) ||
        index.allNameWords.has(w.replace(/s$/, "")) ||
        index.allNameWords.has(`${w}s`);
      if (run.every(known)) continue;
      const name =
        index.nearby.get(joined) ??
        deletions(joined)
          .map((d) => index.nearby.get(d))
          .find(Boolean);
      if (!name || !withinOneEdit(joined, name.replace(/ /g, ""))) continue;
      // (Keep what followed the last word: "dnkey beach?" keeps its "?".)
      const tail = (tokens[end - 1] as string).match(/[^A-Za-z]*$/)?.[0] ?? "";
      out.splice(start, size, `${name}${tail}`, ...Array(size - 1).fill(""));
      start = end - 1;
      break;
    }
  }
  return out.filter((t) => t !== "").join(" ");
}

/** Whether two words are at most one insertion, deletion or substitution apart. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  // (Two letters swapped - "infiinties" - count as one slip.)
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The message with every run-together place name written with its spaces ("keebeach?" → "kee beach?"). */
export function withNamesSpaced(message: string, directory: Directory): string {
  const index = joinedIndexOf(directory);
  message = withTyposMended(message, index);
  if (!LATIN_WORD.test(message)) return message;
  LATIN_WORD.lastIndex = 0;
  return message.replace(LATIN_WORD, (word) => {
    const lower = word.toLowerCase();
    const known = index.joined.get(lower);
    if (known) return known;
    const tail = KIND_TAIL.exec(lower);
    return tail && index.nameWords.has(tail[1] as string) ? `${tail[1]} ${tail[2]}` : word;
  });
}
