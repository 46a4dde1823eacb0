import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { savedItineraries } from "./itineraries";

// Trip reviews and day feedback, read by the admin's User Feedback page.

export const tripFeedback = pgTable(
  "trip_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itineraryId: uuid("itinerary_id").references(() => savedItineraries.id, { onDelete: "cascade" }),
    overallRating: integer("overall_rating").notNull(),
    alohabotRating: integer("alohabot_rating"),
    feedbackText: text("feedback_text"),
    wouldRecommend: boolean("would_recommend"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("trip_feedback_created_at_idx").on(table.createdAt.desc()),
    index("trip_feedback_user_id_idx").on(table.userId),
    uniqueIndex("trip_feedback_itinerary_key").on(table.itineraryId),
    check("trip_feedback_overall_rating_check", sql`${table.overallRating} between 1 and 5`),
    check(
      "trip_feedback_alohabot_rating_check",
      sql`${table.alohabotRating} is null or ${table.alohabotRating} between 1 and 5`,
    ),
  ],
);

export const dayFeedback = pgTable(
  "day_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itineraryId: uuid("itinerary_id").references(() => savedItineraries.id, { onDelete: "cascade" }),
    dayIndex: integer("day_index"),
    dayTitle: text("day_title").notNull(),
    tripDate: date("trip_date"),
    completionFeedback: text("completion_feedback"),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("day_feedback_completed_at_idx").on(table.completedAt.desc()),
    index("day_feedback_user_id_idx").on(table.userId),
    uniqueIndex("day_feedback_itinerary_day_key").on(table.itineraryId, table.dayIndex),
  ],
);
