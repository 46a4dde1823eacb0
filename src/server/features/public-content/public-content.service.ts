import { and, asc, desc, eq, gte, isNull, lte, or } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { reviews, siteContent } from "@/server/db/schema/content";
import { businesses, showcaseLocations } from "@/server/db/schema/directory";
import { sanitizeLegalHtml } from "@/server/lib/sanitize-html";
import type { SiteContentSlug } from "@/shared/constants";
import { kauaiDay } from "@/shared/schemas/admin-businesses";
import type { FeaturedBusiness, PublicReview, ShowcaseLocation, SiteContent } from "@/shared/schemas/public-content";

/** Active businesses whose sponsorship is in force today on Kauai, by priority weight (high first), then display order. */
export async function listFeaturedBusinesses(db: Db, now: Date): Promise<FeaturedBusiness[]> {
  const today = kauaiDay(now);
  const rows = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      description: businesses.description,
      location: businesses.location,
      categories: businesses.categories,
      logoUrl: businesses.logoUrl,
      websiteUrl: businesses.websiteUrl,
    })
    .from(businesses)
    .where(
      and(
        eq(businesses.isActive, true),
        eq(businesses.isSponsored, true),
        or(isNull(businesses.sponsoredFrom), lte(businesses.sponsoredFrom, today)),
        or(isNull(businesses.sponsoredUntil), gte(businesses.sponsoredUntil, today)),
      ),
    )
    .orderBy(desc(businesses.priorityWeight), asc(businesses.displayOrder), asc(businesses.name));
  return rows.map((row) => ({ ...row, isSponsored: true as const }));
}

/** Active showcase locations; an uploaded image (storage path) wins over an image URL. */
export async function listShowcase(db: Db): Promise<ShowcaseLocation[]> {
  const rows = await db
    .select()
    .from(showcaseLocations)
    .where(eq(showcaseLocations.isActive, true))
    .orderBy(asc(showcaseLocations.displayOrder), asc(showcaseLocations.createdAt));
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      imageUrl: row.storagePath ? `/uploads/${row.storagePath}` : (row.imageUrl ?? ""),
      altText: row.altText,
    }))
    .filter((row) => row.imageUrl !== "");
}

export async function listActiveReviews(db: Db): Promise<PublicReview[]> {
  return db
    .select({
      id: reviews.id,
      reviewerName: reviews.reviewerName,
      reviewText: reviews.reviewText,
      starRating: reviews.starRating,
    })
    .from(reviews)
    .where(eq(reviews.isActive, true))
    .orderBy(asc(reviews.displayOrder), desc(reviews.createdAt));
}

/** A legal page's content, sanitised again on the way out. */
export async function getSiteContent(db: Db, slug: SiteContentSlug): Promise<SiteContent | null> {
  const [row] = await db.select().from(siteContent).where(eq(siteContent.slug, slug)).limit(1);
  if (!row) return null;
  return {
    slug,
    title: row.title,
    contentHtml: sanitizeLegalHtml(row.contentHtml),
    updatedAt: row.updatedAt.toISOString(),
  };
}
