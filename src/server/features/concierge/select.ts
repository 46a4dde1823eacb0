import type { PlaceCategory, Region } from "@/shared/constants";
import type { DriveTown } from "@/shared/schemas/knowledge";
import { isVisitable, oceanConditionIn } from "@/shared/schemas/place-facts";
import type { Directory, DirectoryPlace } from "./directory";
import { driveBetween, type KnowledgeBase, MONTH_NAMES, nearestTown, TOWN_POINTS } from "./knowledge-base";
import { oceanViewScore } from "./ocean-views";
import { closedOnDay } from "./opening-hours";
import { placeHas, textHas } from "./pattern-memo";
import { floodProne, rainingNow, slickInRain } from "./rain-now";
import type { SearchIndex } from "./search-index";
import { hasPhrase, normalize } from "./text";
import type { Question } from "./understand";

// Choosing places (issue 15, item 5): hard safety and access rules first, then every hard constraint
// of the question, then relevance (full-text score plus what the question asks for).

export type ConciergeContext = { directory: Directory; index: SearchIndex; kb: KnowledgeBase };
export type Scored = { place: DirectoryPlace; score: number; reasons: string[] };

export const OCEAN_CATEGORIES = new Set(["Beach", "Surf Spot"]);
/** A beach wish that is about the sand, not the water. */
const ON_THE_SAND =
  /\b(picnic\w*|shells?|shelling|sea glass|relax\w*|lounge|lounging|chill|read|reading|a book|sunbath\w*|tan|tanning|sand|sandy|stroll\w*|walk on the beach|beach walk|sunset|sunsets|sunrise|nap|quiet)\b/;

function isYoungOrNew(q: Question): boolean {
  return q.party.toddler || q.party.kids || q.party.beginner;
}

/** True when the visitor means to go in the water (asked, or a family/beginner asking for beaches). */
export function wantsWater(q: Question): boolean {
  if (q.activities.some((a) => a === "swim" || a === "snorkel" || a === "surf" || a === "tidepool")) return true;
  // "A beach day on the North Shore in January": a day at the beach means getting in the water.
  if (q.categories[0] === "Beach" && textHas(BEACH_DAY, q.searchText) && !q.excludedActivities.includes("swim"))
    return true;
  // "Best beach on the North Shore in January", "a beach for the afternoon": a beach asked for with no other
  // purpose (no walk, view, sunset, wildlife or "we won't swim") is a beach to go in at.
  if (
    q.categories[0] === "Beach" &&
    q.act === "recommend" &&
    q.places.length === 0 &&
    q.activities.length === 0 &&
    !q.excludedActivities.includes("swim") &&
    !q.excludedCategories.includes("Beach") &&
    textHas(BEACH_ASKED, q.searchText) &&
    !textHas(NOT_THE_BEACH, q.searchText) &&
    !textHas(LAND_ONLY, q.searchText)
  )
    return true;
  return q.categories[0] === "Beach" && (isYoungOrNew(q) || q.act === "safety");
}

const BEACH_ASKED = /\bbeach(es)?\b/;
const NOT_THE_BEACH = /\b(no|not|without|skip|avoid|except|or)( \w+){0,3} beach(es)?\b/;
const LAND_ONLY =
  /\b(walk|walks|walking|stroll|sunset|sunrise|photos?|pictures?|views?|watch|watching|waves|surfers|sand|tan|tanning|sunbathe|read|picnic|seals?|turtles?|explore|hike|hiking|wont swim|won t swim|not swim|no swim|don t swim|dont swim|without swimming|look)\b/;
const BEACH_DAY =
  /\b(beach day|day at the beach|beach time|hit the beach|beach to hang out|beach to relax|relaxing beach day)\b/;

/** The visitor has no Hāʻena State Park reservation ("didn't get one", "missed the gohaena booking", "sold out"). */
const NO_HAENA_BOOKING =
  /\b(missed|didnt get|did not get|didn t get|couldnt get|couldn t get|could not get|no|without|dont have|don t have|do not have|never got|failed to get)\b(?: \w+){0,3} (haena|gohaena|kee)\b(?: (state park|beach))?(?: \w+){0,2} (reservations?|booking|bookings|permits?|pass|passes|entry|spot|slot)\b|\b(haena|gohaena|kee)\b(?: \w+){0,3} (sold out|booked up|booked out|full)\b/;
const HAENA_BOOKING = /\b(haena|gohaena)\b/;

/** Why a place must not be suggested for this question, or null when it may be. */
const ON_FOOT_AFTER =
  /\b(a|about a|\d+(\.\d+)?|one|two|three) (mile|miles)\b(?: \w+){0,2} (on foot|hike|hiking|walk)\b/i;

const ASKS_CALM =
  /\b(calm|calmest|flat water|gentle (water|waves)|no waves|protected (water|cove|lagoon|swimming)|sheltered|still water|like a (pool|lake|bathtub))\b/;

/** Words that make a coffee farm's tasting room the first answer ("local coffee", "Kauaʻi-grown"). */
const LOCAL_GROWN = /\b(local|locally|grown|farm|farms|estate|plantation|tasting|tastings|taste|tour)\b/;

/** Whether a place serves the food asked for ("local coffee near Kalāheo": the café and the coffee farm - session 11). */
function servesAsked(place: DirectoryPlace, q: Question): boolean {
  const kinds = place.facts?.foodKinds ?? [];
  return q.food.length > 0 && q.food.some((kind) => kinds.includes(kind));
}

export function unsafeReason(place: DirectoryPlace, q: Question): string | null {
  const facts = place.facts;
  if (!isVisitable(facts)) {
    if (facts?.status !== "open") return "closed";
    return facts?.access.mode ?? "inaccessible";
  }
  // ("It's raining today, any hikes?": not a trail whose streams flash-flood - rain-now.ts, probe 6 class 12.)
  if (rainingNow(q.searchText) && floodProne(place)) return "risky in the rain: its streams can flash-flood";
  if (rainingNow(q.searchText) && slickInRain(place)) return "slick and muddy in the rain";
  const condition = oceanConditionIn(facts, q.month);
  const water = wantsWater(q);
  const young = isYoungOrNew(q);
  // (Teenagers only are kept out of the water, not off the sand: "the glass beach with two teenagers" - round 9.)
  const teensOnly = q.party.teens === true && !q.party.toddler && !q.party.beginner;
  if (condition === "dangerous" && (water || (young && !teensOnly))) return "dangerous water this season";
  if (condition === "caution" && young && (water || facts?.ocean)) return "rough water for children or beginners";
  if (!facts && OCEAN_CATEGORIES.has(place.category) && (water || young))
    return "without verified water conditions in our directory";
  if (
    q.party.toddler &&
    facts &&
    !facts.suitability.toddlers &&
    place.category !== "Restaurant" &&
    place.category !== "Hotel"
  )
    return "not suited to toddlers";
  // (Beginners in the water only where the facts rate the water for them: "stand up paddle for first timers in July"
  // had got Kalapakī - session 12, dev20.)
  if (
    q.party.beginner &&
    facts?.ocean &&
    !facts.suitability.beginners &&
    (water || q.activities.includes("kayak")) &&
    !q.party.teens
  )
    return "not suited to beginners in the water";
  // Seen from the car: a roadside viewpoint needs no accessible path for a wheelchair user who stays in it.
  const fromTheCar =
    q.constraints?.fromCar === true && facts?.access.mode === "roadside" && place.category === "Viewpoint";
  if (q.party.wheelchair && facts && !facts.suitability.wheelchair && place.category !== "Hotel" && !fromTheCar)
    return "not wheelchair accessible";
  // (Teenagers only may take a challenging trail when they ask for a harder one - round 11.)
  if (young && !(teensOnly && q.constraints?.hard) && /challenging|strenuous/i.test(place.difficultyLevel ?? ""))
    return "too hard for this group";
  // (Any kind of place the directory does not rate for children: water, trails, tours with age limits,
  // a lighthouse walk over rocks. Teenagers are only kept out of the water; meals and rooms are read
  // elsewhere; for children of unknown ages (the planner) only water and trails.)
  if (
    q.party.kids &&
    facts &&
    !facts.suitability.kids &&
    (OCEAN_CATEGORIES.has(place.category) ||
      (!q.party.teens &&
        (place.category === "Trail" ||
          (!q.party.anyAge &&
            place.category !== "Restaurant" &&
            place.category !== "Hotel" &&
            place.category !== "Shopping"))))
  )
    return "not suited to children";
  return null;
}

// Patterns tested against a place's text (pattern-memo.ts remembers each per place).
const SNORKEL_TEXT = /snorkel/;
const SURF_TEXT = /\bsurf/;
const PADDLE_TEXT = /kayak|paddle/;
const BOAT_TEXT = /boat|cruise|catamaran|zodiac/;
const HELICOPTER_TEXT = /helicopter/;
const TIDE_POOL_TEXT = /tide ?pool/;
const SUNSET_TEXT = /sunset/;
const SUNRISE_TEXT = /sunrise/;
const COAST_WORDS = /\b(beach|coast|coastal|shore|shoreline|ocean)\b/;
const FREE_FEE = /\bfree\b/;
const QUIET_TEXT =
  /quiet|secluded|empty|few visitors|uncrowded|hidden|less crowded|remote|rarely crowded|wild|deserted|isolated/;
const BUSY_TEXT = /\b(popular|busiest|busy|crowded|crowds|most visited|packed)\b/;
const BY_THE_WATER_TEXT =
  /\b(oceanfront|beachfront|on the sand|on the beach|open air|lanai|ocean views?|overlooking|by the sea|sunset view|bay)\b/;
const EVENING_TEXT = /\b(evening|night|luau|dinner show|art night)\b/;
const PADDLING_TRIP_TEXT = /\b(kayak|kayaks|paddle|paddling|canoe)\b/;
const IN_THE_WATER_TEXT = /\b(snorkel\w*|shore dive|dive site)\b/;
// Patterns tested against the question (pattern-memo.ts remembers the last question's answer).
const ROMANCE = /\b(romantic|romance|honeymoon|anniversary|proposal|propose)\b/;
const BY_THE_WATER_ASKED =
  /\b(by the (ocean|sea|water|beach)|oceanfront|ocean front|on the (water|beach|sand)|ocean views?|sea views?|beachfront|outside|outdoors?|open air|al fresco)\b/;
const PICNIC_ASKED = /\bpicnic\w*\b/;
const FOOD_BESIDES_RESTAURANTS = /\b(picnic|market|farmers market|shops?|shopping|coffee farm|tasting|luau)\b/;
const ON_OUR_OWN = /\b(on (our|my) own|self ?guided|without a (tour|guide)|no (tour|guide)|by ourselves|by myself)\b/;
const LIFEGUARD_ASKED =
  /\b(with|has|have|that has|got) (a |any )?lifeguards?\b|\blifeguarded\b|\blifeguards? on duty\b|\bhave lifeguards\b|\b(swim|swimming|snorkel|snorkeling|snorkelling) (alone|solo|by myself|on my own)\b|\bsolo (swim|swimming|swimmer)\b/;
const TOUR_ASKED =
  /\b(tour|tours|guided|guide|cruise|luau|farm|garden|horseback|horses?|riding|zip ?lines?|ziplining|atv|tubing|lessons?|dolphins?)\b/;
const nameAndDescription = (place: DirectoryPlace) => normalizedOnce(place, "nameAndDescription");
const feeText = (place: DirectoryPlace) => normalizedOnce(place, "fee");

/** Words of a description that promise a roof: somewhere to be on a rainy day. */
const INDOOR =
  /\b(museums?|gallery|galleries|shops|shopping|boutiques?|tasting|tastings|indoors?|theat(er|re)s?|mansion|stores?|storefronts|restaurants?|cafes?|bookstores?|covered|exhibits?|aquarium)\b/;

/**
 * A restaurant the facts mark as not for the children in the party (a tapas bar for a family; a
 * late-night bar or fine dining for a toddler), or null.
 */
export function restaurantPartyMiss(place: DirectoryPlace, q: Question): string | null {
  const facts = place.facts;
  if (place.category !== "Restaurant" || !facts) return null;
  if (q.party.kids && !facts.suitability.kids) return "not for children";
  if (q.party.toddler && !facts.suitability.toddlers) return "not for toddlers";
  return null;
}

/** Why a place does not meet the question's hard constraints, or null. */
function constraintMiss(place: DirectoryPlace, q: Question): string | null {
  const facts = place.facts;
  if (place.region && q.excludedRegions.includes(place.region)) return "in an excluded area";
  // "Food before driving up Waimea Canyon": on the road there, not up at the destination.
  // (Only up the canyon road is a meal "at the destination" or off the way; on the coast, the towns before a
  // beach are on its shore - "breakfast in Kīlauea on the way to the lighthouse", "lunch on the way to Kēʻē" - session 11.)
  if (
    q.anchor?.onTheWay &&
    place.region === "Waimea Canyon & Kokee" &&
    (place.category === "Restaurant" || (facts?.meals.length ?? 0) > 0)
  )
    return "at the destination, not on the way";
  for (const town of q.excludedTowns) {
    const [lat, lon] = TOWN_POINTS[town];
    if (
      place.latitude !== null &&
      place.longitude !== null &&
      distanceKm(lat, lon, place.latitude, place.longitude) < 2.5
    )
      return `in ${town}, which the visitor ruled out`;
  }
  if (q.excludedCategories.includes(place.category)) return "an excluded kind of place";
  // A restaurant the facts mark as not for children (a tapas bar) is not offered to a family.
  const table = restaurantPartyMiss(place, q);
  if (table) return table;
  // "Not on a boat", "no helicopter": places reached only that way are out.
  if (q.excludedActivities.includes("boat") && facts?.access.mode === "boat") return "reached by boat";
  if (
    q.excludedActivities.includes("kayak") &&
    place.category === "Activity" &&
    placeHas(place, PADDLING_TRIP_TEXT, textOf)
  )
    return "a paddling trip";
  // Nothing in the water: a shore dive or snorkel site is in the water, whatever its category.
  if (
    q.excludedActivities.includes("swim") &&
    q.excludedActivities.includes("snorkel") &&
    (facts?.ocean || placeHas(place, IN_THE_WATER_TEXT, textOf))
  )
    return "in the water";
  if (q.excludedActivities.includes("helicopter") && facts?.access.mode === "helicopter-only")
    return "seen only from a helicopter";
  if (
    q.excludedCategories.includes("Beach") &&
    /\bbeach\b/i.test(place.name) &&
    place.category !== "Restaurant" &&
    place.category !== "Hotel"
  )
    return "a beach";
  if (place.category === "Hotel" && !q.categories.includes("Hotel")) return "a place to stay, not asked for";
  // "Anything to eat near there?": only places that serve food (a beach is not one, however close) - round 8.
  if (
    q.categories.length === 1 &&
    q.categories[0] === "Restaurant" &&
    place.category !== "Restaurant" &&
    !q.places.includes(place) &&
    !textHas(FOOD_BESIDES_RESTAURANTS, q.searchText) &&
    !servesAsked(place, q)
  )
    return "not a place to eat";
  // "Beach ideas": a beach whose water is dangerous this month is not one (unless named, or for surf or sunsets).
  if (
    // (Also "things to do in Poʻipū": no kind of place asked for, so a dangerous-water beach is no idea - round 8.)
    (q.categories[0] === "Beach" ||
      ((q.categories.length === 0 || q.categories.length >= 5) && q.meal === null && !q.constraints.fromCar)) &&
    (OCEAN_CATEGORIES.has(place.category) ||
      // (A beach park or a lava point whose water is rated is a beach for this rule.)
      ((place.category === "Park" || (place.category === "Viewpoint" && q.categories[0] !== "Viewpoint")) &&
        facts?.ocean)) &&
    oceanConditionIn(facts, q.month) === "dangerous" &&
    !q.places.includes(place) &&
    !q.activities.includes("surf") &&
    !q.constraints.sunset &&
    !q.constraints.sunrise &&
    // ("A beach to walk, not to swim": the sand is what is wanted; its warning still comes with it.)
    !(q.excludedActivities.includes("swim") && !isYoungOrNew(q))
  )
    return "dangerous water this month";
  // A rainy day: somewhere under a roof or worth it in the rain, unless the visitor asked for something else.
  // (Rain on one shore sends the visitor to another, where outdoor places are fine.)
  const rainy = q.rainyRegion === null && q.constraints.indoor;
  if (
    rainy &&
    // (No kind asked, or every kind at once - "what to do on a rainy day": not the beach.)
    (q.categories.length === 0 || q.categories.length >= 6) &&
    ["Beach", "Surf Spot", "Trail", "Viewpoint", "Park"].includes(place.category)
  )
    return "not for a rainy day";
  // "Anything indoors?" on a rainy day: among sights and activities, only those with a roof (a museum,
  // shops, galleries, a tasting room), judged from the place's own description.
  if (
    rainy &&
    q.categories.every((c) => c === "Attraction" || c === "Shopping" || c === "Activity") &&
    ["Attraction", "Activity", "Park", "Viewpoint", "Waterfall"].includes(place.category) &&
    !placeHas(place, INDOOR, nameAndDescription)
  )
    return "outdoors";
  const hard = /challenging|strenuous/i.test(place.difficultyLevel ?? "");
  const isHike = place.category === "Trail" || facts?.access.mode === "hike";
  // (A paddle "then about a mile on foot to the falls" is a hike too, for someone who wants none - session 11, probe 7.)
  const walkAfter = () => ON_FOOT_AFTER.test(facts?.access.note ?? "");
  if (q.constraints.noHike && (isHike || walkAfter())) return "a hike";
  // ("No long hikes, beaches on the North Shore": a beach reached by a trail not rated easy is a hike too - session 11.)
  if (
    q.constraints.easy &&
    facts?.access.mode === "hike" &&
    place.category !== "Trail" &&
    !/\beasy\b/i.test(place.difficultyLevel ?? "") &&
    !q.places.includes(place)
  )
    return "a hike to reach";
  // (A long walk rated easy - a flat loop - is still easy.)
  if (q.constraints.maxMiles !== undefined && (facts?.access.distanceMiles ?? 0) > q.constraints.maxMiles)
    return "longer than asked";
  if (
    q.constraints.easy &&
    (hard || ((facts?.access.distanceMiles ?? 0) > 4 && !/^easy$/i.test(place.difficultyLevel ?? "")))
  )
    return "too long or hard";
  if (
    q.constraints.veryEasy &&
    ((isHike && !/^easy$/i.test(place.difficultyLevel ?? "")) ||
      /moderate/i.test(place.difficultyLevel ?? "") ||
      // (A flat loop rated easy can be walked in part, however long the whole loop is.)
      // (Not for bad knees, older travellers or a wheelchair: a 4.5-mile loop is not "short" for them - round 11.)
      // (A walker or a wheelchair: a mile each way on a closed road is not short either - Puʻu o Kila, session 13.)
      ((facts?.access.distanceMiles ?? 0) > (q.party.seniors || q.party.wheelchair ? 1.5 : 2) &&
        !(
          /^easy$/i.test(place.difficultyLevel ?? "") &&
          /\bflat\b/i.test(place.description) &&
          !q.party.seniors &&
          !q.party.wheelchair &&
          !textHas(SORE_LEGS, q.searchText)
        )))
  )
    return "not flat and short";
  if (q.constraints.free) {
    const fee = normalizedOnce(place, "fee");
    const paid =
      /\$|\bpaid\b|\bfee\b|\bticket|\btour|\badmission charged|\bcharged\b|\bpaying\b/.test(fee) &&
      !/^free\b/.test(fee);
    if (
      paid ||
      facts?.access.mode === "tour-only" ||
      facts?.access.mode === "boat" ||
      (place.category !== "Restaurant" && (facts?.priceLevel ?? 0) >= 2) ||
      // (Behind the Hāʻena State Park gate, a paid entry reservation for non-residents - session 13, dev27.)
      place.placeId === "kauai-haena-state-park" ||
      placeHas(place, HAENA_BOOKING, (p) => normalize(p.facts?.reservation?.note ?? ""))
    )
      return "not free";
  }
  if (q.constraints.noReservation && facts?.reservation?.required) return "needs a reservation";
  // ("We didn't get a Hāʻena reservation - what else up north?": nothing behind the Hāʻena State Park gate, where
  // that reservation is the way in - session 12, probe 9.)
  if (
    textHas(NO_HAENA_BOOKING, q.searchText) &&
    (place.placeId === "kauai-haena-state-park" ||
      placeHas(place, HAENA_BOOKING, (p) => normalize(p.facts?.reservation?.note ?? "")))
  )
    return "behind the Hāʻena State Park reservation";
  // (One advised to book is not "no reservation needed" either - session 12, probe 9.)
  if (
    q.constraints.noReservation &&
    facts?.reservation &&
    /\b(recommend|suggest|advis|book ahead|book in advance)/i.test(facts.reservation.note)
  )
    return "best booked ahead";
  if (q.constraints.fromCar) {
    const near =
      facts?.access.mode === "roadside" || (q.constraints.driveUp === true && facts?.access.mode === "short-walk");
    if (facts ? !near : place.category !== "Viewpoint") return "not seen from the car";
    // (A golf course, a hotel or a restaurant by the road is not a sight from the car.)
    if (
      q.categories.length === 0 &&
      (place.category === "Activity" || place.category === "Hotel" || place.category === "Restaurant")
    )
      return "not seen from the car";
  }
  if (q.constraints.hard && place.category === "Trail" && !hard) return "not a challenge";
  // ("Kayak without a tour": a place seen only on a guided tour is not it; a river you paddle yourself is.)
  if (textHas(NO_TOUR, q.searchText) && !q.places.includes(place)) {
    if (facts?.access.mode === "tour-only") return "a tour";
    // (A boat trip without a rental to go on your own is a tour too.)
    if (facts?.access.mode === "boat" && !/\b(rental|rentals|rent|self guided|on your own)\b/.test(textOf(place)))
      return "a tour";
  }
  if (
    (facts?.access.mode === "boat" || facts?.access.mode === "tour-only") &&
    !wantsTour(q) &&
    !q.places.includes(place)
  )
    return "tour only";
  // "A garden we can walk through on our own": not one seen only on a guided tour.
  // (A lesson stays: a beginner going out alone is exactly who should take one.)
  if (facts?.access.mode === "tour-only" && place.category !== "Activity" && textHas(ON_OUR_OWN, q.searchText))
    return "tour only";
  if (q.meal && place.category === "Restaurant" && facts && facts.meals.length > 0 && !facts.meals.includes(q.meal))
    return `does not serve ${q.meal}`;
  if (q.meal && place.category === "Restaurant" && facts && facts.meals.length === 0) return `not a ${q.meal} place`;
  if (q.avoid.length > 0) {
    const text = normalizedOnce(place, "withNotesAndAliases");
    // "No tours": a place seen only on a tour is out; one that merely offers tours beside rentals or a
    // walk-in visit ("a rental or tour" on the Wailua River) is not.
    const tourOnly = facts?.access.mode === "tour-only" || facts?.access.mode === "helicopter-only";
    const avoid = tourOnly ? q.avoid : q.avoid.filter((word) => !TOUR_WORDS.has(word));
    if (avoid.some((word) => hasPhrase(text, word))) return "has what the visitor wants to avoid";
  }
  if (q.fromPrevious.length > 0 && !q.fromPrevious.includes(place.name)) return "not among the places just shown";
  // A water activity needs water: a place with no ocean facts fits only if it offers the activity.
  const waterActivities = q.activities.filter((a) => a === "swim" || a === "snorkel" || a === "surf");
  // "A beach with a lifeguard": only where a lifeguard tower is recorded. (Round 10, probe 4 class 11: so is
  // "somewhere to swim alone" - nobody else is there to see a swimmer in trouble.)
  if (
    (OCEAN_CATEGORIES.has(place.category) || facts?.ocean) &&
    textHas(LIFEGUARD_ASKED, q.searchText) &&
    !facts?.ocean?.lifeguard
  )
    return "no lifeguard";
  // (A tour or lesson is for what it offers: a surf school is not a snorkel trip.)
  if (
    waterActivities.length > 0 &&
    place.category === "Activity" &&
    !waterActivities.some((a) => normalizedOnce(place, "nameAndDescription").includes(a))
  )
    return "does not offer that";
  if (waterActivities.length > 0 && !facts?.ocean) {
    const text = normalizedOnce(place, "nameAndDescription");
    if (!waterActivities.some((a) => text.includes(a))) return "no water for that";
  }
  if (q.constraints.budget && facts?.priceLevel !== undefined && facts.priceLevel >= 3) return "too expensive";
  // "Cheapest things to do": a paid tour, boat or flight is not one of them.
  if (
    q.constraints.budget &&
    !wantsFood(q) &&
    (facts?.access.mode === "tour-only" || facts?.access.mode === "boat" || facts?.access.mode === "helicopter-only") &&
    !/\bfree\b/i.test(place.entranceFee ?? "")
  )
    return "a paid tour";
  // "A hiking trail for beginners": not a trail the directory does not rate for beginners (round 9; a list
  // rule, kept out of unsafeReason, which the itinerary planner shares).
  if (q.party.beginner && place.category === "Trail" && facts && !facts.suitability.beginners)
    return "not rated for beginners";
  // "Breakfast in Līhuʻe tomorrow" on a Sunday: not a café that is closed on Mondays (round 9).
  if (q.weekday !== undefined && q.weekday !== null && closedOnDay(place, q.weekday)) return "closed that day";
  // A restaurant only when it serves at the part of day asked about ("a rainy morning": not a dinner-only place).
  if (place.category === "Restaurant" && !q.meal && facts && facts.meals.length > 0) {
    const part = partOfDay(q);
    if (part === "morning" && !facts.meals.includes("breakfast") && !facts.meals.includes("lunch"))
      return "not open in the morning";
    if (part === "evening" && !facts.meals.includes("dinner")) return "not open in the evening";
  }
  return null;
}

/** The part of the day the visitor plans for, when said. */
export function partOfDay(q: Question): "morning" | "afternoon" | "evening" | null {
  const t = q.searchText;
  if (q.evening || /\b(evening|tonight|night|dinner time)\b/.test(t)) return "evening";
  if (/\b(morning|mornings|this am|early)\b/.test(t)) return "morning";
  if (/\b(afternoon|afternoons)\b/.test(t)) return "afternoon";
  return null;
}

/** True when the visitor asks about food or drink (a meal, a food word or restaurants). */
function wantsFood(q: Question): boolean {
  return q.meal !== null || q.food.length > 0 || q.categories.includes("Restaurant");
}

/** Specific things visitors ask for by name; a place must offer one to rank with the ones that do. */
const FOCUS_TERMS = [
  "luau",
  "zipline",
  "tubing",
  "atv",
  "horseback",
  "golf",
  "helicopter",
  "shave ice",
  "poke",
  "tacos",
  "pizza",
  "sushi",
  "burger",
  "saimin",
  "malasada",
  "mai tai",
  "farmers market",
  "museum",
  "lighthouse",
  "cave",
  "botanical",
  "na pali",
  "dolphin",
];

/** Other words for a focus term in the places' own descriptions (the Kalalau Valley is the Nā Pali coast). */
const FOCUS_FORMS: Record<string, string[]> = { "na pali": ["na pali", "kalalau"] };

const MUST_SEE =
  /\b(one day (on|in) kauai|only have (one|1|a) day|a day on kauai|day trip|best\b(?: \w+){0,2} (on|in) (kauai|the island)|most (beautiful|famous|popular|scenic)|must sees?|must see|must dos?|highlights|famous|iconic|bucket list|top sights|best of|not to miss|can t miss|cant miss|not miss|shouldn t miss|shouldnt miss|should not miss|don t miss|dont miss|mustn t miss|one day left|last day|only have time for one|if we only do one thing|one thing we|first time (on|in|to) kauai|top things|best things|main sights)\b/;

const TOUR_WORDS = new Set(["tour", "tours", "guided"]);

/** "Without a tour", "on our own", "self-guided": tour-only places are not what was asked for. */
/** Legs that limit the walk, whatever its slope ("bad knees", "a new hip", "uses a cane"). */
const SORE_LEGS = /\b(knees?|hips?|ankles?|mobility|walker|cane|crutches|can ?t walk (far|much|long))\b/;

const NO_TOUR =
  /\b(without (a |any )?(tour|guide|guided tour|outfitter)s?|no (tours?|guides?|guided)|not (a |on a |with a )?(tour|guided)|on (our|my) own|by (ourselves|myself)|self guided|diy|independently)\b|\b(tours?|guides?|guided \w+)\b(?: \w+){0,4} (aren t|arent|are not|isn t|isnt|is not|not|don t|dont|doesn t|doesnt|won t|wont) (great|good|ideal|fun|an option|possible|working|work|for (us|me|her|him|them))\b|\bcan ?t (hear|follow|understand) (a |the )?(guides?|narration|commentary|tour)\b/;

function wantsTour(q: Question): boolean {
  return (
    q.categories.includes("Activity") ||
    q.activities.some((a) => a === "boat" || a === "helicopter" || a === "kayak") ||
    textHas(TOUR_ASKED, q.searchText)
  );
}

// A place's searchable text, normalised once per directory load (the directory's place objects are
// replaced on every reload, so the cache never outlives an edit).
const textCache = new WeakMap<DirectoryPlace, string>();
const PLACE_TEXTS = {
  nameAndDescription: (place: DirectoryPlace) => `${place.name} ${place.description}`,
  withNotesAndAliases: (place: DirectoryPlace) =>
    `${place.name} ${place.description} ${(place.facts?.safetyNotes ?? []).join(" ")} ${place.aliases.join(" ")}`,
  fee: (place: DirectoryPlace) => place.entranceFee ?? "",
};
const placeTexts = new WeakMap<DirectoryPlace, Partial<Record<keyof typeof PLACE_TEXTS, string>>>();

/** One of a place's texts, normalised once per directory load (each question used to redo it per place). */
function normalizedOnce(place: DirectoryPlace, which: keyof typeof PLACE_TEXTS): string {
  let texts = placeTexts.get(place);
  if (!texts) {
    texts = {};
    placeTexts.set(place, texts);
  }
  const cached = texts[which];
  if (cached !== undefined) return cached;
  const text = normalize(PLACE_TEXTS[which](place));
  texts[which] = text;
  return text;
}

function textOf(place: DirectoryPlace): string {
  const cached = textCache.get(place);
  if (cached !== undefined) return cached;
  const facts = place.facts;
  const text = normalize(
    [place.text, ...(facts?.foodKinds ?? []), ...(facts?.cuisines ?? []), ...(facts?.safetyNotes ?? [])].join(" "),
  );
  textCache.set(place, text);
  return text;
}

/** Relevance of one place to the question; reasons say why it fits (used in the reply). */
/** The island's road is a horseshoe: the North Shore and the west side and canyon face each other across Nā Pali. */
function acrossNaPali(a: Region | null | undefined, b: Region | null | undefined): boolean {
  const west = (r: Region | null | undefined) => r === "West Side" || r === "Waimea Canyon & Kokee";
  return (a === "North Shore" && west(b)) || (b === "North Shore" && west(a));
}

function score(
  place: DirectoryPlace,
  q: Question,
  textScore: number,
  prominence = 0,
  anchorRegion: Region | null = null,
): Scored {
  const reasons: string[] = [];
  const facts = place.facts;
  let s = textScore;
  // "Must sees": the places our knowledge articles keep coming back to are the island's landmarks.
  if (textHas(MUST_SEE, q.searchText)) s += Math.min(prominence, 4) * 8;
  // Restaurants are for food questions; "ideas for a rainy morning" are things to do.
  if (place.category === "Restaurant" && !wantsFood(q)) s -= 25;
  // "What should we do?" asks for everything at once (six or more kinds): no kind outranks another.
  const anything = q.categories.length >= 6;
  if (q.categories.length > 0 && !anything) {
    const rank = q.categories.indexOf(place.category);
    // "An easy hike" is also a short walk to a view: such places rank just below real trails.
    const easyWalk =
      q.categories[0] === "Trail" &&
      q.constraints.easy &&
      (facts?.access.mode === "short-walk" || (q.constraints.veryEasy && facts?.access.mode === "roadside")) &&
      place.category !== "Restaurant" &&
      place.category !== "Hotel" &&
      place.category !== "Activity" &&
      // (A beach by the road is not a walk.)
      !OCEAN_CATEGORIES.has(place.category);
    // (A garden walk counts, below a walk to a view or a waterfall.)
    s += rank === -1 ? (easyWalk ? (place.category === "Attraction" ? 18 : 30) : -60) : 45 - rank * 8;
    // "Easy hikes": a trail rated easy first, then short walks to a view, then moderate trails.
    if (q.categories[0] === "Trail" && q.constraints.easy && place.category === "Trail") {
      if (/^easy$/i.test(place.difficultyLevel ?? "")) s += 10;
      else if (/moderate/i.test(place.difficultyLevel ?? "")) s -= 10;
    }
  }
  // "Ocean views": a flat coastal path or a beach is a view of the sea too (ocean-views.ts, round 12).
  s += oceanViewScore(place, q);
  // ("A flat paved walk near Līhuʻe" with a stroller: a path its own record calls paved - session 13, dev27.)
  if (textHas(PAVED_ASKED, q.searchText) && placeHas(place, PAVED, nameAndDescription)) {
    s += 40;
    reasons.push("paved");
  }
  // A family choosing where to stay: in winter the south shore's water is the calm one, in summer the north's.
  if (
    place.category === "Hotel" &&
    q.categories[0] === "Hotel" &&
    (q.party.kids || q.party.toddler) &&
    q.regions.length === 0
  ) {
    const winter = q.month >= 10 || q.month <= 4;
    if (winter && place.region === "North Shore") s -= 10;
    if (place.region === (winter ? "South Shore" : "North Shore")) {
      s += 25;
      reasons.push(winter ? "on the calmer south shore in winter" : "on the calm summer North Shore");
    }
  }
  // Nothing specific asked ("ideas on the south shore"): the island's landmarks first.
  if (anything && !q.categories.includes(place.category)) s -= 60;
  if (
    (q.categories.length === 0 || anything) &&
    q.activities.length === 0 &&
    q.meal === null &&
    q.food.length === 0 &&
    !textHas(MUST_SEE, q.searchText)
  )
    s += Math.min(prominence, 4) * 3;
  // A place without a map position cannot be shown to be near anything.
  if (q.anchor && (place.latitude === null || place.longitude === null)) s -= 40;
  if (q.anchor && place.latitude !== null && place.longitude !== null) {
    // (Across Nā Pali a few miles as the crow flies are hours by road: never "near".)
    const km = acrossNaPali(anchorRegion, place.region)
      ? 100
      : distanceKm(q.anchor.lat, q.anchor.lon, place.latitude, place.longitude);
    // (For the island's must-sees, where the visitor sleeps matters less than what the sights are.)
    s += Math.max(-40, 35 - km * 2.5) * (textHas(MUST_SEE, q.searchText) && q.anchor.placeId === null ? 0.5 : 1);
    // (On the way to a place, the last stops before it by the road come first, however far - session 11.)
    if (q.anchor.onTheWay) s -= Math.min(30, roadKm(km, anchorRegion, place.region) * 0.3);
    if (km < 8 && place.placeId !== q.anchor.placeId)
      reasons.push(
        `about ${Math.max(1, Math.round(km * 0.62))} mile${km * 0.62 >= 1.5 ? "s" : ""} from ${q.anchor.label}`,
      );
  }
  // "Before driving up Waimea Canyon": a place whose own description calls it a stop on the way there.
  if (q.anchor?.onTheWay) {
    const target = normalize(q.anchor.label).split(" ").slice(0, 2).join(" ");
    if (new RegExp(`\\b(on the way|on the road|en route) (up )?to (the )?${target}\\b`).test(textOf(place))) {
      s += 30;
      reasons.push(`on the way to ${q.anchor.label}`);
    }
  }
  // A town anchor ("near Hanalei") keeps its shore too; a place anchor ranks by distance alone.
  if (q.regions.length > 0 && (!q.anchor || q.anchor.placeId === null)) {
    if (place.region && q.regions.includes(place.region)) s += 30;
    else {
      // Outside the area asked for: the nearer to it, the better the fallback ("lunch out west" with no
      // west-side match: Kalāheo before Kapaʻa).
      const km =
        place.latitude === null || place.longitude === null
          ? 40
          : Math.min(
              ...q.regions.map((r) => {
                const [lat, lon] = REGION_CENTRES[r];
                return distanceKm(lat, lon, place.latitude as number, place.longitude as number);
              }),
            );
      s -= 35 + Math.min(30, km * 0.5);
    }
  }
  if (q.rainyRegion && (place.region === "South Shore" || place.region === "West Side")) {
    s += 12;
    reasons.push("usually drier than the north and east");
  }
  const text = textOf(place);
  const condition = oceanConditionIn(facts, q.month);
  // Beach ideas with nothing specific asked: a beach whose water is dangerous this month is a poor lead
  // (it stays available when named, or for surfers).
  if (
    condition === "dangerous" &&
    (q.categories.length === 0 || q.categories[0] === "Beach") &&
    !q.activities.includes("surf") &&
    !q.excludedActivities.includes("swim")
  ) {
    s -= 25;
    // A day on the sand (a picnic, shells, a book, the sunset from the beach): the same sand is nicer where
    // the water is not dangerous this month, so those lead when there are any (round 8).
    if (q.categories[0] === "Beach" && textHas(ON_THE_SAND, q.searchText)) s -= 15;
  }
  for (const activity of q.activities) {
    if (activity === "snorkel" && placeHas(place, SNORKEL_TEXT, textOf)) s += 22;
    if (activity === "surf" && placeHas(place, SURF_TEXT, textOf)) s += 22;
    if (activity === "swim" && facts?.ocean) s += condition === "calm" ? 18 : 4;
    if (activity === "kayak" && placeHas(place, PADDLE_TEXT, textOf)) s += 25;
    if (activity === "boat" && placeHas(place, BOAT_TEXT, textOf)) s += 25;
    if (activity === "helicopter" && placeHas(place, HELICOPTER_TEXT, textOf)) s += 30;
    if (activity === "hike" && (place.category === "Trail" || facts?.access.mode === "hike")) s += 15;
    if (activity === "tidepool" && placeHas(place, TIDE_POOL_TEXT, textOf)) s += 20;
  }
  if (wantsWater(q) && condition === "calm") {
    s += 15;
    reasons.push(`usually calm water in ${monthName(q.month)}`);
  }
  if (isYoungOrNew(q) && facts?.ocean?.lifeguard) {
    s += 12;
    reasons.push("a lifeguard on duty");
  }
  if (q.party.kids && facts?.suitability.kids) s += 10;
  if (q.party.toddler && facts?.suitability.toddlers) s += 10;
  for (const word of q.food) {
    if (hasPhrase(text, normalize(word)) || text.includes(normalize(word))) {
      s += 30;
      break;
    }
  }
  if (q.meal && facts?.meals.includes(q.meal)) {
    s += 25;
    reasons.push(`serves ${q.meal}`);
  }
  // (An east-coast shore faces the sunrise: not a sunset spot, unless its facts say otherwise.)
  const eastShore =
    (place.region === "East Side" || place.region === "Lihue") && Boolean(facts?.ocean) && facts?.faces !== "sunset";
  if (q.constraints.sunset && !q.constraints.sunrise && eastShore) s -= 15;
  // ("Dinner with a sunset view": a place whose facts say it faces the sunrise is not one - round 8.)
  if (q.constraints.sunset && !q.constraints.sunrise && facts?.faces === "sunrise") s -= 30;
  if (
    q.constraints.sunset &&
    (facts?.faces === "sunset" || facts?.bestTimesOfDay.includes("sunset") || placeHas(place, SUNSET_TEXT, textOf))
  ) {
    s += 28;
    reasons.push("a sunset spot");
  }
  // (A place that faces the sunrise beats one that is merely best early in the day, like a mountain lookout.)
  // The east coast faces the sunrise: a beach or shore place on the East Side or at Līhuʻe counts.
  const eastCoast =
    (place.region === "East Side" || place.region === "Lihue") &&
    (Boolean(facts?.ocean) || placeHas(place, COAST_WORDS, nameAndDescription));
  if (q.constraints.sunrise && (facts?.faces === "sunrise" || (eastCoast && facts?.faces !== "sunset"))) {
    // (Its own record saying so beats the coast's direction - "sunrise spot, no hike, staying in Līhuʻe" got three
    // Līhuʻe beaches and not the lighthouse whose facts face the sunrise - session 13, dev23.)
    s += facts?.faces === "sunrise" ? 36 : 28;
    reasons.push("faces the sunrise");
  } else if (
    q.constraints.sunrise &&
    (facts?.bestTimesOfDay.includes("sunrise") || placeHas(place, SUNRISE_TEXT, textOf))
  ) {
    s += 12;
    reasons.push("a sunrise spot");
  }
  const difficulty = (place.difficultyLevel ?? "").toLowerCase();
  if (
    q.constraints.easy &&
    (difficulty === "easy" || facts?.access.mode === "roadside" || facts?.access.mode === "short-walk")
  ) {
    s += 12;
    if (facts?.access.mode === "roadside") reasons.push("right by the road");
    else if (facts?.access.mode === "short-walk") reasons.push("a short, easy walk");
  }
  // "Something we can see from the car": a view is what is seen from a car.
  if (
    q.constraints.fromCar &&
    q.categories.length === 0 &&
    (place.category === "Viewpoint" || place.category === "Waterfall")
  )
    s += 15;
  if (q.constraints.hard && (difficulty === "challenging" || difficulty === "strenuous")) {
    s += 25;
    reasons.push(`${difficulty} - a real challenge`);
  }
  if ((q.constraints.free || q.constraints.budget) && placeHas(place, FREE_FEE, feeText)) s += 14;
  if (q.constraints.budget && facts?.priceLevel !== undefined && facts.priceLevel <= 2) s += 14;
  if (q.constraints.luxury && facts?.priceLevel !== undefined && facts.priceLevel >= 3) s += 18;
  // Romance without a restaurant: a sunset view is the classic.
  if (
    textHas(ROMANCE, q.searchText) &&
    !wantsFood(q) &&
    (facts?.faces === "sunset" || facts?.bestTimesOfDay.includes("sunset"))
  ) {
    s += 20;
    reasons.push("a sunset spot");
  }
  // "No crowds": the places whose descriptions say they are quiet, and not the ones they call busy.
  if ((q.constraints.quiet || q.constraints.noCrowds) && placeHas(place, QUIET_TEXT, textOf)) s += 16;
  if (q.constraints.noCrowds && placeHas(place, BUSY_TEXT, textOf)) s -= 12;
  // (The landmarks the articles keep naming are where the crowds go - round 9.)
  if (q.constraints.noCrowds) s -= Math.min(prominence, 4) * 3;
  // "Somewhere to eat outside by the ocean": restaurants on the water or in the open air (round 9).
  if (
    wantsFood(q) &&
    place.category === "Restaurant" &&
    textHas(BY_THE_WATER_ASKED, q.searchText) &&
    placeHas(place, BY_THE_WATER_TEXT, textOf)
  ) {
    s += 20;
    reasons.push("by the water or in the open air");
  }
  // "A picnic spot": places with picnic tables or a shelter (round 9).
  if (textHas(PICNIC_ASKED, q.searchText) && (place.facilities ?? []).some((f) => /picnic/i.test(f))) {
    s += 15;
    reasons.push("picnic tables");
  }
  if (q.constraints.indoor && ["Attraction", "Shopping"].includes(place.category)) s += 14;
  if (q.constraints.indoor && place.category === "Restaurant" && wantsFood(q)) s += 14;
  if (q.evening) {
    if (facts?.bestTimesOfDay.includes("evening") || placeHas(place, EVENING_TEXT, textOf)) {
      s += 25;
      reasons.push("an evening outing");
    } else if (facts?.bestTimesOfDay.length && facts.bestTimesOfDay.every((t) => t === "morning" || t === "sunrise"))
      s -= 20;
  }
  if (q.party.wheelchair && facts?.suitability.wheelchair) {
    s += 15;
    reasons.push("wheelchair accessible");
  }
  // Sponsored places win ties, never a clearly better match.
  if (place.isSponsored) s += 0.5;
  return { place, score: s, reasons };
}

/** A central point of each area (its main town; the canyon: its main lookout). */
export const REGION_CENTRES: Record<Region, [number, number]> = {
  "North Shore": TOWN_POINTS.Hanalei,
  "East Side": TOWN_POINTS.Kapaʻa,
  Lihue: TOWN_POINTS.Līhuʻe,
  "South Shore": TOWN_POINTS.Poʻipū,
  "West Side": TOWN_POINTS.Waimea,
  "Waimea Canyon & Kokee": TOWN_POINTS["Waimea Canyon"],
};

export const ROAD_ORDER: Region[] = [
  "North Shore",
  "East Side",
  "Lihue",
  "South Shore",
  "West Side",
  "Waimea Canyon & Kokee",
];

/** How many shores apart two regions are along the road (0 = the same shore). */
export function roadSteps(from: Region, to: Region | null | undefined): number {
  if (!to) return 9;
  return Math.abs(ROAD_ORDER.indexOf(from) - ROAD_ORDER.indexOf(to));
}

/**
 * A distance by the road, roughly: the straight line plus 15 km for each shore along Kauaʻi's horseshoe road between
 * the two regions (a line across the Nā Pali cliffs or the mountains misleads: Hanalei is "14 miles" from the canyon).
 */
export function roadKm(km: number, from: Region | null | undefined, to: Region | null | undefined): number {
  return km + (from ? roadSteps(from, to) * 15 : 0);
}

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = 6371;
  const dLat = ((lat2 - lat1) * Math.PI) / 180;
  const dLon = ((lon2 - lon1) * Math.PI) / 180;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos((lat1 * Math.PI) / 180) * Math.cos((lat2 * Math.PI) / 180) * Math.sin(dLon / 2) ** 2;
  return 2 * r * Math.asin(Math.sqrt(a));
}

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? "this month";
}

/** True when a place may be suggested for this question at all (safety, access and every hard constraint). */
export function fits(place: DirectoryPlace, q: Question): boolean {
  return unsafeReason(place, q) === null && constraintMiss(place, q) === null;
}

const prominence = new WeakMap<KnowledgeBase, Map<string, number>>();
/** How many knowledge articles name each place: a data-driven measure of the island's landmarks. */
function prominenceOf(ctx: ConciergeContext): Map<string, number> {
  let counts = prominence.get(ctx.kb);
  if (!counts) {
    counts = new Map();
    for (const article of ctx.kb.articles)
      for (const id of article.placeIds ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
    prominence.set(ctx.kb, counts);
  }
  return counts;
}

/** The best places for the question, best first, each safe and meeting every hard constraint. */
/** Whether a place is within the drive asked for: the table's town-to-town time plus the last stretch, with five
 *  minutes' grace (the table's times are without traffic and rounded). */
export function withinDrive(
  ctx: ConciergeContext,
  place: DirectoryPlace,
  limit: { minutes: number; from: DriveTown },
): boolean {
  if (place.latitude === null || place.longitude === null) return false;
  const town = nearestTown(place.latitude, place.longitude);
  const leg = town === limit.from ? 0 : driveBetween(ctx.kb, limit.from, town)?.minutes;
  if (leg === undefined) return false;
  const [lat, lon] = TOWN_POINTS[town];
  const last = distanceKm(lat, lon, place.latitude, place.longitude) * 1.5;
  return leg + last <= limit.minutes + 5;
}

const PAVED_ASKED = /\b(paved|pavement|stroller friendly|smooth path)\b/;
const PAVED = /\bpaved\b/i;

export function pickPlaces(ctx: ConciergeContext, q: Question, count = 3): Scored[] {
  // ("Which hotel?": the word itself is the kind of place asked for, not a name to match - "1 Hotel".)
  const hotelWords =
    q.categories[0] === "Hotel" ? /\b(hotels?|resorts?|places? to stay|where to stay|stay|lodging)\b/g : null;
  // (Nor is a booking the visitor does not want: "doesn't need reservations" is no match for "reservations
  // recommended" - session 12, probe 9.)
  const bookingWords = q.constraints.noReservation
    ? /\b(reservations?|reserve|reserved|booking|bookings|book|booked|permits?|tickets?)\b/g
    : null;
  let searchText = q.searchText;
  if (hotelWords) searchText = searchText.replace(hotelWords, " ");
  if (bookingWords) searchText = searchText.replace(bookingWords, " ");
  const hits = ctx.index.search(searchText, { kind: "place" });
  const top = hits[0]?.score ?? 1;
  // (A word pulled out of a place's proper name - "lava", "fishing" - is not a match, unless the place is named.)
  const textScores = new Map(
    hits.map((h) => [h.id, (h.score / top) * 45 * (h.nameOnly && !q.places.some((p) => p.placeId === h.id) ? 0.1 : 1)]),
  );
  // A specific thing asked for ("luau", "zipline", "shave ice"): places that offer it come first.
  const focus = FOCUS_TERMS.filter((term) => hasPhrase(q.searchText, term));
  const offers = (entry: Scored) =>
    focus.some((term) => (FOCUS_FORMS[term] ?? [term]).some((form) => textOf(entry.place).includes(form)));
  const anchor0 = q.anchor;
  const anchorRegion: Region | null = anchor0
    ? ((anchor0.placeId ? ctx.directory.byId.get(anchor0.placeId)?.region : null) ??
      (Object.entries(REGION_CENTRES) as [Region, [number, number]][]).sort(
        (a, b) =>
          distanceKm(anchor0.lat, anchor0.lon, a[1][0], a[1][1]) -
          distanceKm(anchor0.lat, anchor0.lon, b[1][0], b[1][1]),
      )[0]?.[0] ??
      null)
    : null;
  const limit = q.constraints.maxDrive;
  const scored = ctx.directory.places
    .filter((place) => unsafeReason(place, q) === null && constraintMiss(place, q) === null)
    // ("A hike max 30 min drive from Kapaʻa": by the drive table to the place's nearest town - probe 11, class 2.)
    .filter((place) => !limit || withinDrive(ctx, place, limit))
    .filter((place) => !q.places.includes(place) || q.act === "recommend")
    .filter(
      (place) =>
        (place.placeId !== q.anchor?.placeId || (q.categories[0] === "Restaurant" && servesAsked(place, q))) &&
        !q.notThese?.includes(place.placeId),
    )
    .map((place) =>
      score(place, q, textScores.get(place.placeId) ?? 0, prominenceOf(ctx).get(place.placeId) ?? 0, anchorRegion),
    )
    .map((entry) => {
      // (The thing asked for, wherever it is offered: a lūʻau at a restaurant is still a lūʻau.)
      if (focus.length > 0 && offers(entry) && q.categories.length > 0 && !q.categories.includes(entry.place.category))
        entry.score += 60 + (entry.place.category === "Restaurant" && !wantsFood(q) ? 25 : 0);
      // (A coffee farm's tasting room serves coffee though it is not a restaurant: "local coffee" - session 11.)
      else if (q.categories.length > 0 && !q.categories.includes(entry.place.category) && servesAsked(entry.place, q))
        entry.score += LOCAL_GROWN.test(q.searchText) ? 80 : 30;
      return entry;
    })
    .filter((entry) => entry.score > 10)
    .sort((a, b) => b.score - a.score || a.place.placeId.localeCompare(b.place.placeId));
  // Sunset, photos, "see the ocean", things to do: a beach whose water is dangerous that month is not a card
  // while places without dangerous water fit too - a card reads as "go there" (round 9, probes 2 and 3 class A/1).
  let roughDropped = false;
  if (!wantsWater(q)) {
    const rough = (entry: Scored) =>
      oceanConditionIn(entry.place.facts, q.month) === "dangerous" && !q.places.includes(entry.place);
    const calmer = scored.filter((entry) => !rough(entry));
    if (calmer.length >= Math.min(count, 2) && calmer.length < scored.length) {
      scored.length = 0;
      scored.push(...calmer);
      roughDropped = true;
    }
  }
  // "Grandparents want to wade somewhere calm": asked for calm water, a beach that needs caution that month is not
  // calm - only calm water stays while there is any (session 11, dev16).
  if (wantsWater(q) && ASKS_CALM.test(q.searchText)) {
    const calm = scored.filter(
      (entry) =>
        !entry.place.facts?.ocean ||
        oceanConditionIn(entry.place.facts, q.month) === "calm" ||
        q.places.includes(entry.place),
    );
    if (calm.length > 0 && calm.length < scored.length) {
      scored.length = 0;
      scored.push(...calm);
    }
  }
  if (focus.length > 0 && scored.some(offers)) {
    for (const entry of scored) if (!offers(entry)) entry.score -= 35;
    scored.sort((a, b) => b.score - a.score || a.place.placeId.localeCompare(b.place.placeId));
  }
  // "Which one is closer to Poʻipū?": among the places just shown, the nearest wins.
  const anchor = q.anchor;
  if (anchor && q.fromPrevious.length > 0 && /\b(closer|closest|nearer|nearest)\b/.test(q.searchText)) {
    const km = (p: DirectoryPlace) =>
      p.latitude === null || p.longitude === null ? 1e9 : distanceKm(anchor.lat, anchor.lon, p.latitude, p.longitude);
    return scored.sort((a, b) => km(a.place) - km(b.place)).slice(0, count);
  }
  // "Any of those ok for a 4-year-old?" when none of them is: the safe choices elsewhere instead.
  if (scored.length === 0 && q.fromPrevious.length > 0) return pickPlaces(ctx, { ...q, fromPrevious: [] }, count);
  const best = scored[0]?.score ?? 0;
  // Every place offering the specific thing asked for stays a candidate, however it scores on words.
  return scored
    .filter(
      (entry) =>
        // (With the rough beaches set aside, the next places stay in reach.)
        entry.score >= best * (roughDropped && scored.filter((e) => e.score >= best * 0.55).length < 2 ? 0.3 : 0.55) ||
        (focus.length > 0 && q.regions.length === 0 && !q.anchor && offers(entry) && entry.score > 10),
    )
    .slice(0, count);
}

/** Safe alternatives to a place: same kind, nearby first, meeting the question's rules. */
/** How far below the best alternative's score a nearer one still counts as as good. */
const NEAR_ENOUGH = 10;

export function alternativesTo(ctx: ConciergeContext, place: DirectoryPlace, q: Question, count = 2): Scored[] {
  // Search without the place's own name, so "Queen's Bath" does not bring up "Queen Victoria's Profile".
  let searchText = ` ${q.searchText} `;
  for (const name of place.names) searchText = searchText.replaceAll(` ${name} `, " ");
  // "Kamokila's canoe rental?": the activity asked about says what kind of place the alternatives are.
  const byActivity: PlaceCategory[] = q.activities.some((a) => a === "kayak" || a === "boat" || a === "helicopter")
    ? ["Activity"]
    : q.activities.some((a) => a === "swim" || a === "snorkel")
      ? ["Beach"]
      : [];
  const alt: Question = {
    ...q,
    searchText: searchText.trim(),
    act: "recommend",
    places: [],
    categories: q.categories.length > 0 ? q.categories : byActivity.length > 0 ? byActivity : [place.category],
    regions: q.regions,
  };
  const picks = pickPlaces(ctx, alt, count + 4).filter((s) => s.place !== place);
  // Nearest first among those that fit about as well as the best (within NEAR_ENOUGH points): "the beach in front
  // of the Grand Hyatt" gets Poʻipū down the road, not Salt Pond and Lydgate (session 12, dev20).
  if (place.latitude !== null && place.longitude !== null) {
    const d = (p: DirectoryPlace) =>
      p.latitude === null || p.longitude === null
        ? 1e9
        : (p.latitude - (place.latitude ?? 0)) ** 2 + (p.longitude - (place.longitude ?? 0)) ** 2;
    const top = Math.max(...picks.map((p) => p.score));
    const close = (s: Scored) => s.score >= top - NEAR_ENOUGH;
    picks.sort(
      (a, b) => Number(close(b)) - Number(close(a)) || (close(a) ? d(a.place) - d(b.place) : b.score - a.score),
    );
  }
  // Calm water on the same shore comes first: "Keālia bodyboarding in April?" got Poʻipū and Salt Pond across the
  // island while Lydgate's pools, calm all year, are down the road (session 13, dev27).
  const sameShoreCalm = place.facts?.ocean
    ? picks.filter((s) => s.place.region === place.region && oceanConditionIn(s.place.facts, q.month) === "calm")
    : [];
  if (sameShoreCalm.length > 0)
    picks.splice(0, picks.length, ...sameShoreCalm, ...picks.filter((s) => !sameShoreCalm.includes(s)));
  return picks.slice(0, count);
}
