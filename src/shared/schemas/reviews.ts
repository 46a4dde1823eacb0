import { REVIEW_NAME_MAX, REVIEW_TEXT_MAX, STAR_RATING_MAX, STAR_RATING_MIN } from "../constants";
import { REVIEW_FORM } from "../messages/public-site";
import { z } from "./zod";

/** The landing page's review form; the server validates the same rules with the same messages. */
export const reviewSubmissionSchema = z.object({
  reviewerName: z
    .string({ error: REVIEW_FORM.nameRequired })
    .trim()
    .min(1, REVIEW_FORM.nameRequired)
    .max(REVIEW_NAME_MAX, REVIEW_FORM.nameTooLong),
  reviewText: z
    .string({ error: REVIEW_FORM.textRequired })
    .trim()
    .min(1, REVIEW_FORM.textRequired)
    .max(REVIEW_TEXT_MAX, REVIEW_FORM.textTooLong),
  starRating: z
    .number({ error: REVIEW_FORM.ratingRequired })
    .int(REVIEW_FORM.ratingRequired)
    .min(STAR_RATING_MIN, REVIEW_FORM.ratingRequired)
    .max(STAR_RATING_MAX, REVIEW_FORM.ratingRequired),
  /** Honeypot: hidden from people, filled in by naive bots. */
  website: z.string().max(200).optional(),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

/** More links than this in a review is treated as spam. */
export const REVIEW_MAX_LINKS = 1;

export function countLinks(text: string): number {
  return (text.match(/https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|io|ru|xyz|top|info|biz)\b/gi) ?? []).length;
}

export const reviewCreatedSchema = z.object({ id: z.string() });
