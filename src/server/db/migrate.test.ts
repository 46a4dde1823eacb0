import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/setup/test-db";
import { type DatabaseHandle, selectRows } from "./client";
import { runMigrations } from "./migrate";
import { users } from "./schema/auth";
import { conversations, messageRatings, messages, savedMessages } from "./schema/chat";
import { reviews } from "./schema/content";
import { businesses } from "./schema/directory";
import { payments } from "./schema/payments";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The SQLSTATE of a failed statement, looking through Drizzle's wrapper. */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
}

describe("migrations", () => {
  it("create every entity of both spec documents", async () => {
    const rows = await selectRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = rows.map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        "users",
        "user_sessions",
        "accounts",
        "verifications",
        "user_roles",
        "profiles",
        "businesses",
        "places_directory",
        "kauai_showcase_locations",
        "reviews",
        "site_content",
        "conversations",
        "messages",
        "message_ratings",
        "saved_messages",
        "trip_feedback",
        "day_feedback",
        "user_activity_logs",
        "login_attempts",
        "weather_cache",
        "rate_limit_tracking",
        "app_meta",
      ]),
    );
  });

  it("are idempotent: applying them again changes nothing", async () => {
    await expect(runMigrations(database)).resolves.toBeUndefined();
  });

  it("enforce the spec's ranges with check constraints", async () => {
    const review = (starRating: number) =>
      database.db.insert(reviews).values({ reviewerName: "A", reviewText: "B", starRating });
    expect(await sqlState(review(6))).toBe("23514");
    expect(await sqlState(review(0))).toBe("23514");
    expect(await sqlState(review(5))).toBeUndefined();
    const business = (priorityWeight: number) =>
      database.db.insert(businesses).values({ name: `B${priorityWeight}`, description: "d", priorityWeight });
    expect(await sqlState(business(101))).toBe("23514");
    expect(await sqlState(business(100))).toBeUndefined();
  });

  it("allow one paid and one open payment per user; further paid ones only as refund_due", async () => {
    const userId = randomUUID();
    await database.db.insert(users).values({ id: userId, email: `${userId}@example.com` });
    const row = (sessionId: string, status: "pending" | "paid" | "refund_due") =>
      database.db
        .insert(payments)
        .values({ userId, provider: "test", sessionId, amountCents: 1499, currency: "usd", status });
    expect(await sqlState(row("cs_a", "paid"))).toBeUndefined();
    expect(await sqlState(row("cs_b", "paid"))).toBe("23505");
    expect(await sqlState(row("cs_c", "refund_due"))).toBeUndefined();
    expect(await sqlState(row("cs_d", "refund_due"))).toBeUndefined();
    expect(await sqlState(row("cs_e", "pending"))).toBeUndefined();
    expect(await sqlState(row("cs_f", "pending"))).toBe("23505");
  });

  it("allow one rating and one save per message and user, and cascade deletes", async () => {
    const userId = randomUUID();
    await database.db.insert(users).values({ id: userId, email: `${userId}@example.com` });
    const [conversation] = await database.db
      .insert(conversations)
      .values({ userId, title: "Beaches" })
      .returning({ id: conversations.id });
    const [message] = await database.db
      .insert(messages)
      .values({ conversationId: conversation!.id, role: "assistant", content: "Try Poʻipū" })
      .returning({ id: messages.id });
    const messageId = message!.id;

    await database.db.insert(messageRatings).values({ messageId, userId, rating: "thumbs_up" });
    expect(
      await sqlState(database.db.insert(messageRatings).values({ messageId, userId, rating: "thumbs_down" })),
    ).toBe("23505");
    expect(
      await sqlState(database.db.insert(messageRatings).values({ messageId, userId, rating: "meh" as "thumbs_up" })),
    ).toBe("23514");

    const saved = { messageId, content: "Try Poʻipū" };
    await database.db.insert(savedMessages).values({ ...saved, userId, category: "beaches" });
    // The duplicate code the chat maps to 'Already Saved'.
    expect(await sqlState(database.db.insert(savedMessages).values({ ...saved, userId, category: "food" }))).toBe(
      "23505",
    );
    expect(
      await sqlState(database.db.insert(savedMessages).values({ ...saved, userId: randomUUID(), category: "food" })),
    ).toBe("23503");

    await database.db.delete(users).where(sql`${users.id} = ${userId}`);
    const left = await selectRows<{ n: number }>(
      database.db,
      sql`select (select count(*) from conversations where user_id = ${userId})::int + (select count(*) from saved_messages where user_id = ${userId})::int as n`,
    );
    expect(left[0]?.n).toBe(0);
  });
});
