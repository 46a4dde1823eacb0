import type { ChatTurn } from "@/server/providers/ai/concierge-engine";
import { KAUAI_BOUNDS } from "@/shared/constants";
import { answerBuiltin } from "./builtin-engine";
import type { Directory } from "./directory";
import { normalize } from "./text";

export type EvalCase = {
  id: string;
  date?: string;
  turns: string[];
  includeOneOf: string[];
  exclude: string[];
  mention: string[];
};
export type EvalFile = { date: string; cases: EvalCase[] };

export type EvalMiss = { id: string; reasons: string[]; recommended: string[] };
export type EvalResult = {
  total: number;
  good: number;
  share: number;
  misses: EvalMiss[];
  inventedOrInactive: number;
  outsideKauai: number;
  timingsMs: number[];
};

/** Runs each case through the built-in engine (earlier turns answered by it too) and grades the last reply. */
export function runConciergeEval(directory: Directory, file: EvalFile, siteName = "AlohaBot"): EvalResult {
  const misses: EvalMiss[] = [];
  const timingsMs: number[] = [];
  let inventedOrInactive = 0;
  let outsideKauai = 0;
  for (const test of file.cases) {
    const now = new Date(test.date ?? file.date);
    const history: ChatTurn[] = [];
    let last: ReturnType<typeof answerBuiltin> | null = null;
    for (const message of test.turns) {
      const started = performance.now();
      last = answerBuiltin(directory, { history, message, now }, siteName);
      timingsMs.push(performance.now() - started);
      history.push({ role: "user", content: message }, { role: "assistant", content: last.text });
    }
    if (!last) continue;
    const recommended = last.picks.map((place) => place.placeId);
    const reasons: string[] = [];
    if (test.includeOneOf.length > 0 && !test.includeOneOf.some((id) => recommended.includes(id))) {
      reasons.push(`none of the expected places (${test.includeOneOf.join(", ")})`);
    }
    for (const id of test.exclude) if (recommended.includes(id)) reasons.push(`recommended an unsuitable place: ${id}`);
    const text = normalize(last.text);
    for (const fact of test.mention) if (!text.includes(normalize(fact))) reasons.push(`did not mention "${fact}"`);
    for (const card of last.places) {
      if (!directory.byId.has(card.place_id)) inventedOrInactive++;
      const inside =
        card.latitude !== null &&
        card.longitude !== null &&
        card.latitude >= KAUAI_BOUNDS.minLat &&
        card.latitude <= KAUAI_BOUNDS.maxLat &&
        card.longitude >= KAUAI_BOUNDS.minLon &&
        card.longitude <= KAUAI_BOUNDS.maxLon;
      if (!inside) outsideKauai++;
    }
    if (reasons.length > 0) misses.push({ id: test.id, reasons, recommended });
  }
  const total = file.cases.length;
  const good = total - misses.length;
  return { total, good, share: total === 0 ? 0 : good / total, misses, inventedOrInactive, outsideKauai, timingsMs };
}
