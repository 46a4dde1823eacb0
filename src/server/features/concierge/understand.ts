import type { PlaceCategory, Region } from "@/shared/constants";
import type { Directory } from "./directory";
import { hasPhrase, normalize } from "./text";

export type Constraint =
  | "kids"
  | "easy"
  | "hard"
  | "free"
  | "accessible"
  | "sunset"
  | "sunrise"
  | "rainy"
  | "budget"
  | "luxury"
  | "quiet";

export type Intent =
  | { kind: "greeting" | "thanks" | "capabilities" | "weather" | "getting_around" | "off_topic" | "harmful" }
  | {
      kind: "recommend";
      categories: PlaceCategory[];
      /** Interest words (snorkel, surf, waterfall...) that should appear in a good match. */
      interests: string[];
      cuisine: string | null;
      region: Region | null;
      /** The words that named the region ("na pali"): a place elsewhere that mentions them still fits (boat tours). */
      regionPhrase: string | null;
      constraints: Constraint[];
      wantsList: boolean;
    };

export type Turn = { role: "user" | "assistant"; content: string };

// Each entry: phrases (normalised) → what they mean.
const CATEGORY_WORDS: [string[], PlaceCategory[], string[]][] = [
  [
    ["beach", "beaches", "swim", "swimming", "sand", "tide pool", "tide pools", "sunbathe", "lagoon"],
    ["Beach", "Park"],
    ["beach"],
  ],
  [["snorkel", "snorkeling", "snorkelling", "turtles", "reef", "fish"], ["Beach", "Activity"], ["snorkel"]],
  [
    ["lesson", "lessons", "learn to surf", "surf school", "surf lesson", "surf lessons"],
    ["Activity", "Surf Spot", "Beach"],
    ["lesson"],
  ],
  [
    ["surf", "surfing", "surfer", "surfers", "bodyboard", "bodyboarding", "waves"],
    ["Surf Spot", "Beach", "Activity"],
    ["surf"],
  ],
  [["hike", "hikes", "hiking", "trail", "trails", "trek", "walk", "walks"], ["Trail"], []],
  [["waterfall", "waterfalls", "falls"], ["Waterfall", "Trail"], ["falls"]],
  [
    ["view", "views", "viewpoint", "lookout", "lookouts", "scenic", "photo", "photos", "photography", "canyon"],
    ["Viewpoint"],
    [],
  ],
  [
    [
      "eat",
      "eating",
      "food",
      "restaurant",
      "restaurants",
      "dinner",
      "lunch",
      "breakfast",
      "brunch",
      "meal",
      "dine",
      "dining",
      "hungry",
      "snack",
      "shave ice",
      "poke",
      "saimin",
      "coffee",
      "bakery",
      "drinks",
      "bar",
    ],
    ["Restaurant"],
    [],
  ],
  [
    ["shop", "shopping", "shops", "market", "markets", "souvenir", "souvenirs", "gallery", "galleries", "boutique"],
    ["Shopping"],
    [],
  ],
  [
    [
      "culture",
      "cultural",
      "history",
      "historic",
      "historical",
      "museum",
      "museums",
      "heiau",
      "hawaiian culture",
      "heritage",
      "garden",
      "gardens",
      "botanical",
    ],
    ["Attraction"],
    [],
  ],
  [
    [
      "activity",
      "activities",
      "tour",
      "tours",
      "kayak",
      "kayaking",
      "zipline",
      "ziplining",
      "helicopter",
      "boat",
      "atv",
      "tubing",
      "horseback",
      "luau",
      "adventure",
      "paddle",
      "sup",
    ],
    ["Activity", "Attraction"],
    [],
  ],
  [
    [
      "stay",
      "hotel",
      "hotels",
      "resort",
      "resorts",
      "sleep",
      "accommodation",
      "accommodations",
      "lodging",
      "where to stay",
    ],
    ["Hotel"],
    [],
  ],
  [["park", "parks", "picnic", "playground"], ["Park", "Beach"], []],
  [
    ["things to do", "what to do", "sights", "sightseeing", "fun things", "explore"],
    ["Attraction", "Viewpoint", "Activity", "Park", "Beach"],
    [],
  ],
];

const INTEREST_WORDS: Record<string, string> = {
  snorkel: "snorkel",
  snorkeling: "snorkel",
  snorkelling: "snorkel",
  turtles: "turtle",
  surf: "surf",
  surfing: "surf",
  bodyboard: "bodyboard",
  kayak: "kayak",
  kayaking: "kayak",
  helicopter: "helicopter",
  zipline: "zipline",
  luau: "luau",
  tubing: "tubing",
  boat: "boat",
  garden: "garden",
  gardens: "garden",
  museum: "museum",
  heiau: "heiau",
  lighthouse: "lighthouse",
  canyon: "canyon",
  waterfall: "falls",
  waterfalls: "falls",
  "shave ice": "shave ice",
  poke: "poke",
  saimin: "saimin",
  coffee: "coffee",
  market: "market",
  sunset: "sunset",
  whales: "whale",
  seals: "seal",
};

const CUISINES: Record<string, string[]> = {
  hawaiian: ["local", "poke", "saimin", "plate lunch", "kalua", "laulau", "loco moco", "hawaiian"],
  seafood: ["fish", "seafood", "poke"],
  mexican: ["mexican", "tacos", "taco"],
  italian: ["italian", "pizza", "pasta"],
  vegetarian: ["vegetarian", "vegan", "veggie"],
  american: ["burger", "burgers", "american", "diner"],
  asian: ["asian", "japanese", "noodle", "noodles", "saimin"],
  coffee: ["coffee", "cafe", "bakery", "pastries"],
  dessert: ["shave ice", "dessert", "ice cream"],
};

const REGION_WORDS: [string[], Region][] = [
  [
    [
      "north shore",
      "north",
      "hanalei",
      "princeville",
      "haena",
      "kilauea",
      "anini",
      "tunnels",
      "kee",
      "na pali",
      "napali",
      "wainiha",
      "kalihiwai",
    ],
    "North Shore",
  ],
  [["east side", "east", "coconut coast", "kapaa", "wailua", "anahola", "kealia", "waipouli"], "East Side"],
  [["lihue", "airport", "nawiliwili", "kalapaki", "puhi", "hanamaulu"], "Lihue"],
  [["south shore", "south", "poipu", "koloa", "kalaheo", "lawai", "mahaulepu"], "South Shore"],
  [["west side", "west", "waimea town", "hanapepe", "eleele", "port allen", "kekaha", "polihale"], "West Side"],
  [["waimea canyon", "canyon", "kokee", "kalalau lookout", "alakai"], "Waimea Canyon & Kokee"],
];

const CONSTRAINT_WORDS: [string[], Constraint][] = [
  [["kid", "kids", "children", "child", "family", "families", "toddler", "toddlers", "baby", "keiki"], "kids"],
  [
    ["easy", "easier", "gentle", "beginner", "beginners", "short", "flat", "not too hard", "less strenuous", "simple"],
    "easy",
  ],
  [
    [
      "hard",
      "challenging",
      "strenuous",
      "difficult",
      "tough",
      "epic",
      "serious hike",
      "long hike",
      "experienced",
      "advanced",
      "expert",
      "experts",
    ],
    "hard",
  ],
  [["free", "no cost", "without paying"], "free"],
  [["accessible", "wheelchair", "stroller", "mobility", "elderly", "grandparents"], "accessible"],
  [["sunset", "sunsets"], "sunset"],
  [["sunrise", "sunrises", "early morning"], "sunrise"],
  [["rain", "rainy", "raining", "wet", "indoor", "indoors", "storm", "showers"], "rainy"],
  [["budget", "cheap", "inexpensive", "affordable", "cheaper"], "budget"],
  [
    [
      "luxury",
      "fancy",
      "upscale",
      "fine dining",
      "romantic",
      "splurge",
      "special occasion",
      "anniversary",
      "honeymoon",
    ],
    "luxury",
  ],
  [["quiet", "secluded", "hidden", "uncrowded", "less crowded", "off the beaten", "secret", "local secret"], "quiet"],
];

const HARMFUL = [
  "drugs",
  "cocaine",
  "weapon",
  "weapons",
  "gun",
  "hack",
  "steal",
  "trespass",
  "poach",
  "hurt",
  "kill",
  "bomb",
];
const OTHER_PLACES = [
  "maui",
  "oahu",
  "honolulu",
  "waikiki",
  "big island",
  "kona",
  "hilo",
  "molokai",
  "lanai",
  "paris",
  "london",
  "new york",
  "tokyo",
  "bali",
  "mexico",
  "california",
  "las vegas",
  "fiji",
  "tahiti",
];
const KAUAI_HINTS = [
  "kauai",
  "hawaii",
  "island",
  "beach",
  "hike",
  "trail",
  "snorkel",
  "surf",
  "eat",
  "food",
  "restaurant",
  "waterfall",
  "stay",
  "hotel",
  "trip",
  "visit",
  "view",
  "shop",
  "tour",
  "kids",
  "sunset",
];

function any(text: string, phrases: string[]): boolean {
  return phrases.some((phrase) => hasPhrase(text, phrase));
}

function regionMatch(text: string): { region: Region; phrase: string } | null {
  // Longer, more specific phrases first ("waimea canyon" before "west").
  let best: { region: Region; phrase: string } | null = null;
  for (const [phrases, region] of REGION_WORDS) {
    for (const phrase of phrases) {
      if (hasPhrase(text, phrase) && (!best || phrase.length > best.phrase.length)) best = { region, phrase };
    }
  }
  return best;
}

function regionIn(text: string): Region | null {
  return regionMatch(text)?.region ?? null;
}

function categoriesIn(text: string): { categories: PlaceCategory[]; interests: string[] } {
  const categories: PlaceCategory[] = [];
  const interests: string[] = [];
  for (const [phrases, cats, extra] of CATEGORY_WORDS) {
    if (any(text, phrases)) {
      for (const cat of cats) if (!categories.includes(cat)) categories.push(cat);
      interests.push(...extra);
    }
  }
  for (const [phrase, interest] of Object.entries(INTEREST_WORDS)) {
    if (hasPhrase(text, phrase) && !interests.includes(interest)) interests.push(interest);
  }
  return { categories, interests };
}

function constraintsIn(text: string): Constraint[] {
  return CONSTRAINT_WORDS.filter(([phrases]) => any(text, phrases)).map(([, constraint]) => constraint);
}

function cuisineIn(text: string): string | null {
  for (const [cuisine, words] of Object.entries(CUISINES)) if (any(text, words)) return cuisine;
  return null;
}

/** The region of the places the concierge last recommended, for "near there" follow-ups. */
export function lastMentionedRegion(history: Turn[], directory: Directory): Region | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    if (turn?.role !== "assistant") continue;
    const text = normalize(turn.content);
    for (const place of directory.places) {
      if (place.region && place.names.some((name) => name.length >= 4 && hasPhrase(text, name))) return place.region;
    }
  }
  return null;
}

/** What the visitor is asking for, leaning on earlier turns for follow-ups. */
export function understand(message: string, history: Turn[], directory: Directory): Intent {
  const text = normalize(message);
  if (any(text, HARMFUL)) return { kind: "harmful" };
  const current = categoriesIn(text);
  const matched = regionMatch(text);
  const region = matched?.region ?? null;
  let constraints = constraintsIn(text);
  // "without a long hike", "no hiking": the visitor does not want a trail.
  if (/\b(without|no|not|dont|avoid|skip)\b( \w+){0,3} (hike|hiking|hikes|walk|walking|trail)\b/.test(text)) {
    current.categories = current.categories.filter((category) => category !== "Trail");
    constraints = [...new Set([...constraints.filter((c) => c !== "hard"), "easy" as const])];
  }
  const hasTopic = current.categories.length > 0 || region !== null || constraints.length > 0;

  if (!hasTopic) {
    if (/^(hi|hello|hey|aloha|good (morning|afternoon|evening)|howzit|yo)\b/.test(text) && text.split(" ").length <= 6)
      return { kind: "greeting" };
    if (/\b(thanks|thank you|mahalo|thx|appreciate)\b/.test(text)) return { kind: "thanks" };
    if (/\b(what can you do|who are you|what are you|how do(es)? (this|you) work|help me|what do you do)\b/.test(text))
      return { kind: "capabilities" };
  }
  if (
    /\b(weather|temperature|forecast|rainy season|best time to (visit|go)|when to (visit|go)|what season|hurricane)\b/.test(
      text,
    ) &&
    current.categories.length === 0
  ) {
    return { kind: "weather" };
  }
  if (
    /\b(get around|getting around|rent(al)? (a )?car|drive|driving|bus|uber|taxi|how long does it take|how far|parking)\b/.test(
      text,
    ) &&
    current.categories.length === 0
  ) {
    return { kind: "getting_around" };
  }
  if (any(text, OTHER_PLACES) && !any(text, ["kauai"])) return { kind: "off_topic" };

  const previousUser = [...history].reverse().find((turn) => turn.role === "user");
  const isFollowUp =
    Boolean(previousUser) &&
    (current.categories.length === 0 ||
      /\b(near there|nearby|close by|around there|what about|how about|instead|also|another|more)\b/.test(text));
  let categories = current.categories;
  let interests = current.interests;
  let chosenRegion = region;
  let allConstraints = constraints;
  if (isFollowUp && previousUser) {
    const earlierText = normalize(previousUser.content);
    const earlier = categoriesIn(earlierText);
    if (categories.length === 0) {
      categories = earlier.categories;
      interests = earlier.interests;
    }
    if (!chosenRegion && /\b(near there|nearby|close by|around there|near by)\b/.test(text))
      chosenRegion = lastMentionedRegion(history, directory);
    if (!chosenRegion && current.categories.length === 0) chosenRegion = regionIn(earlierText);
    const carried = constraintsIn(earlierText).filter(
      (c) => !(c === "hard" && constraints.includes("easy")) && !(c === "easy" && constraints.includes("hard")),
    );
    allConstraints = [...new Set([...constraints, ...carried])];
  }

  if (categories.length === 0 && !chosenRegion && allConstraints.length === 0) {
    const onTopic = any(text, KAUAI_HINTS) || text.split(" ").length <= 3;
    if (!onTopic) return { kind: "off_topic" };
  }
  return {
    kind: "recommend",
    categories,
    interests,
    cuisine: cuisineIn(text),
    region: chosenRegion,
    regionPhrase: chosenRegion === region ? (matched?.phrase ?? null) : null,
    constraints: allConstraints,
    wantsList: /\b(list|top \d+|top five|top 5|several|options|all the|a few|ideas|best \d+)\b/.test(text),
  };
}
