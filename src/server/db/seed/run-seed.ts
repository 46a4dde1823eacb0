import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { appMeta } from "@/server/db/schema/activity";
import { accounts, userRoles, users } from "@/server/db/schema/auth";
import { reviews, siteContent } from "@/server/db/schema/content";
import { businesses, placesDirectory, showcaseLocations } from "@/server/db/schema/directory";
import { profiles } from "@/server/db/schema/profiles";
import type { Logger } from "@/server/lib/logger";
import { hashPassword } from "@/server/lib/password";
import { SEED_BUSINESSES } from "./businesses-data";
import { privacyPolicyHtml, SEED_REVIEWS, SEED_SHOWCASE, termsOfServiceHtml } from "./content-data";
import { readSeedPlaces } from "./places-file";

export type SeedOptions = {
  siteName: string;
  supportEmail: string;
  adminEmail: string;
  adminPassword?: string | undefined;
  logger: Logger;
};

export type SeedResult = {
  places: number;
  businesses: number;
  showcase: number;
  reviews: number;
  siteContent: number;
  adminCreated: boolean;
};

const SEEDED_KEY = "seeded_at";

/**
 * Inserts every seed row that is not there yet, matched on its natural key, so running it again
 * adds nothing and never overwrites an admin's edits.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const seedPlaces = readSeedPlaces();
  const result = await db.transaction(async (tx) => {
    const places = await tx
      .insert(placesDirectory)
      .values(
        seedPlaces.map((place, index) => ({
          placeId: place.placeId,
          name: place.name,
          category: place.category,
          region: place.region,
          location: place.region,
          address: place.area,
          latitude: place.lat,
          longitude: place.lon,
          coordinateSource: place.source,
          description: place.description,
          aliases: place.aliases ?? [],
          bestTimeToVisit: place.bestTime ?? null,
          difficultyLevel: place.difficulty ?? null,
          entranceFee: place.fee ?? null,
          facilities: place.facilities ?? [],
          facts: place.facts,
          displayOrder: index,
        })),
      )
      .onConflictDoNothing({ target: placesDirectory.placeId })
      .returning({ id: placesDirectory.id });

    // Verified facts reach databases seeded before they existed: filled only where still empty,
    // so an admin's edits are never overwritten.
    for (const place of seedPlaces) {
      if (!place.facts) continue;
      await tx
        .update(placesDirectory)
        .set({ facts: place.facts })
        .where(and(eq(placesDirectory.placeId, place.placeId), isNull(placesDirectory.facts)));
    }

    const businessRows = await tx
      .insert(businesses)
      .values(SEED_BUSINESSES.map((business) => ({ ...business, isActive: true, showInChat: true })))
      .onConflictDoNothing()
      .returning({ id: businesses.id });

    const existingShowcase = new Set(
      (await tx.select({ name: showcaseLocations.name }).from(showcaseLocations)).map((row) => row.name),
    );
    const newShowcase = SEED_SHOWCASE.map((item, index) => ({ ...item, displayOrder: index + 1 })).filter(
      (item) => !existingShowcase.has(item.name),
    );
    if (newShowcase.length > 0) await tx.insert(showcaseLocations).values(newShowcase);

    const existingReviews = new Set(
      (await tx.select({ name: reviews.reviewerName, text: reviews.reviewText }).from(reviews)).map(
        (row) => `${row.name}\n${row.text}`,
      ),
    );
    const newReviews = SEED_REVIEWS.map((review, index) => ({ ...review, displayOrder: index, isActive: true })).filter(
      (review) => !existingReviews.has(`${review.reviewerName}\n${review.reviewText}`),
    );
    if (newReviews.length > 0) await tx.insert(reviews).values(newReviews);

    const legal = await tx
      .insert(siteContent)
      .values([
        {
          slug: "terms-of-service",
          title: "Terms of Service",
          contentHtml: termsOfServiceHtml(options.siteName, options.supportEmail),
        },
        {
          slug: "privacy-policy",
          title: "Privacy Policy",
          contentHtml: privacyPolicyHtml(options.siteName, options.supportEmail),
        },
      ])
      .onConflictDoNothing({ target: siteContent.slug })
      .returning({ id: siteContent.id });

    await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing({ target: appMeta.key });

    return {
      places: places.length,
      businesses: businessRows.length,
      showcase: newShowcase.length,
      reviews: newReviews.length,
      siteContent: legal.length,
    };
  });

  const adminCreated = await ensureSuperAdmin(db, options);
  return { ...result, adminCreated };
}

/** Creates the super admin once. A generated password is logged once, at creation only. */
async function ensureSuperAdmin(db: Db, options: SeedOptions): Promise<boolean> {
  const email = options.adminEmail.toLowerCase();
  const existing = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (existing.length > 0) return false;

  const password = options.adminPassword ?? randomBytes(15).toString("base64url");
  const passwordHash = await hashPassword(password);
  const userId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ id: userId, email, name: "Administrator", emailVerified: true });
    await tx.insert(accounts).values({
      id: randomUUID(),
      userId,
      accountId: userId,
      providerId: "credential",
      password: passwordHash,
    });
    await tx.insert(profiles).values({ userId, hasPaid: true });
    await tx.insert(userRoles).values({ userId, role: "admin" });
  });
  if (options.adminPassword) {
    options.logger.info({ email }, "super admin created with the password from ADMIN_PASSWORD");
  } else {
    // The one deliberate exception to "no secrets in logs": the operator needs this password once.
    options.logger.warn(
      { email, generatedPassword: password },
      "super admin created; this generated password is shown only now - sign in and change it",
    );
  }
  return true;
}

/** True once the database has been seeded, even if an admin later deleted the seeded rows. */
export async function hasBeenSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  return rows.length > 0;
}
