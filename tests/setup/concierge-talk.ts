import { answerBuiltin } from "@/server/features/concierge/builtin-engine";
import type { Directory } from "@/server/features/concierge/directory";
import { type Turn, understand } from "@/server/features/concierge/understand";

export const JANUARY = new Date("2026-01-15T18:00:00Z");
export const JULY = new Date("2026-07-15T18:00:00Z");

/** Ask the built-in concierge on the directory the test file loaded: one question, or a conversation. */
export function conciergeTalk(directory: () => Directory) {
  const q = (message: string, now = JANUARY, history: Turn[] = []) => understand(message, history, directory(), now);
  const ask = (message: string, now = JANUARY, history: Turn[] = []) =>
    answerBuiltin(directory(), { history, message, now }, "AlohaBot");
  function converse(turns: string[], now = JANUARY) {
    const history: Turn[] = [];
    let last = ask(turns[0] as string, now);
    history.push({ role: "user", content: turns[0] as string }, { role: "assistant", content: last.text });
    for (const turn of turns.slice(1)) {
      last = ask(turn, now, [...history]);
      history.push({ role: "user", content: turn }, { role: "assistant", content: last.text });
    }
    return { last, history };
  }
  const ids = (reply: ReturnType<typeof ask>) => reply.places.map((card) => card.place_id);
  return { q, ask, converse, ids };
}
