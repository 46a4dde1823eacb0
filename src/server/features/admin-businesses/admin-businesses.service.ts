import { asc, count, desc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { businesses } from "@/server/db/schema/directory";
import { type Actor, type Tx, writeAudit } from "@/server/features/admin/audit.service";
import { auditSnapshot, escapeLike, isUniqueViolation, notFound } from "@/server/features/admin/curation";
import { removeStoredImage } from "@/server/features/admin-uploads/admin-uploads.service";
import { ApiError } from "@/server/lib/api-error";
import type { AppDeps } from "@/server/lib/app-context";
import { ADMIN_BUSINESSES } from "@/shared/messages/admin-curation";
import type { AdminBusiness, AdminBusinessesResponse, BusinessValues } from "@/shared/schemas/admin-businesses";

type Row = typeof businesses.$inferSelect;
type Deps = Pick<AppDeps, "database" | "storage" | "logger" | "directory">;

function toBusiness(row: Row): AdminBusiness {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    location: row.location,
    websiteUrl: row.websiteUrl,
    logoUrl: row.logoUrl,
    placeId: row.placeId,
    categories: row.categories,
    aliases: row.aliases,
    priorityWeight: row.priorityWeight,
    displayOrder: row.displayOrder,
    isActive: row.isActive,
    isSponsored: row.isSponsored,
    showInChat: row.showInChat,
    sponsoredFrom: row.sponsoredFrom,
    sponsoredUntil: row.sponsoredUntil,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBusinesses(
  db: Db,
  query: { q: string; page: number; pageSize: number },
): Promise<AdminBusinessesResponse> {
  const pattern = `%${escapeLike(query.q)}%`;
  const where = query.q
    ? or(ilike(businesses.name, pattern), ilike(businesses.location, pattern), ilike(businesses.description, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(businesses)
      .where(where)
      .orderBy(asc(businesses.displayOrder), desc(businesses.createdAt), asc(businesses.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(businesses).where(where),
  ]);
  return { items: rows.map(toBusiness), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

function nameTaken() {
  return new ApiError(409, "name_taken", ADMIN_BUSINESSES.validation.nameTaken, {
    name: ADMIN_BUSINESSES.validation.nameTaken,
  });
}

async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Writes go through one transaction with their audit row; the chat's directory cache is dropped after. */
export async function createBusiness(deps: Deps, input: BusinessValues, actor: Actor, now: Date) {
  const business = await guardUnique(() =>
    deps.database.db.transaction(async (tx: Tx) => {
      const [row] = await tx
        .insert(businesses)
        .values({ ...input, createdAt: now, updatedAt: now })
        .returning();
      await writeAudit(tx, actor, {
        action: "business.create",
        targetType: "business",
        targetId: row!.id,
        before: null,
        after: auditSnapshot(row!),
        at: now,
      });
      return row!;
    }),
  );
  deps.directory.invalidate();
  return toBusiness(business);
}

async function change(
  deps: Deps,
  id: string,
  action: string,
  set: Partial<typeof businesses.$inferInsert>,
  actor: Actor,
  now: Date,
): Promise<AdminBusiness> {
  const { before, after } = await guardUnique(() =>
    deps.database.db.transaction(async (tx: Tx) => {
      const [before] = await tx.select().from(businesses).where(eq(businesses.id, id)).for("update").limit(1);
      if (!before) throw notFound("business");
      const [after] = await tx
        .update(businesses)
        .set({ ...set, updatedAt: now })
        .where(eq(businesses.id, id))
        .returning();
      await writeAudit(tx, actor, {
        action,
        targetType: "business",
        targetId: id,
        before: auditSnapshot(before),
        after: auditSnapshot(after!),
        at: now,
      });
      return { before, after: after! };
    }),
  );
  deps.directory.invalidate();
  if (before.logoUrl !== after.logoUrl) await removeStoredImage(deps.storage, deps.logger, before.logoUrl);
  return toBusiness(after);
}

export function updateBusiness(deps: Deps, id: string, input: BusinessValues, actor: Actor, now: Date) {
  return change(deps, id, "business.update", input, actor, now);
}

export function setBusinessActive(deps: Deps, id: string, isActive: boolean, actor: Actor, now: Date) {
  return change(deps, id, isActive ? "business.activate" : "business.deactivate", { isActive }, actor, now);
}

export function setBusinessSponsored(deps: Deps, id: string, isSponsored: boolean, actor: Actor, now: Date) {
  return change(deps, id, isSponsored ? "business.sponsor" : "business.unsponsor", { isSponsored }, actor, now);
}

/** Deletes the row (with its audit row), then its stored logo; a failed file removal is only logged. */
export async function deleteBusiness(deps: Deps, id: string, actor: Actor, now: Date): Promise<void> {
  const before = await deps.database.db.transaction(async (tx: Tx) => {
    const [row] = await tx.delete(businesses).where(eq(businesses.id, id)).returning();
    if (!row) throw notFound("business");
    await writeAudit(tx, actor, {
      action: "business.delete",
      targetType: "business",
      targetId: id,
      before: auditSnapshot(row),
      after: null,
      at: now,
    });
    return row;
  });
  deps.directory.invalidate();
  await removeStoredImage(deps.storage, deps.logger, before.logoUrl);
}
