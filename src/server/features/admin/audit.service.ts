import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { adminAuditLogs } from "@/server/db/schema/admin";
import { announcePublicChange } from "@/server/lib/cache-invalidation";
import type { AuditEntry } from "@/shared/schemas/admin-users";

/** A database handle or an open transaction: audit rows are written through the caller's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Actor = { userId: string; email: string };

export type AuditRecord = {
  action: string;
  targetType:
    | "user"
    | "site_content"
    | "legal"
    | "feedback_export"
    | "message_rating"
    | "review"
    | "business"
    | "place"
    | "showcase"
    | "upload";
  targetId: string;
  before: unknown;
  after: unknown;
  at: Date;
};

/**
 * Writes one audit row inside the caller's transaction, so the change and its record commit together.
 * Every admin write passes here, so it also tells every instance's public cache (on commit).
 */
export async function writeAudit(tx: Tx | Db, actor: Actor, record: AuditRecord): Promise<void> {
  await announcePublicChange(tx, record.targetType);
  await tx.insert(adminAuditLogs).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: record.before ?? null,
    after: record.after ?? null,
    createdAt: record.at,
  });
}

export async function listAuditForTarget(
  db: Db,
  targetType: AuditRecord["targetType"],
  targetId: string,
  limit: number,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(adminAuditLogs)
    .where(and(eq(adminAuditLogs.targetType, targetType), eq(adminAuditLogs.targetId, targetId)))
    .orderBy(desc(adminAuditLogs.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorEmail: row.actorEmail,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
}
