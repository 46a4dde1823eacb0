import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * Every admin write: who, what, which record, before and after, when. Written by the admin services
 * in the same transaction as the change. The actor's e-mail is copied so the trail survives the
 * actor's deletion.
 */
export const adminAuditLogs = pgTable(
  "admin_audit_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("admin_audit_logs_created_at_idx").on(table.createdAt.desc()),
    index("admin_audit_logs_target_idx").on(table.targetType, table.targetId, table.createdAt.desc()),
    index("admin_audit_logs_actor_idx").on(table.actorUserId),
  ],
);

/** Every saved version of a legal text, newest first per slug; a restore adds a new revision. */
export const siteContentRevisions = pgTable(
  "site_content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull(),
    reason: text("reason", { enum: ["save", "restore", "initial"] }).notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdByEmail: text("created_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("site_content_revisions_slug_created_idx").on(table.slug, table.createdAt.desc()),
    check("site_content_revisions_slug_check", sql`${table.slug} in ('terms-of-service','privacy-policy')`),
    check("site_content_revisions_reason_check", sql`${table.reason} in ('save','restore','initial')`),
  ],
);
