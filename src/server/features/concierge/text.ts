/** Lower-case, strip diacritics, ʻokina and apostrophes, collapse non-letters: "Kēʻē" → "kee". */
/**
 * Normalised texts remembered (issue 21): the same strings - place names, the message, article titles - are normalised
 * again and again by the rules of one question (profile of session 10: 14% of the engine's time). Pure and bounded:
 * cleared when full.
 */
const NORMALIZED = new Map<string, string>();
const NORMALIZED_MAX = 20_000;

export function normalize(text: string): string {
  const known = NORMALIZED.get(text);
  if (known !== undefined) return known;
  const done = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[ʻʼ'’`]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9$]+/g, " ")
    .trim();
  // (Long texts - a whole reply, an article - are rarely asked twice; only short ones are kept.)
  if (text.length <= 400) {
    if (NORMALIZED.size >= NORMALIZED_MAX) NORMALIZED.clear();
    NORMALIZED.set(text, done);
  }
  return done;
}

const STOP = new Set(
  "a an the and or of to in on at for with from by is are be we i me my our us you your it its this that there here what where which who how can could would should do does did any some some more most best good great nice please want like looking look find show tell about near around go going get kauai island day days trip".split(
    " ",
  ),
);

export function tokens(text: string): string[] {
  return normalize(text)
    .split(" ")
    .filter((word) => word.length > 1 && !STOP.has(word));
}

/** True when `phrase` occurs in `text` as whole words (both already normalised). */
export function hasPhrase(text: string, phrase: string): boolean {
  if (!phrase) return false;
  return ` ${text} `.includes(` ${phrase} `);
}
