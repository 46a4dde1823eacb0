import { PRIORITY_WEIGHT_DEFAULT, PRIORITY_WEIGHT_MAX, PRIORITY_WEIGHT_MIN } from "../constants";
import { ADMIN_BUSINESSES } from "../messages/admin-curation";
import { adminListQuerySchema, adminListResponseSchema } from "./admin-list";
import { imageUrlSchema } from "./admin-uploads";
import { z } from "./zod";

const v = ADMIN_BUSINESSES.validation;

/** "a, b, ,c" or ["a", " b"] → ["a", "b"]: trimmed, empties dropped (spec §5). */
export const commaListSchema = z
  .union([z.string().max(2000, v.tooLong), z.array(z.string().max(200, v.tooLong)).max(50, v.tooLong)])
  .default([])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(",")).map((item) => item.trim()).filter((item) => item !== ""),
  );

/** Optional text: trimmed, empty sent as null. */
export const optionalTextSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, v.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalUrl = z
  .string()
  .trim()
  .max(1000, v.tooLong)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), { error: v.url });

const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))), {
    error: v.date,
  });

/** Priority: required, 1-100; a value that is not a number falls back to 30 (spec §5). */
const prioritySchema = z.preprocess(
  (value) => {
    const n =
      typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
    return Number.isNaN(n) ? PRIORITY_WEIGHT_DEFAULT : n;
  },
  z.number().int(v.priority).min(PRIORITY_WEIGHT_MIN, v.priority).max(PRIORITY_WEIGHT_MAX, v.priority),
);

export const businessInputSchema = z
  .object({
    name: z.string({ error: v.nameRequired }).trim().min(1, v.nameRequired).max(200, v.tooLong),
    description: z.string({ error: v.descriptionRequired }).trim().min(1, v.descriptionRequired).max(2000, v.tooLong),
    location: optionalTextSchema(200),
    websiteUrl: optionalUrl,
    logoUrl: imageUrlSchema.optional().transform((value) => value ?? null),
    placeId: optionalTextSchema(200),
    categories: commaListSchema,
    aliases: commaListSchema,
    priorityWeight: prioritySchema.default(PRIORITY_WEIGHT_DEFAULT),
    displayOrder: z.coerce.number({ error: v.order }).int(v.order).min(0, v.order).max(100_000, v.order).default(0),
    isActive: z.boolean().default(true),
    isSponsored: z.boolean().default(false),
    showInChat: z.boolean().default(true),
    sponsoredFrom: optionalDate,
    sponsoredUntil: optionalDate,
  })
  .refine((b) => !b.sponsoredFrom || !b.sponsoredUntil || b.sponsoredFrom <= b.sponsoredUntil, {
    error: v.window,
    path: ["sponsoredUntil"],
  });
export type BusinessInput = z.input<typeof businessInputSchema>;
export type BusinessValues = z.output<typeof businessInputSchema>;

export const adminBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  placeId: z.string().nullable(),
  categories: z.array(z.string()),
  aliases: z.array(z.string()),
  priorityWeight: z.number().int(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  isSponsored: z.boolean(),
  showInChat: z.boolean(),
  sponsoredFrom: z.string().nullable(),
  sponsoredUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBusiness = z.infer<typeof adminBusinessSchema>;

/** Spec §7: ordered by display order, then newest first. */
export const adminBusinessesQuerySchema = adminListQuerySchema({
  sortKeys: ["displayOrder"],
  defaultSort: "displayOrder",
  filters: {},
}).extend({ pageSize: z.coerce.number().int().min(1).max(200).default(200) });
export const adminBusinessesResponseSchema = adminListResponseSchema(adminBusinessSchema);
export type AdminBusinessesResponse = z.infer<typeof adminBusinessesResponseSchema>;

export const sponsoredToggleSchema = z.object({
  isSponsored: z.boolean({ error: "isSponsored must be true or false" }),
});

/** Badge colour of a priority weight (spec §9): 70+ destructive, 50-69 primary, 30-49 secondary, else muted. */
export function priorityTone(weight: number): "destructive" | "primary" | "secondary" | "muted" {
  if (weight >= 70) return "destructive";
  if (weight >= 50) return "primary";
  if (weight >= 30) return "secondary";
  return "muted";
}

/** True when a sponsorship is in force on `day` (YYYY-MM-DD, Kauai's date): flag on, inside its window. */
export function isSponsorshipInForce(
  business: { isSponsored: boolean; sponsoredFrom: string | null; sponsoredUntil: string | null },
  day: string,
): boolean {
  return (
    business.isSponsored &&
    (business.sponsoredFrom === null || business.sponsoredFrom <= day) &&
    (business.sponsoredUntil === null || day <= business.sponsoredUntil)
  );
}

/** Today's date on Kauai (Pacific/Honolulu, no daylight saving: UTC-10). */
export function kauaiDay(now: Date): string {
  return new Date(now.getTime() - 10 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
