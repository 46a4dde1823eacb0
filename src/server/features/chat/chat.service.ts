import { and, asc, desc, eq, sql } from "drizzle-orm";
import { type Db, selectRows } from "@/server/db/client";
import { conversations, messageRatings, messages, savedMessages } from "@/server/db/schema/chat";
import { logUserActivity } from "@/server/features/activity/activity.service";
import type { ChatTurn } from "@/server/providers/ai/concierge-engine";
import { conversationTitle } from "@/shared/chat-text";
import { DAILY_MESSAGE_LIMIT, QUOTA_WINDOW_HOURS } from "@/shared/constants";
import type { PlaceCard } from "@/shared/schemas/place-card";

const WINDOW = `${QUOTA_WINDOW_HOURS} hours`;

/** `windowKey` is last_reset as the database prints it (full precision), to match it exactly later. */
export type Reservation = { questionCount: number; lastReset: Date; windowKey: string };

/**
 * Takes one message from the daily allowance in a single statement: a new 24-hour window starts
 * at 1, otherwise the count goes up only while under the limit. Parallel requests and several
 * servers cannot exceed it. Null when the limit is reached.
 */
export async function reserveMessage(db: Db, userId: string, now: Date): Promise<Reservation | null> {
  const at = now.toISOString();
  const rows = await selectRows<{ question_count: number; last_reset: Date | string; window_key: string }>(
    db,
    sql`update profiles set
          question_count = case when last_reset <= ${at}::timestamptz - ${WINDOW}::interval then 1 else question_count + 1 end,
          last_reset = case when last_reset <= ${at}::timestamptz - ${WINDOW}::interval then ${at}::timestamptz else last_reset end
        where user_id = ${userId}
          and (last_reset <= ${at}::timestamptz - ${WINDOW}::interval or question_count < ${DAILY_MESSAGE_LIMIT})
        returning question_count, last_reset, last_reset::text as window_key`,
  );
  const row = rows[0];
  return row
    ? { questionCount: row.question_count, lastReset: new Date(row.last_reset), windowKey: row.window_key }
    : null;
}

/** Gives back a reserved message when the reply failed or was aborted (same window only). */
export async function refundMessage(db: Db, userId: string, reservation: Reservation): Promise<void> {
  await db.execute(
    sql`update profiles set question_count = greatest(question_count - 1, 0)
        where user_id = ${userId} and last_reset::text = ${reservation.windowKey}`,
  );
}

export async function getOwnedConversation(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function loadHistory(db: Db, conversationId: string, limit = 20): Promise<ChatTurn[]> {
  const rows = await db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.role))
    .limit(limit);
  return rows.reverse();
}

export type StoredMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  createdAt: string;
  places: PlaceCard[];
};

/** Stores the user's message and the reply together, creating the conversation for a first message. */
export async function storeExchange(
  db: Db,
  input: {
    userId: string;
    conversationId: string | null;
    userText: string;
    reply: string;
    places: PlaceCard[];
    now: Date;
  },
): Promise<{ conversationId: string; assistant: StoredMessage }> {
  return db.transaction(async (tx) => {
    let conversationId = input.conversationId;
    if (!conversationId) {
      const [earlier] = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.userId, input.userId))
        .limit(1);
      if (!earlier) await logUserActivity(tx, { userId: input.userId, eventType: "first_chat", at: input.now });
      const [created] = await tx
        .insert(conversations)
        .values({
          userId: input.userId,
          title: conversationTitle(input.userText),
          detectedPlaces: input.places,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning({ id: conversations.id });
      conversationId = created!.id;
    } else {
      await tx
        .update(conversations)
        .set({ updatedAt: input.now, ...(input.places.length > 0 ? { detectedPlaces: input.places } : {}) })
        .where(and(eq(conversations.id, conversationId), eq(conversations.userId, input.userId)));
    }
    // Stamps that always follow the conversation's last message, the reply a millisecond after.
    const [last] = await tx
      .select({ at: messages.createdAt })
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(desc(messages.createdAt))
      .limit(1);
    const askedAt = new Date(Math.max(input.now.getTime(), (last?.at.getTime() ?? 0) + 1));
    await tx.insert(messages).values({ conversationId, role: "user", content: input.userText, createdAt: askedAt });
    const replyAt = new Date(askedAt.getTime() + 1);
    const [assistant] = await tx
      .insert(messages)
      .values({ conversationId, role: "assistant", content: input.reply, places: input.places, createdAt: replyAt })
      .returning({ id: messages.id, createdAt: messages.createdAt });
    return {
      conversationId,
      assistant: {
        id: assistant!.id,
        role: "assistant",
        content: input.reply,
        createdAt: assistant!.createdAt.toISOString(),
        places: input.places,
      },
    };
  });
}

export async function listConversations(db: Db, userId: string) {
  return db
    .select({ id: conversations.id, title: conversations.title, updatedAt: conversations.updatedAt })
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(desc(conversations.updatedAt))
    .limit(200);
}

export async function getConversationDetail(db: Db, userId: string, id: string) {
  // Three independent reads at once; the messages are only returned when the conversation is the user's.
  const [conversation, rows, ratings] = await Promise.all([
    getOwnedConversation(db, userId, id),
    db.select().from(messages).where(eq(messages.conversationId, id)).orderBy(asc(messages.createdAt)).limit(500),
    db
      .select({ messageId: messageRatings.messageId, rating: messageRatings.rating })
      .from(messageRatings)
      .innerJoin(messages, eq(messages.id, messageRatings.messageId))
      .where(and(eq(messages.conversationId, id), eq(messageRatings.userId, userId))),
  ]);
  if (!conversation) return null;
  return {
    conversation: { id: conversation.id, title: conversation.title, updatedAt: conversation.updatedAt.toISOString() },
    messages: rows.map((row) => ({
      id: row.id,
      role: row.role,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      places: row.places,
    })),
    places: conversation.detectedPlaces,
    ratings: Object.fromEntries(ratings.map((r) => [r.messageId, r.rating])),
  };
}

export async function deleteConversation(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .returning({ id: conversations.id });
  return deleted.length > 0;
}

/** An assistant message in one of this user's conversations, or null. */
export async function getOwnedAssistantMessage(db: Db, userId: string, messageId: string) {
  const [row] = await db
    .select({
      id: messages.id,
      content: messages.content,
      places: messages.places,
      conversationId: messages.conversationId,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, messageId), eq(conversations.userId, userId), eq(messages.role, "assistant")))
    .limit(1);
  return row ?? null;
}

export async function rateMessage(
  db: Db,
  userId: string,
  messageId: string,
  rating: "thumbs_up" | "thumbs_down",
  now: Date,
) {
  await db
    .insert(messageRatings)
    .values({ messageId, userId, rating, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [messageRatings.messageId, messageRatings.userId], set: { rating, updatedAt: now } });
}

/** Saves a copy of a reply to the trip (it outlives the conversation); false when this user already saved it. */
export async function saveMessage(
  db: Db,
  userId: string,
  message: { id: string; content: string; places: PlaceCard[]; conversationId: string },
  input: { category: string; note: string | null; isFavorite: boolean },
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(savedMessages)
    .values({
      messageId: message.id,
      conversationId: message.conversationId,
      content: message.content,
      places: message.places,
      userId,
      category: input.category,
      customNote: input.note,
      isFavorite: input.isFavorite,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [savedMessages.messageId, savedMessages.userId] })
    .returning({ id: savedMessages.id });
  return inserted.length > 0;
}
