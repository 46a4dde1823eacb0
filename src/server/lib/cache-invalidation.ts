import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { DatabaseHandle, Db } from "@/server/db/client";
import type { Logger } from "@/server/lib/logger";
import type { PublicCache } from "@/server/lib/public-cache";
import type { SessionCache } from "@/server/lib/session-cache";

// How an admin write reaches every instance's public cache:
// - announcePublicChange(tx, topic) runs inside the change's transaction (writeAudit calls it, so
//   every admin write path does). It sends a PostgreSQL NOTIFY, which the database delivers only
//   when the transaction commits, to every instance listening (this one included), and notes the
//   topic for the request in progress.
// - invalidateAfterRequest() clears this instance's cache as soon as the request's handler is done
//   (after the commit), so the admin's next read is fresh without waiting for the notification.
// - listenForInvalidations() keeps a LISTEN connection; a lost connection clears the cache when it
//   comes back (a notification may have been missed), and the cache's short TTL bounds the rest.

export const INVALIDATION_CHANNEL = "alohabot_public_cache";

type Pending = { topics: Set<string> };
const pendingStore = new AsyncLocalStorage<Pending>();

/** A database handle or an open transaction. */
type Executor = Pick<Db, "execute">;

/** Marks public content as changed by the transaction `tx` (delivered to other instances on commit). */
export async function announcePublicChange(tx: Executor, topic: string): Promise<void> {
  pendingStore.getStore()?.topics.add(topic);
  await tx.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${topic})`);
}

/** Clears `cache` after any request whose handler announced a public change. */
export function invalidateAfterRequest(cache: PublicCache): MiddlewareHandler {
  return async (_c, next) => {
    const pending: Pending = { topics: new Set() };
    try {
      await pendingStore.run(pending, () => next());
    } finally {
      if (pending.topics.size > 0) cache.invalidate([...pending.topics].join(","));
    }
  };
}

/** What the session triggers (migration 0013) send: "session:" and a user id, or "session:*". */
export const SESSION_TOPIC_PREFIX = "session:";

/**
 * Subscribes `cache` (and the session cache) to the invalidations other instances and the database's
 * triggers send; returns a stop function.
 */
export async function listenForInvalidations(
  database: DatabaseHandle,
  cache: PublicCache,
  logger: Logger,
  sessions?: Pick<SessionCache<{ userId: string }>, "onChange" | "clear">,
): Promise<() => Promise<void>> {
  return database.listen(INVALIDATION_CHANNEL, {
    onNotify: (topic) => {
      if (topic.startsWith(SESSION_TOPIC_PREFIX)) sessions?.onChange(topic.slice(SESSION_TOPIC_PREFIX.length));
      else cache.invalidate(topic);
    },
    // Anything could have changed while the connection was down.
    onReconnect: () => {
      logger.info("cache invalidation listener reconnected; clearing the public cache");
      cache.invalidate("listener-reconnected");
      sessions?.clear();
    },
    onError: (error) => logger.warn({ err: error }, "cache invalidation listener lost its connection"),
  });
}
