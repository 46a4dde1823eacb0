import { BUILT_IN_SUGGESTIONS } from "@/shared/chat-text";
import type { PlaceCard } from "@/shared/schemas/place-card";

/** The 15 built-in prompts in a fresh random order (a new chat). */
export function shuffledSuggestions(random: () => number = Math.random): string[] {
  const list = [...BUILT_IN_SUGGESTIONS] as string[];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j] as string, list[i] as string];
  }
  return list;
}

/** Follow-up prompts drawn from the conversation: the places just recommended and the topic. */
export function followUpSuggestions(lastPlaces: PlaceCard[], lastUserMessage: string): string[] {
  const suggestions: string[] = [];
  const first = lastPlaces[0];
  if (first) {
    if (first.place_type !== "restaurant") suggestions.push(`Where can we eat near ${first.name}?`);
    suggestions.push(`What's the best time to visit ${first.name}?`);
    if (first.place_type === "beach" || first.place_type === "trail")
      suggestions.push(`Is ${first.name} good for kids?`);
  }
  if (!/rain/i.test(lastUserMessage)) suggestions.push("What's a good rainy-day backup?");
  if (!/quiet|crowd/i.test(lastUserMessage)) suggestions.push("Something quieter, away from the crowds");
  suggestions.push("How long is the drive from Līhuʻe?");
  return suggestions.slice(0, 4);
}
