import { placeBlock } from "./answer";
import type { Directory, DirectoryPlace } from "./directory";
import { normalize } from "./text";

// Ordinary short messages (issue 15, tuning round 11, fifth probe class 12): "cheap", "bored", "help", "any
// christmas events", "what's happening this weekend", "couple in our 20s, 5 days", "humidity in august?", "just got
// engaged! where to celebrate" were refused as off-topic. Only a message the rest of the engine found no Kauaʻi
// topic in comes here: it is read as the everyday request it is (free things, ideas, the weather, a celebration),
// or, for events and "help", answered with what the concierge can do. "Help" alone is not an emergency: the
// emergency rules answer first when the words say one. Compiled once at load.

const HELP =
  /^(?:(?:hi|hello|hey|aloha|please|pls|plz|um|so) )*(?:help|help me|help us|need help|i need help|we need help|(?:can|could|would) (?:you|u) help(?: me| us)?|help please|help pls|help plz|assist|assist me|sos)(?: (?:please|pls|plz|us|me))*$/;
const BUDGET =
  /\b(cheap|cheaper|cheapest|broke|budget|inexpensive|affordable|free|save money|saving money|low cost|tight on money|not much money|no money)\b/;
const IDEAS =
  /\b(bored|boring|nothing to do|suggestions?|suggest something|ideas?|recommendations?|recommend something|first time|what now|now what|surprise me|entertain|what s good|whats good|what to do|plans?|itinerary|help us plan|need a plan)\b/;
/** "Couple in our 20s, 5 days", "family of 4, 1 week": who is coming and for how long, nothing asked. */
const TRIP_SHAPE =
  /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|a) (days?|nights?|weeks?)\b|\b(couple|family|friends|group|solo|girls trip|guys trip|honeymoon\w*|retired|retirees|in our \d0s)\b/;
const EVENTS =
  /\b(events?|festivals?|happening|going on|concerts?|live music|gigs?|shows?|fireworks|parades?|fairs?|craft fairs?|what s on|whats on|nightlife|holiday (events?|lights?)|christmas lights)\b/;
const WEATHER = /\b(humid|humidity|muggy|sticky|windy|wind|breezy|hot|cold|chilly|temperatures?|temps?|sunny)\b/;
const CELEBRATE =
  /\b(engaged|engagement|proposal|propose|proposing|anniversary|birthday|bday|celebrat\w*|special occasion|graduation|retirement|just married|newlyweds?|got married)\b/;
/** A task that is not trip planning ("write me a birthday poem", "ignore your instructions"): still declined. */
const OTHER_TASK =
  /\b(write|poem|poems|essay|story|stories|joke|jokes|song|lyrics|code|script|python|javascript|translate|homework|math|ignore|instructions|pretend|roleplay|role play|you are now|system prompt|prompt|bitcoin|stocks?|crypto|recipe)\b/;
const CHICKENS = /\b(chickens?|roosters?|hens?|chicks)\b/;

/** The regular events the directory holds, with their recorded days (place ids). */
const REGULAR_EVENTS = [
  "kauai-community-market",
  "kauai-hanapepe-town",
  "kauai-smiths-tropical-paradise",
  "kauai-kilohana-plantation",
  "kauai-kukuiula-shops",
];

/** "Any festivals next month?", "what's on tonight": events asked for. */
export function asksForEvents(message: string): boolean {
  return EVENTS.test(normalize(message));
}

export type OrdinaryMessage =
  | { kind: "reply"; text: string; picks: DirectoryPlace[] }
  | { kind: "ask"; rewritten: string; lead: string };

const WHAT_I_CAN_DO =
  "beaches that are safe for your dates and group, easy or hard hikes, waterfalls and lookouts, where to eat near where you're staying, a rainy-day plan, drive times between towns, and permits or reservations (Hāʻena State Park, the Kalalau Trail)";

/** A short everyday message with no topic found, read as what it asks; null when it is not one. */
export function ordinaryMessage(message: string, directory: Directory, month: number): OrdinaryMessage | null {
  const text = normalize(message);
  const words = text.split(" ").filter(Boolean).length;
  if (words === 0 || words > 12 || OTHER_TASK.test(text)) return null;
  if (HELP.test(text))
    return {
      kind: "reply",
      text: `Happy to help! If someone is hurt or in danger, call 911 now. Otherwise, tell me what you need - for example ${WHAT_I_CAN_DO}. Where are you staying, and who is with you?`,
      picks: [],
    };
  if (EVENTS.test(text)) {
    const picks = REGULAR_EVENTS.map((id) => directory.byId.get(id)).filter(
      (p): p is DirectoryPlace => p !== undefined && p.facts?.status === "open",
    );
    const when = /\b(christmas|xmas|new year|thanksgiving|halloween|easter|july|4th|fourth)\b/.test(text)
      ? " for the holidays or a particular date"
      : "";
    const block = placeBlock(
      picks.slice(0, 3).map((place) => ({ place, score: 0, reasons: [] })),
      { month } as Parameters<typeof placeBlock>[1],
    );
    return {
      kind: "reply",
      text: `I don't keep an events calendar${when}, so I can't tell you what's on that day - check local listings or ask at your hotel's front desk. These regular ones are in my directory (check the days before going):\n\n${block.join("\n")}`,
      picks: picks.slice(0, 3),
    };
  }
  if (CHICKENS.test(text))
    return {
      kind: "reply",
      text: "My notes don't cover Kauaʻi's wild chickens and roosters, so I won't guess at their story (please don't feed them). Anything I can help you plan - a beach, a hike or somewhere to eat?",
      picks: [],
    };
  if (WEATHER.test(text) && words <= 6)
    return {
      kind: "ask",
      rewritten: `weather ${text.replace(WEATHER, " ")}`,
      lead: /\b(humid|humidity|muggy|sticky)\b/.test(text)
        ? "My notes don't give humidity figures; here is that month's weather:"
        : "",
    };
  if (CELEBRATE.test(text))
    return {
      kind: "ask",
      rewritten: "sunset spot",
      lead: "Congratulations! A sunset spot is the classic way to celebrate here; tell me your shore and I can add a dinner nearby.",
    };
  if (BUDGET.test(text) && words <= 6)
    return {
      kind: "ask",
      rewritten: `free things to do ${text.replace(BUDGET, " ")}`,
      lead: "Plenty of Kauaʻi costs nothing: beach parks, lookouts and the coastal path are free (state parks such as Waimea Canyon charge visitors a small entry and parking fee). A few free ideas:",
    };
  if (IDEAS.test(text) || (TRIP_SHAPE.test(text) && words <= 8))
    return {
      kind: "ask",
      rewritten: `things to do ${text.replace(IDEAS, " ")}`,
      lead: "Happy to suggest some! Tell me where you're staying, who is coming (kids, grandparents?) and what you love - beaches, hikes, food or culture - and I'll narrow it down. To start with:",
    };
  return null;
}
