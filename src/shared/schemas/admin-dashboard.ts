import { z } from "./zod";

/** A figure and its value 7 days earlier, so the page can show the change. */
const figureSchema = z.object({ value: z.number(), previous: z.number() });
export type DashboardFigure = z.infer<typeof figureSchema>;

export const adminDashboardSchema = z.object({
  totalUsers: figureSchema,
  paidUsers: figureSchema,
  deactivated: figureSchema,
  admins: figureSchema,
  /** Percentages, one decimal. */
  engagementRate: figureSchema,
  conversionRate: figureSchema,
  topPerformer: z.object({ email: z.string(), messages: z.number().int() }).nullable(),
  recentActivity: z.array(
    z.object({
      id: z.string(),
      eventType: z.string(),
      email: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  recentSignups: z.array(z.object({ id: z.string(), email: z.string(), createdAt: z.string() })),
  contentUpdates: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string(), updatedAt: z.string() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
