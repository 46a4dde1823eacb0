import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { accounts, userRoles, users } from "@/server/db/schema/auth";
import { reviews, siteContent } from "@/server/db/schema/content";
import { businesses, placesDirectory, showcaseLocations } from "@/server/db/schema/directory";
import { profiles } from "@/server/db/schema/profiles";
import { createLogger } from "@/server/lib/logger";
import { verifyPassword } from "@/server/lib/password";
import { KAUAI_BOUNDS, PLACE_CATEGORY_VALUES, REGIONS } from "@/shared/constants";
import { createTestDatabase } from "../../../../tests/setup/test-db";
import { hasBeenSeeded, seedDatabase } from "./run-seed";

let database: DatabaseHandle;
const options = {
  siteName: "AlohaBot",
  supportEmail: "support@alohabot.local",
  adminEmail: "Admin@AlohaBot.local",
  adminPassword: "correct horse battery staple",
  logger: createLogger("silent"),
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("seedDatabase", () => {
  it("fills an empty database with the directory, content and the super admin", async () => {
    expect(await hasBeenSeeded(database.db)).toBe(false);
    const result = await seedDatabase(database.db, options);
    expect(result.places).toBeGreaterThanOrEqual(120);
    expect(result.businesses).toBeGreaterThanOrEqual(12);
    expect(result.showcase).toBeGreaterThanOrEqual(6);
    expect(result.reviews).toBeGreaterThanOrEqual(8);
    expect(result.siteContent).toBe(2);
    expect(result.adminCreated).toBe(true);
    expect(await hasBeenSeeded(database.db)).toBe(true);
  });

  it("is idempotent: a second run inserts nothing", async () => {
    const before = await database.db.select({ n: count() }).from(placesDirectory);
    const result = await seedDatabase(database.db, options);
    expect(result).toEqual({ places: 0, businesses: 0, showcase: 0, reviews: 0, siteContent: 0, adminCreated: false });
    const after = await database.db.select({ n: count() }).from(placesDirectory);
    expect(after[0]?.n).toBe(before[0]?.n);
    const admins = await database.db.select({ n: count() }).from(users);
    expect(admins[0]?.n).toBe(1);
  });

  it("puts every place inside Kauai's bounding box with a recorded coordinate source", async () => {
    const places = await database.db.select().from(placesDirectory);
    for (const place of places) {
      expect(place.latitude, place.name).toBeGreaterThanOrEqual(KAUAI_BOUNDS.minLat);
      expect(place.latitude, place.name).toBeLessThanOrEqual(KAUAI_BOUNDS.maxLat);
      expect(place.longitude, place.name).toBeGreaterThanOrEqual(KAUAI_BOUNDS.minLon);
      expect(place.longitude, place.name).toBeLessThanOrEqual(KAUAI_BOUNDS.maxLon);
      expect(place.coordinateSource, place.name).toMatch(/^(USGS GNIS feature \d+|AlohaBot editorial)/);
      expect(place.description?.length ?? 0, place.name).toBeGreaterThan(40);
      expect(REGIONS as readonly string[]).toContain(place.region);
    }
  });

  it("covers every region and the travel place categories", async () => {
    const places = await database.db.select().from(placesDirectory);
    expect(new Set(places.map((place) => place.region))).toEqual(new Set(REGIONS));
    const categories = new Set(places.map((place) => place.category));
    for (const category of PLACE_CATEGORY_VALUES.filter((value) => value !== "Other")) {
      expect(categories, category).toContain(category);
    }
    expect(places.filter((place) => place.category === "Restaurant").length).toBeGreaterThanOrEqual(15);
  });

  it("seeds sponsored businesses, active reviews and both legal texts", async () => {
    const sponsored = await database.db.select({ n: count() }).from(businesses).where(eq(businesses.isSponsored, true));
    expect(sponsored[0]?.n).toBeGreaterThanOrEqual(3);
    const active = await database.db.select({ n: count() }).from(reviews).where(eq(reviews.isActive, true));
    expect(active[0]?.n).toBeGreaterThanOrEqual(8);
    const showcase = await database.db.select().from(showcaseLocations);
    expect(showcase.every((item) => item.imageUrl?.startsWith("/showcase/") && item.altText.length > 10)).toBe(true);
    const legal = await database.db.select().from(siteContent);
    expect(legal.map((row) => row.slug).sort()).toEqual(["privacy-policy", "terms-of-service"]);
  });

  it("creates the super admin with the admin role, a paid profile and an argon2id password", async () => {
    const [admin] = await database.db.select().from(users).where(sql`lower(${users.email}) = 'admin@alohabot.local'`);
    expect(admin).toBeDefined();
    const roles = await database.db.select().from(userRoles).where(eq(userRoles.userId, admin!.id));
    expect(roles.map((role) => role.role)).toEqual(["admin"]);
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, admin!.id));
    expect(profile?.hasPaid).toBe(true);
    const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, admin!.id));
    expect(account?.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(account!.password!, options.adminPassword)).toBe(true);
    expect(await verifyPassword(account!.password!, "wrong password")).toBe(false);
  });
});
