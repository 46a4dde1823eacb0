import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";
import { createLogger } from "@/server/lib/logger";
import { TEMPLATE_DB } from "./global-db";

// A fresh, migrated database for one test file: a clone of this worker's PGlite template, or,
// in the PostgreSQL run, a new database copied from the migrated template.

let pgliteTemplate: Promise<PGlite> | undefined;

async function buildPgliteTemplate(): Promise<PGlite> {
  const instance = await PGlite.create();
  await runMigrations(await openDatabase({ kind: "pglite-instance", pglite: instance }));
  return instance;
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPostgresTestDatabase(url);
  pgliteTemplate ??= buildPgliteTemplate();
  const clone = (await (await pgliteTemplate).clone()) as PGlite;
  return openDatabase({ kind: "pglite-instance", pglite: clone });
}

/** An empty database with no migrations applied (for testing a migration against older data). */
export async function createEmptyTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPostgresTestDatabase(url, { empty: true });
  return openDatabase({ kind: "pglite-instance", pglite: await PGlite.create() });
}

async function createPostgresTestDatabase(url: string, options: { empty?: boolean } = {}): Promise<DatabaseHandle> {
  const name = `alohabot_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(options.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({
    kind: "postgres",
    url: dbUrl.toString(),
    poolMax: 4,
    logger: createLogger("silent"),
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
