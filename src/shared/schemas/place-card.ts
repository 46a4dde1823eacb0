import { PLACE_TYPES } from "../constants";
import { z } from "./zod";

/** A place card as the chat shows it (spec §3, "Place card"). */
export const placeCardSchema = z.object({
  name: z.string(),
  place_id: z.string(),
  address: z.string().nullable(),
  rating: z.number().nullable(),
  reviews_count: z.number().nullable(),
  photo_url: z.string().nullable(),
  maps_url: z.string().nullable(),
  website_url: z.string().nullable(),
  source: z.enum(["google", "sponsored", "directory"]),
  place_type: z.enum(PLACE_TYPES),
  description: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  relevanceScore: z.number(),
  best_time_to_visit: z.string().nullable(),
  difficulty_level: z.string().nullable(),
  entrance_fee: z.string().nullable(),
  facilities: z.array(z.string()),
});
export type PlaceCard = z.infer<typeof placeCardSchema>;
