import type { Directory, DirectoryPlace } from "./directory";

// Ordinal follow-ups (issue 15, tuning round 11, fifth probe class 7): "kid friendly beach" → "how do we get to
// the third one from Princeville" answered the Queen's Bath article; "not the first one, something with a
// lifeguard" answered the first one; "the first one, how far from Poʻipū" lost the drive. The reply must be about
// the place at that position in the previous reply's cards. The message is rewritten with that place's name (as
// if the visitor had named it), so every other rule reads it as it reads a named place; "not the first one" drops
// the phrase and turns that place down. Compiled once at load.

const POSITION: Record<string, number> = {
  first: 0,
  "1st": 0,
  top: 0,
  one: 0,
  "1": 0,
  second: 1,
  "2nd": 1,
  two: 1,
  "2": 1,
  third: 2,
  "3rd": 2,
  three: 2,
  "3": 2,
  fourth: 3,
  "4th": 3,
  four: 3,
  "4": 3,
  fifth: 4,
  "5th": 4,
  five: 4,
  "5": 4,
};

const NOUNS =
  "one|place|spot|beach|hike|trail|option|pick|restaurant|lookout|falls|waterfall|park|idea|suggestion|choice|hotel|resort|tour|garden|cafe|café|stop|walk|museum|market|recommendation|listing|card";
const NEGATION = "(?:not|except|other than|besides|anything but|apart from|but not|skip)";

/** "the third one", "that second beach", "your last suggestion", "the 2nd", "the last one". */
const WORD_ORDINAL = new RegExp(
  `(?:\\b(${NEGATION})\\s+)?(?:\\b(?:the|that|this|your|ur)\\s+)?\\b(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last|top|middle)(?:\\s+(?:${NOUNS})\\b|(?=\\s*(?:$|[,.;:?!)-]|\\s(?:is|looks|sounds|has|does|do|ok|okay|open|please)\\b)))`,
  "i",
);
/** "#2", "number 2", "no. 3", "option 1", "pick two". */
const NUMBER_ORDINAL = new RegExp(
  `(?:\\b(${NEGATION})\\s+)?(?:#\\s?([1-5])\\b|\\b(?:number|no\\.?|option|choice|pick)\\s?([1-5]|one|two|three|four|five)(?=\\s*(?:$|[,.;:?!)-]|\\s(?:is|looks|sounds|has|does|do|ok|okay|open|please|for|with)\\b)))`,
  "i",
);
/** A bare word ordinal must point at a list item ("the first time", "the last day" are not one). */
const NOT_A_LIST_ITEM = /\b(?:first|second|third|last)\s+(?:time|day|night|week|trip|visit|thing|stop on)\b/i;

const BOLD = /\*\*(.+?)\*\*/g;

export type OrdinalReference = {
  place: DirectoryPlace;
  /** "Not the first one": that place is turned down. */
  negated: boolean;
  /** The message with the place's name in place of the ordinal (or without the phrase when negated). */
  rewritten: string;
};

/** "Which is the easiest?", "which one's shortest?" about the last reply's list (session 12, probe 10). */
const SUPERLATIVE =
  /^(?:ok |and |so |hmm )?(?:which|what)(?: one| of (?:them|those|these)| trail| hike| walk| place| spot)?(?: is| s| would be| will be)? (?:the )?(easiest|shortest|flattest|least (?:strenuous|steep|hard|difficult)|cheapest|least expensive)(?: one| of (?:them|those|these))?$/;

function difficultyRank(place: DirectoryPlace): number {
  const level = place.difficultyLevel ?? "";
  if (/easy/i.test(level)) return 0;
  if (/moderate/i.test(level)) return 1;
  if (/challenging|strenuous|difficult|hard/i.test(level)) return 2;
  const mode = place.facts?.access.mode;
  return mode === "roadside" || mode === "short-walk" ? 0 : 1;
}

function milesOf(place: DirectoryPlace): number {
  const a = place.facts?.access;
  if (a?.distanceMiles != null) return a.distanceMiles;
  return a?.mode === "roadside" || a?.mode === "short-walk" ? 0.1 : 99;
}

/** The place of the last reply's list a superlative follow-up picks, as an ordinal reference, or null. */
function superlativeReference(
  text: string,
  shown: readonly DirectoryPlace[],
): { place: DirectoryPlace; rewritten: string } | null {
  const asked = SUPERLATIVE.exec(text)?.[1];
  if (!asked || shown.length < 2) return null;
  const cheap = /cheap|expensive/.test(asked);
  const key = (p: DirectoryPlace): [number, number] =>
    cheap
      ? [p.facts?.priceLevel ?? 0, milesOf(p)]
      : asked === "shortest"
        ? [milesOf(p), difficultyRank(p)]
        : [difficultyRank(p), milesOf(p)];
  const place = [...shown].sort((a, b) => {
    const [a1, a2] = key(a);
    const [b1, b2] = key(b);
    return a1 - b1 || a2 - b2;
  })[0] as DirectoryPlace;
  const rewritten = cheap
    ? `how much is ${place.name}`
    : asked === "shortest"
      ? `how long is the ${place.name} walk`
      : `is ${place.name} an easy walk`;
  return { place, rewritten };
}

/** The place a "the third one" / "#2" / "not the first one" message points at in the last reply's list, or null. */
export function ordinalReference(
  message: string,
  history: readonly { role: string; content: string }[],
  directory: Directory,
): OrdinalReference | null {
  const lastAnswer = history.findLast((t) => t.role === "assistant");
  if (!lastAnswer) return null;
  // ("Which is the easiest?" after a list of hikes: the easiest of them, by its rating and length.)
  const plain = message
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (SUPERLATIVE.test(plain)) {
    const listed: DirectoryPlace[] = [];
    for (const m of lastAnswer.content.matchAll(BOLD)) {
      const place = directory.places.find((p) => p.name === m[1]);
      if (place && !listed.includes(place)) listed.push(place);
    }
    const picked = superlativeReference(plain, listed);
    if (picked) return { place: picked.place, negated: false, rewritten: picked.rewritten };
  }
  if (
    !/\b(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last|top|middle|number|no|option|choice|pick)\b|#/i.test(
      message,
    )
  )
    return null;
  const match = WORD_ORDINAL.exec(message) ?? NUMBER_ORDINAL.exec(message);
  if (!match || (match[0] && NOT_A_LIST_ITEM.test(message.slice(match.index, match.index + match[0].length + 12))))
    return null;
  const shown: DirectoryPlace[] = [];
  for (const m of lastAnswer.content.matchAll(BOLD)) {
    const place = directory.places.find((p) => p.name === m[1]);
    if (place && !shown.includes(place)) shown.push(place);
  }
  if (shown.length === 0) return null;
  const word = (match[2] ?? match[3] ?? "").toLowerCase();
  const index = word === "last" ? shown.length - 1 : word === "middle" ? Math.floor(shown.length / 2) : POSITION[word];
  const place = index === undefined ? undefined : shown[index];
  if (!place) return null;
  // (A bare number or "the top" needs a list of at least two to be a position in it.)
  if (shown.length < 2 && !/^(first|1st|last)$/.test(word)) return null;
  const negated = match[1] !== undefined;
  const before = message.slice(0, match.index);
  const after = message.slice(match.index + match[0].length);
  const rewritten = negated ? `${before} ${after}` : `${before}${place.name}${after}`;
  return { place, negated, rewritten: rewritten.replace(/\s+/g, " ").trim() || place.name };
}
