import { join, resolve } from "node:path";
import type { Env } from "@/server/env";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { StorageProvider } from "./storage-provider";

/** S3 when S3_ENDPOINT and S3_BUCKET are set (env.ts requires the keys with them), else DATA_DIR/uploads. */
export function createStorage(env: Env): StorageProvider {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStorage(join(resolve(env.DATA_DIR), "uploads"));
}
