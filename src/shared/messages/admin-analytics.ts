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
  growth: (kb: string) => `${kb} KB/day growth`,
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
    d1: "Returned next day (D1)",
    d7: "Returned within 7 days (D7)",
  },
  info: "More information",
} as const;
