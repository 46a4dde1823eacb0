import { CONVERSATION_TITLE_LENGTH } from "./constants";

/**
 * The spec's outgoing-message cleaning: script, iframe, object and embed blocks removed,
 * javascript: and data: prefixes stripped, whitespace collapsed, trimmed.
 */
export function sanitizeMessage(text: string): string {
  return text
    .replace(/<(script|iframe|object|embed)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<(script|iframe|object|embed)\b[^>]*\/?>/gi, " ")
    .replace(/\b(javascript|data)\s*:/gi, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A new conversation's title: the first 50 characters of its first message. */
export function conversationTitle(message: string): string {
  return message.slice(0, CONVERSATION_TITLE_LENGTH);
}

/** The 15 built-in prompts offered for a new chat (shuffled when shown). */
export const BUILT_IN_SUGGESTIONS = [
  "What are the best beaches for families with kids?",
  "Where can we snorkel with turtles?",
  "Plan a rainy day on the North Shore",
  "What's a great hike with a view that isn't too hard?",
  "Where should we eat cheap local food in Līhuʻe?",
  "Which waterfalls can we see without a long hike?",
  "Best places to watch the sunset",
  "Do we need reservations for Kēʻē Beach?",
  "What should we do in Waimea Canyon?",
  "Where can I take a surf lesson?",
  "Romantic dinner spots in Poʻipū",
  "Where is the best shave ice?",
  "What's the weather like in December?",
  "How do we see the Nā Pali coast?",
  "Quiet beaches away from the crowds",
] as const;
