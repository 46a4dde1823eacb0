import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { type Db, preparedRows } from "@/server/db/client";
import { conversations, messageRatings, messages, savedMessages } from "@/server/db/schema/chat";
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
  const rows = await preparedRows<{ question_count: number; last_reset: Date | string; window_key: string }>(
    db,
    "alohabot_reserve_message",
    reservationUpdate(userId, now, sql``),
  );
  const row = rows[0];
  return row
    ? { questionCount: row.question_count, lastReset: new Date(row.last_reset), windowKey: row.window_key }
    : null;
}

/** The quota's one atomic update (see reserveMessage); `also` adds a condition to its WHERE. */
function reservationUpdate(userId: string, now: Date, also: SQL) {
  const at = now.toISOString();
  return sql`update profiles set
          question_count = case when last_reset <= ${at}::timestamptz - ${WINDOW}::interval then 1 else question_count + 1 end,
          last_reset = case when last_reset <= ${at}::timestamptz - ${WINDOW}::interval then ${at}::timestamptz else last_reset end
        where user_id = ${userId}
          and (last_reset <= ${at}::timestamptz - ${WINDOW}::interval or question_count < ${DAILY_MESSAGE_LIMIT})${also}
        returning question_count, last_reset, last_reset::text as window_key`;
}

/** Gives back a reserved message when the reply failed or was aborted (same window only). */
export async function refundMessage(
  db: Db,
  userId: string,
  reservation: Pick<Reservation, "windowKey">,
): Promise<void> {
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

/**
 * The user's conversation and its last `limit` turns, oldest first, in one statement (one round trip):
 * null when the conversation is not the user's. (A conversation always has its first exchange; the
 * left join still answers for one that has none.)
 */
export async function loadOwnedHistory(
  db: Db,
  userId: string,
  conversationId: string,
  limit = 20,
): Promise<{ id: string; history: ChatTurn[] } | null> {
  const rows = await preparedRows<{ id: string; role: "user" | "assistant" | null; content: string | null }>(
    db,
    "alohabot_owned_history",
    sql`select c.id, m.role, m.content
        from conversations c
        left join lateral (
          select role, content, created_at from messages
          where conversation_id = c.id
          order by created_at desc, role desc
          limit ${limit}
        ) m on true
        where c.id = ${conversationId} and c.user_id = ${userId}
        order by m.created_at asc nulls first, m.role asc`,
  );
  const first = rows[0];
  if (!first) return null;
  const history: ChatTurn[] = [];
  for (const row of rows) if (row.role && row.content !== null) history.push({ role: row.role, content: row.content });
  return { id: first.id, history };
}

export type StoredMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  createdAt: string;
  places: PlaceCard[];
};

type ExchangeInput = {
  userId: string;
  conversationId: string | null;
  userText: string;
  reply: string;
  places: PlaceCard[];
  now: Date;
};

type ExchangeRow = { conversation_id: string | null; id: string | null; created_at: Date | string | null };

/**
 * The statement that stores the user's message and the reply together, creating the conversation for a
 * first message: the conversation row, the visitor's first chat in the activity log, both messages. The
 * stamps follow the conversation's last exchange even when two messages are stored at once (see below),
 * the reply a millisecond after the question. The message-count trigger runs at the statement's end.
 *
 * With `reserve`, the same statement first takes the message from the daily allowance (the quota's one
 * atomic update, which for a reply also requires the conversation to be the user's) and stores only
 * when that succeeded: one row with the count when it did (and the stored reply), none when it did not.
 */
function exchangeStatement(input: ExchangeInput, reserve: boolean): SQL {
  const now = input.now.toISOString();
  const places = JSON.stringify(input.places);
  const reserved = reserve
    ? sql`reserved as (${reservationUpdate(
        input.userId,
        input.now,
        input.conversationId
          ? sql` and exists (select 1 from conversations where id = ${input.conversationId} and user_id = ${input.userId})`
          : sql``,
      )}), `
    : sql``;
  const onlyIfReserved = reserve ? sql` and exists (select 1 from reserved)` : sql``;
  // The question's stamp comes from the conversation's own row, which the update reads in its newest
  // version (a second message to the same conversation waits for the first's lock and then sees its stamp):
  // after the conversation's last exchange, whatever the statements' snapshots (review of session 8: two
  // messages at once could interleave). The last message's stamp covers rows stored before this rule.
  const conversation = input.conversationId
    ? sql`update conversations
            set updated_at = greatest(
                  ${now}::timestamptz,
                  updated_at + interval '2 milliseconds',
                  (select max(created_at) + interval '1 millisecond' from messages where conversation_id = ${input.conversationId})
                ),
                detected_places = case when ${input.places.length > 0} then ${places}::jsonb else detected_places end
          where id = ${input.conversationId} and user_id = ${input.userId}${onlyIfReserved}
          returning id, updated_at as asked`
    : sql`insert into conversations (user_id, title, detected_places, created_at, updated_at)
          select ${input.userId}, ${conversationTitle(input.userText)}, ${places}::jsonb, ${now}::timestamptz, ${now}::timestamptz
          where true${onlyIfReserved}
          returning id, updated_at as asked`;
  const firstChat = input.conversationId
    ? sql``
    : sql`, first_chat as (
            insert into user_activity_logs (user_id, event_type, metadata, created_at)
            select ${input.userId}, 'first_chat', '{}'::jsonb, ${now}::timestamptz
            where not exists (select 1 from conversations where user_id = ${input.userId})${onlyIfReserved}
            on conflict do nothing
          )`;
  const result = reserve
    ? sql`select reserved.question_count, reserved.window_key, answer.conversation_id, answer.id, answer.created_at
          from reserved left join answer on true`
    : sql`select conversation_id, id, created_at from answer`;
  return sql`with ${reserved}conv as (${conversation})${firstChat},
        question as (
          insert into messages (conversation_id, role, content, created_at)
          select conv.id, 'user', ${input.userText}, conv.asked from conv
        ),
        answer as (
          insert into messages (conversation_id, role, content, places, created_at)
          select conv.id, 'assistant', ${input.reply}, ${places}::jsonb, conv.asked + interval '1 millisecond'
          from conv
          returning conversation_id, id, created_at
        )
        ${result}`;
}

function storedReply(input: ExchangeInput, row: ExchangeRow | undefined) {
  if (!row?.conversation_id || !row.id || !row.created_at)
    throw new Error("the conversation to append to was not found");
  return {
    conversationId: row.conversation_id,
    assistant: {
      id: row.id,
      role: "assistant" as const,
      content: input.reply,
      createdAt: new Date(row.created_at).toISOString(),
      places: input.places,
    },
  };
}

/** Stores an exchange whose message was already reserved (reserveMessage): ONE statement, one round trip. */
export async function storeExchange(
  db: Db,
  input: ExchangeInput,
): Promise<{ conversationId: string; assistant: StoredMessage }> {
  const rows = await preparedRows<ExchangeRow>(
    db,
    input.conversationId ? "alohabot_store_reply" : "alohabot_store_first_exchange",
    exchangeStatement(input, false),
  );
  return storedReply(input, rows[0]);
}

export type ReservedExchange =
  | { outcome: "stored"; conversationId: string; assistant: StoredMessage; questionCount: number }
  /** Today's limit was reached: nothing was taken or stored. */
  | { outcome: "limit" }
  /** The conversation is not (or no longer) the user's: nothing was taken or stored. */
  | { outcome: "gone" };

/**
 * Takes the message from the daily allowance AND stores the exchange, in ONE statement (for an answer
 * that is complete before anything is sent: the built-in engine), so a message costs one round trip
 * after the session's. Nothing is taken when nothing is stored.
 */
export async function reserveAndStoreExchange(db: Db, input: ExchangeInput): Promise<ReservedExchange> {
  const rows = await preparedRows<ExchangeRow & { question_count: number; window_key: string }>(
    db,
    input.conversationId ? "alohabot_reserve_store_reply" : "alohabot_reserve_store_first_exchange",
    exchangeStatement(input, true),
  );
  const row = rows[0];
  if (row?.id) return { outcome: "stored", ...storedReply(input, row), questionCount: row.question_count };
  if (row) {
    // Reserved, but the conversation was deleted in the instant between the statement's snapshot and
    // its update: give the message back.
    await refundMessage(db, input.userId, { windowKey: row.window_key });
    return { outcome: "gone" };
  }
  if (input.conversationId && !(await getOwnedConversation(db, input.userId, input.conversationId)))
    return { outcome: "gone" };
  return { outcome: "limit" };
}

function listStatement(db: Db) {
  return db
    .select({ id: conversations.id, title: conversations.title, updatedAt: conversations.updatedAt })
    .from(conversations)
    .where(eq(conversations.userId, sql.placeholder("userId")))
    .orderBy(desc(conversations.updatedAt))
    .limit(200)
    .prepare("alohabot_list_conversations");
}

const listStatements = new WeakMap<Db, ReturnType<typeof listStatement>>();

/** The visitor's conversations, newest first: a named prepared statement (planned once per connection). */
export async function listConversations(db: Db, userId: string) {
  let statement = listStatements.get(db);
  if (!statement) {
    statement = listStatement(db);
    listStatements.set(db, statement);
  }
  return statement.execute({ userId });
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
