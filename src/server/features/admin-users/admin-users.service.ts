import { and, asc, count, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { userRoles, userSessions, users } from "@/server/db/schema/auth";
import { conversations, messages, savedMessages } from "@/server/db/schema/chat";
import { savedItineraries } from "@/server/db/schema/itineraries";
import { profiles } from "@/server/db/schema/profiles";
import { type Actor, listAuditForTarget, type Tx, writeAudit } from "@/server/features/admin/audit.service";
import { ApiError } from "@/server/lib/api-error";
import { ADMIN_NEW_USER_DAYS, QUOTA_WINDOW_HOURS } from "@/shared/constants";
import { ADMIN_USER_ERRORS } from "@/shared/messages/admin";
import { parseSort } from "@/shared/schemas/admin-list";
import type { AdminUserDetail, AdminUserRow, AdminUsersQuery, AdminUsersResponse } from "@/shared/schemas/admin-users";

const DAY_MS = 24 * 60 * 60 * 1000;
const AUDIT_IN_DETAIL = 50;

/** User messages per user (the spec's Total Messages counts what the user sent). */
function messageTotals(db: Db | Tx) {
  return db
    .select({ userId: conversations.userId, total: sql<number>`count(*)::int`.as("total") })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.role, "user"))
    .groupBy(conversations.userId)
    .as("message_totals");
}

const isAdminSql = sql<boolean>`exists (select 1 from user_roles r where r.user_id = ${users.id} and r.role = 'admin')`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export async function listUsers(
  db: Db,
  query: AdminUsersQuery,
  options: { superAdminEmail: string; now: Date },
): Promise<AdminUsersResponse> {
  const totals = messageTotals(db);
  const totalMessages = sql<number>`coalesce(${totals.total}, 0)`;
  const where: SQL[] = [];
  if (query.q) where.push(sql`lower(${users.email}) like ${`%${escapeLike(query.q.toLowerCase())}%`} escape '\\'`);
  if (query.tab === "new")
    where.push(gte(users.createdAt, new Date(options.now.getTime() - ADMIN_NEW_USER_DAYS * DAY_MS)));
  if (query.tab === "active") where.push(sql`${totalMessages} > 0`);
  if (query.paid !== "all") where.push(sql`coalesce(${profiles.hasPaid}, false) = ${query.paid === "paid"}`);
  if (query.admins === true) where.push(isAdminSql);
  const condition = where.length > 0 ? and(...where) : undefined;

  const { key, direction } = parseSort(query.sort);
  const column = key === "email" ? sql`lower(${users.email})` : key === "createdAt" ? users.createdAt : totalMessages;
  const order = direction === "asc" ? asc(column) : desc(column);

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        createdAt: users.createdAt,
        hasPaid: profiles.hasPaid,
        deactivated: profiles.deactivated,
        questionCount: profiles.questionCount,
        isAdmin: isAdminSql,
        totalMessages,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(totals, eq(totals.userId, users.id))
      .where(condition)
      .orderBy(order, asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(totals, eq(totals.userId, users.id))
      .where(condition),
  ]);
  const superAdmin = options.superAdminEmail.toLowerCase();
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      hasPaid: row.hasPaid ?? false,
      isAdmin: Boolean(row.isAdmin),
      isSuperAdmin: row.email.toLowerCase() === superAdmin,
      deactivated: row.deactivated ?? false,
      createdAt: row.createdAt.toISOString(),
      totalMessages: Number(row.totalMessages),
      questionCount: row.questionCount ?? 0,
    })),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function loadRow(db: Db | Tx, userId: string, superAdminEmail: string): Promise<AdminUserRow | null> {
  const totals = messageTotals(db);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      createdAt: users.createdAt,
      hasPaid: profiles.hasPaid,
      deactivated: profiles.deactivated,
      questionCount: profiles.questionCount,
      isAdmin: isAdminSql,
      totalMessages: sql<number>`coalesce(${totals.total}, 0)`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(totals, eq(totals.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    hasPaid: row.hasPaid ?? false,
    isAdmin: Boolean(row.isAdmin),
    isSuperAdmin: row.email.toLowerCase() === superAdminEmail.toLowerCase(),
    deactivated: row.deactivated ?? false,
    createdAt: row.createdAt.toISOString(),
    totalMessages: Number(row.totalMessages),
    questionCount: row.questionCount ?? 0,
  };
}

export type UserActionContext = { actor: Actor; superAdminEmail: string; now: Date };

/**
 * Locks the target's profile for the rest of the transaction and refuses what nobody may do:
 * any change to the super admin, and (for `selfForbidden` actions) an admin locking themselves out.
 */
async function lockTarget(tx: Tx, userId: string, ctx: UserActionContext, options: { selfForbidden: boolean }) {
  const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new ApiError(404, "not_found", ADMIN_USER_ERRORS.notFound);
  if (user.email.toLowerCase() === ctx.superAdminEmail.toLowerCase()) {
    throw new ApiError(403, "super_admin_immutable", ADMIN_USER_ERRORS.superAdmin);
  }
  if (options.selfForbidden && user.id === ctx.actor.userId) {
    throw new ApiError(403, "self_change_forbidden", ADMIN_USER_ERRORS.self);
  }
  await tx.insert(profiles).values({ userId }).onConflictDoNothing();
  const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for("update").limit(1);
  const [role] = await tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return { user, profile: profile!, isAdmin: Boolean(role) };
}

async function finish(db: Db, userId: string, ctx: UserActionContext): Promise<AdminUserRow> {
  const row = await loadRow(db, userId, ctx.superAdminEmail);
  if (!row) throw new ApiError(404, "not_found", ADMIN_USER_ERRORS.notFound);
  return row;
}

export async function setPaid(db: Db, userId: string, hasPaid: boolean, ctx: UserActionContext) {
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId, ctx, { selfForbidden: false });
    await tx.update(profiles).set({ hasPaid }).where(eq(profiles.userId, userId));
    await writeAudit(tx, ctx.actor, {
      action: "user.paid.set",
      targetType: "user",
      targetId: userId,
      before: { hasPaid: target.profile.hasPaid },
      after: { hasPaid },
      at: ctx.now,
    });
  });
  return finish(db, userId, ctx);
}

/** Deactivating also deletes every session of the user in the same transaction: they are signed out at once. */
export async function setDeactivated(db: Db, userId: string, deactivated: boolean, ctx: UserActionContext) {
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId, ctx, { selfForbidden: deactivated });
    await tx.update(profiles).set({ deactivated }).where(eq(profiles.userId, userId));
    let sessionsEnded = 0;
    if (deactivated) {
      const ended = await tx
        .delete(userSessions)
        .where(eq(userSessions.userId, userId))
        .returning({ id: userSessions.id });
      sessionsEnded = ended.length;
    }
    await writeAudit(tx, ctx.actor, {
      action: "user.deactivated.set",
      targetType: "user",
      targetId: userId,
      before: { deactivated: target.profile.deactivated },
      after: deactivated ? { deactivated, sessionsEnded } : { deactivated },
      at: ctx.now,
    });
  });
  return finish(db, userId, ctx);
}

/** Grants the admin role and, as the spec's admin page does, marks the user paid. */
export async function grantAdmin(db: Db, userId: string, ctx: UserActionContext) {
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId, ctx, { selfForbidden: false });
    await tx.insert(userRoles).values({ userId, role: "admin", createdAt: ctx.now }).onConflictDoNothing();
    await tx.update(profiles).set({ hasPaid: true }).where(eq(profiles.userId, userId));
    await writeAudit(tx, ctx.actor, {
      action: "user.admin.grant",
      targetType: "user",
      targetId: userId,
      before: { isAdmin: target.isAdmin, hasPaid: target.profile.hasPaid },
      after: { isAdmin: true, hasPaid: true },
      at: ctx.now,
    });
  });
  return finish(db, userId, ctx);
}

export async function revokeAdmin(db: Db, userId: string, ctx: UserActionContext) {
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId, ctx, { selfForbidden: true });
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
    await writeAudit(tx, ctx.actor, {
      action: "user.admin.revoke",
      targetType: "user",
      targetId: userId,
      before: { isAdmin: target.isAdmin },
      after: { isAdmin: false },
      at: ctx.now,
    });
  });
  return finish(db, userId, ctx);
}

/** Gives the user the full daily allowance again: the count to 0 and a new 24-hour window from now. */
export async function resetQuestionCount(db: Db, userId: string, ctx: UserActionContext) {
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId, ctx, { selfForbidden: false });
    await tx.update(profiles).set({ questionCount: 0, lastReset: ctx.now }).where(eq(profiles.userId, userId));
    await writeAudit(tx, ctx.actor, {
      action: "user.question_count.reset",
      targetType: "user",
      targetId: userId,
      before: { questionCount: target.profile.questionCount, lastReset: target.profile.lastReset.toISOString() },
      after: { questionCount: 0, lastReset: ctx.now.toISOString() },
      at: ctx.now,
    });
  });
  return finish(db, userId, ctx);
}

export async function getUserDetail(
  db: Db,
  userId: string,
  options: { superAdminEmail: string; now: Date },
): Promise<AdminUserDetail> {
  const row = await loadRow(db, userId, options.superAdminEmail);
  if (!row) throw new ApiError(404, "not_found", ADMIN_USER_ERRORS.notFound);
  const [[profile], [conversationCount], [savedCount], [itineraryCount], audit] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1),
    db.select({ n: count() }).from(conversations).where(eq(conversations.userId, userId)),
    db.select({ n: count() }).from(savedMessages).where(eq(savedMessages.userId, userId)),
    db.select({ n: count() }).from(savedItineraries).where(eq(savedItineraries.userId, userId)),
    listAuditForTarget(db, "user", userId, AUDIT_IN_DETAIL),
  ]);
  const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
  const windowOpen = profile
    ? options.now.getTime() - profile.lastReset.getTime() < QUOTA_WINDOW_HOURS * 60 * 60 * 1000
    : false;
  return {
    user: row,
    profile: {
      referralSource: profile?.referralSource ?? null,
      termsAccepted: profile?.termsAccepted ?? false,
      privacyAccepted: profile?.privacyAccepted ?? false,
      termsVersionAccepted: profile?.termsVersionAccepted ?? null,
      privacyVersionAccepted: profile?.privacyVersionAccepted ?? null,
      termsAcceptedAt: iso(profile?.termsAcceptedAt),
      privacyAcceptedAt: iso(profile?.privacyAcceptedAt),
      consentTimestamp: iso(profile?.consentTimestamp),
      lastReset: iso(profile?.lastReset) ?? new Date(0).toISOString(),
    },
    questionsToday: windowOpen ? (profile?.questionCount ?? 0) : 0,
    conversations: Number(conversationCount?.n ?? 0),
    savedItems: Number(savedCount?.n ?? 0),
    itineraries: Number(itineraryCount?.n ?? 0),
    audit,
  };
}
