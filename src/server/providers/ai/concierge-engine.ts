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

/** A reply worked out in full before anything is sent, with the pieces it streams in. */
export type CompleteAnswer = { text: string; places: PlaceCard[]; pieces: string[] };

export type ConciergeEngine = {
  kind: "builtin" | "openai";
  answer: (input: ConciergeInput) => AsyncIterable<ConciergeEvent>;
  /**
   * For an engine whose reply is complete before its first word (the built-in one): the whole reply at
   * once, so the chat can take the message from the quota and store the exchange in one statement
   * after it (decision 021).
   */
  answerAtOnce?: (input: ConciergeInput) => Promise<CompleteAnswer>;
};
