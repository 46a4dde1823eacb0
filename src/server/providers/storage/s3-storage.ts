import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertStorageKey, ObjectExistsError, type StorageProvider } from "./storage-provider";

export type S3StorageOptions = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NotFound" || error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Any S3-compatible store (AWS S3, MinIO, Cloudflare R2, …), addressed path-style so a custom endpoint
 * works without DNS per bucket. Objects are written with `If-None-Match: *` where the store supports
 * it, after a HEAD check for stores that ignore the header, so an upload never overwrites.
 */
export function createS3Storage(options: S3StorageOptions): StorageProvider {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;
  async function exists(key: string) {
    assertStorageKey(key);
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }
  return {
    kind: "s3",
    exists,
    async put(key, body, contentType) {
      if (await exists(key)) throw new ObjectExistsError(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            CacheControl: "public, max-age=3600",
            IfNoneMatch: "*",
          }),
        );
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) {
          throw new ObjectExistsError(key);
        }
        throw error;
      }
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!result.Body) return null;
        return {
          body: await result.Body.transformToByteArray(),
          contentType: result.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
