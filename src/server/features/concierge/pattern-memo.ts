// Patterns tested over and over with the same text: a place's description once per place per question, the
// question's own text once per place. Each answer used to run them for all ~150 places (issue 21: the
// built-in engine's CPU per chat message). Stateless patterns only (no g or y flag).

const byPlace = new WeakMap<object, Map<RegExp, boolean>>();

function stateless(pattern: RegExp): RegExp {
  if (pattern.global || pattern.sticky) throw new Error(`a remembered pattern must be stateless: ${pattern}`);
  return pattern;
}

/**
 * `pattern.test(text(place))`, worked out once per place object (the directory's place objects are replaced
 * on every reload, so nothing outlives an edit). One pattern is always tested against the same text of a place.
 */
export function placeHas<P extends object>(place: P, pattern: RegExp, text: (place: P) => string): boolean {
  let known = byPlace.get(place);
  if (!known) {
    known = new Map();
    byPlace.set(place, known);
  }
  let result = known.get(pattern);
  if (result === undefined) {
    result = stateless(pattern).test(text(place));
    known.set(pattern, result);
  }
  return result;
}

const lastText = new Map<RegExp, { text: string; result: boolean }>();

/** `pattern.test(text)`, remembered for the last text each pattern saw (the question, across all places). */
export function textHas(pattern: RegExp, text: string): boolean {
  const last = lastText.get(pattern);
  if (last && last.text === text) return last.result;
  const result = stateless(pattern).test(text);
  lastText.set(pattern, { text, result });
  return result;
}
