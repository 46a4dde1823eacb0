import { join } from "node:path";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { projectRoot } from "@/server/lib/project-root";
import type { DatabaseHandle } from "./client";

export function migrationsFolder(): string {
  return join(projectRoot(), "src", "server", "db", "migrations");
}

/** Applies the committed drizzle-kit migrations; the same files serve PGlite and PostgreSQL. */
export async function runMigrations(handle: DatabaseHandle, folder = migrationsFolder()): Promise<void> {
  const config = { migrationsFolder: folder };
  if (handle.kind === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: both migrators take the same db at runtime; their declared types differ.
    await migratePglite(handle.db as any, config);
  } else if (handle.unbounded) {
    // Outside the pool's statement timeout: a migration may run longer than any request should.
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    await handle.unbounded((db) => migrateNodePg(db as any, config));
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    await migrateNodePg(handle.db as any, config);
  }
}
