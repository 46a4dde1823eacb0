import type { PlaceCard } from "@/shared/schemas/place-card";

export type ChatTurn = { role: "user" | "assistant"; content: string };

export type ConciergeInput = {
  /** Earlier turns of this conversation, oldest first. */
  history: ChatTurn[];
  message: string;
  now: Date;
  signal?: AbortSignal | undefined;
};

export type ConciergeEvent =
  | { type: "delta"; text: string }
  /** Discard the text streamed so far (a provider failed mid-reply; another answer follows). */
  | { type: "reset" }
  | { type: "done"; text: string; places: PlaceCard[] };

export type ConciergeEngine = {
  kind: "builtin" | "openai";
  answer: (input: ConciergeInput) => AsyncIterable<ConciergeEvent>;
};
