import { z } from "./zod";

/** What the crash screen reports about an uncaught rendering error. */
export const clientErrorReportSchema = z.object({
  message: z
    .string({ error: "A message is required" })
    .trim()
    .min(1, "A message is required")
    .max(500, "At most 500 characters"),
  path: z
    .string({ error: "A path is required" })
    .trim()
    .min(1, "A path is required")
    .max(300, "At most 300 characters")
    .startsWith("/", "Must be a site path"),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const clientErrorReceivedSchema = z.object({ received: z.literal(true) });
