import { type PlaceCategory, REGIONS } from "@/shared/constants";
import type { DirectoryPlace } from "./directory";
import { adviceFor, climateLine, DRIVE_FROM_LIHUE, seasonLine } from "./knowledge";
import type { Intent } from "./understand";

type RecommendIntent = Extract<Intent, { kind: "recommend" }>;

const CATEGORY_LABEL: Record<PlaceCategory, string> = {
  Beach: "beaches",
  "Surf Spot": "surf spots",
  Park: "parks",
  Restaurant: "places to eat",
  Attraction: "places to explore",
  Trail: "hikes",
  Waterfall: "waterfalls",
  Viewpoint: "viewpoints",
  Shopping: "places to shop",
  Hotel: "places to stay",
  Activity: "things to do",
  Other: "places",
};

const CONSTRAINT_LABEL: Record<string, string> = {
  kids: "for a family with kids",
  easy: "that are on the easy side",
  hard: "for a real challenge",
  free: "that cost nothing",
  accessible: "with easy access",
  sunset: "for sunset",
  sunrise: "for sunrise",
  rainy: "for a rainy day",
  budget: "on a budget",
  luxury: "for a special treat",
  quiet: "away from the crowds",
};

function firstSentence(text: string): string {
  const match = text.match(/^(.+?[.!?])(\s|$)/);
  return (match?.[1] ?? text).trim();
}

function details(place: DirectoryPlace): string {
  const parts: string[] = [];
  if (place.bestTimeToVisit) parts.push(`Best time: ${place.bestTimeToVisit}`);
  if (place.difficultyLevel) parts.push(`Difficulty: ${place.difficultyLevel}`);
  if (place.entranceFee)
    parts.push(
      place.category === "Restaurant" || place.category === "Hotel"
        ? `Price: ${place.entranceFee}`
        : `Fees: ${place.entranceFee}`,
    );
  if (place.facilities.length > 0) parts.push(`Facilities: ${place.facilities.join(", ")}`);
  return parts.join(" · ");
}

export function describeRequest(intent: RecommendIntent): string {
  const label = intent.categories[0] ? CATEGORY_LABEL[intent.categories[0]] : "places";
  const where = intent.region ? ` on the ${intent.region === "Lihue" ? "Līhuʻe side" : intent.region}` : "";
  const how = intent.constraints
    .map((c) => CONSTRAINT_LABEL[c])
    .filter(Boolean)
    .slice(0, 2)
    .join(" and ");
  return `${label}${where}${how ? ` ${how}` : ""}`;
}

/** The reply text for a recommendation: the picks with why and practical details, then tips. */
export function composeRecommendation(intent: RecommendIntent, picks: DirectoryPlace[], now: Date): string {
  if (picks.length === 0) {
    return `I couldn't find a good match for ${describeRequest(intent)} in our Kauai directory. Could you tell me a bit more - which part of the island you're staying in, or what kind of day you have in mind (beach, hike, food, culture)?`;
  }
  const lines: string[] = [];
  lines.push(
    picks.length === 1
      ? `Here's my top pick for ${describeRequest(intent)}:`
      : `Here are ${picks.length} great ${describeRequest(intent)}:`,
  );
  lines.push("");
  picks.forEach((place, index) => {
    const region = place.region ? ` (${place.region})` : "";
    lines.push(`${index + 1}. **${place.name}**${region} - ${firstSentence(place.description)}`);
    const info = details(place);
    if (info) lines.push(`   ${info}`);
  });
  const tips = adviceFor(intent, picks, now);
  if (tips.length > 0) {
    lines.push("");
    lines.push(tips.map((tip) => `Tip: ${tip}`).join("\n\n"));
  }
  lines.push("");
  lines.push(
    intent.categories.includes("Restaurant")
      ? "Want ideas for what to do nearby before or after?"
      : "Want me to find somewhere to eat nearby, or plan the rest of the day around these?",
  );
  return lines.join("\n");
}

export function composeSmallTalk(kind: Exclude<Intent["kind"], "recommend">, now: Date, siteName: string): string {
  switch (kind) {
    case "greeting":
      return `Aloha! I'm ${siteName}, your Kauai concierge. Tell me where you're staying, who you're travelling with and what you love - beaches, hikes, food, culture - and I'll suggest real places that fit. For example: "easy family beaches on the south shore" or "a hard hike with a view".`;
    case "thanks":
      return "You're welcome - mahalo for asking! Anything else I can help you plan? I can suggest somewhere to eat, a rainy-day backup, or the best time to see a place.";
    case "capabilities":
      return `I recommend real Kauai places from our own directory - beaches, snorkel spots, hikes, waterfalls, lookouts, restaurants, shops, culture and activities - matched to the region, your group and the conditions. I add practical details (best time, difficulty, fees, facilities) and timely tips on surf, rain, reservations and driving. Ask me things like "where can we snorkel with kids near Poʻipū?" or "what should we do on a rainy day in Hanalei?"`;
    case "weather":
      return `${climateLine(now)}\n\n${seasonLine(now)}\n\nTip: if it's raining on the North Shore, the west side around Waimea and Salt Pond is often dry. Want some sunny-side ideas?`;
    case "getting_around":
      return [
        "You'll want a rental car: buses are limited and one highway circles most of the island (no road crosses the Nā Pali coast).",
        "",
        ...REGIONS.map((region) => `- ${region}: ${DRIVE_FROM_LIHUE[region]}`),
        "",
        "Allow extra time through Kapaʻa at rush hour, and book Hāʻena State Park parking or the North Shore shuttle ahead if you're heading to Kēʻē.",
      ].join("\n");
    case "off_topic":
      return "I'm your Kauai trip concierge, so I stick to planning time on Kauai. Tell me what you'd like to do on the island - beaches, hikes, food, culture or activities - and I'll suggest places that fit.";
    case "harmful":
      return "I can't help with that. I'm here to help you enjoy Kauai safely and respectfully - ask me about beaches, hikes, food or activities and I'll suggest great places.";
  }
}
