import { SITE_CONTENT_HTML_MAX, SITE_CONTENT_SLUGS, SITE_CONTENT_TITLE_MAX } from "../constants";
import { ADMIN_CONTENT } from "../messages/admin-content";
import { adminListQuerySchema, adminListResponseSchema } from "./admin-list";
import { z } from "./zod";

const v = ADMIN_CONTENT.validation;

export const siteContentSlugParamSchema = z.object({
  slug: z.enum(SITE_CONTENT_SLUGS, { error: "slug must be terms-of-service or privacy-policy" }),
});

/** One schema for the editor form and the server. */
export const saveSiteContentSchema = z.object({
  title: z
    .string({ error: v.titleRequired })
    .trim()
    .min(1, v.titleRequired)
    .max(SITE_CONTENT_TITLE_MAX, v.titleTooLong),
  contentHtml: z
    .string({ error: v.contentRequired })
    .refine((html) => html.replace(/<[^>]*>/g, "").trim().length > 0, { error: v.contentRequired })
    .refine((html) => html.length <= SITE_CONTENT_HTML_MAX, { error: v.contentTooLong }),
});
export type SaveSiteContentInput = z.infer<typeof saveSiteContentSchema>;

export const adminSiteContentSchema = z.object({
  slug: z.enum(SITE_CONTENT_SLUGS),
  title: z.string(),
  contentHtml: z.string(),
  updatedAt: z.string(),
  updatedByEmail: z.string().nullable(),
});
export type AdminSiteContent = z.infer<typeof adminSiteContentSchema>;

export const adminContentOverviewSchema = z.object({
  pages: z.array(adminSiteContentSchema),
  /** The acceptance value a user must hold now ("{version}|{revision}"). */
  requiredVersion: z.string(),
  acceptance: z.object({ accepted: z.number().int(), active: z.number().int() }),
});
export type AdminContentOverview = z.infer<typeof adminContentOverviewSchema>;

export const revisionSchema = z.object({
  id: z.string(),
  slug: z.enum(SITE_CONTENT_SLUGS),
  title: z.string(),
  contentHtml: z.string(),
  createdAt: z.string(),
  createdByEmail: z.string().nullable(),
  reason: z.enum(["save", "restore", "initial"]),
});
export type Revision = z.infer<typeof revisionSchema>;

export const revisionsQuerySchema = adminListQuerySchema({
  sortKeys: ["createdAt"],
  defaultSort: "-createdAt",
  filters: {},
});
export const revisionsResponseSchema = adminListResponseSchema(revisionSchema);
export type RevisionsResponse = z.infer<typeof revisionsResponseSchema>;

export const revisionParamSchema = siteContentSlugParamSchema.extend({
  revisionId: z.uuid({ error: "not a revision id" }),
});

export const forceReacceptanceResponseSchema = z.object({ requiredVersion: z.string() });
