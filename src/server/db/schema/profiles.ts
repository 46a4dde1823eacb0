import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const profiles = pgTable(
  "profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    hasPaid: boolean("has_paid").notNull().default(false),
    questionCount: integer("question_count").notNull().default(0),
    lastReset: timestamp("last_reset", { withTimezone: true }).notNull().defaultNow(),
    termsAccepted: boolean("terms_accepted").notNull().default(false),
    privacyAccepted: boolean("privacy_accepted").notNull().default(false),
    consentTimestamp: timestamp("consent_timestamp", { withTimezone: true }),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    privacyAcceptedAt: timestamp("privacy_accepted_at", { withTimezone: true }),
    termsVersionAccepted: text("terms_version_accepted"),
    privacyVersionAccepted: text("privacy_version_accepted"),
    referralSource: text("referral_source"),
    deactivated: boolean("deactivated").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("profiles_created_at_idx").on(table.createdAt),
    index("profiles_deactivated_idx").on(table.deactivated).where(sql`${table.deactivated}`),
    check("profiles_question_count_check", sql`${table.questionCount} >= 0`),
    check(
      "profiles_referral_source_check",
      sql`${table.referralSource} is null or ${table.referralSource} in ('local_business','instagram','facebook','google','friend','hotel_resort','other')`,
    ),
  ],
);
