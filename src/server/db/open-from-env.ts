import type { Env } from "@/server/env";
import type { Logger } from "@/server/lib/logger";
import { type DatabaseHandle, openDatabase } from "./client";
import { runMigrations } from "./migrate";

/** Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR; then migrates. */
export async function openMigratedDatabase(env: Env, logger: Logger): Promise<DatabaseHandle> {
  const handle = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX, logger })
    : await openDatabase({ kind: "pglite", dataDir: env.DATA_DIR, logger });
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  logger.info({ database: handle.kind }, "database ready and migrated");
  return handle;
}
