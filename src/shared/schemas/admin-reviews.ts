import { REVIEW_SORTS } from "../constants";
import { ADMIN_REVIEWS } from "../messages/admin-curation";
import { adminListQuerySchema, adminListResponseSchema } from "./admin-list";
import { z } from "./zod";

const v = ADMIN_REVIEWS.validation;

/** Manage Reviews (spec §2, §5): the six sort keys of the spec, newest first by default. */
export const adminReviewsQuerySchema = adminListQuerySchema({
  sortKeys: ["createdAt"],
  defaultSort: "-createdAt",
  filters: {},
}).extend({
  sort: z.enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(", ")}` }).default("newest"),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;

export const adminReviewSchema = z.object({
  id: z.string(),
  reviewerName: z.string(),
  reviewText: z.string(),
  starRating: z.number().int(),
  isActive: z.boolean(),
  submittedByUser: z.boolean(),
  displayOrder: z.number().int(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const reviewCountersSchema = z.object({
  all: z.number().int(),
  active: z.number().int(),
  pending: z.number().int(),
  customer: z.number().int(),
  /** One decimal, "0" when there are no reviews. */
  avgRating: z.string(),
});
export type ReviewCounters = z.infer<typeof reviewCountersSchema>;

export const adminReviewsResponseSchema = adminListResponseSchema(adminReviewSchema).extend({
  counters: reviewCountersSchema,
});
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponseSchema>;

/** One schema for the Add/Edit dialog and the server. displayOrder left out = the current count (new). */
export const reviewInputSchema = z.object({
  reviewerName: z.string({ error: v.nameRequired }).trim().min(1, v.nameRequired).max(100, v.nameTooLong),
  reviewText: z.string({ error: v.textRequired }).trim().min(1, v.textRequired).max(500, v.textTooLong),
  starRating: z.coerce.number({ error: v.rating }).int(v.rating).min(1, v.rating).max(5, v.rating).default(5),
  displayOrder: z.coerce.number({ error: v.order }).int(v.order).min(0, v.order).max(100_000, v.order).optional(),
  isActive: z.boolean({ error: "isActive must be true or false" }).default(true),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
export type ReviewValues = z.output<typeof reviewInputSchema>;

export const idParamSchema = z.object({ id: z.uuid({ error: "not an id" }) });

export const activeToggleSchema = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) });

export const bulkActionSchema = z.object({
  ids: z
    .array(z.uuid({ error: "not an id" }))
    .min(1, "select at least one")
    .max(200, "at most 200 at once"),
  action: z.enum(["activate", "deactivate", "delete"], { error: "action must be activate, deactivate or delete" }),
});
export type BulkAction = z.infer<typeof bulkActionSchema>;
export const bulkResultSchema = z.object({ affected: z.number().int() });
