import { oceanConditionIn } from "@/shared/schemas/place-facts";
import type { DirectoryPlace } from "./directory";
import { FRESH_WATER_CARE, isFreshWater } from "./fresh-water";
import { TOWN_POINTS } from "./knowledge-base";
import { type ConciergeContext, monthName, pickPlaces, unsafeReason } from "./select";
import type { Question } from "./understand";

// Answers for questions the general acts missed, found by asking as a visitor (session 6): the road's own
// notes for "can we drive to X (after rain)?", sharks at a named beach, practical topics the directory holds
// no facts about, each place of a list for "can we swim at any of them?", and clouds over the canyon.

const ROAD_NOTE =
  /\b(road|roads|drive|driving|4wd|four-wheel|four wheel|parking|park(ed)? (cars?|vehicles?)|unpaved|dirt|rutted)\b/i;

/** The place's own notes about its road and parking, led by its name; null when the directory has none. */
export function roadLead(place: DirectoryPlace): string | null {
  const facts = place.facts;
  const notes = [facts?.access.note ?? "", ...(facts?.safetyNotes ?? [])]
    .flatMap((note) => note.split(/(?<=[.!?])\s+/))
    .filter((sentence) => ROAD_NOTE.test(sentence));
  const unique = [...new Set(notes.map((s) => s.trim()).filter(Boolean))];
  if (unique.length === 0) return null;
  return `About the road to ${place.name}: ${unique.join(" ")}`;
}

/** "Are there sharks at ...?": what the state says about sharks, before anything about that beach's water. */
export function sharkLead(ctx: ConciergeContext, q: Question): string | null {
  if (!/\bsharks?\b/.test(q.searchText)) return null;
  const body = ctx.kb.byId.get("sharks")?.body;
  if (!body) return null;
  return body;
}

/** Practical questions the directory and articles hold no verified facts about: said plainly, never a random place. */
const DONT_KNOW = (topic: string, pointer: string) =>
  `I don't have verified information about ${topic} on Kauaʻi, so I won't guess: ${pointer} I can help with places to go, safety, permits, weather by month and drive times.`;

const DRIVE_ASKED = /\b(how long|how far|how many (minutes|miles)|drive time|driving time)\b/;

const OUTSIDE_THE_DIRECTORY: { re: RegExp; text: string; evenWithAPlace?: boolean; unless?: RegExp }[] = [
  {
    // The directory's own safety notes: "streams can carry leptospirosis".
    re: /\bdrink\w*(?: \w+){0,3} (from|out of|in) (the |a )?(streams?|rivers?|waterfalls?|falls|pools?|creeks?)\b|\b(stream|river|waterfall|creek) water\b/,
    text: "No - don't drink untreated water from streams, rivers or waterfalls: Kauaʻi's streams can carry leptospirosis (the same reason not to swim in them with open cuts). Carry all the water you need on a hike.",
    evenWithAPlace: true,
  },
  {
    re: /\b(tap water|drinking water|water (safe|ok|okay|good|fine) to drink|drink the tap( water)?|bottled water)\b/,
    text: DONT_KNOW(
      "whether the tap water is good to drink",
      "ask your hotel or host, who will know their own supply.",
    ),
  },
  {
    re: /\b(leave|leaving|left) (\w+ ){0,3}(in|inside) (the |our |my )?(car|rental|vehicle)\b|\bcar break ?ins?\b|\bbreak ?ins\b|\b(broken|breaking) into\b|\bvaluables\b|\bcar (theft|broken into)\b/,
    text: DONT_KNOW(
      "car break-ins at parking areas",
      "the usual advice anywhere holds: keep nothing of value in a parked car, or at least nothing in sight.",
    ),
    evenWithAPlace: true,
  },
  {
    re: /\b(tip|tipping)\b(?: \w+){0,3} (restaurants?|waiters?|servers?|guides?|drivers?|bartenders?)\b|\bhow much (should|do) (we|i|you) tip\b|\btipping\b/,
    text: DONT_KNOW("tipping customs", "ask the business or your tour operator if you are unsure."),
    evenWithAPlace: true,
  },
  {
    // ("¿Mi perro puede ir a la playa?" reads "dog ... beach" in either order; Puka Dog is a restaurant.)
    re: /\b(?<!(puka|hot) )(dogs?|pets?|puppy)\b(?: \w+){0,4} (beach|beaches|park|parks|trail|trails|hike|allowed)\b|\b(dog|pet) friendly\b|\b(beach|beaches|trail|trails)\b(?: \w+){0,4} (?<!(puka|hot) )(dogs?|pets?|puppy)\b/,
    text: DONT_KNOW(
      "which beaches, parks and trails allow dogs",
      "check the County of Kauaʻi's and the state parks' rules for the place before you bring one.",
    ),
  },
  {
    // "What's the surf like at Hanalei right now?": no live reports; who has them.
    re: /\b(live|current|todays|today s|real time|realtime)\b(?: \w+){0,2} (surf|swell|wave|ocean|water|beach) (report|reports|forecast|conditions|cam|cams|height)\b|\b(surf|swell|wave|ocean|beach) (report|reports|forecast|cam|cams)\b(?: \w+){0,4} (now|today|right now|this morning|currently)\b|\b(surf|swell|waves?|ocean|water) (like |doing |conditions? )?(right now|at the moment|this morning|today)\b|\bhow big (are|is) the (surf|waves) (today|now|right now)\b/,
    text: "I don't have live surf reports or today's ocean conditions, so I can't tell you what the water is doing right now: ask the lifeguards at the beach, or check the surf forecast and hawaiibeachsafety.com (the state and county's beach hazard page) before you go in. When in doubt, stay out.",
    evenWithAPlace: true,
    // ("Nothing in the water today, what else is there": they stay out of it - session 12, dev20.)
    unless:
      /\b(nothing|no|not|skip|avoid|stay out of|staying out of|out of|without) (\w+ )?(in |getting in |going in )?the (water|ocean)\b/,
  },
  {
    // "Is there a tsunami warning today?": no live alerts; never a reassuring "no". (A surf or flood warning
    // the visitor reports is handled by the safety answers.)
    re: /\b(is|are) there (a |an |any )?(tsunami|hurricane|tropical storm) (warning|watch|alert|advisory)s?\b|\btsunami (warning|watch|alert)s?\b(?: \w+){0,3} (today|now|right now|tonight|currently)\b/,
    text: "I don't have live alerts, so I can't tell you whether a warning is in effect right now: check the National Weather Service (weather.gov/hfo) and the County of Kauaʻi's emergency alerts, and listen for the coastal sirens. If a tsunami warning is issued, get out of the water, leave the beach and low-lying coast for high ground, and follow official instructions.",
    evenWithAPlace: true,
  },
  {
    // "Fishing from shore", "a fishing licence?": a fish market is not an answer (round 9).
    re: /\b(fishing|go fish|fish (from|off) (the )?(shore|rocks|pier|beach)|fishing (license|licence|spots?|charters?|trips?|rods?|poles?))\b/,
    text: DONT_KNOW(
      "fishing spots, rules or licences",
      "check the Hawaiʻi Division of Aquatic Resources' fishing rules before you fish, or ask a local tackle shop.",
    ),
    evenWithAPlace: true,
  },
  {
    // (Round 10, probe 4 class 7: these had pulled a permit article, restaurants or the lifeguard towers.)
    re: /\b(get married|getting married|wedding|weddings|elope|eloping|vow renewal|renew (our )?vows)\b/,
    text: DONT_KNOW(
      "wedding permits or rules",
      "ask the Hawaiʻi Department of Land and Natural Resources (state beaches and parks) or the County of Kauaʻi (county beach parks) before you plan one.",
    ),
    evenWithAPlace: true,
  },
  {
    re: /\b(beer|alcohol|wine|booze|liquor|drinks?|drinking)\b(?: \w+){0,4} (on|at|to) (the |a )?(beach|beaches|park|parks|beach park|trail)\b|\b(alcohol|drinking) (allowed|legal|ok|okay)\b/,
    text: DONT_KNOW(
      "alcohol rules at beaches and parks",
      "check the County of Kauaʻi's park rules (or the state park's) for the place before you bring any.",
    ),
    evenWithAPlace: true,
    unless: /\b(buy|purchase)\b/,
  },
  {
    // ("Whats good to eat in Waimea" asks for food, not whether a food is safe - session 11, probe 7.)
    re: /\b(safe|ok|okay|fine)(?<!\b(what s|whats|what is|anything|something|somewhere|where s|wheres) (good|ok|okay|fine)) (for me |for us |for her |for a pregnant \w+ )?to eat\b|\b(is|are|it s|its) (\w+ ){0,3}good (for me |for us |for her |for a pregnant \w+ )?to eat\b|\bfood poisoning\b|\b(raw fish|sushi|poke) (\w+ ){0,6}(pregnant|pregnancy)\b|\b(pregnant|pregnancy)\b(?: \w+){0,4} (raw fish|sushi|poke)\b/,
    text: DONT_KNOW(
      "whether a food is safe for you to eat",
      "ask your doctor, and ask the restaurant how a dish is prepared.",
    ),
    evenWithAPlace: true,
  },
  {
    re: /\b(see|spot|photograph|find|watch|catch|chase) (a |the |some )?(double )?rainbows?\b|\brainbows? (spots?|viewing|photos?)\b|\bwhere (are|is) (the )?rainbows?\b/,
    text: DONT_KNOW(
      "where rainbows show",
      "the directory has no rainbow spots (the rainbow eucalyptus at Keahua Arboretum is a tree, not a sky).",
    ),
    unless: /\b(eucalyptus|trees?|bark)\b/,
  },
  {
    re: /\b(drones?|quadcopters?|uav)\b/,
    text: DONT_KNOW("drone rules", "check the FAA's rules and those of the park or landowner before you fly."),
    evenWithAPlace: true,
    // (Near whales the whale-season article has the rule: topicReply answers it.)
    unless: /\b(whales?|humpbacks?)\b/,
  },
  {
    // Practical needs the directory does not list (the fourth blind probe, class 10): gas, groceries, wifi and
    // shops for everyday things had got sightseeing or hotel cards. (Restrooms, showers and water: practical-needs.ts.)
    re: /\b(gas|fuel|petrol|diesel) (stations?|stops?|pumps?)\b|\b(need|needs|get|buy|fill up on|cheap|cheapest|cheaper|price of|cost of) (some )?(gas|fuel|petrol|diesel)\b|\b(gas|fuel|petrol) (near|in|around|close to|before|on the way)\b|\b(fill up|top up|refuel) (the |our |my )?(car|tank|rental)\b|\b(refuel|refueling)\b|\b(ev|electric car) charg\w*\b|\bcharging stations?\b/,
    text: DONT_KNOW(
      "gas stations",
      "search a map app for the nearest one, and fill up before long drives to the ends of the road.",
    ),
    evenWithAPlace: true,
    // ("How long to Līhuʻe for groceries?" is a drive question.)
    unless: DRIVE_ASKED,
  },
  {
    re: /\b(grocery|groceries|supermarkets?|super markets?|convenience stores?|food stores?|costco|safeway|foodland|walmart|big save|times supermarket|liquor stores?|abc stores?|general stores?)\b/,
    text: DONT_KNOW(
      "grocery stores or supermarkets",
      "search a map app for the nearest, or ask where you are staying. For fresh local fruit, ask me about farmers markets.",
    ),
    evenWithAPlace: true,
    // ("How long to Līhuʻe for groceries?" is a drive question.)
    unless: DRIVE_ASKED,
  },
  {
    re: /\b(wi ?fi|wifi|internet (cafes?|access|connection)|internet|hotspots?|sim cards?|e ?sims?|charge (my|our|a) (phone|phones|devices?|laptop)|phone charg\w*|charging (my|our) (phone|phones))\b/,
    text: DONT_KNOW(
      "wifi, internet access or places to charge a phone",
      "ask where you are staying, or ask at the café or shop itself.",
    ),
  },
  {
    re: /\b(buy|purchase|pick up|shop for)\b(?: \w+){0,3} (beach toys?|sand toys?|toys|buckets?|boogie ?boards?|snorkel (gear|sets?|masks?)|masks?|fins|reef shoes|water shoes|diapers|nappies|swim diapers|baby formula|formula|ice|bags? of ice|coolers?|beach chairs?|umbrellas?|towels?|beer|wine|alcohol|booze|liquor|phone chargers?|chargers?|batteries|medicine|bug spray|mosquito repellent|repellent|insect repellent|hats?|flip flops|rain jackets?|ponchos?|firewood|charcoal|propane|camping gear|tents?)\b/,
    text: DONT_KNOW(
      "shops that sell everyday things like that",
      "ask where you are staying, or search a map app for the nearest store.",
    ),
    evenWithAPlace: true,
    // ("How long to Līhuʻe for groceries?" is a drive question.)
    unless: DRIVE_ASKED,
  },
  {
    re: /\b(milky way|stargaz\w*|star gaz\w*|(see|watch|watching|look at|looking at|view) (the )?stars|stars (tonight|at night)|star ?watching|shooting stars|meteor showers?|night sky|dark sky|astronomy|telescopes?)\b/,
    text: DONT_KNOW(
      "stargazing spots",
      "the directory has no dark-sky places, and the computed sunset and dark times I can give are for a place and a date.",
    ),
  },
];

/** Safety topics the directory's notes and articles cover; a safety question about none of them is unverified. */
const KNOWN_SAFETY_TOPIC =
  /\b(swim\w*|snorkel\w*|surf\w*|beach\w*|ocean|sea|waves?|currents?|rips?|riptides?|lifeguards?|sharks?|jelly\w*|man o war|urchins?|eels?|turtles?|seals?|honu|hike\w*|trails?|stream\w*|rivers?|flood\w*|rain\w*|mud\w*|slipper\w*|cliffs?|jump\w*|ledges?|falls|waterfalls?|kids?|child\w*|toddlers?|baby|babies|tsunami|storm\w*|hurricanes?|calm\w*|rough\w*|water|wade|wading|splash\w*|float\w*|dip|paddle\w*|kayak\w*|boat\w*|tide\w*|drown\w*|night|dark|lepto\w*|heights|safe|safety|dangerous|conditions)\b/;
/** Practical risks a safety question may name that no verified fact covers, whatever else it says. */
const UNVERIFIED_SAFETY_RISK =
  /\b(tap water|crime|crimes|criminals?|muggings?|robbery|robberies|car break ins?|cars? broken into|theft|stolen|leave (our |my |your )?(stuff|things|valuables|bags?|luggage|belongings|anything) in the (rental )?car)\b/;
const UNVERIFIED_SAFETY_TEXT =
  "I don't have verified information on that in my Kauaʻi notes, so I won't guess - ask where you are staying, or check with the County of Kauaʻi. I can help with ocean, hiking and weather safety for your dates, and with places that suit your group.";

/**
 * The one "no verified information" mechanism (round 9 merged the safety answer's own fallback into it):
 * the honest reply to a question outside what the directory and articles record, or null. For any question
 * ("any"), the listed practical topics (tap water, tipping, dogs, drones, fishing, live surf reports...);
 * for a safety question ("safety", called by the safety answer), a safety question about none of the topics
 * the notes cover (insects, car break-ins) - said plainly rather than answered with the ocean.
 */
export function outsideTheDirectory(q: Question, mode: "any" | "safety" = "any"): string | null {
  if (mode === "safety") {
    const known = KNOWN_SAFETY_TOPIC.test(
      q.searchText.replace(/\b(tap water|drinking water|car|cars|rental car|theft|centipedes?)\b/g, " "),
    );
    return !known || UNVERIFIED_SAFETY_RISK.test(q.searchText) ? UNVERIFIED_SAFETY_TEXT : null;
  }
  const hit = OUTSIDE_THE_DIRECTORY.find(({ re, unless }) => re.test(q.searchText) && !unless?.test(q.searchText));
  if (!hit || (q.places.length > 0 && !hit.evenWithAPlace)) return null;
  return hit.text;
}

/** "Kōkeʻe is cloudy, worth going?": the canyon's own advice on clouds, before any list. */
export function cloudLead(ctx: ConciergeContext, q: Question): string | null {
  if (
    !/\b(cloud|clouds|cloudy|clouded|fog|foggy|mist|misty|socked in|overcast|whited out|no view)\b/.test(q.searchText)
  )
    return null;
  const canyon =
    q.towns.includes("Kōkeʻe") ||
    q.places.some((p) => p.region === "Waimea Canyon & Kokee") ||
    /\b(waimea canyon|kokee|kalalau lookout|puu o kila|the canyon)\b/.test(q.searchText);
  if (!canyon) return null;
  const body = ctx.kb.byId.get("waimea-canyon-kokee-tips")?.body;
  const advice = body
    ?.split(/(?<=\.)\s+/)
    .filter((sentence) => /\b(clearest|fog|clouded|mist)\b/.test(sentence))
    .join(" ");
  return advice ? `Often yes, if you time it: ${advice}` : null;
}

const IN_OR_UNDER = /\b(swim\w*|wade|wading|jump\w*|go in|get in|dip|plunge pool|under (it|them|the falls))\b/;

/**
 * "Can we swim under any of them?" after a list: each place just shown, answered from its own facts
 * (its water this month, or the safety note that speaks of swimming, jumping or climbing down).
 */
export function eachShownPlace(
  ctx: ConciergeContext,
  q: Question,
  month: number,
): { text: string; picks: DirectoryPlace[] } | null {
  if (q.places.length > 0 || q.fromPrevious.length === 0 || !IN_OR_UNDER.test(q.searchText)) return null;
  // (A child or a beginner in the group: the safe choices among them, or others, are the answer - select.ts.)
  if (q.party.toddler || q.party.kids || q.party.beginner) return null;
  const shown = q.fromPrevious
    .map((name) => ctx.directory.places.find((p) => p.name === name))
    .filter((p): p is DirectoryPlace => p !== undefined)
    .slice(0, 3);
  if (shown.length === 0) return null;
  const lines = shown.map((place) => {
    const facts = place.facts;
    const condition = oceanConditionIn(facts, month);
    const s = facts?.suitability;
    const unsuited =
      s && ((q.party.toddler && !s.toddlers) || (q.party.kids && !s.kids) || (q.party.beginner && !s.beginners));
    if (condition === "dangerous") return `- **${place.name}**: no - its water is usually dangerous this time of year.`;
    if (condition === "caution" && unsuited)
      return `- **${place.name}**: not for your group - its water needs caution now and our directory does not rate it for them.`;
    if (condition === "caution" && isFreshWater(place))
      return `- **${place.name}**: only with care - a stream pool, not the sea: ${FRESH_WATER_CARE}.`;
    if (condition === "caution") return `- **${place.name}**: only with care, on a calm day and near a lifeguard.`;
    if (condition === "calm")
      return `- **${place.name}**: usually calm now; swim near a lifeguard and check the day's conditions.`;
    const notes = facts?.safetyNotes ?? [];
    const note =
      notes.find((n) => /\b(swim|plunge|jump)\b/i.test(n)) ??
      notes.find((n) => /\b(base|climb down|stay behind|only from)\b/i.test(n));
    return note
      ? `- **${place.name}**: no - ${note.charAt(0).toLowerCase()}${note.slice(1)}`
      : `- **${place.name}**: our directory has no swimming information for it, so don't count on a swim there.`;
  });
  return { text: ["Place by place:", ...lines].join("\n"), picks: [] };
}

const SEA_TEMPERATURE =
  /\b(water|sea|ocean) (temp|temps|temperature|temperatures)\b|\b(temp|temperature) (is|of) the (water|ocean|sea)\b|\bhow (warm|cold|chilly) is the (water|ocean|sea)\b|\b(too cold|cold|warm enough) to (swim|snorkel|go in)\b|\bis the (water|ocean|sea) (cold|warm|freezing)\b/;
const TRAFFIC = /\b(traffic|rush hour|congestion|bypass road)\b/;
const HURRICANE = /\b(hurricanes?|hurricane season|tropical storms?|cyclones?)\b/;
const BUS = /\b(bus|buses|the kauai bus|public transport\w*)\b/;
const OFF_THE_BUS_LINES =
  /\b(waimea canyon|the canyon|kokee|kalalau lookout|puu o kila|na pali|napali|kalalau|kee|haena|hanakapiai|polihale)\b/;

/**
 * A topic that is the whole question, whatever place it names (round 8): hurricanes ("should we worry
 * about hurricanes in August?") and the bus ("is there a bus to Waimea Canyon?"). The article answers,
 * led by yes or no when the question needs it; null when the message is about something else.
 */
export function topicReply(ctx: ConciergeContext, q: Question): { text: string; picks: DirectoryPlace[] } | null {
  const text = q.searchText;
  // "What temp is the water in January?", "too cold to swim in February?": the sea, not the air.
  if (SEA_TEMPERATURE.test(text)) {
    const body = ctx.kb.byId.get("sea-temperature")?.body;
    // ("Is the ocean warm enough in February for my 5 yo": and where the water is calm for them that month - dev31.)
    const young = q.party.toddler || q.party.kids || q.party.beginner;
    const calm = young
      ? pickPlaces(ctx, { ...q, act: "recommend", places: [], categories: ["Beach"], activities: ["swim"] }, 3).filter(
          (p) => oceanConditionIn(p.place.facts, q.month) === "calm",
        )
      : [];
    if (body && calm.length > 0)
      return {
        text: `${body}

Calm water for them in ${monthName(q.month)}: ${calm.map((p) => p.place.name).join(", ")} - swim near the lifeguard and check the day's conditions.`,
        picks: calm.map((p) => p.place),
      };
    if (body) return { text: body, picks: [] };
  }
  // "Speed limit on the road up Waimea Canyon?": the canyon-drive article's sentence that states it (session 12,
  // dev20); the road's other advice follows.
  if (/\bspeed limits?\b/.test(text) && /\b(canyon|kokee|550|552)\b/.test(text)) {
    const body = ctx.kb.byId.get("waimea-canyon-drive")?.body ?? "";
    const limit = body.split(/(?<=\.)\s+/).find((sentence) => /\bmph\b/.test(sentence));
    if (limit) return { text: `${limit}\n\n${body.replace(limit, "").trim()}`, picks: [] };
  }
  // "Can we fly a drone to watch the whales?": the whale-season article's federal rule, then what is not known
  // (session 12, probe 10).
  if (/\b(drones?|quadcopters?|uav)\b/.test(text) && /\b(whales?|humpbacks?)\b/.test(text)) {
    const rule = (ctx.kb.byId.get("whale-season")?.body ?? "")
      .split(/(?<=\.)\s+/)
      .find((sentence) => /\bdrone\b/.test(sentence));
    if (rule)
      return {
        text: `Not near them - ${rule.replace(/^./, (c) => c.toLowerCase())} I don't have verified information on Kauaʻi's other drone rules, so check the FAA's rules and those of the park or landowner before you fly.`,
        picks: [],
      };
  }
  // "How do we avoid traffic in Kapaʻa?": the article's advice.
  if (TRAFFIC.test(text) && q.places.length === 0) {
    const body = ctx.kb.byId.get("kapaa-traffic")?.body;
    if (body) return { text: body, picks: [] };
  }
  // "What does mahalo mean?", "how do you pronounce Kauaʻi?": the Hawaiian words article, when it has the word.
  const asked =
    /\bwhat (does|do|is) (\w+ ){0,2}mean\b|\bmeaning of (\w+)\b|\bhow (do you|do i|to|should i|should we) (say|pronounce)\b|\bpronounc\w*\b|\btranslat\w* (\w+ ){0,3}(to|into|in) hawaiian\b|\b(\w+) in hawaiian\b|\bhawaiian (word|words) for\b|\bwhat is (aloha|mahalo|ohana|keiki|kapu|pau hana|haole|mauka|makai)\b/.exec(
      text,
    );
  if (asked) {
    const article = ctx.kb.byId.get("hawaiian-words");
    const body = article?.body ?? "";
    const plain = normalizeName(body);
    const word = text
      .split(" ")
      .find(
        (w) =>
          w.length >= 4 &&
          !/^(what|does|mean|meaning|pronounce|pronunciation|say|how|should)$/.test(w) &&
          plain.includes(w),
      );
    if (article && (word || /\bpronounc/.test(text))) return { text: body, picks: [] };
  }
  // "Can I take lava rocks home?", "what does kapu mean on a sign?": the respect-for-places article (round 9).
  const takeHome =
    /\b(take|taking|collect|collecting|keep|bring|pick up|grab|gather|pocket)\b(?: \w+){0,3} (shells?|seashells?|sand|rocks?|stones?|lava rocks?|coral|pebbles?)\b/.test(
      text,
    );
  // ("How do I respect sacred sites?")
  if (
    q.places.length === 0 &&
    (takeHome ||
      /\bkapu\b|\b(respect|respectful)\b(?: \w+){0,4} (sacred|heiau|culture|cultural|sites?|places?)\b/.test(text))
  ) {
    const body = ctx.kb.byId.get("sacred-places-and-kapu")?.body;
    if (body)
      return {
        text: takeHome
          ? `Please leave them where they are: take photos, not sand, rocks, shells or coral. ${body}`
          : body,
        picks: [],
      };
  }
  // "Is the Kōkeʻe road dangerous at night?", "is the canyon drive scary?": the drive article, not sharks (round 9).
  if (
    /\b(road|drive|driving)\b/.test(text) &&
    /\b(kokee|waimea canyon|canyon|mountain)\b/.test(text) &&
    /\b(dangerous|scary|safe|night|dark|winding|steep|narrow|afraid|nervous)\b/.test(text)
  ) {
    const body = ctx.kb.byId.get("waimea-canyon-drive")?.body;
    if (body) return { text: body, picks: [] };
  }
  // "Is it safe to cross the stream at Hanakāpīʻai?": the stream-crossing article, not the beach's water.
  // (After rain the safety answer's "wait for a dry spell" leads instead.)
  if (
    /\b(cross|crossing|crossings)\b(?: \w+){0,3} (the )?(stream|streams|river)\b|\bstream crossings?\b/.test(text) &&
    !/\b(rain|raining|rained|rainy|pour\w*|storm\w*|flood\w*|downpour\w*)\b/.test(text)
  ) {
    const body = (
      /\b(hanakapiai|kalalau)\b/.test(text)
        ? ctx.kb.byId.get("hanakapiai-stream-crossing")
        : ctx.kb.byId.get("flash-flood-safety")
    )?.body;
    if (body) return { text: body, picks: q.places.filter((p) => p.category === "Trail").slice(0, 1) };
  }
  // "¿Cuál es la mejor época para visitar Kauai?": the year at a glance (round 9; read through the translation).
  if (q.places.length === 0 && !q.monthNamed && /\bbest time to visit\b/.test(text) && q.categories.length === 0) {
    const body = ctx.kb.byId.get("best-time-to-visit")?.body;
    if (body) return { text: body, picks: [] };
  }
  // "Where can we go camping?": campgrounds need a permit; the places whose facilities list camping (round 9).
  // (The Kalalau or Polihale camping permit, its price or its limits are the permit answer's.)
  if (
    q.places.length === 0 &&
    /\b(camping|campground|campgrounds|campsites?|go camp|to camp|camp (on|at|in|anywhere|overnight)|pitch a tent)\b/.test(
      text,
    ) &&
    !/\b(kalalau|napali|na pali|polihale|hanakapiai|permits?|cost|price|how much|how far|fee|fees)\b/.test(text)
  ) {
    const camps = ctx.directory.places
      .filter(
        (p) =>
          p.facilities.some((f) => /\bcamping\b/i.test(f)) &&
          unsafeReason(p, q) === null &&
          (q.regions.length === 0 || (p.region !== null && q.regions.includes(p.region))),
      )
      .slice(0, 3);
    return {
      text: `Camping on Kauaʻi is allowed only at designated county and state park campgrounds, with a permit booked in advance (County of Kauaʻi for the county beach parks, the state parks for Polihale and the Nā Pali coast).${camps.length > 0 ? ` Places in our directory that list camping:\n${camps.map((p) => `- **${p.name}** (${p.region}): ${p.facilities.find((f) => /camping/i.test(f))}`).join("\n")}` : ""}`,
      picks: camps,
    };
  }
  // "When can we see the albatross?": Kīlauea Point's own words on their season.
  if (/\balbatross\w*\b/.test(text)) {
    const point = ctx.directory.byId.get("kauai-kilauea-point");
    const season = point?.description.match(/Laysan albatross \(([^)]*)\)/)?.[1];
    if (point && season)
      return {
        text: `Laysan albatross are at ${point.name} ${season}, with its other nesting seabirds${point.bestTimeToVisit ? ` (best time: ${endOf(point.bestTimeToVisit).replace(/\.$/, "")})` : ""}. ${point.description}`,
        picks: [point],
      };
  }
  if (HURRICANE.test(text) && !/\b(film|filmed|movie|memorial|museum)\b/.test(text)) {
    const body = ctx.kb.byId.get("hurricane-season")?.body;
    if (!body) return null;
    const inSeason = q.month >= 6 && q.month <= 11;
    const monthLine = q.monthNamed
      ? ` ${monthName(q.month)} is ${inSeason ? "inside" : "outside"} the season${inSeason ? ", but a storm on the days of your trip is unlikely: check the Central Pacific Hurricane Center's outlook the week before you fly" : ""}.`
      : "";
    return { text: `${body}${monthLine}`, picks: [] };
  }
  if (
    BUS.test(text) &&
    // (Not "a tour bus", nor "do we need a rental car or can we use the bus": the getting-around answer.)
    !/\b(tour bus|tour buses|bus tours?|(rental )?car or (\w+ ){0,4}bus|bus or (a |the )?(rental )?car)\b/.test(text) &&
    /\b(is there|are there) (a |any )?(bus|buses|public transport\w*)\b|\b(take|taking|catch|ride) (a |the )?(bus|public transport\w*)\b|\bby bus\b|\b(bus|buses) (to|up to|out to|go|goes|run|runs|from)\b|\bbus (it|there|up)\b/.test(
      text,
    )
  ) {
    const body = ctx.kb.byId.get("kauai-bus")?.body;
    if (!body) return null;
    const off =
      q.places.find((p) => p.region === "Waimea Canyon & Kokee" || OFF_THE_BUS_LINES.test(normalizeName(p.name))) ??
      null;
    if (off || OFF_THE_BUS_LINES.test(text)) {
      const canyon = off
        ? off.region === "Waimea Canyon & Kokee"
        : /\b(canyon|kokee|kalalau lookout|puu o kila)\b/.test(text);
      return {
        text: `No - the Kauaʻi Bus does not go ${canyon ? "up to Waimea Canyon or Kōkeʻe" : "to the Nā Pali trailhead at Kēʻē"}: you need a rental car or a guided tour to get there${canyon ? "" : ", or a seat on the Hāʻena shuttle reserved at gohaena.com"}.\n\n${body}`,
        picks: off ? [off] : [],
      };
    }
    // "Staying in Līhuʻe, what can we reach by bus?": places close to where they stay, with the bus facts (round 9).
    const town = q.towns[0];
    if (q.places.length === 0 && town && /\b(what|where|which|anything|things)\b/.test(text)) {
      const [lat, lon] = TOWN_POINTS[town];
      const near = pickPlaces(
        ctx,
        { ...q, act: "recommend", anchor: { lat, lon, label: town, placeId: null }, categories: [], activities: [] },
        3,
      );
      if (near.length > 0)
        return {
          text: `${body}\n\nPlaces close to ${town} (check the bus schedule for the nearest stop):\n${near.map((e) => `- **${e.place.name}** (${e.place.region})`).join("\n")}`,
          picks: near.map((e) => e.place),
        };
    }
    return { text: body, picks: q.places.slice(0, 1) };
  }
  return null;
}

function normalizeName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f\u02bb\u2018\u2019']/g, "")
    .toLowerCase();
}

function endOf(sentence: string): string {
  const t = sentence.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}
