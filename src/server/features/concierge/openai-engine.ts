import OpenAI from "openai";
import type { Logger } from "@/server/lib/logger";
import type { ConciergeEngine, ConciergeEvent, ConciergeInput } from "@/server/providers/ai/concierge-engine";
import { answerBuiltin, conciergeContext } from "./builtin-engine";
import type { Directory, DirectoryPlace } from "./directory";
import { ENGLISH_ONLY_NOTICE } from "./language";
import { detectPlacesInText, extractRecommendations, limitCards, resolveRecommendations, toCard } from "./place-cards";
import { pickPlaces } from "./select";

export type OpenAiOptions = {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  maxOutputTokens: number;
};

const MAX_REPLY_CHARS = 6000;
const CANDIDATES = 12;
const HISTORY_TURNS = 10;

function placeLine(place: DirectoryPlace): string {
  const facts = place.facts;
  const extras = [
    place.bestTimeToVisit && `best time: ${place.bestTimeToVisit}`,
    place.difficultyLevel && `difficulty: ${place.difficultyLevel}`,
    place.entranceFee && `fees: ${place.entranceFee}`,
    place.facilities.length > 0 && `facilities: ${place.facilities.join(", ")}`,
    facts && `access: ${facts.access.mode}`,
    facts?.ocean && `water: summer ${facts.ocean.summer}, winter ${facts.ocean.winter}`,
    facts?.meals.length && `meals: ${facts.meals.join(", ")}`,
    facts?.hoursNote && `hours: ${facts.hoursNote}`,
    facts?.reservation && `reservation: ${facts.reservation.note}`,
    facts?.safetyNotes.length && `SAFETY: ${facts.safetyNotes.join(" ")}`,
  ]
    .filter(Boolean)
    .join("; ");
  return `- place_id=${place.placeId} | ${place.name} | ${place.region ?? "Kauai"} | ${place.category} | ${place.description}${extras ? ` (${extras})` : ""}`;
}

/** The system prompt, built on the server only: a prompt sent by a client is never used. */
export function buildSystemPrompt(
  siteName: string,
  candidates: DirectoryPlace[],
  grounding: string,
  now: Date,
): string {
  return [
    `You are ${siteName}, a friendly, concise travel concierge for the island of Kauai, Hawaii. Today is ${now.toISOString().slice(0, 10)}.`,
    "Only help with planning time on Kauai. Politely decline anything else, and anything harmful, illegal or disrespectful to sacred or private places.",
    "Recommend places ONLY from the list below. Never name any other business, beach, trail or attraction as a recommendation. Never invent prices, opening hours, ratings or phone numbers.",
    "Answer in the visitor's language. Lead with the direct answer to the question (yes/no and why, the permit steps, the month's weather, the drive time), then give 1 to 3 recommendations, each with why it fits and its SAFETY notes in full.",
    "Never recommend swimming, snorkelling or surf lessons where the water is dangerous in that season, nor any such place to toddlers, kids or beginners; never offer a private, restricted, closed or helicopter-only place as a visit.",
    `Verified answer from our knowledge base and safety rules (use its facts; do not contradict it):\n${grounding}`,
    candidates.length
      ? `Places you may recommend:\n${candidates.map(placeLine).join("\n")}`
      : "There are no matching places for this message; do not recommend any.",
    'End your reply with a JSON code block and nothing after it: ```json\n{"recommendations":[{"place_id":"...","name":"..."}]}\n``` listing the places you recommended (an empty array if none).',
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** How much of the streamed text is safe to show: never the start of the trailing JSON block. */
export function visibleLength(full: string): number {
  const markers = [full.indexOf("```"), full.search(/\{\s*"recommendations"/)].filter((index) => index !== -1);
  if (markers.length > 0) {
    let end = Math.min(...markers);
    while (end > 0 && /\s/.test(full[end - 1] ?? "")) end--;
    return end;
  }
  return Math.max(0, full.length - 24); // a marker may be half-written at the end
}

/**
 * Any OpenAI-compatible chat-completions API. The model sees only places our retrieval chose and
 * ends with a recommendations JSON block, which is hidden and checked against the directory.
 * If the provider fails, times out or runs long, the built-in engine answers instead.
 */
export function createOpenAiEngine(
  options: OpenAiOptions,
  deps: { getDirectory: () => Promise<Directory>; fallback: ConciergeEngine; logger: Logger; siteName: string },
): ConciergeEngine {
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    maxRetries: 0,
    timeout: options.timeoutMs,
  });
  return {
    kind: "openai",
    async *answer(input: ConciergeInput): AsyncIterable<ConciergeEvent> {
      const directory = await deps.getDirectory();
      // The same retrieval, knowledge and safety rules as the built-in engine ground the model.
      const builtin = answerBuiltin(directory, input, deps.siteName);
      // An emergency in progress is answered at once with what to do (emergency.ts), never by the model.
      if (builtin.emergency) {
        yield { type: "delta", text: builtin.text };
        yield { type: "done", text: builtin.text, places: [] };
        return;
      }
      // The built-in engine's "I answer in English" notice is not grounding: the model answers in
      // the visitor's own language.
      const notice = builtin.question.language === "en" ? null : ENGLISH_ONLY_NOTICE[builtin.question.language];
      const grounding = notice ? builtin.text.replace(notice, "").trim() : builtin.text;
      const others = pickPlaces(conciergeContext(directory), { ...builtin.question, act: "recommend" }, CANDIDATES);
      const candidates = [...builtin.picks, ...others.map((entry) => entry.place)].filter(
        (place, index, all) => all.indexOf(place) === index,
      );
      const controller = new AbortController();
      const onAbort = () => controller.abort();
      input.signal?.addEventListener("abort", onAbort);
      const timer = setTimeout(() => controller.abort(), options.timeoutMs);
      let full = "";
      let emitted = 0;
      try {
        const stream = await client.chat.completions.create(
          {
            model: options.model,
            stream: true,
            max_tokens: options.maxOutputTokens,
            temperature: 0.4,
            messages: [
              {
                role: "system",
                content: buildSystemPrompt(deps.siteName, candidates.slice(0, CANDIDATES), grounding, input.now),
              },
              ...input.history.slice(-HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.content })),
              { role: "user", content: input.message },
            ],
          },
          { signal: controller.signal },
        );
        for await (const chunk of stream) {
          const piece = chunk.choices[0]?.delta?.content ?? "";
          if (!piece) continue;
          full += piece;
          if (full.length > MAX_REPLY_CHARS) throw new Error("the model's reply exceeded the maximum length");
          const safe = visibleLength(full);
          if (safe > emitted) {
            yield { type: "delta", text: full.slice(emitted, safe) };
            emitted = safe;
          }
        }
        const { visibleText, recommendations } = extractRecommendations(full);
        if (!visibleText) throw new Error("the model returned an empty reply");
        if (visibleText.length > emitted) yield { type: "delta", text: visibleText.slice(emitted) };
        const places = (
          recommendations
            ? resolveRecommendations(recommendations, directory)
            : detectPlacesInText(visibleText, directory)
        ).filter((place) => candidates.includes(place));
        const cards = limitCards(places.map(toCard));
        const missing = missingSafetyNotes(
          visibleText,
          cards.map((card) => directory.byId.get(card.place_id)),
        );
        if (missing) yield { type: "delta", text: missing };
        yield { type: "done", text: visibleText + missing, places: cards };
      } catch (error) {
        if (input.signal?.aborted) return;
        deps.logger.warn(
          { err: error, model: options.model },
          "AI provider failed; the built-in concierge answers instead",
        );
        if (emitted > 0) yield { type: "reset" };
        yield* deps.fallback.answer(input);
      } finally {
        clearTimeout(timer);
        input.signal?.removeEventListener("abort", onAbort);
      }
    },
  };
}

/** The safety notes of recommended places that the model's text left out, as an addition to the reply. */
export function missingSafetyNotes(text: string, places: (DirectoryPlace | undefined)[]): string {
  const normalizedText = text.toLowerCase();
  const lines: string[] = [];
  for (const place of places) {
    const notes = place?.facts?.safetyNotes ?? [];
    const left = notes.filter((note) => !normalizedText.includes(note.toLowerCase().slice(0, 40)));
    if (place && left.length > 0) lines.push(`⚠️ ${place.name}: ${left.join(" ")}`);
  }
  return lines.length > 0 ? `\n\n${lines.join("\n")}` : "";
}
