import type { ConciergeEngine, ConciergeEvent, ConciergeInput } from "@/server/providers/ai/concierge-engine";
import type { PlaceCard } from "@/shared/schemas/place-card";
import { composeRecommendation, composeSmallTalk } from "./compose";
import type { Directory, DirectoryPlace } from "./directory";
import { limitCards, toCard } from "./place-cards";
import { rankPlaces } from "./rank";
import { understand } from "./understand";

export type BuiltinAnswer = { text: string; places: PlaceCard[]; picks: DirectoryPlace[] };

/** One reply, computed synchronously; deterministic for the same input, history, directory and date. */
export function answerBuiltin(
  directory: Directory,
  input: Omit<ConciergeInput, "signal">,
  siteName: string,
): BuiltinAnswer {
  const intent = understand(input.message, input.history, directory);
  if (intent.kind !== "recommend") {
    return { text: composeSmallTalk(intent.kind, input.now, siteName), places: [], picks: [] };
  }
  const ranked = rankPlaces(directory, intent, input.message);
  const count = intent.wantsList ? 5 : 3;
  const picks = ranked.slice(0, count).map((entry) => entry.place);
  const text = composeRecommendation(intent, picks, input.now);
  return { text, places: limitCards(picks.map(toCard)), picks };
}

/** Splits text into word-sized chunks so the built-in answer streams like a model's. */
function* chunks(text: string): Generator<string> {
  const parts = text.match(/\S+\s*|\s+/g) ?? [];
  for (let i = 0; i < parts.length; i += 4) yield parts.slice(i, i + 4).join("");
}

export function createBuiltinEngine(getDirectory: () => Promise<Directory>, siteName: string): ConciergeEngine {
  return {
    kind: "builtin",
    async *answer(input): AsyncIterable<ConciergeEvent> {
      const directory = await getDirectory();
      const result = answerBuiltin(directory, input, siteName);
      for (const piece of chunks(result.text)) {
        if (input.signal?.aborted) return;
        yield { type: "delta", text: piece };
      }
      yield { type: "done", text: result.text, places: result.places };
    },
  };
}
