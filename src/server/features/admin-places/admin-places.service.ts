import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { placesDirectory } from "@/server/db/schema/directory";
import { type Actor, type Tx, writeAudit } from "@/server/features/admin/audit.service";
import { auditSnapshot, escapeLike, isUniqueViolation, notFound } from "@/server/features/admin/curation";
import { removeStoredImage } from "@/server/features/admin-uploads/admin-uploads.service";
import { ApiError } from "@/server/lib/api-error";
import type { AppDeps } from "@/server/lib/app-context";
import { PLACE_DUPLICATE_METERS, PLACE_STALE_MONTHS } from "@/shared/constants";
import { ADMIN_PLACES } from "@/shared/messages/admin-curation";
import {
  type AdminPlace,
  type AdminPlacesQuery,
  type AdminPlacesResponse,
  metersBetween,
  normalizePlaceName,
  type PlaceChecks,
  type PlaceValues,
} from "@/shared/schemas/admin-places";
import type { BulkAction } from "@/shared/schemas/admin-reviews";
import { type PlaceFacts, placeFactsSchema } from "@/shared/schemas/place-facts";

type Row = typeof placesDirectory.$inferSelect;
type Deps = Pick<AppDeps, "database" | "storage" | "logger" | "directory">;

function toPlace(row: Row): AdminPlace {
  const facts = row.facts ? placeFactsSchema.safeParse(row.facts) : null;
  return {
    id: row.id,
    name: row.name,
    placeId: row.placeId,
    category: row.category,
    location: row.location,
    address: row.address,
    description: row.description,
    imageUrl: row.imageUrl,
    imageAltText: row.imageAltText,
    latitude: row.latitude,
    longitude: row.longitude,
    aliases: row.aliases,
    displayOrder: row.displayOrder,
    isActive: row.isActive,
    showInChat: row.showInChat,
    facts: facts?.success ? facts.data : null,
  };
}

export async function listPlaces(deps: Deps, query: AdminPlacesQuery): Promise<AdminPlacesResponse> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(placesDirectory.name, pattern),
        ilike(placesDirectory.location, pattern),
        ilike(placesDirectory.address, pattern),
      )!,
    );
  }
  if (query.category) conditions.push(eq(placesDirectory.category, query.category));
  const where = conditions.length ? and(...conditions) : undefined;
  const order =
    query.sort === "name"
      ? [asc(placesDirectory.name)]
      : query.sort === "-name"
        ? [desc(placesDirectory.name)]
        : query.sort === "-displayOrder"
          ? [desc(placesDirectory.displayOrder), asc(placesDirectory.name)]
          : [asc(placesDirectory.displayOrder), asc(placesDirectory.name)];
  const db = deps.database.db;
  const rows = await db
    .select()
    .from(placesDirectory)
    .where(where)
    .orderBy(...order, asc(placesDirectory.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(placesDirectory).where(where);
  return { items: rows.map(toPlace), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** Possible duplicates (same normalised name, or within 50 m) and places unverified for 12 months. */
export async function placeChecks(deps: Deps, now: Date): Promise<PlaceChecks> {
  const rows = await deps.database.db
    .select({
      id: placesDirectory.id,
      name: placesDirectory.name,
      latitude: placesDirectory.latitude,
      longitude: placesDirectory.longitude,
      facts: placesDirectory.facts,
    })
    .from(placesDirectory)
    .orderBy(asc(placesDirectory.name));
  const duplicates: PlaceChecks["duplicates"] = [];
  for (let i = 0; i < rows.length; i++) {
    for (let j = i + 1; j < rows.length; j++) {
      const a = rows[i]!;
      const b = rows[j]!;
      const ref = { a: { id: a.id, name: a.name }, b: { id: b.id, name: b.name } };
      if (normalizePlaceName(a.name) === normalizePlaceName(b.name)) {
        duplicates.push({ ...ref, reason: "name", meters: null });
        continue;
      }
      if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) continue;
      const meters = metersBetween({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude });
      if (meters <= PLACE_DUPLICATE_METERS) duplicates.push({ ...ref, reason: "distance", meters: Math.round(meters) });
    }
  }
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - PLACE_STALE_MONTHS);
  const cutoffDay = cutoff.toISOString().slice(0, 10);
  const stale = rows
    .map((row) => ({ id: row.id, name: row.name, verifiedOn: (row.facts as PlaceFacts | null)?.verifiedOn ?? null }))
    .filter((row) => row.verifiedOn === null || row.verifiedOn < cutoffDay)
    .sort((a, b) => (a.verifiedOn ?? "").localeCompare(b.verifiedOn ?? ""));
  return { duplicates, stale };
}

function placeIdTaken() {
  return new ApiError(409, "place_id_taken", ADMIN_PLACES.validation.placeIdTaken, {
    placeId: ADMIN_PLACES.validation.placeIdTaken,
  });
}

function columns(input: PlaceValues) {
  const { facts, latitude, longitude, ...rest } = input;
  return {
    ...rest,
    latitude: latitude ?? null,
    longitude: longitude ?? null,
    ...(facts === undefined ? {} : { facts }),
  };
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw placeIdTaken();
    throw error;
  }
}

export async function createPlace(deps: Deps, input: PlaceValues, actor: Actor, now: Date): Promise<AdminPlace> {
  const row = await guard(() =>
    deps.database.db.transaction(async (tx: Tx) => {
      const [created] = await tx
        .insert(placesDirectory)
        .values({ ...columns(input), coordinateSource: "admin", createdAt: now, updatedAt: now })
        .returning();
      await writeAudit(tx, actor, {
        action: "place.create",
        targetType: "place",
        targetId: created!.id,
        before: null,
        after: auditSnapshot(created!),
        at: now,
      });
      return created!;
    }),
  );
  deps.directory.invalidate();
  return toPlace(row);
}

async function change(
  deps: Deps,
  id: string,
  action: string,
  set: Partial<typeof placesDirectory.$inferInsert>,
  actor: Actor,
  now: Date,
): Promise<AdminPlace> {
  const { before, after } = await guard(() =>
    deps.database.db.transaction(async (tx: Tx) => {
      const [before] = await tx.select().from(placesDirectory).where(eq(placesDirectory.id, id)).for("update").limit(1);
      if (!before) throw notFound("place");
      const [after] = await tx
        .update(placesDirectory)
        .set({ ...set, updatedAt: now })
        .where(eq(placesDirectory.id, id))
        .returning();
      await writeAudit(tx, actor, {
        action,
        targetType: "place",
        targetId: id,
        before: auditSnapshot(before),
        after: auditSnapshot(after!),
        at: now,
      });
      return { before, after: after! };
    }),
  );
  deps.directory.invalidate();
  if (before.imageUrl !== after.imageUrl) await removeStoredImage(deps.storage, deps.logger, before.imageUrl);
  return toPlace(after);
}

export function updatePlace(deps: Deps, id: string, input: PlaceValues, actor: Actor, now: Date) {
  const set = columns(input);
  return change(deps, id, "place.update", set, actor, now);
}

export function setPlaceActive(deps: Deps, id: string, isActive: boolean, actor: Actor, now: Date) {
  return change(deps, id, isActive ? "place.activate" : "place.deactivate", { isActive }, actor, now);
}

/** Spec §4: reads the image, deletes the row, then removes the stored file (a failure is only logged). */
export async function deletePlace(deps: Deps, id: string, actor: Actor, now: Date): Promise<void> {
  const row = await deps.database.db.transaction(async (tx: Tx) => {
    const [deleted] = await tx.delete(placesDirectory).where(eq(placesDirectory.id, id)).returning();
    if (!deleted) throw notFound("place");
    await writeAudit(tx, actor, {
      action: "place.delete",
      targetType: "place",
      targetId: id,
      before: auditSnapshot(deleted),
      after: null,
      at: now,
    });
    return deleted;
  });
  deps.directory.invalidate();
  await removeStoredImage(deps.storage, deps.logger, row.imageUrl);
}

export async function bulkPlaces(deps: Deps, input: BulkAction, actor: Actor, now: Date) {
  const ids = [...new Set(input.ids)];
  const { before, after } = await deps.database.db.transaction(async (tx: Tx) => {
    const before = await tx.select().from(placesDirectory).where(inArray(placesDirectory.id, ids)).for("update");
    const found = before.map((row) => row.id);
    let after: Row[] = [];
    if (found.length > 0) {
      if (input.action === "delete") await tx.delete(placesDirectory).where(inArray(placesDirectory.id, found));
      else
        after = await tx
          .update(placesDirectory)
          .set({ isActive: input.action === "activate", updatedAt: now })
          .where(inArray(placesDirectory.id, found))
          .returning();
    }
    for (const row of before) {
      const next = after.find((candidate) => candidate.id === row.id);
      await writeAudit(tx, actor, {
        action: `place.bulk_${input.action}`,
        targetType: "place",
        targetId: row.id,
        before: auditSnapshot(row),
        after: next ? auditSnapshot(next) : null,
        at: now,
      });
    }
    return { before, after };
  });
  deps.directory.invalidate();
  if (input.action === "delete") {
    for (const row of before) await removeStoredImage(deps.storage, deps.logger, row.imageUrl);
  }
  return { affected: before.length, updated: after.length };
}
