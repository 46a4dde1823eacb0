import { z } from "@hono/zod-openapi";

// Response helpers shared by the admin route groups.
export const adminErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

/** The refusals every admin route can answer with (from the guard and validation). */
export const ADMIN_ERROR_RESPONSES = {
  400: jsonContent(adminErrorSchema, "Invalid input, with the field named"),
  401: jsonContent(adminErrorSchema, "Not signed in"),
  403: jsonContent(adminErrorSchema, "Not an admin, or a change nobody may make"),
} as const;
