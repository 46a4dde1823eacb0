import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "@/server/db/client";
import { appMeta } from "@/server/db/schema/activity";
import { userRoles, userSessions, users } from "@/server/db/schema/auth";
import { profiles } from "@/server/db/schema/profiles";
import type { AppBindings } from "@/server/lib/app-context";
import {
  DAILY_MESSAGE_LIMIT,
  LEGAL_VERSION_SUFFIX,
  PRIVACY_VERSION,
  QUOTA_WINDOW_HOURS,
  TERMS_VERSION,
} from "@/shared/constants";
import { type AccessSummary, getAccessSummary, isAccepted } from "./access.service";

// The lean authenticated path: the session, its user, the deactivated flag, the access summary
// (paid, admin role, legal acceptance) and the quota counters come back in ONE prepared statement,
// read once per request and kept on the request (c.var.access) for the guards and routes after it.

const WINDOW_MS = QUOTA_WINDOW_HOURS * 60 * 60 * 1000;

export type RequestAccess = AccessSummary & {
  deactivated: boolean;
  questionCount: number;
  lastReset: Date | null;
};

export type SessionRow = {
  sessionId: string;
  token: string;
  expiresAt: Date;
  createdAt: Date;
  userId: string;
  email: string;
  image: string | null;
  access: RequestAccess;
};

function lookupStatement(db: Db) {
  const isAdmin = sql<boolean>`exists (select 1 from ${userRoles} where ${and(
    eq(userRoles.userId, users.id),
    eq(userRoles.role, "admin"),
  )})`;
  const legalRevision = sql<
    string | null
  >`(select ${appMeta.value} from ${appMeta} where ${appMeta.key} = 'legal_revision')`;
  return db
    .select({
      sessionId: userSessions.id,
      token: userSessions.token,
      expiresAt: userSessions.expiresAt,
      createdAt: userSessions.createdAt,
      userId: users.id,
      email: users.email,
      image: users.image,
      deactivated: profiles.deactivated,
      hasPaid: profiles.hasPaid,
      termsAccepted: profiles.termsAccepted,
      privacyAccepted: profiles.privacyAccepted,
      termsVersionAccepted: profiles.termsVersionAccepted,
      privacyVersionAccepted: profiles.privacyVersionAccepted,
      questionCount: profiles.questionCount,
      lastReset: profiles.lastReset,
      isAdmin,
      legalRevision,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(userSessions.token, sql.placeholder("token")))
    .limit(1)
    .prepare("alohabot_request_access");
}

const statements = new WeakMap<Db, ReturnType<typeof lookupStatement>>();

/** One round trip: the session by its token with everything the guards need; null when unknown. */
export async function lookupSession(db: Db, token: string): Promise<SessionRow | null> {
  let statement = statements.get(db);
  if (!statement) {
    statement = lookupStatement(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ token });
  if (!row) return null;
  const parsed = row.legalRevision == null ? Number.NaN : Number.parseInt(row.legalRevision, 10);
  const revision = Number.isFinite(parsed) ? parsed : Number.parseInt(LEGAL_VERSION_SUFFIX, 10) || 0;
  return {
    sessionId: row.sessionId,
    token: row.token,
    expiresAt: new Date(row.expiresAt),
    createdAt: new Date(row.createdAt),
    userId: row.userId,
    email: row.email,
    image: row.image ?? null,
    access: {
      deactivated: Boolean(row.deactivated),
      hasPaid: Boolean(row.hasPaid),
      isAdmin: Boolean(row.isAdmin),
      legalAccepted: Boolean(
        row.termsAccepted &&
          row.privacyAccepted &&
          isAccepted(row.termsVersionAccepted, TERMS_VERSION, revision) &&
          isAccepted(row.privacyVersionAccepted, PRIVACY_VERSION, revision),
      ),
      questionCount: row.questionCount ?? 0,
      lastReset: row.lastReset ? new Date(row.lastReset) : null,
    },
  };
}

/** The access summary of the signed-in user: the one the session loader read with the session. */
export async function getRequestAccess(c: Context<AppBindings>, db: Db, userId: string): Promise<AccessSummary> {
  return c.get("access") ?? getAccessSummary(db, userId);
}

/** Remaining messages from the counters read with the session (no query of its own). */
export function quotaFromAccess(access: RequestAccess, now: Date) {
  if (!access.lastReset || now.getTime() - access.lastReset.getTime() >= WINDOW_MS) {
    return { limit: DAILY_MESSAGE_LIMIT, remaining: DAILY_MESSAGE_LIMIT, resetsAt: null };
  }
  return {
    limit: DAILY_MESSAGE_LIMIT,
    remaining: Math.max(0, DAILY_MESSAGE_LIMIT - access.questionCount),
    resetsAt: new Date(access.lastReset.getTime() + WINDOW_MS).toISOString(),
  };
}
