/** Where uploaded images live: local disk under DATA_DIR (default) or an S3-compatible bucket. */
export type StoredObject = { body: Uint8Array; contentType: string };

export type StorageProvider = {
  kind: "local" | "s3";
  /** Stores a new object; never overwrites (throws ObjectExistsError when the key is taken). */
  put: (key: string, body: Uint8Array, contentType: string) => Promise<void>;
  get: (key: string) => Promise<StoredObject | null>;
  exists: (key: string) => Promise<boolean>;
  /** Removes an object; removing a missing one is not an error. */
  remove: (key: string) => Promise<void>;
};

export class ObjectExistsError extends Error {
  constructor(key: string) {
    super(`an object already exists at ${key}`);
    this.name = "ObjectExistsError";
  }
}

/** Keys are our own (folder/name.ext, lower-case); anything else is refused before touching a store. */
const KEY_PATTERN = /^(showcase|places|businesses)\/[a-z0-9][a-z0-9._-]{0,200}$/;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes("..");
}

export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
}

/** The public path of a stored object, served by the app (GET /uploads/<key>). */
export function uploadUrl(key: string): string {
  return `/uploads/${key}`;
}

/** The storage key of a URL this app handed out, or null for an outside address. */
export function keyFromUploadUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith("/uploads/")) return null;
  const key = url.slice("/uploads/".length);
  return isValidStorageKey(key) ? key : null;
}

export const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}
