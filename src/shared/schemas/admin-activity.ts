import { z } from "./zod";

// Activity Dashboard (spec admin-back-office §2): one endpoint per tab plus the 30-day trends.

const nullableNumber = z.number().nullable();
export const HEALTH_STATUSES = ["healthy", "warning", "critical", "unknown"] as const;

export const activityEventSchema = z.object({
  id: z.string(),
  eventType: z.string(),
  userEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

export const activityOverviewSchema = z.object({
  totalUsers: z.number().int(),
  newUsersToday: z.number().int(),
  messagesToday: z.number().int(),
  activeUsersToday: z.number().int(),
  paidUsers: z.number().int(),
  /** Paid / total users in percent, one decimal. */
  conversionRate: z.number(),
  healthScore: nullableNumber,
  healthStatus: z.enum(HEALTH_STATUSES),
  recentActivity: z.array(activityEventSchema),
});
export type ActivityOverview = z.infer<typeof activityOverviewSchema>;

export const activityUsersSchema = z.object({
  /** Users active today / total users, percent. */
  engagementRate: z.number(),
  /** Messages users sent / users who sent any. */
  avgMessagesPerUser: z.number(),
  /** Share of yesterday's active users active again today; null when nobody was active yesterday. */
  returnUserRate: nullableNumber,
  /** Conversations with 3 or more user messages / conversations, percent; null without conversations. */
  completionRate: nullableNumber,
  timeline: z.array(activityEventSchema),
});
export type ActivityUsers = z.infer<typeof activityUsersSchema>;

export const activityApiSchema = z.object({
  routes: z.array(
    z.object({
      method: z.string(),
      route: z.string(),
      calls: z.number().int(),
      successRate: z.number(),
      avgMs: z.number(),
      maxMs: z.number(),
      p95Ms: nullableNumber,
    }),
  ),
  recentCalls: z.array(
    z.object({
      method: z.string(),
      route: z.string(),
      status: z.number().int(),
      durationMs: z.number(),
      at: z.string(),
    }),
  ),
});
export type ActivityApi = z.infer<typeof activityApiSchema>;

export const activitySystemSchema = z.object({
  engine: z.enum(["pglite", "postgres"]),
  databaseBytes: z.number(),
  dbConnections: z.number().int(),
  activeConnections: z.number().int(),
  pool: z.object({ total: z.number(), idle: z.number(), waiting: z.number() }).nullable(),
  bufferCacheHitRate: nullableNumber,
  directoryCache: z.object({ hits: z.number(), misses: z.number(), hitRate: nullableNumber }),
  uploadsBytes: z.number(),
  tablesKb: z.number(),
  storageRecommendedKb: z.number(),
  storageCriticalKb: z.number(),
  /** tablesKb / storageCriticalKb, percent. */
  storagePercent: z.number(),
  growthKbPerDay: z.number(),
  efficiencyPercent: nullableNumber,
  totalConversations: z.number().int(),
  processStartedAt: z.string(),
  processUptimeSeconds: z.number(),
  uptimePercent: nullableNumber,
  requests: z.object({
    total: z.number().int(),
    errors: z.number().int(),
    successRate: nullableNumber,
    avgLatencyMs: nullableNumber,
  }),
  healthScore: nullableNumber,
});
export type ActivitySystem = z.infer<typeof activitySystemSchema>;

export const activityTrendsSchema = z.object({
  timeZone: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      signups: z.number().int(),
      paid: z.number().int(),
      messages: z.number().int(),
      activeUsers: z.number().int(),
    }),
  ),
  funnel: z.object({
    signedUp: z.number().int(),
    paid: z.number().int(),
    firstChat: z.number().int(),
    /** Returned (sent a message) on the Hawaii day after signing up, among those whose next day has begun. */
    d1Returned: z.number().int(),
    d1Eligible: z.number().int(),
    /** Returned (sent a message) on the 7th Hawaii day after signing up, among those whose 7th day has begun. */
    d7Returned: z.number().int(),
    d7Eligible: z.number().int(),
  }),
});
export type ActivityTrends = z.infer<typeof activityTrendsSchema>;
