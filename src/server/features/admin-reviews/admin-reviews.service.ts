import { asc, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { reviews } from "@/server/db/schema/content";
import { type Actor, type Tx, writeAudit } from "@/server/features/admin/audit.service";
import { ApiError } from "@/server/lib/api-error";
import type {
  AdminReview,
  AdminReviewsQuery,
  AdminReviewsResponse,
  BulkAction,
  ReviewCounters,
  ReviewValues,
} from "@/shared/schemas/admin-reviews";

type Row = typeof reviews.$inferSelect;

function toReview(row: Row): AdminReview {
  return {
    id: row.id,
    reviewerName: row.reviewerName,
    reviewText: row.reviewText,
    starRating: row.starRating,
    isActive: row.isActive,
    submittedByUser: row.submittedByUser,
    displayOrder: row.displayOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

function snapshot(row: Row) {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

const ORDER: Record<AdminReviewsQuery["sort"], SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  rating_high: [desc(reviews.starRating), desc(reviews.createdAt)],
  rating_low: [asc(reviews.starRating), desc(reviews.createdAt)],
  name_asc: [asc(sql`lower(${reviews.reviewerName})`), desc(reviews.createdAt)],
  name_desc: [desc(sql`lower(${reviews.reviewerName})`), desc(reviews.createdAt)],
};

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}

export async function getReviewCounters(db: Db | Tx): Promise<ReviewCounters> {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${reviews.isActive})::int`,
      customer: sql<number>`count(*) filter (where ${reviews.submittedByUser})::int`,
      avg: sql<string | null>`avg(${reviews.starRating})::text`,
    })
    .from(reviews);
  const all = Number(row?.all ?? 0);
  const active = Number(row?.active ?? 0);
  const avg = row?.avg == null ? null : Number(row.avg);
  return {
    all,
    active,
    pending: all - active,
    customer: Number(row?.customer ?? 0),
    avgRating: avg === null ? "0" : avg.toFixed(1),
  };
}

export async function listReviews(db: Db, query: AdminReviewsQuery): Promise<AdminReviewsResponse> {
  const where = query.q ? ilike(reviews.reviewerName, `%${escapeLike(query.q)}%`) : undefined;
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(reviews).where(where);
  return {
    items: rows.map(toReview),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    counters: await getReviewCounters(db),
  };
}

function notFound() {
  return new ApiError(404, "not_found", "No such review.");
}

export async function createReview(db: Db, input: ReviewValues, actor: Actor, now: Date): Promise<AdminReview> {
  return db.transaction(async (tx: Tx) => {
    // A new review's default display order equals the current count (spec §5).
    const displayOrder = input.displayOrder ?? (await getReviewCounters(tx)).all;
    const [row] = await tx
      .insert(reviews)
      .values({
        reviewerName: input.reviewerName,
        reviewText: input.reviewText,
        starRating: input.starRating,
        isActive: input.isActive,
        displayOrder,
        submittedByUser: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: "review.create",
      targetType: "review",
      targetId: row!.id,
      before: null,
      after: snapshot(row!),
      at: now,
    });
    return toReview(row!);
  });
}

async function change(
  db: Db,
  id: string,
  action: string,
  set: Partial<typeof reviews.$inferInsert>,
  actor: Actor,
  now: Date,
): Promise<AdminReview> {
  return db.transaction(async (tx: Tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update").limit(1);
    if (!before) throw notFound();
    const [row] = await tx
      .update(reviews)
      .set({ ...set, updatedAt: now })
      .where(eq(reviews.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action,
      targetType: "review",
      targetId: id,
      before: snapshot(before),
      after: snapshot(row!),
      at: now,
    });
    return toReview(row!);
  });
}

export function updateReview(db: Db, id: string, input: ReviewValues, actor: Actor, now: Date) {
  return change(
    db,
    id,
    "review.update",
    {
      reviewerName: input.reviewerName,
      reviewText: input.reviewText,
      starRating: input.starRating,
      isActive: input.isActive,
      ...(input.displayOrder === undefined ? {} : { displayOrder: input.displayOrder }),
    },
    actor,
    now,
  );
}

export function setReviewActive(db: Db, id: string, isActive: boolean, actor: Actor, now: Date) {
  return change(db, id, isActive ? "review.activate" : "review.deactivate", { isActive }, actor, now);
}

export async function deleteReview(db: Db, id: string, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const [before] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
    if (!before) throw notFound();
    await writeAudit(tx, actor, {
      action: "review.delete",
      targetType: "review",
      targetId: id,
      before: snapshot(before),
      after: null,
      at: now,
    });
  });
}

/** Activates, deactivates or deletes several reviews in one transaction, one audit row each. */
export async function bulkReviews(db: Db, input: BulkAction, actor: Actor, now: Date): Promise<{ affected: number }> {
  return db.transaction(async (tx: Tx) => {
    const ids = [...new Set(input.ids)];
    const before = await tx.select().from(reviews).where(inArray(reviews.id, ids)).for("update");
    if (before.length === 0) return { affected: 0 };
    const found = before.map((row) => row.id);
    let after: Row[] = [];
    if (input.action === "delete") await tx.delete(reviews).where(inArray(reviews.id, found));
    else
      after = await tx
        .update(reviews)
        .set({ isActive: input.action === "activate", updatedAt: now })
        .where(inArray(reviews.id, found))
        .returning();
    for (const row of before) {
      const next = after.find((candidate) => candidate.id === row.id);
      await writeAudit(tx, actor, {
        action: `review.bulk_${input.action}`,
        targetType: "review",
        targetId: row.id,
        before: snapshot(row),
        after: next ? snapshot(next) : null,
        at: now,
      });
    }
    return { affected: before.length };
  });
}
