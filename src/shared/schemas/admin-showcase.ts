import { ADMIN_SHOWCASE } from "../messages/admin-curation";
import { imageUrlSchema } from "./admin-uploads";
import { z } from "./zod";

const v = ADMIN_SHOWCASE.validation;

/** Showcase form (spec §5): name, display order (min 0) and alt text required; default active. */
export const showcaseInputSchema = z.object({
  name: z.string({ error: v.nameRequired }).trim().min(1, v.nameRequired).max(120, v.tooLong),
  displayOrder: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce
      .number({ error: v.orderRequired })
      .int(v.orderRequired)
      .min(0, v.orderRequired)
      .max(100_000, v.orderRequired),
  ),
  altText: z.string({ error: v.altRequired }).trim().min(1, v.altRequired).max(300, v.tooLong),
  /** An http(s) URL, a stored upload's /uploads/ path, or empty. */
  imageUrl: imageUrlSchema.optional().transform((value) => value ?? null),
  isActive: z.boolean().default(true),
});
export type ShowcaseInput = z.input<typeof showcaseInputSchema>;
export type ShowcaseValues = z.output<typeof showcaseInputSchema>;

export const adminShowcaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** What visitors see: the stored file's /uploads/ path when there is one, else the outside URL. */
  imageUrl: z.string().nullable(),
  storagePath: z.string().nullable(),
  altText: z.string(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
});
export type AdminShowcase = z.infer<typeof adminShowcaseSchema>;
export const adminShowcaseListSchema = z.object({ items: z.array(adminShowcaseSchema), total: z.number().int() });
export type AdminShowcaseList = z.infer<typeof adminShowcaseListSchema>;
