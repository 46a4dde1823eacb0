import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { isDatabaseUnavailable } from "@/server/lib/api-error";
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
  /**
   * Runs `onNotify` for every NOTIFY on `channel` (PostgreSQL: a dedicated connection outside the
   * pool, reconnected after a loss, then `onReconnect`). Resolves once listening; returns a stop function.
   */
  listen: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;
  /**
   * Runs `task` while holding a PostgreSQL advisory lock named `name` (on its own connection, so a
   * pool of one still has a connection for the task): instances starting together on one database
   * migrate and seed one after another. Embedded: one process owns the database, so it just runs.
   */
  exclusive: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  /**
   * PostgreSQL: runs `task` with a database on its own connection without the pool's statement timeout
   * (migrations may rebuild an index for longer than any request should wait). Absent when embedded.
   */
  unbounded?: <T>(task: (db: Db) => Promise<T>) => Promise<T>;
  /** The PGlite instance when embedded, for cloning in tests. */
  pglite?: PGlite;
  /** The PostgreSQL pool's clients right now (absent when embedded: one connection in the process). */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

export type ListenHandlers = {
  onNotify: (payload: string) => void;
  onReconnect?: () => void;
  onError?: (error: unknown) => void;
};

export type DatabaseOptions =
  | {
      kind: "postgres";
      url: string;
      poolMax: number;
      logger: Logger;
      /** Longest a statement may run (PostgreSQL's statement_timeout); default DEFAULT_STATEMENT_TIMEOUT_MS. */
      statementTimeoutMs?: number;
    }
  | { kind: "pglite"; dataDir: string; logger: Logger }
  | { kind: "pglite-memory"; logger?: Logger }
  | { kind: "pglite-instance"; pglite: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres")
    return openPostgres(
      options.url,
      options.poolMax,
      options.logger,
      options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    );
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
    exclusive: (_name, task) => task(),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
    listen: async (channel, handlers) => {
      const unlisten = await pglite.listen(channel, (payload) => handlers.onNotify(payload));
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
  };
}

/** Default longest statement; the slowest here (admin analytics over a year) take well under a second. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
/** How much longer than the statement timeout the client waits before giving a connection up as dead. */
const DEAD_CONNECTION_GRACE_MS = 5_000;

function openPostgres(url: string, poolMax: number, logger: Logger, statementTimeoutMs: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // A statement running too long is cancelled by the server (SQLSTATE 57014, answered as a 503); a
    // connection that stops answering at all (a failover, a dropped network path) is given up by the
    // client a little later, so no request - and no place in the chat line - waits on it for ever.
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + DEAD_CONNECTION_GRACE_MS,
    keepAlive: true,
  });
  // An idle client losing its connection (database restart) emits here; without a handler Node exits.
  pool.on("error", (error) => {
    logger.warn({ err: error }, "database connection lost; the pool will reconnect on demand");
  });
  // A checked-out client (inside a transaction, between queries) emits on itself, not on the pool:
  // without this listener a restart kills the process. The request's own query then fails with a
  // connection error (a 503), and the pool discards the broken client when it is released.
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      logger.warn({ err: error }, "database connection lost while in use");
    });
  });
  releaseDeadClientsAtOnce(pool);
  const db = drizzleNodePg({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "postgres",
    ping: () => pingDb(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    unbounded: async (task) => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      client.on("error", (error) => logger.warn({ err: error }, "maintenance connection lost"));
      await client.connect();
      try {
        return await task(drizzleNodePg({ client, schema, casing: "snake_case" }) as unknown as Db);
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    exclusive: async (name, task) => {
      const holder = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      holder.on("error", (error) => logger.warn({ err: error }, "startup lock connection lost"));
      await holder.connect();
      try {
        // Released with the session if this process dies while holding it.
        await holder.query("select pg_advisory_lock(hashtext($1))", [name]);
        return await task();
      } finally {
        await holder.end().catch(() => undefined);
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
  };
}

const LISTEN_RETRY_MS = 1000;

/** LISTEN on its own connection (a pooled one would be handed to queries); reconnects after a loss. */
async function listenPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on("error", (error) => {
      handlers.onError?.(error);
      scheduleReconnect(next);
    });
    next.on("end", () => scheduleReconnect(next));
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    if (isReconnect) handlers.onReconnect?.();
  };
  const scheduleReconnect = (from: pg.Client) => {
    if (stopped || client !== from || retry) return;
    client = null;
    from.end().catch(() => undefined);
    const attempt = () => {
      retry = null;
      if (stopped) return;
      connect(true).catch((error: unknown) => {
        handlers.onError?.(error);
        retry = setTimeout(attempt, LISTEN_RETRY_MS);
        retry.unref();
      });
    };
    retry = setTimeout(attempt, LISTEN_RETRY_MS);
    retry.unref();
  };
  await connect(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}

const guarded = Symbol("guarded");
const released = Symbol("released");
type GuardedClient = pg.PoolClient & { [guarded]?: true; [released]?: boolean };

/**
 * Drizzle's transaction() runs BEGIN outside its try/finally, so a client whose connection died
 * (a database restart) is never released and the pool slowly runs dry. Every checked-out client
 * here goes back to the pool (and is discarded) as soon as a query fails for a lost connection;
 * a later release() of that checkout is a no-op.
 */
function releaseDeadClientsAtOnce(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.connect = ((callback?: unknown) => {
    // pool.query() checks out with a callback and releases by itself; leave that path alone.
    if (callback) return (pool.constructor as typeof pg.Pool).prototype.connect.call(pool, callback as never);
    return connect().then((raw) => {
      const client = raw as GuardedClient;
      client[released] = false;
      const release = client.release;
      client.release = ((error?: Error | boolean) => {
        if (client[released]) return;
        client[released] = true;
        release(error);
      }) as typeof client.release;
      if (!client[guarded]) {
        client[guarded] = true;
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((...args: unknown[]) => {
          const result = query(...args);
          if (!(result instanceof Promise)) return result;
          return result.catch((error: unknown) => {
            if (!client[released] && isDatabaseUnavailable(error)) client.release(error as Error);
            throw error;
          });
        }) as typeof client.query;
      }
      return client;
    });
  }) as typeof pool.connect;
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

/**
 * Raw SQL run as a named prepared statement: PostgreSQL parses and plans it once per connection
 * instead of on every call (the chat path's reservation and store, run for every message). `name`
 * must always go with the same SQL text (only the parameter values change). Embedded: a plain query.
 * Runs on the pool, never inside a transaction.
 */
export async function preparedRows<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const internals = db as unknown as {
    dialect: { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } };
    _: { session: { prepareQuery: (...args: unknown[]) => { execute: () => Promise<unknown> } } };
  };
  const prepared = internals._.session.prepareQuery(internals.dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/** Runs raw SQL and returns its rows; both drivers answer with a `rows` array. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
