import { z } from "zod";

// Zod's JIT probes `new Function`, which our Content-Security-Policy (no 'unsafe-eval') refuses and
// browsers report as a violation. The interpreted path is fast enough for forms and API input.
z.config({ jitless: true });

export { z };

/**
 * Characters no text input may hold: C0 controls other than tab, line feed and carriage return
 * (NUL among them, which PostgreSQL refuses), DEL and the C1 controls. The server applies this to
 * every string of every request (src/server/middleware/input-guard.ts), better-auth's included.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const CONTROL_CHARACTER_MESSAGE = "Must not contain control characters";

/** The longest string any request field may hold; each schema sets a tighter limit of its own. */
export const MAX_TEXT_LENGTH = 10_000;
export const TEXT_TOO_LONG_MESSAGE = `At most ${MAX_TEXT_LENGTH} characters`;

/**
 * The first string (or object key) in a parsed JSON value that breaks the rules above, as the
 * dotted path forms use for field errors, with its message; null when all is well.
 */
export function findInvalidText(value: unknown, path: string[] = []): { field: string; message: string } | null {
  const here = () => path.join(".") || "_";
  if (typeof value === "string") {
    if (CONTROL_CHARACTERS.test(value)) return { field: here(), message: CONTROL_CHARACTER_MESSAGE };
    if (value.length > MAX_TEXT_LENGTH) return { field: here(), message: TEXT_TOO_LONG_MESSAGE };
    return null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findInvalidText(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTERS.test(key) || key.length > 200) {
        return { field: [...path, "_key"].join("."), message: CONTROL_CHARACTER_MESSAGE };
      }
      const found = findInvalidText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
