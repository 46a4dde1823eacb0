import { PLACE_CATEGORY_VALUES, REGIONS } from "@/shared/constants";
import { z } from "./zod";

// The verified facts the concierge and the itinerary planner rely on (issue 15). One object per
// place, stored in places_directory.facts and seeded from src/server/db/seed/places/*.json.
// Everything here is a fact with a named source; the admin Places Directory edits the same shape.

/** How a visitor reaches the place. Only the first four are ever offered as a visit on one's own. */
export const ACCESS_MODES = [
  "roadside", // seen or used from the car or a few steps from parking
  "short-walk", // under about 20 minutes each way on an easy path
  "hike", // a trail: give distanceMiles (round trip) and elevationGainFeet when known
  "boat", // reached or seen only by boat (kayak, Zodiac, catamaran)
  "tour-only", // only with a licensed tour or guide (a farm tour, a luau, a mountain-tube ride)
  "helicopter-only", // seen only from the air; never a visit
  "private", // private land, no public access; never a visit
  "restricted", // military base, closed reserve, permit-only land without a public permit
] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];

/** Modes a visitor can go to on their own, without a tour or a craft. */
export const VISITABLE_ACCESS_MODES: readonly AccessMode[] = ["roadside", "short-walk", "hike"];
/** Modes that are never offered as a visit at all (helicopter-only places appear only as part of a tour). */
export const NEVER_A_VISIT_ACCESS_MODES: readonly AccessMode[] = ["helicopter-only", "private", "restricted"];

/** Ocean conditions for swimming/snorkelling in a season: calm (usually fine), caution, dangerous. */
export const OCEAN_CONDITIONS = ["calm", "caution", "dangerous"] as const;
export type OceanCondition = (typeof OCEAN_CONDITIONS)[number];

/**
 * Kauaʻi's two surf seasons as the ocean-safety sources describe them: north- and west-facing shores
 * take big winter swells from about October to April; south-facing shores get summer swells from
 * about May to September. Months are 1-12.
 */
export const WINTER_MONTHS = [10, 11, 12, 1, 2, 3, 4] as const;
export type Season = "summer" | "winter";
export function seasonOfMonth(month: number): Season {
  return (WINTER_MONTHS as readonly number[]).includes(month) ? "winter" : "summer";
}

export const PLACE_STATUSES = ["open", "temporarily-closed", "permanently-closed"] as const;
export type PlaceStatus = (typeof PLACE_STATUSES)[number];

export const MEALS = ["breakfast", "lunch", "dinner"] as const;
export type Meal = (typeof MEALS)[number];

export const TIMES_OF_DAY = ["sunrise", "morning", "midday", "afternoon", "sunset", "evening"] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use HH:MM (24-hour)");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD");
const shortText = z.string().trim().min(1).max(400);

/** One opening period: on these weekdays (0 = Sunday ... 6 = Saturday), from open to close (local time). */
export const openingPeriodSchema = z.object({
  days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
  open: hhmm,
  close: hhmm,
});
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

export const factSourceSchema = z.object({
  title: shortText,
  url: z.url().max(500).optional(),
});
export type FactSource = z.infer<typeof factSourceSchema>;

export const placeFactsSchema = z.object({
  access: z.object({
    mode: z.enum(ACCESS_MODES),
    /** Round-trip distance of the walk or hike. */
    distanceMiles: z.number().positive().max(40).optional(),
    elevationGainFeet: z.number().int().min(0).max(6000).optional(),
    /** For boat, tour-only and helicopter-only places: where the tours leave from. */
    departsFrom: shortText.optional(),
    note: shortText.optional(),
  }),
  /** Every warning a visitor must hear, each a full sentence; shown in full with the place. */
  safetyNotes: z.array(shortText).max(8),
  /** Swimming and snorkelling conditions by season; null when the place is not an ocean/water spot. */
  ocean: z
    .object({
      summer: z.enum(OCEAN_CONDITIONS),
      winter: z.enum(OCEAN_CONDITIONS),
      lifeguard: z.boolean(),
      note: shortText.optional(),
    })
    .nullable(),
  suitability: z.object({
    toddlers: z.boolean(),
    kids: z.boolean(),
    beginners: z.boolean(),
    wheelchair: z.boolean(),
  }),
  /** Restaurants and food stops: meals served (empty otherwise). */
  meals: z.array(z.enum(MEALS)).max(3),
  /** Food stops that are not meals (shave ice, coffee, bakery, market, food truck). */
  foodKinds: z.array(z.string().trim().min(1).max(40)).max(8).optional(),
  cuisines: z.array(z.string().trim().min(1).max(40)).max(8).optional(),
  /** 1 = $, 4 = $$$$ (restaurants, activities, stays). */
  priceLevel: z.number().int().min(1).max(4).optional(),
  /** Usual opening hours; null = no fixed hours (a beach, a lookout) or not published. */
  hours: z.array(openingPeriodSchema).max(14).nullable(),
  hoursNote: shortText.optional(),
  faces: z.enum(["sunset", "sunrise"]).nullable(),
  bestTimesOfDay: z.array(z.enum(TIMES_OF_DAY)).max(6),
  reservation: z
    .object({
      required: z.boolean(),
      note: shortText,
      url: z.url().max(500).optional(),
    })
    .nullable(),
  status: z.enum(PLACE_STATUSES),
  verifiedOn: isoDate,
  sources: z.array(factSourceSchema).min(1).max(8),
});
export type PlaceFacts = z.infer<typeof placeFactsSchema>;

/** One entry of a places data file (src/server/db/seed/places/*.json). */
export const seedPlaceSchema = z.object({
  placeId: z.string().regex(/^kauai-[a-z0-9-]+$/),
  name: z.string().trim().min(1).max(120),
  category: z.enum(PLACE_CATEGORY_VALUES as [string, ...string[]]),
  region: z.enum(REGIONS),
  area: z.string().trim().min(1).max(200),
  lat: z.number().min(21.85).max(22.25),
  lon: z.number().min(-159.8).max(-159.28),
  /** Where the coordinate comes from (a GNIS feature or a map reading). */
  source: z.string().trim().min(1).max(300),
  description: z.string().trim().min(1).max(1200),
  bestTime: z.string().trim().min(1).max(300).optional(),
  difficulty: z.enum(["Easy", "Moderate", "Challenging", "Strenuous"]).optional(),
  fee: z.string().trim().min(1).max(300).optional(),
  facilities: z.array(z.string().trim().min(1).max(60)).max(12).optional(),
  aliases: z.array(z.string().trim().min(1).max(80)).max(12).optional(),
  /** Verified facts; null only while an entry awaits verification. */
  facts: placeFactsSchema.nullable(),
});
export type SeedPlace = z.infer<typeof seedPlaceSchema>;

export const seedPlacesFileSchema = z.object({
  region: z.enum(REGIONS),
  places: z.array(seedPlaceSchema),
});

/** True when the place may be suggested as somewhere to go: verified, open and reachable by the public. */
export function isVisitable(facts: PlaceFacts | null): boolean {
  if (!facts) return false;
  return facts.status === "open" && !NEVER_A_VISIT_ACCESS_MODES.includes(facts.access.mode);
}

/** The ocean condition for a month (1-12), or null when the place is not a water spot or unverified. */
export function oceanConditionIn(facts: PlaceFacts | null, month: number): OceanCondition | null {
  if (!facts?.ocean) return null;
  return facts.ocean[seasonOfMonth(month)];
}
