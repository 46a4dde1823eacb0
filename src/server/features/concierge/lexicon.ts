import type { PlaceCategory, Region } from "@/shared/constants";
import type { Meal } from "@/shared/schemas/place-facts";

// The words visitors use, normalised (lower case, no diacritics or ʻokina): what they ask for, where,
// with whom and when. Used by understand.ts; the search index has its own synonym list.

export type Activity = "swim" | "snorkel" | "surf" | "hike" | "kayak" | "boat" | "helicopter" | "sunbathe" | "tidepool";

export const ACTIVITY_WORDS: [RegExp, Activity][] = [
  [
    /\b(swim|swims|swimming|swimmers?|swimmable|paddle in|go in the water|get in the water|(hop|jump|get|go) in (the )?(water|ocean|sea|waves)|hop in|dip|wade|wading|float|splash|play(ing)? in the (water|ocean|sea|waves|shallows|surf))\b/,
    "swim",
  ],
  [
    /\b(snorkel|snorkels|snorkeling|snorkelling|snorkeled|snorkelled|snorkelers|snorkellers|snorkle|snorkling|snorkeler|snork|snorks|snorking|turtles? in the water|see fish|scuba|scuba div\w*|shore div\w*|diving|free ?div\w*)\b/,
    "snorkel",
  ],
  [
    /\b(surf|surfed|surfing|surfer|surfers|surf lessons?|learn to surf|bodyboard|bodyboarding|bodyboarded|bodyboards|bodyboarders?|boogie ?boarders?|bodysurf\w*|boogie ?board|boogie ?boards|boogie ?boarded|boogie ?boarding|body ?board(ed|ing|s)?)\b/,
    "surf",
  ],
  [/\b(hike|hikes|hiking|hiked|hikers?|trek|trekking|trail|trails|walk|walks|walking(?! distance))\b/, "hike"],
  [/\b(kayak|kayaks|kayaking|paddle|paddling|paddleboard|sup|canoe)\b/, "kayak"],
  // ("Something on the water where she doesn't have to get in": a boat - session 12, dev22.)
  [
    /\b(boat|boats|catamaran|cruise|sail|sailing|zodiac|raft|(something|anything|things?|activit\w+|fun|stuff) (to do )?on the water|out on the water)\b/,
    "boat",
  ],
  [/\b(helicopter|heli|chopper|flightseeing|fly over|from the air)\b/, "helicopter"],
  [/\b(tide ?pools?|tidepooling)\b/, "tidepool"],
];

/** Phrases → the place categories asked for, in order of fit. */
export const TYPE_WORDS: [RegExp, PlaceCategory[]][] = [
  [/\b(beach|beaches|sand|sandy|lagoon|cove|bay)\b/, ["Beach", "Park"]],
  [/\b(snorkel\w*|snorkle\w*|reef)\b/, ["Beach", "Activity"]],
  [/\b(surf lessons?|learn to surf|surf school|surf instructor)\b/, ["Activity", "Surf Spot"]],
  [/\b(surf|surfed|surfing|surfer|surfers|waves|bodyboard\w*|bodysurf\w*|boogie ?board\w*)\b/, ["Surf Spot", "Beach"]],
  [
    /\b(hike|hikes|hiking|hikers?|trail|trails|trek|trekking|walk|walks|walking path|stroll|strolls|nature walk)\b/,
    ["Trail"],
  ],
  [/\b(waterfall|waterfalls|falls)\b/, ["Waterfall", "Trail", "Activity"]],
  [
    /\b(view|views|viewpoint|lookout|lookouts|scenic|vista|overlook|photo|photos|photography|instagram|canyon|somewhere pretty|something pretty|pretty (spots?|places?|views?)|beautiful (spots?|places?|scenery)|gorgeous (spots?|places?)|scenery)\b/,
    ["Viewpoint"],
  ],
  [
    /\b(eat|eats|eating|grub|bite to eat|grab a bite|picnic food|picnic lunch|picnic supplies|takeout|take out|food|foodie|restaurant|restaurants|dinner|lunch|breakfast|brunch|meal|dine|dining|hungry|snack|shave ice|shaved ice|poke(?! (around|about|into|at))|saimin|coffee|cafe|bakery|drinks|bar|cocktails?|mai tais?|happy hour|pau hana|brewery|beer|tacos?|burgers?|pizza|sushi|plate lunch|malasadas?|dessert|ice cream|food trucks?|seafood|fish market|vegan|vegetarian|veggie (food|places?|options?)|plant based|gluten free)\b/,
    ["Restaurant"],
  ],
  [/\b(shop|shopping|shops|boutique|boutiques|souvenirs?|gifts?|gallery|galleries|art walk|art night)\b/, ["Shopping"]],
  [/\b(farmers? markets?|market)\b/, ["Shopping", "Restaurant"]],
  [
    /\b(culture|cultural|history|historic|historical|museums?|heiau|heritage|garden|gardens|botanical|plantation|church|temple|fort|actually hawaiian|authentic|authentically hawaiian|meaningful|sacred sites?|native hawaiian|hawaiian (culture|history|heritage|sites?|places?))\b/,
    ["Attraction"],
  ],
  [
    /\b(activity|activities|tour|tours|kayak\w*|zip ?line\w*|helicopter|heli|boat|catamaran|atv|tubing|horseback|horse|luau|adventure|adrenaline|thrill|thrills|thrilling|exciting|extreme|adventurous|paddle\w*|golf|cruise|ride)\b/,
    ["Activity", "Attraction"],
  ],
  [
    /\b(stay|hotel|hotels|resort|resorts|accommodations?|lodging|where to sleep|place to stay|condo|condos|cabin|cabins|vacation rentals?|holiday rentals?|airbnbs?|vrbos?)\b/,
    ["Hotel"],
  ],
  [/\b(park|parks|picnic|playground|bbq|barbecue)\b/, ["Park", "Beach"]],
  [
    /\b(things to do|what to do|what should we do|sights|sightseeing|fun|explore|must sees?|must-see|must dos?|top sights|highlights|bucket list|highlights)\b/,
    ["Attraction", "Viewpoint", "Beach", "Activity", "Park", "Waterfall", "Trail"],
  ],
  [
    /\b(rainy day|indoors?|(?<!(go|get|walk|climb|look|going|step|peek) )inside)\b/,
    ["Attraction", "Shopping", "Activity"],
  ],
  [/\b(see|view|views of|look at|photograph) (the )?na ?pali\b/, ["Viewpoint", "Activity"]],
  [/\b(evening|at night|nightlife|after dark|tonight)\b/, ["Attraction", "Activity", "Shopping"]],
];

export const REGION_WORDS: [RegExp, Region][] = [
  [
    /\b(north shore|north side|northshore|hanalei|princeville|haena|kilauea|anini|wainiha|kalihiwai|kee|tunnels|lumahai|north|(the )?end of the road)\b/,
    "North Shore",
  ],
  [/\b(east side|east shore|eastside|coconut coast|kapaa|wailua|anahola|kealia|waipouli|east)\b/, "East Side"],
  [/\b(lihue|the airport|nawiliwili|kalapaki|puhi|hanamaulu)\b/, "Lihue"],
  [/\b(south shore|south side|southshore|poipu|koloa|kalaheo|lawai|mahaulepu|south)\b/, "South Shore"],
  [
    /\b(west side|west shore|westside|waimea town|hanapepe|eleele|port allen|kekaha|polihale|west)\b|\bwaimea\b(?! canyon)/,
    "West Side",
  ],
  [/\b(waimea canyon|kokee|kalalau lookout|alakai|canyon)\b/, "Waimea Canyon & Kokee"],
];

export const MONTH_WORDS: [RegExp, number][] = [
  // (Round 10, the fifth probe's class 2: common misspellings too - "decemeber", "novmber", "octber", "jully" had
  // been read as the month of asking, and got summer's North Shore verdicts in winter.)
  [/\b(january|jan|janurary|januray|janaury|jaunary|janruary|janury)\b/, 1],
  [/\b(february|feb|febuary|feburary|februrary|febrary)\b/, 2],
  [/\b(march|mar|marhc)\b/, 3],
  [/\b(april|apr|apirl|aprill)\b/, 4],
  [/\bmay\b(?! (i|we|you|be|have|need|want|not|get|go)\b)/, 5],
  [/\b(june|jun|juen)\b/, 6],
  [/\b(july|jul|jully|juley|jullly)\b/, 7],
  [/\b(august|aug|agust|augst|auguest|augest)\b/, 8],
  [/\b(september|sept|sep|septmber|setpember|septemeber|septembr)\b/, 9],
  [/\b(october|oct|octber|octobor|ocotber|octobr|octuber|octorber)\b/, 10],
  [/\b(november|nov|novmber|novembr|novemeber|novemebr|novembor)\b/, 11],
  [/\b(december|dec|decemeber|decembr|decemebr|decmeber|decmber|decembor)\b/, 12],
  [/\b(christmas|xmas|new years?)\b/, 12],
  [/\b(thanksgiving)\b/, 11],
  [/\b(spring break|easter)\b/, 3],
];

// A season said with its context ("in the fall", "next summer", "springtime"): "fall", "spring" and
// "summer" alone are also a waterfall's drop, a hot spring and a name. Spring and fall straddle the
// water's two seasons (summer = May-September): unqualified, each is read as its middle month, which is
// in the winter season for both (April, October), the careful side; "late spring" and "early fall" are
// May and September, summer water (the third blind probe: "next summer", "spring", "early fall" were read
// as the month of asking).
const SEASON_CONTEXT = "(in|this|next|coming|during|over|for|by|until|til|till)( the)?";
export const SEASON_WORDS: [RegExp, number][] = [
  [/\b(early|beginning of( the)?) (fall|autumn)\b/, 9],
  [/\b(late|end of( the)?) (fall|autumn)\b/, 11],
  [/\b(early|beginning of( the)?) spring\b/, 3],
  [/\b(late|end of( the)?) spring\b/, 5],
  [/\b(early|beginning of( the)?) summer\b/, 6],
  [/\b(late|end of( the)?) summer\b/, 8],
  [/\b(early|beginning of( the)?) winter\b/, 12],
  [/\b(late|end of( the)?) winter\b/, 3],
  [new RegExp(`\\b(mid ?winter|${SEASON_CONTEXT} winter|winter ?(time|months|trip|vacation|visit|\\d{4}))\\b`), 1],
  [new RegExp(`\\b(mid ?summer|${SEASON_CONTEXT} summer|summer ?(time|months|trip|vacation|visit|\\d{4}))\\b`), 7],
  [
    new RegExp(
      `\\b(springtime|mid ?spring|${SEASON_CONTEXT} spring|spring (time|months|trip|vacation|visit|\\d{4}))\\b`,
    ),
    4,
  ],
  [new RegExp(`\\b(autumn|${SEASON_CONTEXT} fall|fall (time|months|trip|vacation|visit|\\d{4}))\\b`), 10],
];

export type Party = {
  toddler: boolean;
  kids: boolean;
  beginner: boolean;
  seniors: boolean;
  wheelchair: boolean;
  /** Every child mentioned is a teenager: kids for the water, but a trail rated "not for kids" is not ruled out. */
  teens?: boolean;
  /** A pregnant traveller (also `seniors`, for the exertion rules): named as such, and sent to her doctor and the operator. */
  pregnant?: boolean;
  /**
   * Children of unknown ages (the planner's "Family with kids"): the water and trail rules hold, but a tour
   * or activity the directory does not rate for children is left to its operator's age limit at booking.
   */
  anyAge?: boolean;
};

// (Parentheses and commas reach these patterns as "qqbreak" - understand.ts's BREAK: "our son (20 months)" is a toddler,
// "20 months" after a noun or "she's 18 mos" too; "in 3 months" is not - session 11.)
export const PARTY_WORDS: [RegExp, keyof Party][] = [
  [
    /\b(toddlers?|(?<!\b(?:expecting|having|carrying) (?:a |our |my |the |her )?)(?:baby|babies)(?! (on the way|bump|due)\b)|infants?|little ones?|\d{1,2} ?(month|months|mo|mos) ?olds?|[1-4] ?(year|yr)s? ?old|[1-4] ?yo|stroller|preschoolers?|(kids|children|boys|girls|sons|daughters) (are |aged |ages )?[1-3] and|under (5|five|4|four|3|three)(?! ?(miles?|mi|hours?|hrs?|km|dollars|bucks|minutes|mins))|ages? [1-4]|qqbreak (?:[1-9]|[1-3]\d|4[0-7]) ?(?:months?|mos?|mths?)(?: old)? qqbreak|(?:\b(?:he|she|hes|shes|he s|she s|son|daughter|boy|girl|guy|man|one|kid|grandson|granddaughter|nephew|niece|twins|baby|babe|bub|bubba)(?: is| are| who is| now)? )(?:[1-9]|[1-3]\d|4[0-7]) ?(?:months?|mos?|mths?)\b(?! (?:pregnant|along))|(?:is|s|are) (?:only |just )?(?:[1-9]|1\d|2[0-3]) ?(?:months?|mos?) ?old)\b/,
    "toddler",
  ],
  [
    /\b(kids?|littles|little kids|kiddos?|children|grade ?schoolers?|elementary (school )?(kids|age|aged)|school ?age kids|child|family|families|keiki|son|sons|daughter|daughters|teenagers?|teenage|tweens?|kids? \d|little (guy|guys|man|girl|girls|boy|boys|dude|dudes|lady|ladies|one|ones|monsters?)|lil (ones?|guy|man|girl|boy|dude)|([4-9]|1[0-7]) ?(yo|y o|year old|years old|yr old|yrs old)|[4-9] ?(year|yr)s? ?old|1[0-2] ?(year|yr)s? ?olds?|([4-9]|1[0-7]) ?(yr|year)s? ?olds|[4-9] ?yo|1[0-7] ?yos?|teens?|grandkids|ages? ([4-9]|1[0-7])|(boys|girls|grandsons?|granddaughters?|nephews?|nieces?|twins) (are |aged |ages |age |who are )?([4-9]|1[0-7])(?! ?(miles?|mi|hours?|hrs?|km|dollars|bucks|minutes|mins|am|pm)))\b/,
    "kids",
  ],
  [
    /\b(beginners?|first time(?! (on|in|to|visiting|at|here|on the island)\b)|first-timers?(?! (on|in|to)\b(?! (the )?(water|ocean|sea|waves|january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|summer|winter|spring|fall)\b))|first timers?(?! (on|in|to)\b(?! (the )?(water|ocean|sea|waves|january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|summer|winter|spring|fall)\b))|noobs?|newbs?|n00bs?|rookies?|not (very )?experienced|never (surfed|snorkeled|snorkelled|swum|been|boogie ?boarded|bodyboarded|body boarded|paddled|paddleboarded)|newbies?|novice|not (a )?(strong|good|great) swimmers?|(isn t|isnt|aren t|arent|is not|are not|wasn t|wasnt) (a |very |really |the )?(strong|good|great|confident) swimmers?|weak swimmers?|nervous swimmers?|(swims?|swimmers?) (\w+ ){0,3}not (very |that |too )?(strong|confident|good)|can ?t really swim|can ?t swim yet|non ?swimmers?|doesn ?t (really )?swim yet|can ?t swim (well|very well)|(none of us|nobody|no one|we don ?t|we do not|don ?t|do not|doesn ?t|does not) (\w+ ){0,2}swims? (well|very well|strongly)|learning to|learn to|inexperienced|without swimming far|not swim far|don ?t swim far|stay shallow|shallow water|not confident|first (dive|dives|scuba|snorkel\w*|surf\w*|paddle\w*)|surf(ing)? lessons?|lessons? (to surf|in surfing)|try(ing)? surfing|never (swam|swum|been) in the (ocean|sea)|first time (in|on) the (ocean|sea|water)|nervous (in|around|about) (the )?(deep )?(water|ocean|waves)|panic\w* in (the )?(deep )?water|(panic|panics|freak out|freaks out) (easily|quickly|a lot)|(tend|tends) to (panic|freak out)|(scared|afraid|terrified) of (the )?(deep )?(water|ocean|waves)|(barely|hardly) swims?|rusty swimmers?|(?:who|that|mom|dad|mother|father|grandma|grandpa|nana|papa|wife|husband|son|daughter|kid|kids|i|he|she|we|they|friend|partner|hubby|sister|brother|one of us|none of us)(?: \w+)? (?:doesn ?t|don ?t|can ?t|cannot|does not|do not|never learned to|never learnt to) swim\b(?! (at|there|here|past|beyond|out|anymore))|haven ?t swum in (years|ages|a long time))\b/,
    "beginner",
  ],
  [
    /\b((has|uses|use|using|with|needs|on|pushes) (a |her |his |their |my )?(walker|rollator|walking frame|mobility scooter|cane)|pregnant|expecting a baby|(?:expecting|having) (?:a |our |my |her )?baby (?:in|this|next|due)|baby (on the way|bump|due)|weeks pregnant|months pregnant|knee is shot|knees? (hurts?|are bad|is bad|is shot)|sore knees?|bad ankle|injured|recovering from|grandparents?|grandma|grandpa|grandmother|grandfather|(mom|dad|mother|father|parents?|grandma|grandpa) (is|are) ([6-9]\d|in (her|his|their) (60s|70s|80s))|elderly|seniors?|older (parents|folks|people|mom|dad)|[6-9]\d ?(yo|y o|year old|years old|yr old)|in (their|our|my) (70s|80s|seventies|eighties)|bad knees?|knee problems?)\b/,
    "seniors",
  ],
  // (A bare "accessible?" asks whether a place can be reached at all, not about a wheelchair.)
  [
    /\b(wheelchairs?|wheel chairs?|power chairs?|mobility scooters?|disabled|disability|handicap\w*|accessibility|(ada|fully|stroller) accessible)\b/,
    "wheelchair",
  ],
];

export const MEAL_WORDS: [RegExp, Meal][] = [
  [/\b(breakfast|brunch|morning coffee|pancakes|acai)\b/, "breakfast"],
  [/\b(lunch|plate lunch|midday meal)\b/, "lunch"],
  [/\b(dinner|supper|date night|evening meal|dine out tonight|tonight to eat)\b/, "dinner"],
];

/** Food kinds and cuisines: visitor words → the words in our facts (foodKinds, cuisines) and descriptions. */
export const FOOD_WORDS: [RegExp, string[]][] = [
  [/\b(shave ice|shaved ice|shave-ice|snow cone)\b/, ["shave ice"]],
  // "Poke around" is exploring, not the raw-fish dish.
  [/\bpoke\b(?! (around|about|into|at))/, ["poke"]],
  [/\b(saimin|noodles?|ramen)\b/, ["saimin", "noodle"]],
  [/\b(coffee|espresso|latte|cafe)\b/, ["coffee", "cafe"]],
  [/\b(bakery|pastry|pastries|bread|malasadas?|donuts?)\b/, ["bakery", "bread", "pastries"]],
  [/\b(fish tacos?|tacos?|mexican|burrito)\b/, ["taco", "mexican"]],
  [/\b(burgers?|hamburgers?)\b/, ["burger"]],
  [/\b(pizza|italian|pasta)\b/, ["pizza", "italian"]],
  [/\b(sushi|japanese)\b/, ["sushi", "japanese"]],
  [/\b(seafood|fresh fish|fish market|fish)\b/, ["seafood", "fish"]],
  [
    /\b(plate lunch|local food|hawaiian food|loco moco|kalua|lau ?lau|spam musubi)\b/,
    ["local", "hawaiian", "plate lunch"],
  ],
  [/\b(vegan|vegetarian|veggie|plant based)\b/, ["vegetarian", "vegan"]],
  [/\b(farmers? markets?|fresh fruit|local produce)\b/, ["farmers market", "market"]],
  [/\b(food trucks?)\b/, ["food truck"]],
  // (A honeymoon or an anniversary is a wish for something special, not only for food: see constraints.luxury.)
  [/\b(fine dining|upscale|fancy)\b/, ["fine dining"]],
  [/\b(cocktails?|mai tais?|drinks|bar|happy hour|pau hana|brewery|beer|wine)\b/, ["bar", "cocktails", "mai tai"]],
  [
    /\b(picnic food|picnic lunch|picnic supplies|takeout|take out|to go|sandwich(es)?|deli)\b/,
    ["deli", "sandwich", "market", "takeout"],
  ],
  [/\b(ice cream|dessert|sweets|pie)\b/, ["dessert", "ice cream"]],
];

export const OTHER_ISLANDS =
  /\b(mauis|oahus|molokais|big islands|maui|oahu|honolulu|waikiki|north shore of oahu|big island|kona|hilo|volcanoes national park|molokai|lanai|niihau|haleakala|lahaina|road to hana|pearl harbor|diamond head|mauna kea|mauna loa|hawaii volcanoes|kaanapali|wailea|hanauma|molokini|napili|kapalua|makena|iao valley|paia|hookipa|kihei|waianapanapa|banzai pipeline|pipeline|haleiwa|lanikai|ko olina|koolina|kualoa|polynesian cultural center|iolani palace|sharks cove|kilauea (volcano|caldera|crater|eruption)|halemaumau|punaluu|waipio|akaka falls|kealakekua|black sand beach(es)?|(see|view|watch|walk on|hike to|visit) (the |some |real |active |flowing |live |an active )?(lava|volcanos?|volcanoes|eruptions?)|lava (flows?|lakes?)|active volcano(es|s)?|erupting)\b/;
export const ELSEWHERE =
  /\b(paris|london|new york|tokyo|bali(?! hai)|mexico(?! (restaurant|food|place))|cancun|california|san francisco|los angeles|seattle|chicago|boston|vegas|las vegas|fiji|tahiti(?! nui)|florida|europe|japan trip|disney|super bowl|nfl|nba|mlb|nhl|lakers|warriors|celtics|yankees|dodgers|playoffs?|world series|march madness|final score|did the \w+ win|who won the (game|match|election)|stock|stocks|bitcoin|python|javascript|code|script|homework|essay|recipe|lock|election|president|alaska|caribbean|bahamas|mediterranean|book (me )?(a |an )?(flight|flights|plane|airline|airfare|hotel room)|plane tickets?|airline tickets?|airfare)\b/;

/** Air travel to or from the island: fares and bookings are not something the concierge can look up. */
export const FLIGHTS =
  /\b(cheap|cheapest|cheaper|book|booking|fares?|prices?|cost|deals?|airlines?|nonstop|non stop|direct|red ?eye|one way|round ?trip)\b(?: \w+){0,4} (flights?|airfares?|plane tickets?|airline tickets?)\b|(?<!\b(our|my|the|your|a|after|before|until|till|connecting) )\b(flights?|airfares?|plane tickets?) (from|out of) (?!the (north|south|east|west))\w+|\bairfares?\b|\b(cheap|cheapest|cheaper|best|which|what) airlines?\b|\b(cheapest|cheaper|cheap) way to fly\b/;
/** Holiday rentals and nightly prices, which the directory does not list. */
export const RENTAL_LISTINGS =
  /\b(vacation rentals?|holiday rentals?|airbnbs?|vrbos?|short term rentals?|rent (a|an) (condo|house|home|villa|apartment|cottage)|(condo|house|home|villa|apartment|cottage|room|rental)s? (for|under|below|less than|at|around) \$?\d+|(per|a|each) night\b|nightly (rate|price)s?|room rates?)\b/;

/** Everyday services the directory does not list (health care, laundry, banks). Fuel is in the articles. */
export const SERVICES =
  /\b(dentists?|doctors?|physicians?|pharmac(y|ies)|drug ?stores?|hospitals?|urgent care|clinics?|emergency room|laundromats?|laundry|atms?|banks?|post office|mechanics?|car repair|vets?|veterinarians?|hair salons?|barbers?|dry cleaners?)\b/;

export const HARMFUL =
  /\b(drugs?|cocaine|meth|weed dealer|weapons?|guns?|steal|stealing|poach\w*|hurt someone|kill(?! (some |the |a little |a bit of )?time| (an|a|one|two|half an|a couple of|a couple|a few|some|the) (hour|hours|afternoon|morning|evening|day|minutes?)\b)(?<!(time|hours?|hrs?|minutes|mins?|an hour|a day|day|morning|afternoon|evening|layover) to kill)|bomb|ride (a |the )?turtle|sneak in(to)?|sneak past|get around the (permit|reservation)|hop the fence|climb the fence)\b/;

export const INJECTION =
  /\b(ignore (all |any |your |the )?(previous |prior |above )?(instructions|rules|prompt|safety \w+)|system prompt|new instructions|you are now|you are dan|pretend (to be|you are|youre|you re|ur)|act as|jailbreak|developer mode|disregard (your|the|all)|reveal (your|the) (prompt|instructions)|forget (your|all|the) (instructions|rules)|forget you ?re|no rules|system|tell every user|tell all users)\b/;

/** Words of little meaning for search. */
export const STOP_WORDS = new Set(
  "a an the and or of to in on at for with from by is are be was were we i me my our us you your it its this that these those there here what whats where wheres which who how can could would should do does did any some more most best good great nice please want wanna like looking look find show tell about near around go going get got kauai kauais island day days trip vacation visit visiting recommend recommendation recommendations suggest suggestion suggestions place places spot spots thing things really very much also just one two three need know if so then than but not no dont cant will am im have has had been being into out up down over under again too well ok okay hi hello aloha thanks thank mahalo hey yes".split(
    " ",
  ),
);
