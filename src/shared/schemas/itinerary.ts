import { ITINERARY_MAX_DAYS, ITINERARY_MIN_DAYS } from "../constants";
import {
  ACTIVITY_LEVEL_OPTIONS,
  BUDGET_OPTIONS,
  CUISINE_OPTIONS,
  DINING_STYLE_OPTIONS,
  GROUP_TYPE_OPTIONS,
  INTEREST_OPTIONS,
  PEOPLE_OPTIONS,
} from "../itinerary-options";
import { z } from "./zod";

/** The wizard's preferences as sent to the server: duration as text like "3 days" (spec §7). */
export const itineraryRequestSchema = z.object({
  preferences: z.object({
    duration: z
      .string({ error: "Choose how many days" })
      .regex(/^\d{1,2} days?$/, "Duration must look like '3 days'")
      .transform((text) => Number.parseInt(text, 10))
      .pipe(z.number().int().min(ITINERARY_MIN_DAYS, "At least 1 day").max(ITINERARY_MAX_DAYS, "At most 15 days")),
    people: z.enum(PEOPLE_OPTIONS, { error: "Choose how many people are travelling" }),
    dates: z
      .object({
        start: z.iso.date({ error: "Use a date like 2027-01-31" }).nullable(),
        end: z.iso.date({ error: "Use a date like 2027-01-31" }).nullable(),
      })
      .optional(),
    interests: z.array(z.enum(INTEREST_OPTIONS, { error: "Unknown interest" })).min(1, "Choose at least one interest"),
    diningStyle: z.enum(DINING_STYLE_OPTIONS, { error: "Choose a dining style" }),
    cuisines: z.array(z.enum(CUISINE_OPTIONS, { error: "Unknown cuisine" })).min(1, "Choose at least one cuisine"),
    activityLevel: z.enum(ACTIVITY_LEVEL_OPTIONS, { error: "Choose an activity level" }),
    groupType: z.enum(GROUP_TYPE_OPTIONS, { error: "Choose who is travelling" }),
    budget: z.enum(BUDGET_OPTIONS, { error: "Choose a budget" }),
  }),
});
export type ItineraryRequest = z.input<typeof itineraryRequestSchema>;
export type ItineraryPreferences = z.output<typeof itineraryRequestSchema>["preferences"];

export const itineraryPlaceSchema = z.object({
  name: z.string(),
  photo_url: z.string().nullable(),
  rating: z.number().nullable(),
  source: z.string(),
  place_type: z.string(),
});
export type ItineraryPlace = z.infer<typeof itineraryPlaceSchema>;

export const ACTIVITY_KINDS = ["visit", "sunset", "breakfast", "lunch", "dinner"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const itineraryActivitySchema = z.object({
  /** What the stop is in the day's schedule; absent in itineraries saved before issue 20 (inferred). */
  kind: z.enum(ACTIVITY_KINDS).optional(),
  time: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  duration: z.string(),
  location: z.string(),
  rating: z.number().nullable(),
  tip: z.string(),
  place: itineraryPlaceSchema
    .extend({ place_id: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() })
    .optional(),
});
export type ItineraryActivity = z.infer<typeof itineraryActivitySchema>;

export const itineraryDaySchema = z.object({
  title: z.string(),
  theme: z.string(),
  estimatedTime: z.string(),
  description: z.string(),
  summary: z.string(),
  region: z.string(),
  driveMinutes: z.number(),
  activities: z.array(itineraryActivitySchema),
});
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

/** A planned itinerary: the answer of POST /api/itinerary, and what a saved itinerary stores. */
export const itinerarySchema = z.object({
  duration: z.string(),
  overview: z.object({ totalDays: z.number(), totalPlaces: z.number(), estimatedTime: z.string() }),
  introduction: z.string(),
  tips: z.array(z.string()),
  days: z.array(itineraryDaySchema),
});
export type Itinerary = z.infer<typeof itinerarySchema>;

export const saveItinerarySchema = itineraryRequestSchema.extend({
  title: z.string().trim().min(1, "Give your itinerary a name").max(120, "At most 120 characters").optional(),
});

export const renameItinerarySchema = z.object({
  title: z
    .string({ error: "Give your itinerary a name" })
    .trim()
    .min(1, "Give your itinerary a name")
    .max(120, "At most 120 characters"),
});

export const savedItinerarySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  days: z.number().int(),
  places: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedItinerarySummary = z.infer<typeof savedItinerarySummarySchema>;

export const savedItinerarySchema = savedItinerarySummarySchema.extend({
  itinerary: itinerarySchema,
  shareToken: z.string().nullable(),
});
export type SavedItinerary = z.infer<typeof savedItinerarySchema>;

export const savedItineraryListSchema = z.object({ itineraries: z.array(savedItinerarySummarySchema) });
export type SavedItineraryList = z.infer<typeof savedItineraryListSchema>;

/** A shared itinerary: the plan only, no title, owner, dates or feedback. */
export const sharedItinerarySchema = z.object({ itinerary: itinerarySchema });
export type SharedItinerary = z.infer<typeof sharedItinerarySchema>;

export const shareLinkSchema = z.object({ shareToken: z.string(), url: z.string() });
export const unsharedSchema = z.object({ shared: z.literal(false) });

/** My Trip's day edits (issue 20, item 5) answer the whole saved itinerary, recomputed. */
export const savedItineraryResponseSchema = savedItinerarySchema;

export const reorderStopsSchema = z.object({
  order: z
    .array(z.number({ error: "Give stop positions as numbers" }).int().min(0).max(30), {
      error: "List the stops in their new order",
    })
    .min(1, "List the stops in their new order")
    .max(30, "Too many stops"),
});
export type ReorderStops = z.infer<typeof reorderStopsSchema>;
