import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** The built-in outbox: every e-mail the offline default "sends" is kept here. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("email_outbox_to_created_idx").on(table.toAddress, table.createdAt.desc()),
    index("email_outbox_created_at_idx").on(table.createdAt),
  ],
);
