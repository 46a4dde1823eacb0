import { KAUAI_BOUNDS, PLACE_CATEGORY_VALUES } from "../constants";
import { ADMIN_PLACES } from "../messages/admin-curation";
import { commaListSchema, optionalTextSchema } from "./admin-businesses";
import { adminListQuerySchema, adminListResponseSchema } from "./admin-list";
import { imageUrlSchema } from "./admin-uploads";
import { placeFactsSchema } from "./place-facts";
import { z } from "./zod";

const v = ADMIN_PLACES.validation;

export const adminPlacesQuerySchema = adminListQuerySchema({
  sortKeys: ["displayOrder", "name"],
  defaultSort: "displayOrder",
  filters: {
    category: z
      .enum(PLACE_CATEGORY_VALUES as [string, ...string[]], { error: "category must be one of the place categories" })
      .optional(),
  },
});
export type AdminPlacesQuery = z.infer<typeof adminPlacesQuerySchema>;

/** A decimal number or nothing ("" and null omitted). */
const coordinate = z.preprocess(
  (value) =>
    value === "" || value === null || value === undefined
      ? undefined
      : typeof value === "string"
        ? Number(value)
        : value,
  z.number({ error: v.number }).finite(v.number).optional(),
);

export const placeInputSchema = z
  .object({
    name: z.string({ error: v.nameRequired }).trim().min(1, v.nameRequired).max(120, v.tooLong),
    placeId: z.string({ error: v.placeIdRequired }).trim().min(1, v.placeIdRequired).max(200, v.tooLong),
    category: z.enum(PLACE_CATEGORY_VALUES as [string, ...string[]], { error: v.categoryRequired }),
    location: optionalTextSchema(200),
    address: optionalTextSchema(300),
    description: optionalTextSchema(1200),
    imageUrl: imageUrlSchema.optional().transform((value) => value ?? null),
    imageAltText: optionalTextSchema(300),
    latitude: coordinate,
    longitude: coordinate,
    aliases: commaListSchema,
    displayOrder: z.coerce.number({ error: v.order }).int(v.order).min(0, v.order).max(100_000, v.order).default(0),
    isActive: z.boolean().default(true),
    showInChat: z.boolean().default(true),
    /** The verified facts the concierge reads; absent = unchanged (none on a new place), null = removed. */
    facts: placeFactsSchema.nullable().optional(),
  })
  .superRefine((place, ctx) => {
    const hasLat = place.latitude !== undefined;
    const hasLng = place.longitude !== undefined;
    if (hasLat !== hasLng) {
      ctx.addIssue({ code: "custom", path: [hasLat ? "longitude" : "latitude"], message: v.bothCoordinates });
      return;
    }
    if (hasLat && (place.latitude! < KAUAI_BOUNDS.minLat || place.latitude! > KAUAI_BOUNDS.maxLat)) {
      ctx.addIssue({ code: "custom", path: ["latitude"], message: v.notOnKauai });
    }
    if (hasLng && (place.longitude! < KAUAI_BOUNDS.minLon || place.longitude! > KAUAI_BOUNDS.maxLon)) {
      ctx.addIssue({ code: "custom", path: ["longitude"], message: v.notOnKauai });
    }
  });
export type PlaceInput = z.input<typeof placeInputSchema>;
export type PlaceValues = z.output<typeof placeInputSchema>;

export const adminPlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  placeId: z.string(),
  category: z.string(),
  location: z.string().nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  imageAltText: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  aliases: z.array(z.string()),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  showInChat: z.boolean(),
  facts: placeFactsSchema.nullable(),
});
export type AdminPlace = z.infer<typeof adminPlaceSchema>;
export const adminPlacesResponseSchema = adminListResponseSchema(adminPlaceSchema);
export type AdminPlacesResponse = z.infer<typeof adminPlacesResponseSchema>;

const placeRef = z.object({ id: z.string(), name: z.string() });
export const placeChecksSchema = z.object({
  duplicates: z.array(
    z.object({ a: placeRef, b: placeRef, reason: z.enum(["name", "distance"]), meters: z.number().int().nullable() }),
  ),
  stale: z.array(placeRef.extend({ verifiedOn: z.string().nullable() })),
});
export type PlaceChecks = z.infer<typeof placeChecksSchema>;

/** "Poʻipū Beach Park" and "poipu beach park" compare equal. */
export function normalizePlaceName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u02bb\u2018\u2019']/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Great-circle distance in metres. */
export function metersBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}
