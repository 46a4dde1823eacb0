// Place names typed without their spaces ("keebeach", "waimeacanyon", "queensbath"; probe 7, class 9): every
// name and alias of two or more words is indexed once per directory with its spaces removed, and a message
// word that is exactly such a key is written out with its spaces before the rest of the engine reads it.
// A word that is a name's word run into a kind ("tunnelsbeach", "lydgatepark") is split the same way.
import type { Directory } from "./directory";
import { normalize } from "./text";

type JoinedIndex = { joined: Map<string, string>; nameWords: Set<string> };

const joinedIndexes = new WeakMap<Directory, JoinedIndex>();

/** (Joined names this short could be ordinary words; none of the directory's are.) */
const MIN_JOINED_LENGTH = 7;

const KIND_TAIL =
  /^([a-z]{4,})(beach|bay|park|falls|trail|lookout|pond|canyon|lighthouse|cave|town|river|garden|gardens|point)$/;

const LATIN_WORD = /[A-Za-z]{7,}/g;

function joinedIndexOf(directory: Directory): JoinedIndex {
  let index = joinedIndexes.get(directory);
  if (index) return index;
  index = { joined: new Map(), nameWords: new Set() };
  for (const place of directory.places) {
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

/** The message with every run-together place name written with its spaces ("keebeach?" → "kee beach?"). */
export function withNamesSpaced(message: string, directory: Directory): string {
  if (!LATIN_WORD.test(message)) return message;
  LATIN_WORD.lastIndex = 0;
  const index = joinedIndexOf(directory);
  return message.replace(LATIN_WORD, (word) => {
    const lower = word.toLowerCase();
    const known = index.joined.get(lower);
    if (known) return known;
    const tail = KIND_TAIL.exec(lower);
    return tail && index.nameWords.has(tail[1] as string) ? `${tail[1]} ${tail[2]}` : word;
  });
}
