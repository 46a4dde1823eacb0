import { placeCardSchema } from "./place-card";
import { z } from "./zod";

/** The spec's resolve-places request: names the concierge recommended. */
export const resolvePlacesSchema = z.object({
  recommendations: z
    .array(
      z.object({
        name: z.string().trim().min(1, "A name is required").max(200),
        context: z.string().max(500).optional(),
      }),
    )
    .max(10, "At most 10 recommendations"),
});

export const resolvedPlaceSchema = z.object({
  name: z.string(),
  place_id: z.string().nullable(),
  address: z.string().nullable(),
  rating: z.number().nullable(),
  user_ratings_total: z.number().nullable(),
  place_type: z.string().nullable(),
  original_context: z.string().nullable(),
  location_lat: z.number().nullable(),
  location_lng: z.number().nullable(),
  status: z.enum(["operational", "ambiguous", "not_found"]),
});
export type ResolvedPlace = z.infer<typeof resolvedPlaceSchema>;

export const resolvedPlacesSchema = z.object({ places: z.array(resolvedPlaceSchema) });

export const placeInfoQuerySchema = z.object({ name: z.string().trim().min(1, "A name is required").max(200) });

/** The spec's place-info: the card, or the name with source not_found. */
export const placeInfoSchema = z.object({
  place: z.union([placeCardSchema, z.object({ name: z.string(), source: z.literal("not_found") })]),
});
export type PlaceInfo = z.infer<typeof placeInfoSchema>;
