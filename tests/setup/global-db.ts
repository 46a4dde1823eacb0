import pg from "pg";
import type { TestProject } from "vitest/node";

// With TEST_DATABASE_URL (the PostgreSQL run), build one migrated template database that every
// test file copies with CREATE DATABASE ... TEMPLATE. The PGlite run needs nothing global.
export const TEMPLATE_DB = "alohabot_test_template";

export default async function setup(_project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const { openDatabase } = await import("@/server/db/client");
  const { runMigrations } = await import("@/server/db/migrate");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const { createLogger } = await import("@/server/lib/logger");
  const handle = await openDatabase({
    kind: "postgres",
    url: templateUrl.toString(),
    poolMax: 2,
    logger: createLogger("silent"),
  });
  await runMigrations(handle);
  await handle.close();
}
