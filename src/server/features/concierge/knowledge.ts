import type { Region } from "@/shared/constants";
import type { DirectoryPlace } from "./directory";
import type { Intent } from "./understand";

// The concierge's small knowledge base, written by us. Climate: Līhuʻe Airport 1981-2010 normals
// computed from NOAA GHCN-Daily (../shared/data/kauai-climate.csv). Driving times: rounded from the
// stated figures in ../shared/data/kauai-drive-times.csv (sources disagree; we say "about").

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const LIHUE_HIGH_F = [78, 78, 78, 79, 81, 83, 84, 85, 85, 83, 81, 79];
const LIHUE_LOW_F = [66, 66, 67, 69, 70, 73, 74, 75, 74, 73, 71, 68];
const LIHUE_RAIN_IN = [3.8, 3.2, 4.6, 2.3, 2.1, 1.6, 2.1, 2.1, 2.3, 3.8, 4.8, 5.2];

export function isWinter(now: Date): boolean {
  const month = now.getUTCMonth();
  return month >= 9 || month <= 3; // October to April
}

export const DRIVE_FROM_LIHUE: Record<Region, string> = {
  Lihue: "right in Līhuʻe",
  "East Side": "about 15-25 minutes from Līhuʻe",
  "South Shore": "about 25-30 minutes from Līhuʻe",
  "North Shore": "about an hour from Līhuʻe to Hanalei, plus 15 minutes to the end of the road at Kēʻē",
  "West Side": "about 45-60 minutes from Līhuʻe to Waimea town",
  "Waimea Canyon & Kokee": "about 1¼-1½ hours from Līhuʻe (45 minutes up from Waimea town)",
};

export function climateLine(now: Date): string {
  const m = now.getUTCMonth();
  return `In ${MONTHS[m]} Līhuʻe averages highs around ${LIHUE_HIGH_F[m]}°F and lows near ${LIHUE_LOW_F[m]}°F, with about ${LIHUE_RAIN_IN[m]} inches of rain for the month. The north and east shores get more showers; the south and west sides are usually sunnier.`;
}

export function seasonLine(now: Date): string {
  return isWinter(now)
    ? "It's the winter surf season (about October to April): big north swells can make North Shore beaches like Tunnels, Kēʻē and Lumahaʻi dangerous, while Poʻipū and the south shore are usually calmer for swimming."
    : "It's summer on Kauai (about May to September): the North Shore is usually calm for swimming and snorkelling, while south swells can bring surf to Poʻipū and Brennecke's.";
}

function mentions(places: DirectoryPlace[], pattern: RegExp): boolean {
  return places.some((place) => pattern.test(place.text));
}

/** Up to three timely tips for a recommendation, chosen by the places, the request and the date. */
export function adviceFor(
  intent: Extract<Intent, { kind: "recommend" }>,
  places: DirectoryPlace[],
  now: Date,
): string[] {
  const tips: string[] = [];
  const regions = new Set(places.map((place) => place.region));
  const hasOcean = places.some(
    (place) => place.category === "Beach" || place.category === "Surf Spot" || /snorkel|swim/.test(place.text),
  );

  if (mentions(places, /haena|kee beach|kalalau trail|hanakapiai/)) {
    tips.push(
      "Hāʻena State Park (Kēʻē Beach and the Kalalau Trail) needs an advance reservation for non-residents - book entry and parking or the shuttle up to 30 days ahead. Hiking past Hanakāpīʻai needs a camping permit for Kalalau.",
    );
  }
  if (hasOcean && regions.has("North Shore") && isWinter(now)) {
    tips.push(
      "It's winter surf season on the North Shore (about October to April): swim only on calm days and at lifeguarded beaches, or switch to the south shore around Poʻipū.",
    );
  } else if (hasOcean && regions.has("South Shore") && !isWinter(now)) {
    tips.push(
      "Summer south swells can bring strong surf to Poʻipū; Poʻipū Beach Park's protected corner and lifeguards are the safest bet.",
    );
  }
  if (hasOcean) tips.push("Never turn your back on the ocean, and choose lifeguarded beaches when the surf is up.");
  if (intent.constraints.includes("rainy")) {
    tips.push(
      "Rain favours the north and east shores; the west side around Waimea and Salt Pond is often dry when Hanalei is wet.",
    );
  }
  if (mentions(places, /stream|flash flood|hanakapiai falls|secret falls|hoopii/)) {
    tips.push(
      "Streams rise fast after rain: never cross rising or brown water, and turn back if it starts pouring upstream.",
    );
  }
  if (regions.has("Waimea Canyon & Kokee"))
    tips.push("Go to the canyon lookouts early: clouds often fill Waimea Canyon and Kalalau Valley by late morning.");
  if (mentions(places, /heiau|sacred/))
    tips.push("Heiau are sacred places: look from the edge, don't climb on or move the stones.");
  if (mentions(places, /kilauea point|reserve online/))
    tips.push("Kīlauea Point asks visitors to reserve entry online, and it is closed some days of the week.");
  if (mentions(places, /monk seal|seals nap|seals/))
    tips.push("Hawaiian monk seals often rest on the sand: give them at least 50 feet.");
  const onlyRegion = regions.size === 1 ? [...regions][0] : null;
  if (onlyRegion && tips.length < 3) tips.push(`Getting there: ${DRIVE_FROM_LIHUE[onlyRegion]}.`);
  return tips.slice(0, 3);
}
