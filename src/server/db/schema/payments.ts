import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** One row per checkout session: created pending, marked paid once by the fulfilment. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    provider: text("provider", { enum: ["stripe", "test"] }).notNull(),
    sessionId: text("session_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: ["pending", "paid", "canceled"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("payments_provider_session_key").on(table.provider, table.sessionId),
    index("payments_user_id_idx").on(table.userId),
    index("payments_created_at_idx").on(table.createdAt.desc()),
    check("payments_status_check", sql`${table.status} in ('pending','paid','canceled')`),
    check("payments_amount_check", sql`${table.amountCents} >= 0`),
  ],
);

/** Webhook events already handled, so a replay or duplicate delivery changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    sessionId: text("session_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** The built-in test-mode checkout's sessions (the offline stand-in for Stripe Checkout). */
export const testCheckoutSessions = pgTable(
  "test_checkout_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    productName: text("product_name").notNull(),
    status: text("status", { enum: ["open", "complete", "expired"] })
      .notNull()
      .default("open"),
    paymentStatus: text("payment_status", { enum: ["unpaid", "paid"] })
      .notNull()
      .default("unpaid"),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("test_checkout_sessions_user_id_idx").on(table.userId)],
);
