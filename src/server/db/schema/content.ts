import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewerName: text("reviewer_name").notNull(),
    reviewText: text("review_text").notNull(),
    starRating: integer("star_rating").notNull().default(5),
    isActive: boolean("is_active").notNull().default(true),
    submittedByUser: boolean("submitted_by_user").notNull().default(false),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("reviews_active_display_order_idx").on(table.isActive, table.displayOrder),
    index("reviews_created_at_idx").on(table.createdAt.desc()),
    check("reviews_star_rating_check", sql`${table.starRating} between 1 and 5`),
    check("reviews_reviewer_name_length_check", sql`char_length(${table.reviewerName}) between 1 and 100`),
    check("reviews_review_text_length_check", sql`char_length(${table.reviewText}) between 1 and 500`),
    check("reviews_display_order_check", sql`${table.displayOrder} >= 0`),
  ],
);

export const siteContent = pgTable(
  "site_content",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("site_content_updated_at_idx").on(table.updatedAt.desc()),
    check("site_content_slug_check", sql`${table.slug} in ('terms-of-service','privacy-policy')`),
  ],
);
