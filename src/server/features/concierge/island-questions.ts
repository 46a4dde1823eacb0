// General questions about Kauaʻi as a whole (the fourth blind probe's class 14): "are there snakes on kauai",
// "we're lgbt, is kauai welcoming", "is kauai expensive", "what is the cheapest time of year to visit", "is there
// a lot of crime on kauai" fell through to the search and got a fixed fallback trio of place cards (Kalalau
// Lookout, the Kalalau Trail, Poʻipū Beach). The directory holds places, not facts about the island's wildlife,
// people or prices: the reply answers from what the data does hold (price levels, the year at a glance, a note
// on a place that mentions the thing asked about) or says plainly that it has nothing, with no cards.

import type { DirectoryPlace } from "./directory";
import type { ConciergeContext } from "./select";
import type { Question } from "./understand";

type Reply = { text: string; picks: DirectoryPlace[] };

/** A yes/no or "what is it like" question about the island itself. */
const ABOUT_THE_ISLAND =
  /^(?:(?:we re|were|we are|i m|im|i am) [\w ]{1,30}?,? )?(?:is|are|does|do|how|how \w+ (?:is|are)|what is|whats|what s) (?:kauai|there (?:any |a lot of |lots of |many |much )?[\w ]{2,30}? (?:on|in) kauai|(?:people|locals|the locals|they|kauaians) [\w ]{2,30}? (?:on |in )?kauai|the island [\w ]{2,20})\b/;
/** Words that make it a question the rest of the engine answers (a season, the weather, the sea, a party). */
const ANSWERED_ELSEWHERE =
  /\b(weather|rain\w*|hot|cold|warm|temperature|season|month|crowd\w*|worth|beautiful|good for|best|safe for|swim\w*|snorkel\w*|surf\w*|beach\w*|hik\w*|trail\w*|whales?|turtles?|seals?|sharks?|jellyfish|volcan\w*|lava|drive|driving|car|bus|uber|taxi|island hop\w*|flight\w*|airport|far|big|long|wet|dry|sunny|windy|humid|kids|family|families|toddlers?|wheelchair|open|closed|permit\w*|reserv\w*)\b/;

const PRICE = /\b(expensive|pricey|costly|cheap|affordable|budget|cost of living|prices?)\b/;
const CHEAPEST_TIME =
  /\b(cheapest|cheaper|least expensive|lowest prices?|off ?season|shoulder season)\b(?: \w+){0,4} (time|month|season|week)s?\b|\bwhen is (it|kauai) (cheapest|cheaper|least expensive)\b/;

const STOP =
  /\b(is|are|does|do|there|any|a|an|the|lot|lots|of|many|much|on|in|kauai|island|what|whats|how|we|re|i|m|im|am|it|to|people|locals|they|be|safe|for|us|our|here|like|really|at|night|ok|okay|welcoming|friendly)\b/g;

/** The note on a place that mentions the thing asked about ("Bring mosquito repellent" at Limahuli). */
function placeNoteAbout(ctx: ConciergeContext, words: string[]): { place: DirectoryPlace; note: string } | null {
  const stems = words.filter((w) => w.length >= 4).map((w) => w.replace(/(oes|es|s)$/, ""));
  if (stems.length === 0) return null;
  for (const place of ctx.directory.places) {
    for (const note of place.facts?.safetyNotes ?? []) {
      const lower = ` ${note.toLowerCase().replace(/[^a-z]+/g, " ")}`;
      if (stems.some((s) => lower.includes(` ${s}`))) return { place, note };
    }
  }
  return null;
}

const NOTHING =
  "I don't have verified information about that in my Kauaʻi notes, so I won't guess - our directory covers places to go, with their safety, seasons, hours and fees, not facts about the island as a whole. I can help with places to go, safety, permits, weather by month and drive times.";

/** The answer to a general question about the island, or null when the message is not one. */
export function islandAnswer(ctx: ConciergeContext, q: Question): Reply | null {
  const text = q.searchText;
  if (q.language !== "en" || q.isFollowUp) return null;
  const cheapestTime = CHEAPEST_TIME.test(text);
  if (cheapestTime && q.places.length === 0) {
    const body = ctx.kb.byId.get("best-time-to-visit")?.body;
    if (body)
      return {
        text: `I don't have prices by season, so I can't tell you which month is cheapest. The year at a glance: ${body}`,
        picks: [],
      };
  }
  if (!ABOUT_THE_ISLAND.test(text)) return null;
  if (
    q.places.length > 0 ||
    q.categories.length > 0 ||
    q.activities.length > 0 ||
    q.regions.length > 0 ||
    q.meal !== null ||
    q.food.length > 0 ||
    q.monthNamed ||
    ANSWERED_ELSEWHERE.test(text)
  )
    return null;
  if (PRICE.test(text))
    return {
      text: "Our directory doesn't track what a trip costs. It does show each restaurant's and hotel's price level ($ to $$$$) on its card, many beaches, parks and lookouts are free, and the state parks charge non-residents entry and parking fees. Ask me for places to eat or stay in a town and I'll show their price levels.",
      picks: [],
    };
  const words = text.replace(STOP, " ").split(/\s+/).filter(Boolean);
  const about = placeNoteAbout(ctx, words);
  if (about)
    return {
      text: `I don't have island-wide information on that, but one place's notes mention it - ${about.place.name}: ${about.note}`,
      picks: [],
    };
  return { text: NOTHING, picks: [] };
}
