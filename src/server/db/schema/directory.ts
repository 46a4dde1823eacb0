import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { PlaceFacts } from "@/shared/schemas/place-facts";

// The business directory, the verified places directory and the homepage showcase.

export const businesses = pgTable(
  "businesses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    location: text("location"),
    websiteUrl: text("website_url"),
    logoUrl: text("logo_url"),
    placeId: text("place_id"),
    priorityWeight: integer("priority_weight").notNull().default(30),
    isActive: boolean("is_active").notNull().default(true),
    isSponsored: boolean("is_sponsored").notNull().default(false),
    showInChat: boolean("show_in_chat").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    /** Sponsorship window (Kauai dates, inclusive); null = open-ended. Outside it the business is not featured. */
    sponsoredFrom: date("sponsored_from", { mode: "string" }),
    sponsoredUntil: date("sponsored_until", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "businesses_sponsorship_window_check",
      sql`${table.sponsoredFrom} is null or ${table.sponsoredUntil} is null or ${table.sponsoredFrom} <= ${table.sponsoredUntil}`,
    ),
    index("businesses_active_priority_idx").on(table.isActive, table.priorityWeight.desc(), table.displayOrder),
    index("businesses_display_order_idx").on(table.displayOrder, table.createdAt.desc()),
    uniqueIndex("businesses_name_lower_key").on(sql`lower(${table.name})`),
    check("businesses_priority_weight_check", sql`${table.priorityWeight} between 1 and 100`),
    check("businesses_display_order_check", sql`${table.displayOrder} >= 0`),
  ],
);

export const placesDirectory = pgTable(
  "places_directory",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    placeId: text("place_id").notNull().unique(),
    category: text("category").notNull(),
    region: text("region"),
    location: text("location"),
    address: text("address"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    coordinateSource: text("coordinate_source"),
    description: text("description"),
    imageUrl: text("image_url"),
    imageAltText: text("image_alt_text"),
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    bestTimeToVisit: text("best_time_to_visit"),
    difficultyLevel: text("difficulty_level"),
    entranceFee: text("entrance_fee"),
    facilities: text("facilities").array().notNull().default(sql`'{}'::text[]`),
    /** Verified facts (src/shared/schemas/place-facts.ts); null while unverified. */
    facts: jsonb("facts").$type<PlaceFacts>(),
    isActive: boolean("is_active").notNull().default(true),
    showInChat: boolean("show_in_chat").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("places_directory_chat_idx")
      .on(table.isActive, table.showInChat)
      .where(sql`${table.isActive} and ${table.showInChat}`),
    index("places_directory_display_order_idx").on(table.displayOrder),
    index("places_directory_category_idx").on(table.category),
    check(
      "places_directory_category_check",
      sql`${table.category} in ('Beach','Surf Spot','Park','Restaurant','Attraction','Trail','Waterfall','Viewpoint','Shopping','Hotel','Activity','Other')`,
    ),
    check("places_directory_latitude_check", sql`${table.latitude} is null or ${table.latitude} between -90 and 90`),
    check(
      "places_directory_longitude_check",
      sql`${table.longitude} is null or ${table.longitude} between -180 and 180`,
    ),
    check("places_directory_display_order_check", sql`${table.displayOrder} >= 0`),
  ],
);

export const showcaseLocations = pgTable(
  "kauai_showcase_locations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    imageUrl: text("image_url"),
    storagePath: text("storage_path"),
    altText: text("alt_text").notNull(),
    displayOrder: integer("display_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("kauai_showcase_locations_display_order_idx").on(table.displayOrder),
    check("kauai_showcase_locations_display_order_check", sql`${table.displayOrder} >= 0`),
  ],
);
