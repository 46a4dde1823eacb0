// Exact UI strings of the admin back-office (spec admin-back-office §2, §8), shared by the client,
// the server and the tests. Strings the spec does not give ("not shown") are ours and marked so.

export const ADMIN_LAYOUT = {
  loading: "Loading...",
  noAccess: "You do not have access to this page.",
  title: "Admin Panel",
  groups: { main: "Management", external: "External" },
  nav: {
    dashboard: "Dashboard",
    users: "User Management",
    content: "Site Content",
    reviews: "Reviews",
    businesses: "Business Directory",
    places: "Places Directory",
    showcase: "Kauai Showcase",
    activity: "Activity",
    responseAnalytics: "Response Analytics",
    feedback: "Feedback",
  },
  external: { payments: "Stripe Dashboard", liveChat: "Live Chat", mainSite: "Main Site" },
  signOut: "Sign Out",
  signedOut: "Signed out successfully",
  signOutError: "Error signing out",
  toggleSidebar: "Toggle Sidebar",
  opensInNewTab: "(opens in a new tab)",
} as const;

export const ADMIN_ERROR_TITLE = "Error";

export const ADMIN_DASHBOARD = {
  title: "Dashboard",
  loadError: "Failed to load admin data",
  cards: {
    totalUsers: "Total Users",
    paidUsers: "Paid Users",
    deactivated: "Deactivated",
    admins: "Admins",
  },
  conversion: (percent: string) => `${percent}% conversion`,
  /** Ours: the change against the figure 7 days earlier. */
  change: (delta: string) => `${delta} vs 7 days ago`,
  analytics: {
    title: "User Analytics",
    engagement: "Engagement rate",
    engagementHint: "Users active today / total users",
    conversion: "Conversion rate",
    conversionHint: "Paid users / total users",
    topPerformer: "Top performer",
    noTopPerformer: "No messages yet",
    messages: (n: number) => `${n} message${n === 1 ? "" : "s"}`,
  },
  recentActivity: "Recent Activity",
  noActivity: "No recent activity",
  recentSignups: "Recent Signups",
  noSignups: "No signups yet",
  contentUpdates: "Content Updates",
  noContentUpdates: "No content updates yet",
  events: {
    sign_up: "Signed up",
    payment: "Unlocked premium",
    first_chat: "Started their first chat",
  } as Record<string, string>,
} as const;

export const ADMIN_USERS = {
  title: "User Management",
  loadError: "Failed to load users",
  tabs: { all: "All", new: "New", active: "Most active" },
  paidFilter: { label: "Paid", all: "All", paid: "Paid", unpaid: "Unpaid" },
  adminsOnly: "Admins only",
  search: "Search by email",
  resetFilters: "Reset filters",
  columns: {
    email: "Email",
    paid: "Paid",
    admin: "Admin",
    status: "Status",
    created: "Created",
    totalMessages: "Total Messages",
    actions: "Actions",
  },
  yes: "Yes",
  no: "No",
  active: "Active",
  deactivatedStatus: "Deactivated",
  superAdmin: "Super Admin",
  adminBadge: "Admin",
  empty: "No users yet",
  noMatches: "No users match these filters",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  shownOfTotal: (shown: number, total: number) => `${shown} of ${total}`,
  previous: "Previous",
  next: "Next",
  perPage: "Per page",
  actions: {
    markPaid: "Mark paid",
    markUnpaid: "Mark unpaid",
    deactivate: "Deactivate",
    reactivate: "Reactivate",
    grantAdmin: "Grant admin",
    revokeAdmin: "Revoke admin",
    details: "Details",
    menu: (email: string) => `Actions for ${email}`,
  },
  toasts: {
    paymentUpdated: "Payment status updated",
    paymentFailed: "Failed to update payment",
    statusUpdated: "Account status updated",
    statusFailed: "Failed to update status",
    adminGranted: "Admin granted",
    grantFailed: "Failed to grant admin",
    adminRevoked: "Admin revoked",
    revokeFailed: "Failed to revoke admin",
    quotaReset: "Question count reset",
    quotaResetFailed: "Failed to reset question count",
  },
  confirm: {
    cancel: "Cancel",
    deactivateTitle: "Deactivate this account?",
    deactivateText: (email: string) =>
      `${email} will be signed out everywhere at once and cannot sign in until the account is reactivated.`,
    reactivateTitle: "Reactivate this account?",
    reactivateText: (email: string) => `${email} will be able to sign in again.`,
    grantTitle: "Grant admin?",
    grantText: (email: string) =>
      `${email} will be able to manage users, content and the directory. The account is also marked paid.`,
    revokeTitle: "Revoke admin?",
    revokeText: (email: string) => `${email} will lose access to the admin area.`,
  },
  detail: {
    title: "User details",
    profile: "Profile",
    userId: "User ID",
    joined: "Joined",
    referral: "Heard about us",
    consent: "Consent",
    termsVersion: "Terms version accepted",
    privacyVersion: "Privacy version accepted",
    acceptedAt: "Accepted at",
    notAccepted: "Not accepted",
    usage: "Usage",
    questionsToday: "Questions today",
    resetQuota: "Reset question count",
    conversations: "Conversations",
    savedItems: "Saved items",
    itineraries: "Saved itineraries",
    audit: "Audit trail",
    noAudit: "No admin changes yet",
    close: "Close",
    loadError: "Failed to load user",
  },
} as const;

/** Server refusals for user actions (ours: the spec only says the super admin "cannot be changed"). */
export const ADMIN_USER_ERRORS = {
  superAdmin: "The super admin account cannot be changed.",
  self: "You cannot remove your own admin access or deactivate your own account.",
  notFound: "No user with this id.",
} as const;

export const ADMIN_GUARD_ERRORS = {
  unauthenticated: "Please sign in to continue.",
  forbidden: "You do not have access to this page.",
} as const;

/** Audit action names, as stored and as shown in a user's audit trail. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "user.paid.set": "Paid status changed",
  "user.deactivated.set": "Account status changed",
  "user.admin.grant": "Admin granted",
  "user.admin.revoke": "Admin revoked",
  "user.question_count.reset": "Question count reset",
  "content.save": "Content saved",
  "content.restore": "Revision restored",
  "legal.force_reacceptance": "Forced re-acceptance",
};
