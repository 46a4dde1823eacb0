import { UPLOAD_KINDS } from "../constants";
import { z } from "./zod";

export const uploadKindSchema = z.enum(UPLOAD_KINDS, { error: "kind must be showcase, places or businesses" });

/** The text fields of the multipart form of POST /api/admin/uploads; `file` is checked by content on the server. */
export const uploadFieldsSchema = z.object({
  kind: uploadKindSchema,
  /** The place, business or location name the file name is built from. */
  name: z.string({ error: "name is required" }).trim().min(1, "name is required").max(200),
});

export const uploadResultSchema = z.object({
  key: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  contentType: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** An image URL counts as a valid preview only if it is http(s) and ends jpg, jpeg, png, webp or gif. */
export function isPreviewableImageUrl(url: string): boolean {
  return /^https?:\/\/\S+\.(jpg|jpeg|png|webp|gif)$/i.test(url.trim());
}

/**
 * An image field: an http(s) URL, a path on this site (an upload's /uploads/…, the seeded
 * /showcase/….svg illustrations), or empty (null).
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(1000, "Image URL must be at most 1000 characters")
  .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)[A-Za-z0-9/._-]+$/.test(value), {
    error: "Enter a valid URL",
  })
  .transform((value) => (value === "" ? null : value))
  .nullable();
