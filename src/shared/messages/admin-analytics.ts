// Exact UI strings of the three analytics pages (spec admin-back-office §2, §8). Strings the spec
// does not give are ours and marked so.

export const ADMIN_FEEDBACK = {
  title: "User Feedback",
  loadError: "Failed to fetch feedback data.",
  assistantCard: "AlohaBot Ratings", // ours: the spec names the card "assistant ratings"
  tripCard: "Trip Ratings",
  basedOn: (n: number) => `Based on ${n} rating${n === 1 ? "" : "s"}`,
  noRatings: "No ratings yet",
  starsLabel: (n: number) => `${n} star${n === 1 ? "" : "s"}`,
  averageLabel: (value: string) => `Average ${value} out of 5`, // ours (screen readers)
  tabs: { trips: (n: number) => `Trip Reviews (${n})`, days: (n: number) => `Day Feedback (${n})` },
  emptyTrips: "No trip reviews yet.",
  emptyDays: "No day feedback yet.",
  exportCsv: "Export CSV",
  exporting: "Exporting...", // ours
  exportError: "Failed to export CSV", // ours
  recommend: { yes: "Yes", no: "No", none: "No Answer" },
  columns: {
    tripRating: "Trip Rating",
    alohabotRating: "AlohaBot Rating",
    feedback: "Feedback",
    wouldRecommend: "Would Recommend",
    createdAt: "Created At",
    userEmail: "User Email",
    dayTitle: "Day Title",
    tripDate: "Trip Date",
    completedAt: "Completed At",
  },
  noText: "—",
} as const;

export const ADMIN_RESPONSE_QUALITY = {
  title: "Response Quality Analytics",
  loadError: "Failed to load analytics",
  statsError: "Failed to fetch rating statistics",
  negativeError: "Failed to fetch negative feedback",
  refresh: "Refresh",
  refreshing: "Refreshing...",
  retry: "Retry",
  cards: {
    total: "Total Ratings",
    positive: "Positive Ratings",
    negative: "Negative Ratings",
    satisfaction: "Satisfaction Rate",
  },
  good: "Good", // ours: satisfaction at 70% or more
  needsAttention: "Needs attention", // ours: below 70%
  negativeTitle: "Messages with Negative Feedback",
  negativeEmpty: "Great news! No negative feedback received yet.",
  conversation: "Conversation",
  sentAt: (date: string) => `Sent ${date}`, // ours
  ratedAt: (date: string) => `Rated ${date}`, // ours
  openConversation: "Open conversation", // ours (beyond the spec)
  markReviewed: "Mark reviewed", // ours
  reviewed: "Reviewed", // ours
  reviewedToast: "Marked as reviewed", // ours
  reviewError: "Failed to mark as reviewed", // ours
  recommendedPlaces: "Recommended places", // ours
  editInDirectory: (name: string) => `Edit ${name} in the Places Directory`, // ours
  noPlaces: "No places recommended in this reply", // ours
  conversationTitle: "Full conversation", // ours
  close: "Close",
  you: "Visitor", // ours
  assistant: "AlohaBot", // ours
} as const;

export const ADMIN_ACTIVITY = {
  title: "Admin - Activity Analytics",
  refresh: "Refresh",
  refreshing: "Refreshing...",
  loadError: "Failed to fetch activity data",
  tabs: { overview: "Overview", users: "Users", api: "API", system: "System" },
  cards: {
    totalUsers: "Total Users",
    today: (n: number) => `+${n} today`,
    messagesToday: "Messages Today",
    activeUsers: (n: number) => `${n} active users`,
    paidUsers: "Paid Users",
    conversion: (percent: string) => `${percent}% conversion`,
    healthScore: "Health Score",
    engagementRate: "Engagement Rate",
    avgMessages: "Avg Messages/User",
    returnRate: "Return User Rate",
    completionRate: "Completion Rate",
    dbConnections: "DB Connections",
    cacheHitRate: "Cache Hit Rate",
    avgResponse: "Avg Response",
    uptime: "Uptime",
  },
  health: { healthy: "Healthy", warning: "Warning", critical: "Critical", unknown: "Not measured yet" },
  recentActivity: "Recent Activity",
  noRecentActivity: "No recent activity data available",
  timeline: "User Activity Timeline", // ours
  noUserActivity: "No user activity data available",
  timelineColumns: { event: "Event", type: "Type", time: "Time" },
  apiPerformance: "Edge Function Performance",
  apiPerformanceEmpty: "No API calls measured in the last 24 hours", // ours
  recentCalls: "Recent API Calls",
  recentCallsEmpty: "No API calls since this server started", // ours
  calls: (n: number) => `${n} calls`,
  systemMetrics: "System Metrics",
  cacheBar: "Cache hit rate",
  storage: "Storage usage",
  storageKb: (kb: string, limit: string) => `${kb} KB of ${limit} KB`,
  growth: (kb: string) => `${kb} KB/day`,
  growthLabel: "Growth", // ours: messages stored in the last 7 days, per day
  efficiency: "Efficiency",
  totalConversations: "Total Conversations",
  activeConnections: "Active Connections",
  notMeasured: "—",
  charts: {
    title: "Last 30 days (Hawaii time)",
    signups: "Sign-ups",
    paid: "Paid conversions",
    messages: "Messages",
    activeUsers: "Active users",
  },
  funnel: {
    title: "Sign-up funnel",
    signedUp: "Signed up",
    paid: "Paid",
    firstChat: "First chat",
    d1: "Returned on day 1 (D1)",
    d7: "Returned on day 7 (D7)",
  },
  info: (name: string) => `About ${name}`,
  // Ours: what each figure measures (shown in the info tooltips).
  infos: {
    totalUsers: "Every account; '+N today' counts accounts created since midnight in Hawaii.",
    messagesToday: "Messages visitors sent since midnight in Hawaii, and how many visitors sent them.",
    paidUsers: "Accounts with premium access; conversion is paid accounts / all accounts.",
    healthScore:
      "0.5 x API success rate (no 5xx) + 0.3 x uptime + 0.2 x latency score (100 under 500 ms average), over the last 24 hours. Healthy at 80, warning from 60.",
    engagementRate: "Visitors who sent a message today / all accounts.",
    avgMessages: "Messages visitors sent / visitors who started a chat.",
    returnRate: "Visitors active yesterday who are active again today.",
    completionRate: "Conversations with 3 or more visitor messages / all conversations.",
    dbConnections: "Connections to the database right now (pg_stat_database); the embedded database has one.",
    cacheHitRate: "Database buffer cache: blocks found in memory / blocks read, since statistics were reset.",
    avgResponse: "Average API response time over the last 24 hours, all servers.",
    uptime:
      "Minutes in the last 24 hours (or since the first start) in which a server answered and wrote its heartbeat.",
    storage:
      "Measured size of the messages, conversations and weather cache tables against the 102,400 KB critical limit (10,240 KB recommended).",
    efficiency: "Live rows among live and dead rows of those tables (dead rows wait for vacuum).",
    apiPerformance:
      "Per route over the last 24 hours, all servers: calls, share without a server error, average and 95th-percentile latency bucket.",
    recentCalls: "The 10 latest API calls this server answered (kept in memory).",
    funnel:
      "Accounts created in the last 30 days; D1 and D7 count those who sent a message on the 1st or 7th Hawaii day after signing up, among those whose day has come.",
  },
  status: (code: number) => `HTTP ${code}`,
  uptimeSince: (when: string) => `Process up since ${when}`,
  events: {
    sign_up: "Signed up",
    payment: "Paid for premium",
    first_chat: "First chat",
  } as Record<string, string>,
} as const;
