import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { PlaceCard } from "@/shared/schemas/place-card";
import { users } from "./auth";

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    detectedPlaces: jsonb("detected_places").$type<PlaceCard[]>().notNull().default(sql`'[]'::jsonb`),
    // Sponsored businesses the conversation mentioned, as cards (the spec's column; nothing writes it yet).
    detectedBusinesses: jsonb("detected_businesses").$type<PlaceCard[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * Messages the visitor sent here, kept by a database trigger on messages (migration 0012), so
     * the admin's completion rate and messages per user read 250k rows rather than 1M.
     */
    userMessageCount: integer("user_message_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // (The list's index, conversations_user_list_idx on user_id, updated_at DESC INCLUDE id, title, is
    // hand-written in migration 0014: drizzle cannot declare INCLUDE columns.)
    index("conversations_updated_at_idx").on(table.updatedAt),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    places: jsonb("places").$type<PlaceCard[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("messages_conversation_created_idx").on(table.conversationId, table.createdAt),
    index("messages_role_created_idx").on(table.role, table.createdAt),
    index("messages_created_at_idx").on(table.createdAt),
    check("messages_role_check", sql`${table.role} in ('user','assistant')`),
  ],
);

export const messageRatings = pgTable(
  "message_ratings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: text("rating", { enum: ["thumbs_up", "thumbs_down"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when an admin marked a thumbs-down as reviewed (Response Quality Analytics). */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("message_ratings_message_user_key").on(table.messageId, table.userId),
    // The id breaks ties so the admin's negative-feedback list pages from the index without sorting.
    index("message_ratings_rating_idx").on(table.rating, table.updatedAt.desc(), table.id.desc()),
    check("message_ratings_rating_check", sql`${table.rating} in ('thumbs_up','thumbs_down')`),
  ],
);

export const savedMessages = pgTable(
  "saved_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The saved item keeps its own copy of the reply (content, places): deleting the conversation
    // only unlinks it (message and conversation become null), My Trip keeps what was saved.
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "set null" }),
    conversationId: uuid("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    places: jsonb("places").$type<PlaceCard[]>().notNull().default(sql`'[]'::jsonb`),
    category: text("category").notNull(),
    customNote: text("custom_note"),
    isFavorite: boolean("is_favorite").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("saved_messages_message_user_key").on(table.messageId, table.userId),
    index("saved_messages_user_category_idx").on(table.userId, table.category),
    index("saved_messages_user_created_idx").on(table.userId, table.createdAt.desc()),
    check(
      "saved_messages_category_check",
      sql`${table.category} in ('food','beaches','hikes','culture','activities','accommodations','transportation','shopping','entertainment','other')`,
    ),
  ],
);
