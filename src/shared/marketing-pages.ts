import { paths } from "./paths";

// The five marketing pages: their metadata and content, shared by the client page and the server's
// pre-rendered HTML. Facts here are general Kauai knowledge; opening rules change, so the pages
// tell visitors to check official sources for reservations and permits.

export type MarketingSection = { heading: string; intro?: string; items: { title: string; body: string }[] };

export type MarketingPage = {
  path: string;
  title: string;
  description: string;
  heading: string;
  subheading: string;
  cta: string;
  sections: MarketingSection[];
  closing: { heading: string; body: string; cta: string };
};

export const MARKETING_PAGES: Record<string, MarketingPage> = {
  [paths.aiRecommendations]: {
    path: paths.aiRecommendations,
    title: "AI Recommendations for Kauai",
    description:
      "Kauai recommendations that fit the day: the right shore for the swell and the rain, uncrowded alternatives, and real places with practical details.",
    heading: "Kauai recommendations that fit today, not a brochure",
    subheading:
      "Tell us who you are with and what you love. We answer with real places from our Kauai directory, matched to the season, the weather and where you are staying.",
    cta: "Ask the concierge",
    sections: [
      {
        heading: "Weather decides the shore",
        intro:
          "Kauai is small, but its weather is not uniform. Choosing the right side of the island is most of a good day.",
        items: [
          {
            title: "Rain on the north shore? Go west.",
            body: "Trade-wind showers favour Hanalei and the east side while Waimea, Kekaha and Salt Pond often stay dry and sunny. We suggest the dry-side swap before you get in the car.",
          },
          {
            title: "Winter surf, summer swims",
            body: "From about October to April big north swells close the North Shore to swimming (Tunnels, Kēʻē, Lumahaʻi). Poʻipū and the south shore are calmer then; in summer the pattern flips.",
          },
          {
            title: "Canyon views before the clouds",
            body: "Waimea Canyon and Kalalau Lookout are clearest in the early morning. Our plans put the lookouts first and the beach after lunch.",
          },
        ],
      },
      {
        heading: "Crowds and timing",
        items: [
          {
            title: "Arrive early where parking is scarce",
            body: "Tunnels, Lāwaʻi Beach and Queen's Bath fill by mid-morning. We mention the parking reality and the best arrival time with each pick.",
          },
          {
            title: "Reservations you cannot skip",
            body: "Hāʻena State Park (Kēʻē Beach and the Kalalau Trail) needs an advance reservation for non-residents, and Kīlauea Point asks you to book entry. We flag them before you plan around them.",
          },
          {
            title: "Quieter alternatives",
            body: "If Poʻipū Beach is packed, Baby Beach or Lāwaʻi Beach may suit; if the Sleeping Giant trail is busy, Kuilau Ridge offers a greener, gentler walk.",
          },
        ],
      },
      {
        heading: "Only places that exist",
        items: [
          {
            title: "Grounded in a verified directory",
            body: "Every recommendation comes from our directory of more than a hundred Kauai places with coordinates, regions and notes on best times, difficulty, fees and facilities.",
          },
          {
            title: "Safety comes with the tip",
            body: "Strong currents, flash floods and slippery red dirt are part of Kauai. We pair each beach and trail with the warning that matters - and lifeguarded options for families.",
          },
        ],
      },
    ],
    closing: {
      heading: "Ask about tomorrow",
      body: "Where are you staying and what do you feel like doing? Get three well-matched ideas in seconds.",
      cta: "Start chatting",
    },
  },
  [paths.tripPlanner]: {
    path: paths.tripPlanner,
    title: "Kauai Trip Planner",
    description:
      "Plan Kauai day by day: days kept to one side of the island, stops ordered by driving time, and adjustments for weather and surf.",
    heading: "A Kauai trip planner that respects the map",
    subheading:
      "One coastal highway circles most of the island and no road crosses the Nā Pali coast. Good plans work with that, not against it.",
    cta: "Plan with the concierge",
    sections: [
      {
        heading: "Why route order matters on Kauai",
        intro:
          "Driving from Hāʻena to Polihale means going all the way around: roughly three hours, because the road stops on both sides of the Nā Pali cliffs.",
        items: [
          {
            title: "One region per day",
            body: "Our plans group stops by region - North Shore, East Side, Līhuʻe, South Shore, West Side, or Waimea Canyon and Kōkeʻe - so a day is spent exploring, not commuting.",
          },
          {
            title: "Shortest-drive ordering",
            body: "Stops within a day are ordered to minimise driving, with meals placed near the route rather than back where you started.",
          },
          {
            title: "Realistic time budgets",
            body: "A relaxed day holds fewer stops than an active one. Durations reflect reality: the Kalalau Trail to Hanakāpīʻai takes half a day, a lookout twenty minutes.",
          },
        ],
      },
      {
        heading: "Adjusting when the weather turns",
        items: [
          {
            title: "Swap sides, keep the theme",
            body: "A rainy North Shore beach day becomes a sunny west-side one with Salt Pond and the Waimea Canyon lookouts.",
          },
          {
            title: "Rainy-day backups",
            body: "The Kauaʻi Museum, Kilohana Plantation and a Wailua River cruise are good when showers settle in.",
          },
          {
            title: "Surf-aware beach days",
            body: "Big winter swell? We steer swims to protected spots like Poʻipū Beach Park, Lydgate's rock-walled pools or ʻAnini's reef.",
          },
        ],
      },
      {
        heading: "Try the itinerary builder",
        items: [
          {
            title: "Four quick steps",
            body: "Trip length, interests, food preferences and travel style - then a day-by-day plan with places, times and tips.",
          },
          {
            title: "No sign-up needed",
            body: "Build as many itineraries as you like; premium members can also ask the concierge to refine them.",
          },
        ],
      },
    ],
    closing: {
      heading: "Your days, in the right order",
      body: "Tell us your dates and what you love; we will lay out days that flow.",
      cta: "Start planning",
    },
  },
  [paths.localSecrets]: {
    path: paths.localSecrets,
    title: "Kauai Local Secrets and Insider Tips",
    description:
      "Insider Kauai tips: saimin in Līhuʻe, Friday art night in Hanapēpē, quiet trails, the Saturday farmers market - and how to visit with respect.",
    heading: "Kauai the way locals enjoy it",
    subheading:
      "Plate lunches, shave ice, small-town art nights and quiet trails - with the respect that keeps Kauai special.",
    cta: "Ask for an insider tip",
    sections: [
      {
        heading: "Eat like you live here",
        items: [
          {
            title: "Saimin at Hamura's",
            body: "Līhuʻe's counter-only noodle shop has served saimin and lilikoʻi chiffon pie for generations - a local institution.",
          },
          {
            title: "Poke from a fish market",
            body: "Kōloa Fish Market and Pono Market in Kapaʻa sell poke and plate lunches that travel well to the beach.",
          },
          {
            title: "Shave ice after the canyon",
            body: "JoJo's in Waimea is the traditional reward after a morning at the Waimea Canyon lookouts.",
          },
        ],
      },
      {
        heading: "Small-town moments",
        items: [
          {
            title: "Hanapēpē art night",
            body: "On Friday evenings the galleries of 'Kauai's Biggest Little Town' stay open, food trucks gather, and the swinging bridge is a short walk away.",
          },
          {
            title: "Saturday farmers market",
            body: "The Kauaʻi Community Market at Kauaʻi Community College gathers island farmers, coffee growers and bakers on Saturday mornings.",
          },
          {
            title: "Old Kōloa Town",
            body: "Hawaii's first sugar plantation town is a good stroll for shave ice and history before dinner in Poʻipū.",
          },
        ],
      },
      {
        heading: "Respect that locals notice",
        items: [
          {
            title: "Sacred and private places",
            body: "Heiau such as Poliʻahu are sacred: look, don't climb. Stay off private land and obey closures, even if others don't.",
          },
          {
            title: "Monk seals and turtles",
            body: "Hawaiian monk seals often rest on Poʻipū Beach. Give them plenty of space (at least 50 feet) and never touch turtles.",
          },
          {
            title: "Reef-safe and carry-out",
            body: "Use mineral sunscreen, take your rubbish home, and leave rocks, shells and Glass Beach's sea glass where they are.",
          },
        ],
      },
    ],
    closing: {
      heading: "Want the tip for tomorrow?",
      body: "Ask where to eat near your beach, or what locals do when it rains.",
      cta: "Chat with us",
    },
  },
  [paths.customItinerary]: {
    path: paths.customItinerary,
    title: "Custom Kauai Itinerary by Travel Style",
    description:
      "A Kauai itinerary built around you: families, couples, hikers and food lovers get different days, budgets and pacing.",
    heading: "An itinerary shaped by how you travel",
    subheading:
      "Families, couples, friends and solo travellers want different Kauai days. So do hikers, beach lovers and food lovers.",
    cta: "Build mine",
    sections: [
      {
        heading: "By group",
        items: [
          {
            title: "Families with kids",
            body: "Lifeguarded, protected water like Poʻipū Beach Park, Lydgate and Salt Pond; short walks such as the Wai Koa Loop; tubing through the old plantation ditches.",
          },
          {
            title: "Couples",
            body: "Sunset at Kēʻē or Polihale, a Nā Pali boat trip, dinner at the water's edge in Poʻipū, and a garden tour at Allerton or Limahuli.",
          },
          {
            title: "Friends and solo travellers",
            body: "Bigger hikes like Awaʻawapuhi or the Pihea trail, kayak to Secret Falls, surf lessons in Hanalei and fish-market lunches.",
          },
        ],
      },
      {
        heading: "By pace and budget",
        items: [
          {
            title: "Relaxed to very active",
            body: "Relaxed days hold two or three stops with long beach time; very active days start at sunrise on the trail.",
          },
          {
            title: "From $ to $$$$",
            body: "Plate lunches and free beaches, or helicopter flights and fine dining - your plan keeps to the budget you choose.",
          },
          {
            title: "Food preferences",
            body: "Local Hawaiian, seafood, vegetarian or international: meals are picked near each day's route.",
          },
        ],
      },
    ],
    closing: {
      heading: "Four steps to your plan",
      body: "Choose length, interests, food and style; get a day-by-day plan you can save and share.",
      cta: "Start now",
    },
  },
  [paths.travelGuide]: {
    path: paths.travelGuide,
    title: "Kauai Travel Guide",
    description:
      "A practical Kauai travel guide: regions, when to go, getting around, ocean safety, reservations and what each shore is best for.",
    heading: "The practical Kauai travel guide",
    subheading:
      "Regions, seasons, driving, ocean safety and reservations: what to know before you land in Līhuʻe - and a concierge for questions any time.",
    cta: "Ask a question",
    sections: [
      {
        heading: "The island by region",
        items: [
          {
            title: "North Shore",
            body: "Hanalei, Princeville, Hāʻena and the start of the Nā Pali coast: the greenest, wettest side, with summer's calmest snorkelling and winter's biggest surf.",
          },
          {
            title: "East Side (Coconut Coast)",
            body: "Kapaʻa and Wailua: central for day trips, with the Wailua River, ʻŌpaekaʻa Falls and the coastal bike path.",
          },
          {
            title: "Līhuʻe",
            body: "The airport town: museums, Kalapakī Beach, Wailua Falls, and most helicopter departures.",
          },
          {
            title: "South Shore",
            body: "Poʻipū and Kōloa: the sunniest resort area, with family beaches, Spouting Horn and the Māhāʻulepū coast.",
          },
          {
            title: "West Side, Waimea Canyon and Kōkeʻe",
            body: "Dry, sunny towns, Nā Pali boat harbours, and the road up to the canyon lookouts and the Kōkeʻe forest trails.",
          },
        ],
      },
      {
        heading: "When to go and getting around",
        items: [
          {
            title: "Seasons",
            body: "Kauai is warm all year (about 78-84°F by day in Līhuʻe). Winter is wetter with big north swells; summer is drier with south-shore swells.",
          },
          {
            title: "You will want a car",
            body: "Buses are limited. Allow about an hour from Līhuʻe to Hanalei and to Waimea town, and more at rush hour through Kapaʻa.",
          },
          {
            title: "Permits and reservations",
            body: "Book Hāʻena State Park entry up to 30 days ahead; the Kalalau Trail beyond Hanakāpīʻai needs a camping permit. Check the state parks site for current rules.",
          },
        ],
      },
      {
        heading: "Ocean and trail safety",
        items: [
          {
            title: "Never turn your back on the ocean",
            body: "Waves and currents are stronger than they look. Swim at lifeguarded beaches, and when in doubt, don't go out.",
          },
          {
            title: "Streams rise fast",
            body: "Flash floods can make stream crossings deadly within minutes. Never cross rising or brown water; wait it out.",
          },
          {
            title: "Cliff edges and red dirt",
            body: "Trails like Awaʻawapuhi and the Kalalau Trail get slippery after rain. Good shoes, water and an early start help.",
          },
        ],
      },
    ],
    closing: {
      heading: "A guide that answers back",
      body: "Ask about your dates, your hotel, your kids' ages or the forecast - any time.",
      cta: "Start chatting",
    },
  },
};
