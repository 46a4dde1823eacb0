import { sql } from "drizzle-orm";
import { type Db, selectRows } from "@/server/db/client";
import { type Actor, writeAudit } from "@/server/features/admin/audit.service";
import { ApiError } from "@/server/lib/api-error";
import { NEGATIVE_FEEDBACK_TEXT_MAX, SATISFACTION_GOOD_PERCENT } from "@/shared/constants";
import type { AdminConversation, NegativeFeedbackList, RatingStats } from "@/shared/schemas/admin-response-quality";

export function excerpt(text: string): string {
  return text.length > NEGATIVE_FEEDBACK_TEXT_MAX ? `${text.slice(0, NEGATIVE_FEEDBACK_TEXT_MAX)}...` : text;
}

/** The places a reply recommended (its stored place cards), by directory id and name. */
function placesOf(value: unknown): { placeId: string; name: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((card) =>
    card && typeof card === "object" && typeof card.place_id === "string" && typeof card.name === "string"
      ? [{ placeId: card.place_id as string, name: card.name as string }]
      : [],
  );
}

const iso = (value: string | Date) => new Date(value).toISOString();

export async function getRatingStats(db: Db): Promise<RatingStats> {
  const [row] = await selectRows<{ up: number; down: number }>(
    db,
    sql`select count(*) filter (where rating = 'thumbs_up')::int as up,
      count(*) filter (where rating = 'thumbs_down')::int as down from message_ratings`,
  );
  const total = row!.up + row!.down;
  const positive = total > 0 ? Math.round((row!.up / total) * 1000) / 10 : null;
  return {
    totalRatings: total,
    thumbsUp: row!.up,
    thumbsDown: row!.down,
    positivePercentage: positive,
    isGood: positive === null ? null : positive >= SATISFACTION_GOOD_PERCENT,
  };
}

type NegativeRow = {
  rating_id: string;
  message_id: string;
  conversation_id: string;
  email: string | null;
  title: string;
  content: string;
  places: unknown;
  message_created_at: string | Date;
  rated_at: string | Date;
  reviewed_at: string | Date | null;
  reviewer_email: string | null;
};

export async function listNegativeFeedback(
  db: Db,
  query: {
    page: number;
    pageSize: number;
    sort: "ratedAt" | "-ratedAt";
    status: "all" | "open" | "reviewed";
    q: string;
  },
): Promise<NegativeFeedbackList> {
  const status =
    query.status === "open"
      ? sql`r.reviewed_at is null`
      : query.status === "reviewed"
        ? sql`r.reviewed_at is not null`
        : sql`true`;
  const search = query.q ? sql`u.email ilike ${`%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}` : sql`true`;
  // Same order as message_ratings_rating_idx (desc nulls last), so a page is read from the index.
  const direction = sql.raw(query.sort === "ratedAt" ? "asc nulls first" : "desc nulls last");
  const where = sql`r.rating = 'thumbs_down' and ${status} and ${search}`;
  const rows = await selectRows<NegativeRow>(
    db,
    sql`select r.id as rating_id, m.id as message_id, c.id as conversation_id, u.email, c.title, m.content, m.places,
        m.created_at as message_created_at, r.updated_at as rated_at, r.reviewed_at, rv.email as reviewer_email
      from message_ratings r
      join messages m on m.id = r.message_id
      join conversations c on c.id = m.conversation_id
      left join users u on u.id = r.user_id
      left join users rv on rv.id = r.reviewed_by
      where ${where}
      order by r.updated_at ${direction}, r.id ${direction}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const [count] = await selectRows<{ n: number }>(
    db,
    query.q
      ? sql`select count(*)::int as n from message_ratings r left join users u on u.id = r.user_id where ${where}`
      : sql`select count(*)::int as n from message_ratings r where r.rating = 'thumbs_down' and ${status}`,
  );
  return {
    items: rows.map((r) => ({
      ratingId: r.rating_id,
      messageId: r.message_id,
      conversationId: r.conversation_id,
      userEmail: r.email,
      conversationTitle: r.title,
      messageExcerpt: excerpt(r.content),
      messageCreatedAt: iso(r.message_created_at),
      ratingCreatedAt: iso(r.rated_at),
      reviewedAt: r.reviewed_at === null ? null : iso(r.reviewed_at),
      reviewedByEmail: r.reviewer_email,
      places: placesOf(r.places),
    })),
    total: count!.n,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A conversation in full, for reading a negatively rated reply in its context. */
export async function getConversationForAdmin(db: Db, id: string): Promise<AdminConversation> {
  const [conversation] = await selectRows<{ id: string; title: string; email: string | null; user_id: string }>(
    db,
    sql`select c.id, c.title, u.email, c.user_id from conversations c left join users u on u.id = c.user_id where c.id = ${id}`,
  );
  if (!conversation) throw new ApiError(404, "not_found", "No conversation has this id.");
  const rows = await selectRows<{
    id: string;
    role: "user" | "assistant";
    content: string;
    created_at: string | Date;
    places: unknown;
    rating: "thumbs_up" | "thumbs_down" | null;
  }>(
    db,
    sql`select m.id, m.role, m.content, m.created_at, m.places, r.rating
      from messages m left join message_ratings r on r.message_id = m.id and r.user_id = ${conversation.user_id}
      where m.conversation_id = ${id} order by m.created_at, m.id`,
  );
  return {
    id: conversation.id,
    title: conversation.title,
    userEmail: conversation.email,
    messages: rows.map((m) => ({
      id: m.id,
      role: m.role,
      content: m.content,
      createdAt: iso(m.created_at),
      places: placesOf(m.places),
      rating: m.rating,
    })),
  };
}

/** Marks a thumbs-down as reviewed (idempotent: the first review's time stays), with its audit row. */
export async function markReviewed(db: Db, ratingId: string, actor: Actor, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await selectRows<{ reviewed_at: string | Date | null }>(
      tx as unknown as Db,
      sql`select reviewed_at from message_ratings where id = ${ratingId} and rating = 'thumbs_down' for update`,
    );
    if (!row) throw new ApiError(404, "not_found", "No negative rating has this id.");
    if (row.reviewed_at !== null) return { ratingId, reviewedAt: iso(row.reviewed_at) };
    await tx.execute(
      sql`update message_ratings set reviewed_at = ${now.toISOString()}::timestamptz, reviewed_by = ${actor.userId}
        where id = ${ratingId}`,
    );
    await writeAudit(tx, actor, {
      action: "rating.reviewed",
      targetType: "message_rating",
      targetId: ratingId,
      before: { reviewedAt: null },
      after: { reviewedAt: now.toISOString() },
      at: now,
    });
    return { ratingId, reviewedAt: now.toISOString() };
  });
}
