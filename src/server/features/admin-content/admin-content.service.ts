import { and, count, desc, eq, sql } from "drizzle-orm";
import { type Db, selectRows } from "@/server/db/client";
import { siteContentRevisions } from "@/server/db/schema/admin";
import { users } from "@/server/db/schema/auth";
import { siteContent } from "@/server/db/schema/content";
import { acceptanceValue, getRequiredLegal, raiseLegalRevision } from "@/server/features/access/access.service";
import { type Actor, type Tx, writeAudit } from "@/server/features/admin/audit.service";
import { ApiError } from "@/server/lib/api-error";
import { sanitizeLegalHtml } from "@/server/lib/sanitize-html";
import { SITE_CONTENT_SLUGS, type SiteContentSlug } from "@/shared/constants";
import type {
  AdminContentOverview,
  Revision,
  RevisionsResponse,
  SaveSiteContentInput,
} from "@/shared/schemas/admin-content";

export async function getContentOverview(db: Db): Promise<AdminContentOverview> {
  const rows = await db
    .select({
      slug: siteContent.slug,
      title: siteContent.title,
      contentHtml: siteContent.contentHtml,
      updatedAt: siteContent.updatedAt,
      updatedByEmail: users.email,
    })
    .from(siteContent)
    .leftJoin(users, eq(users.id, siteContent.updatedBy));
  const required = await getRequiredLegal(db);
  const terms = acceptanceValue(required.terms, required.revision);
  const privacy = acceptanceValue(required.privacy, required.revision);
  const plainCounts = required.revision === 0;
  const [share] = await selectRows<{ accepted: number; active: number }>(
    db,
    sql`select count(*)::int as active,
        count(*) filter (where terms_accepted and privacy_accepted
          and (terms_version_accepted = ${terms} or (${plainCounts} and terms_version_accepted = ${required.terms}))
          and (privacy_version_accepted = ${privacy} or (${plainCounts} and privacy_version_accepted = ${required.privacy}))
        )::int as accepted
        from profiles where not deactivated`,
  );
  return {
    pages: SITE_CONTENT_SLUGS.flatMap((slug) => {
      const row = rows.find((candidate) => candidate.slug === slug);
      return row
        ? [
            {
              slug,
              title: row.title,
              contentHtml: sanitizeLegalHtml(row.contentHtml),
              updatedAt: row.updatedAt.toISOString(),
              updatedByEmail: row.updatedByEmail ?? null,
            },
          ]
        : [];
    }),
    requiredVersion: terms,
    acceptance: { accepted: Number(share?.accepted ?? 0), active: Number(share?.active ?? 0) },
  };
}

function toRevision(row: typeof siteContentRevisions.$inferSelect): Revision {
  return {
    id: row.id,
    slug: row.slug as SiteContentSlug,
    title: row.title,
    contentHtml: sanitizeLegalHtml(row.contentHtml),
    createdAt: row.createdAt.toISOString(),
    createdByEmail: row.createdByEmail,
    reason: row.reason,
  };
}

export async function listRevisions(
  db: Db,
  slug: SiteContentSlug,
  query: { page: number; pageSize: number; sort: "createdAt" | "-createdAt" },
): Promise<RevisionsResponse> {
  const order = query.sort === "createdAt" ? siteContentRevisions.createdAt : desc(siteContentRevisions.createdAt);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(siteContentRevisions)
      .where(eq(siteContentRevisions.slug, slug))
      .orderBy(order, desc(siteContentRevisions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(siteContentRevisions).where(eq(siteContentRevisions.slug, slug)),
  ]);
  return { items: rows.map(toRevision), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

type WriteOptions = { actor: Actor; now: Date; reason: "save" | "restore"; restoredFrom?: string };

/**
 * Stores a new text for the page and its revision, and the audit row, in one transaction. The HTML
 * is sanitised with the allow-list first (and again whenever it is served). Before the first admin
 * save the seeded text is kept as an 'initial' revision so it can be restored.
 */
async function writeContent(db: Db, slug: SiteContentSlug, input: SaveSiteContentInput, options: WriteOptions) {
  const html = sanitizeLegalHtml(input.contentHtml);
  const title = input.title.trim();
  return db.transaction(async (tx: Tx) => {
    const [current] = await tx.select().from(siteContent).where(eq(siteContent.slug, slug)).for("update").limit(1);
    const [latest] = await tx
      .select({ id: siteContentRevisions.id })
      .from(siteContentRevisions)
      .where(eq(siteContentRevisions.slug, slug))
      .orderBy(desc(siteContentRevisions.createdAt))
      .limit(1);
    let previousRevisionId = latest?.id ?? null;
    if (current && !latest) {
      const [initial] = await tx
        .insert(siteContentRevisions)
        .values({
          slug,
          title: current.title,
          contentHtml: current.contentHtml,
          reason: "initial",
          createdBy: current.updatedBy,
          createdAt: current.updatedAt < options.now ? current.updatedAt : new Date(options.now.getTime() - 1),
        })
        .returning({ id: siteContentRevisions.id });
      previousRevisionId = initial?.id ?? null;
    }
    await tx
      .insert(siteContent)
      .values({ slug, title, contentHtml: html, updatedAt: options.now, updatedBy: options.actor.userId })
      .onConflictDoUpdate({
        target: siteContent.slug,
        set: { title, contentHtml: html, updatedAt: options.now, updatedBy: options.actor.userId },
      });
    const [revision] = await tx
      .insert(siteContentRevisions)
      .values({
        slug,
        title,
        contentHtml: html,
        reason: options.reason,
        createdBy: options.actor.userId,
        createdByEmail: options.actor.email,
        createdAt: options.now,
      })
      .returning();
    await writeAudit(tx, options.actor, {
      action: options.reason === "restore" ? "content.restore" : "content.save",
      targetType: "site_content",
      targetId: slug,
      before: current ? { title: current.title, revisionId: previousRevisionId } : null,
      after: {
        title,
        revisionId: revision!.id,
        ...(options.restoredFrom ? { restoredFrom: options.restoredFrom } : {}),
      },
      at: options.now,
    });
    return toRevision(revision!);
  });
}

export function saveContent(db: Db, slug: SiteContentSlug, input: SaveSiteContentInput, actor: Actor, now: Date) {
  return writeContent(db, slug, input, { actor, now, reason: "save" });
}

export async function restoreRevision(db: Db, slug: SiteContentSlug, revisionId: string, actor: Actor, now: Date) {
  const [revision] = await db
    .select()
    .from(siteContentRevisions)
    .where(and(eq(siteContentRevisions.id, revisionId), eq(siteContentRevisions.slug, slug)))
    .limit(1);
  if (!revision) throw new ApiError(404, "not_found", "No such revision of this page.");
  return writeContent(
    db,
    slug,
    { title: revision.title, contentHtml: revision.contentHtml },
    { actor, now, reason: "restore", restoredFrom: revision.id },
  );
}

/** Raises the required legal revision (every user is asked again) and records it, in one transaction. */
export async function forceReacceptance(db: Db, actor: Actor, now: Date): Promise<{ requiredVersion: string }> {
  return db.transaction(async (tx: Tx) => {
    const before = await getRequiredLegal(tx);
    const revision = await raiseLegalRevision(tx, now);
    const requiredVersion = acceptanceValue(before.terms, revision);
    await writeAudit(tx, actor, {
      action: "legal.force_reacceptance",
      targetType: "legal",
      targetId: "terms-and-privacy",
      before: { requiredVersion: acceptanceValue(before.terms, before.revision) },
      after: { requiredVersion },
      at: now,
    });
    return { requiredVersion };
  });
}
