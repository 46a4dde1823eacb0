import type { Env } from "@/server/env";
import type { Logger } from "@/server/lib/logger";
import { type DatabaseHandle, openDatabase } from "./client";
import { runMigrations } from "./migrate";

/** Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR; then migrates. */
/** Name of the advisory lock instances take to migrate and seed one at a time. */
export const STARTUP_LOCK = "alohabot:startup";

/**
 * Opens the database and applies the migrations; `afterMigrate` (the first start's seed) runs under
 * the same lock, so instances starting together on one PostgreSQL never migrate or seed twice.
 */
export async function openMigratedDatabase(
  env: Env,
  logger: Logger,
  afterMigrate?: (handle: DatabaseHandle) => Promise<void>,
): Promise<DatabaseHandle> {
  const handle = env.DATABASE_URL
    ? await openDatabase({
        kind: "postgres",
        url: env.DATABASE_URL,
        poolMax: env.DATABASE_POOL_MAX,
        statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        logger,
      })
    : await openDatabase({ kind: "pglite", dataDir: env.DATA_DIR, logger });
  try {
    await handle.exclusive(STARTUP_LOCK, async () => {
      await runMigrations(handle);
      await afterMigrate?.(handle);
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  logger.info({ database: handle.kind }, "database ready and migrated");
  return handle;
}
