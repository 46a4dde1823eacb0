import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { savedMessages } from "@/server/db/schema/chat";
import type { SavedTripItem } from "@/shared/schemas/trip";

/** The user's saved recommendations (or the one with `id`), newest first. */
export async function listSavedItems(db: Db, userId: string, id?: string): Promise<SavedTripItem[]> {
  const rows = await db
    .select({
      id: savedMessages.id,
      messageId: savedMessages.messageId,
      category: savedMessages.category,
      note: savedMessages.customNote,
      isFavorite: savedMessages.isFavorite,
      createdAt: savedMessages.createdAt,
      content: savedMessages.content,
      places: savedMessages.places,
      conversationId: savedMessages.conversationId,
    })
    .from(savedMessages)
    .where(id ? and(eq(savedMessages.userId, userId), eq(savedMessages.id, id)) : eq(savedMessages.userId, userId))
    .orderBy(desc(savedMessages.createdAt))
    .limit(500);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Edits the note and/or star of the user's own item; null when it is not theirs or does not exist. */
export async function updateSavedItem(
  db: Db,
  userId: string,
  id: string,
  changes: { note?: string | null | undefined; isFavorite?: boolean | undefined },
  now: Date,
): Promise<SavedTripItem | null> {
  const updated = await db
    .update(savedMessages)
    .set({
      ...(changes.note !== undefined ? { customNote: changes.note } : {}),
      ...(changes.isFavorite !== undefined ? { isFavorite: changes.isFavorite } : {}),
      updatedAt: now,
    })
    .where(and(eq(savedMessages.id, id), eq(savedMessages.userId, userId)))
    .returning({ id: savedMessages.id });
  if (updated.length === 0) return null;
  const [item] = await listSavedItems(db, userId, id);
  return item ?? null;
}

/** Removes the user's own item; false when it is not theirs or does not exist. */
export async function deleteSavedItem(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedMessages)
    .where(and(eq(savedMessages.id, id), eq(savedMessages.userId, userId)))
    .returning({ id: savedMessages.id });
  return deleted.length > 0;
}
