import { adminListQuerySchema, adminListResponseSchema, queryBooleanSchema } from "./admin-list";
import { z } from "./zod";

export const ADMIN_USER_TABS = ["all", "new", "active"] as const;
export type AdminUserTab = (typeof ADMIN_USER_TABS)[number];
export const ADMIN_USER_PAID_FILTERS = ["all", "paid", "unpaid"] as const;
export const ADMIN_USER_SORT_KEYS = ["email", "createdAt", "totalMessages"] as const;

export const adminUsersQuerySchema = adminListQuerySchema({
  sortKeys: ADMIN_USER_SORT_KEYS,
  defaultSort: "-createdAt",
  filters: {
    tab: z.enum(ADMIN_USER_TABS, { error: "tab must be all, new or active" }).default("all"),
    paid: z.enum(ADMIN_USER_PAID_FILTERS, { error: "paid must be all, paid or unpaid" }).default("all"),
    admins: queryBooleanSchema,
  },
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export type AdminUsersQueryInput = z.input<typeof adminUsersQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  hasPaid: z.boolean(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  deactivated: z.boolean(),
  createdAt: z.string(),
  totalMessages: z.number().int(),
  questionCount: z.number().int(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersResponseSchema = adminListResponseSchema(adminUserRowSchema);
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const setPaidSchema = z.object({ hasPaid: z.boolean({ error: "hasPaid must be true or false" }) });
export const setDeactivatedSchema = z.object({
  deactivated: z.boolean({ error: "deactivated must be true or false" }),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actorEmail: z.string().nullable(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema,
  profile: z.object({
    referralSource: z.string().nullable(),
    termsAccepted: z.boolean(),
    privacyAccepted: z.boolean(),
    termsVersionAccepted: z.string().nullable(),
    privacyVersionAccepted: z.string().nullable(),
    termsAcceptedAt: z.string().nullable(),
    privacyAcceptedAt: z.string().nullable(),
    consentTimestamp: z.string().nullable(),
    lastReset: z.string(),
  }),
  /** Questions asked in the current 24-hour window (0 once the window has passed). */
  questionsToday: z.number().int(),
  conversations: z.number().int(),
  savedItems: z.number().int(),
  itineraries: z.number().int(),
  audit: z.array(auditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserIdParamSchema = z.object({ id: z.string().min(1).max(100) });
