import { asc, eq } from "drizzle-orm";
import { showcaseLocations } from "@/server/db/schema/directory";
import { type Actor, type Tx, writeAudit } from "@/server/features/admin/audit.service";
import { auditSnapshot, notFound } from "@/server/features/admin/curation";
import { removeStoredImage } from "@/server/features/admin-uploads/admin-uploads.service";
import type { AppDeps } from "@/server/lib/app-context";
import { keyFromUploadUrl, uploadUrl } from "@/server/providers/storage/storage-provider";
import type { AdminShowcase, AdminShowcaseList, ShowcaseValues } from "@/shared/schemas/admin-showcase";

type Row = typeof showcaseLocations.$inferSelect;
type Deps = Pick<AppDeps, "database" | "storage" | "logger">;

function toShowcase(row: Row): AdminShowcase {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.storagePath ? uploadUrl(row.storagePath) : row.imageUrl,
    storagePath: row.storagePath,
    altText: row.altText,
    displayOrder: row.displayOrder,
    isActive: row.isActive,
  };
}

/** A stored upload goes to storage_path, an outside address to image_url (never both). */
function imageColumns(imageUrl: string | null) {
  const key = keyFromUploadUrl(imageUrl);
  return key ? { storagePath: key, imageUrl: null } : { storagePath: null, imageUrl };
}

const storedUrl = (row: Pick<Row, "storagePath">) => (row.storagePath ? uploadUrl(row.storagePath) : null);

export async function listShowcaseLocations(deps: Deps): Promise<AdminShowcaseList> {
  const rows = await deps.database.db
    .select()
    .from(showcaseLocations)
    .orderBy(asc(showcaseLocations.displayOrder), asc(showcaseLocations.createdAt));
  return { items: rows.map(toShowcase), total: rows.length };
}

export async function createShowcase(deps: Deps, input: ShowcaseValues, actor: Actor, now: Date) {
  const row = await deps.database.db.transaction(async (tx: Tx) => {
    const [created] = await tx
      .insert(showcaseLocations)
      .values({
        name: input.name,
        altText: input.altText,
        displayOrder: input.displayOrder,
        isActive: input.isActive,
        ...imageColumns(input.imageUrl),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: "showcase.create",
      targetType: "showcase",
      targetId: created!.id,
      before: null,
      after: auditSnapshot(created!),
      at: now,
    });
    return created!;
  });
  return toShowcase(row);
}

async function change(
  deps: Deps,
  id: string,
  action: string,
  set: Partial<typeof showcaseLocations.$inferInsert>,
  actor: Actor,
  now: Date,
) {
  const { before, after } = await deps.database.db.transaction(async (tx: Tx) => {
    const [before] = await tx
      .select()
      .from(showcaseLocations)
      .where(eq(showcaseLocations.id, id))
      .for("update")
      .limit(1);
    if (!before) throw notFound("showcase location");
    const [after] = await tx
      .update(showcaseLocations)
      .set({ ...set, updatedAt: now })
      .where(eq(showcaseLocations.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action,
      targetType: "showcase",
      targetId: id,
      before: auditSnapshot(before),
      after: auditSnapshot(after!),
      at: now,
    });
    return { before, after: after! };
  });
  // The stored file the location no longer points at is removed (a failure is only logged).
  if (before.storagePath && before.storagePath !== after.storagePath) {
    await removeStoredImage(deps.storage, deps.logger, storedUrl(before));
  }
  return toShowcase(after);
}

export function updateShowcase(deps: Deps, id: string, input: ShowcaseValues, actor: Actor, now: Date) {
  return change(
    deps,
    id,
    "showcase.update",
    {
      name: input.name,
      altText: input.altText,
      displayOrder: input.displayOrder,
      isActive: input.isActive,
      ...imageColumns(input.imageUrl),
    },
    actor,
    now,
  );
}

export function setShowcaseActive(deps: Deps, id: string, isActive: boolean, actor: Actor, now: Date) {
  return change(deps, id, isActive ? "showcase.activate" : "showcase.deactivate", { isActive }, actor, now);
}

/** Removes the stored image of a location and clears its storage path. */
export function deleteShowcaseImage(deps: Deps, id: string, actor: Actor, now: Date) {
  return change(deps, id, "showcase.delete_image", { storagePath: null }, actor, now);
}

export async function deleteShowcase(deps: Deps, id: string, actor: Actor, now: Date): Promise<void> {
  const before = await deps.database.db.transaction(async (tx: Tx) => {
    const [row] = await tx.delete(showcaseLocations).where(eq(showcaseLocations.id, id)).returning();
    if (!row) throw notFound("showcase location");
    await writeAudit(tx, actor, {
      action: "showcase.delete",
      targetType: "showcase",
      targetId: id,
      before: auditSnapshot(row),
      after: null,
      at: now,
    });
    return row;
  });
  await removeStoredImage(deps.storage, deps.logger, storedUrl(before));
}
