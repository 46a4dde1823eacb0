import { z } from "./zod";

/** The one error shape every API answer uses: `{ error: { code, message, fields? } }`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** One message per invalid field, keyed by the field's path ("preferences.duration"). */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The answer of a delete that removed something. */
export const deletedSchema = z.object({ deleted: z.literal(true) });
