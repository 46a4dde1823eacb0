import type { Db } from "@/server/db/client";
import { type Actor, writeAudit } from "@/server/features/admin/audit.service";
import type { Logger } from "@/server/lib/logger";
import {
  CONTENT_TYPES,
  keyFromUploadUrl,
  ObjectExistsError,
  type StorageProvider,
  uploadUrl,
} from "@/server/providers/storage/storage-provider";
import type { UploadKind } from "@/shared/constants";
import { UPLOAD_MESSAGES } from "@/shared/messages/admin-curation";
import type { UploadResult } from "@/shared/schemas/admin-uploads";
import { processImage, slugify } from "./images";

const PREFIX: Record<UploadKind, string> = { showcase: "showcase", places: "place", businesses: "business" };
const THUMB_SUFFIX = "-480w";

/** The thumbnail stored beside an upload (same name with -480w before the extension). */
export function thumbnailKey(key: string): string {
  const dot = key.lastIndexOf(".");
  return `${key.slice(0, dot)}${THUMB_SUFFIX}${key.slice(dot)}`;
}

/**
 * Checks, re-encodes and stores an image under `{folder}/{prefix}-{name slug}-{timestamp}.{ext}`
 * (the spec's `showcase-{place name slug}-{timestamp}.{extension}` for the showcase). Names are
 * never reused: a taken name gets -2, -3… and the store itself refuses to overwrite.
 */
export async function storeImage(
  db: Db,
  storage: StorageProvider,
  input: { kind: UploadKind; name: string; bytes: Uint8Array },
  actor: Actor,
  now: Date,
): Promise<UploadResult> {
  const image = await processImage(input.bytes);
  const stem = `${input.kind}/${PREFIX[input.kind]}-${slugify(input.name)}-${now.getTime()}`;
  const contentType = CONTENT_TYPES[image.extension] ?? image.contentType;
  for (let attempt = 1; attempt <= 20; attempt++) {
    const key = `${stem}${attempt === 1 ? "" : `-${attempt}`}.${image.extension}`;
    try {
      await storage.put(key, image.web.body, contentType);
    } catch (error) {
      if (error instanceof ObjectExistsError) continue;
      throw error;
    }
    await storage.put(thumbnailKey(key), image.thumbnail.body, contentType).catch(async (error) => {
      await storage.remove(key);
      throw error;
    });
    const result: UploadResult = {
      key,
      url: uploadUrl(key),
      thumbnailUrl: uploadUrl(thumbnailKey(key)),
      width: image.web.width,
      height: image.web.height,
      bytes: image.web.body.byteLength,
      contentType,
    };
    await writeAudit(db, actor, {
      action: "upload.create",
      targetType: "upload",
      targetId: key,
      before: null,
      after: { url: result.url, kind: input.kind, bytes: result.bytes, width: result.width, height: result.height },
      at: now,
    });
    return result;
  }
  throw new Error("no free upload name after 20 attempts");
}

/**
 * Removes a stored image (and its thumbnail) that a row no longer points at. Outside URLs are left
 * alone; a failed removal is only logged (spec §4: the row change stands).
 */
export async function removeStoredImage(
  storage: StorageProvider,
  logger: Logger,
  url: string | null | undefined,
): Promise<void> {
  const key = keyFromUploadUrl(url);
  if (!key) return;
  try {
    await storage.remove(key);
    await storage.remove(thumbnailKey(key));
  } catch (error) {
    logger.warn({ err: error, key }, "stored image could not be removed");
  }
}

export function tooLargeBody() {
  return {
    error: {
      code: "image_too_large",
      message: UPLOAD_MESSAGES.tooLarge,
      fields: { file: UPLOAD_MESSAGES.tooLarge },
    },
  };
}
