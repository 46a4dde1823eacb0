import type { Db } from "@/server/db/client";
import { reviews } from "@/server/db/schema/content";

/** Stores a visitor's review inactive, for an admin to publish; answers its id. */
export async function submitReview(
  db: Db,
  input: { reviewerName: string; reviewText: string; starRating: number; now: Date },
): Promise<string> {
  // Stored as plain text; every page renders it as text, never as HTML.
  const [row] = await db
    .insert(reviews)
    .values({
      reviewerName: input.reviewerName,
      reviewText: input.reviewText,
      starRating: input.starRating,
      isActive: false,
      submittedByUser: true,
      displayOrder: 0,
      createdAt: input.now,
    })
    .returning({ id: reviews.id });
  return row!.id;
}
