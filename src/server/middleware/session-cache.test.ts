import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSessions } from "@/server/db/schema/auth";
import { profiles } from "@/server/db/schema/profiles";
import { INVALIDATION_CHANNEL } from "@/server/lib/cache-invalidation";
import { createAgent } from "../../../tests/setup/agent";
import { createAdmin, createPaidUser, createUser } from "../../../tests/setup/factories";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

// The session cache with the longest TTL allowed (ten seconds; a change must show well within five), so that only the rules and the
// database triggers' notifications can make a change visible: a read reuses the lookup; a write
// reads fresh and drops the writer's sessions; an admin write drops everything; any change to a
// session, account, role or access flag, even one made straight in the database, reaches the cache
// through PostgreSQL NOTIFY (migration 0013).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_CACHE_TTL_MS: "10000" } });
});
afterAll(async () => {
  await t.close();
});

type Quota = { remaining: number };
const remaining = async (agent: ReturnType<typeof createAgent>) =>
  ((await (await agent.request("/api/chat/quota")).json()) as Quota).remaining;

/**
 * Waits until every notification sent so far has reached the cache: a sentinel sent last arrives last
 * (on PostgreSQL the factories' own writes notify a moment after they commit, and one arriving late would
 * drop the lookup a test just made).
 */
async function settled(): Promise<void> {
  const cache = t.sessionCache;
  const original = cache.onChange;
  const seen = new Promise<void>((resolve) => {
    cache.onChange = (payload) => {
      original(payload);
      if (payload === "settle") {
        cache.onChange = original;
        resolve();
      }
    };
  });
  await t.database.db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, 'session:settle')`);
  await seen;
}

/** Polls `read` until it returns `wanted` (a notification arrives a moment after its commit). */
async function eventually<T>(read: () => Promise<T>, wanted: T): Promise<T> {
  const until = Date.now() + 5000;
  let value = await read();
  while (value !== wanted && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe("the session cache", () => {
  it("serves reads from the lookup it kept, and a write of the user's own reads fresh after it", async () => {
    const { agent, userId } = await createPaidUser(t);
    await settled();
    expect(await remaining(agent)).toBe(100);
    // The quota counters are not watched by the triggers: a change made behind the app's back stays
    // unseen by reads while the cached lookup lives. (This is what proves the reads use the cache.)
    await t.database.db
      .update(profiles)
      .set({ questionCount: 40, lastReset: new Date() })
      .where(eq(profiles.userId, userId));
    expect(await remaining(agent)).toBe(100);
    // Any write by the user drops the user's cached sessions on this instance.
    const sent = await agent.request("/api/chat", { json: { message: "Where can we snorkel with kids?" } });
    expect(sent.status).toBe(200);
    expect(await remaining(agent)).toBe(59);
  });

  it("a signed-out session is refused at once, even replayed", async () => {
    const { agent } = await createUser(t);
    const replay = createAgent(t, { ip: "198.51.100.31" });
    for (const [name, value] of agent.jar) replay.jar.set(name, value);
    expect((await replay.me()).user).not.toBeNull();
    expect((await agent.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
    expect((await replay.me()).user).toBeNull();
  });

  it("an admin's deactivation ends the user's cached session at once", async () => {
    const admin = await createAdmin(t);
    const user = await createUser(t);
    expect((await user.agent.me()).user).not.toBeNull();
    const res = await admin.agent.request(`/api/admin/users/${user.userId}/deactivated`, {
      json: { deactivated: true },
    });
    expect(res.status).toBe(200);
    expect((await user.agent.me()).user).toBeNull();
  });

  it("a change made straight in the database reaches the cache by notification", async () => {
    const { agent, userId } = await createUser(t);
    const paid = async () => ((await agent.me()).user as { hasPaid: boolean } | null)?.hasPaid;
    expect(await paid()).toBe(false);
    await t.database.db.update(profiles).set({ hasPaid: true }).where(eq(profiles.userId, userId));
    expect(await eventually(paid, true)).toBe(true);
    // A session deleted by hand (an operator ending it in psql) is refused too.
    await t.database.db.delete(userSessions).where(eq(userSessions.userId, userId));
    expect(await eventually(async () => (await agent.me()).user === null, true)).toBe(true);
  });
});
