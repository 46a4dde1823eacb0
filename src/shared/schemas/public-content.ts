import { z } from "./zod";

export const featuredBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  categories: z.array(z.string()),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  /** Always true here: every featured business is a paid placement and is labelled 'Sponsored'. */
  isSponsored: z.literal(true),
});
export type FeaturedBusiness = z.infer<typeof featuredBusinessSchema>;

export const showcaseLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  altText: z.string(),
});
export type ShowcaseLocation = z.infer<typeof showcaseLocationSchema>;

export const publicReviewSchema = z.object({
  id: z.string(),
  reviewerName: z.string(),
  reviewText: z.string(),
  starRating: z.number().int(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const siteContentSchema = z.object({
  slug: z.enum(["terms-of-service", "privacy-policy"]),
  title: z.string(),
  contentHtml: z.string(),
  updatedAt: z.string(),
});
export type SiteContent = z.infer<typeof siteContentSchema>;
