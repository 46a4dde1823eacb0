import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Logger } from "@/server/lib/logger";
import { type Schema, schema } from "./schema/all";

// The only module that opens a database connection.

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Answers true when the database can run a query. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
  /** The PGlite instance when embedded, for cloning in tests. */
  pglite?: PGlite;
};

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolMax: number; logger: Logger }
  | { kind: "pglite"; dataDir: string; logger: Logger }
  | { kind: "pglite-memory"; logger?: Logger }
  | { kind: "pglite-instance"; pglite: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") return openPostgres(options.url, options.poolMax, options.logger);
  let pglite: PGlite;
  if (options.kind === "pglite") {
    const dir = resolve(options.dataDir, "db");
    mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create(dir);
  } else if (options.kind === "pglite-memory") {
    pglite = await PGlite.create();
  } else {
    pglite = options.pglite;
  }
  const db = drizzlePglite({ client: pglite, schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite,
    ping: () => pingDb(db),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

function openPostgres(url: string, poolMax: number, logger: Logger): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) emits here; without a handler Node exits.
  pool.on("error", (error) => {
    logger.warn({ err: error }, "database connection lost; the pool will reconnect on demand");
  });
  const db = drizzleNodePg({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "postgres",
    ping: () => pingDb(db),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export function uploadsDir(dataDir: string): string {
  return join(resolve(dataDir), "uploads");
}

/** Runs raw SQL and returns its rows; both drivers answer with a `rows` array. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
