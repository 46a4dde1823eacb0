import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Itinerary, ItineraryPreferences } from "@/shared/schemas/itinerary";
import { users } from "./auth";

/** Itineraries a user saved from the builder (re-planned on the server from their preferences). */
export const savedItineraries = pgTable(
  "saved_itineraries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    durationDays: integer("duration_days").notNull(),
    preferences: jsonb("preferences").$type<ItineraryPreferences>().notNull(),
    itinerary: jsonb("itinerary").$type<Itinerary>().notNull(),
    shareToken: text("share_token").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("saved_itineraries_user_updated_idx").on(table.userId, table.updatedAt.desc())],
);
