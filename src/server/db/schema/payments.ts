import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * One row per checkout session: created pending, marked paid once by the fulfilment. A user has
 * at most one open (pending) and one paid row, enforced by partial unique indexes; a second
 * session that is paid anyway is kept as `refund_due` with its reason, for an admin to refund.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    provider: text("provider", { enum: ["stripe", "test"] }).notNull(),
    sessionId: text("session_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: ["pending", "paid", "canceled", "refund_due"] })
      .notNull()
      .default("pending"),
    /** Where the browser is sent to pay; reused while the session is open. */
    checkoutUrl: text("checkout_url"),
    /** Why a paid session needs refunding (`duplicate_purchase`); set with status `refund_due`. */
    refundReason: text("refund_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("payments_provider_session_key").on(table.provider, table.sessionId),
    index("payments_user_id_idx").on(table.userId),
    index("payments_created_at_idx").on(table.createdAt.desc()),
    uniqueIndex("payments_one_paid_per_user_key").on(table.userId).where(sql`${table.status} = 'paid'`),
    uniqueIndex("payments_one_open_per_user_key").on(table.userId).where(sql`${table.status} = 'pending'`),
    index("payments_refund_due_idx").on(table.createdAt.desc()).where(sql`${table.status} = 'refund_due'`),
    check("payments_status_check", sql`${table.status} in ('pending','paid','canceled','refund_due')`),
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
