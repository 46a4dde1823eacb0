// Session lookups kept in memory for signed-in READS (GET and HEAD), so a page's burst of reads costs
// one database round trip, not one each. What keeps it exact (decision 020):
// - Only reads use it; every write (POST, PUT, PATCH, DELETE) reads the session fresh, so whatever a
//   request changes is authorised against the database.
// - After a write on this instance, the writer's own cached sessions are dropped (signed out, paid,
//   accepted the terms); after an administrator's or an anonymous write (a webhook, a password reset)
//   the whole cache is dropped.
// - Every change to a session, an account, a role, the paid or deactivated flag, the legal acceptance
//   or the legal revision, by whatever path, sends a PostgreSQL notification from a trigger (migration
//   0013) that every instance receives; a lost LISTEN connection clears the cache when it comes back.
// - A short TTL (SESSION_CACHE_TTL_MS, default 2 s; 0 turns the cache off) bounds the rest.

/** Most sessions kept at once; the oldest goes first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;
/** Most users whose last change is remembered; beyond it the marks are reset as a clear() (safe: it stores less). */
const MAX_CHANGE_MARKS = 10_000;

type Entry<Row> = { at: number; row: Row };

export type SessionCache<Row extends { userId: string }> = {
  /** The cached lookup for a session token, or undefined (expired, dropped or never stored). */
  read(token: string): Row | undefined;
  /** Stores a lookup unless the cache was cleared, or THIS user changed, since `generation` was read. */
  write(token: string, row: Row, generation: number): void;
  /** Read before a lookup; pass to write() (a lookup racing a change is not stored). */
  generation(): number;
  /** Drops every cached session of one user. */
  forgetUser(userId: string): void;
  /** Drops everything. */
  clear(): void;
  /** Applies a notification payload: a user id, or "*" for everyone. */
  onChange(payload: string): void;
};

export function createSessionCache<Row extends { userId: string }>(options: {
  ttlMs: number;
  now?: () => number;
}): SessionCache<Row> {
  const { ttlMs } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<Row>>();
  const tokensByUser = new Map<string, Set<string>>();
  // Every change takes the next number. A lookup remembers the number current when it started and is
  // stored only if neither a clear() nor a change to its own user came after it: a busy chat (each message
  // drops its writer's sessions) does not stop other users' lookups from being stored.
  let generation = 0;
  let clearedAt = 0;
  const changedAt = new Map<string, number>();

  const drop = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = tokensByUser.get(entry.row.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensByUser.delete(entry.row.userId);
  };
  const forgetUser = (userId: string) => {
    generation++;
    changedAt.delete(userId);
    changedAt.set(userId, generation);
    if (changedAt.size > MAX_CHANGE_MARKS) {
      changedAt.clear();
      clearedAt = generation;
    }
    for (const token of tokensByUser.get(userId) ?? []) entries.delete(token);
    tokensByUser.delete(userId);
  };
  const clear = () => {
    generation++;
    clearedAt = generation;
    changedAt.clear();
    entries.clear();
    tokensByUser.clear();
  };

  return {
    read(token) {
      if (ttlMs <= 0) return undefined;
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (now() - entry.at >= ttlMs) {
        drop(token);
        return undefined;
      }
      return entry.row;
    },
    write(token, row, at) {
      if (ttlMs <= 0 || clearedAt > at || (changedAt.get(row.userId) ?? 0) > at) return;
      drop(token);
      if (entries.size >= SESSION_CACHE_MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      entries.set(token, { at: now(), row });
      const tokens = tokensByUser.get(row.userId) ?? new Set<string>();
      tokens.add(token);
      tokensByUser.set(row.userId, tokens);
    },
    generation: () => generation,
    forgetUser,
    clear,
    onChange(payload) {
      if (payload === "*" || payload === "") clear();
      else forgetUser(payload);
    },
  };
}
