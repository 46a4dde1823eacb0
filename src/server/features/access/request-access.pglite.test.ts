import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSessions } from "@/server/db/schema/auth";
import { createAgent } from "../../../../tests/setup/agent";
import { createPaidAgent } from "../../../../tests/setup/factories";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

// The lean authenticated path, counted at the database client: a premium read is the session
// lookup (one prepared statement) plus the route's own data.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Counts the statements the app sends to the embedded database while `run` goes. */
async function countStatements(run: () => Promise<unknown>): Promise<number> {
  const pglite = t.database.pglite!;
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  let count = 0;
  pglite.query = ((...args: Parameters<typeof query>) => {
    count++;
    return query(...args);
  }) as typeof pglite.query;
  pglite.exec = ((...args: Parameters<typeof exec>) => {
    count++;
    return exec(...args);
  }) as typeof pglite.exec;
  try {
    await run();
  } finally {
    pglite.query = query;
    pglite.exec = exec;
  }
  return count;
}

describe("the request's session and access", () => {
  it("come in one statement: the quota is that statement alone, the conversations one more", async () => {
    const { agent } = await createPaidAgent(t, "lean@example.com");
    await agent.request("/api/chat/quota"); // warm (prepares the statement)
    const quota = await countStatements(async () => {
      const res = await agent.request("/api/chat/quota");
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ limit: 100, remaining: 100 });
    });
    expect(quota).toBe(1);
    const list = await countStatements(async () => {
      expect((await agent.request("/api/chat/conversations")).status).toBe(200);
    });
    expect(list).toBeLessThanOrEqual(2);
    const me = await countStatements(async () => {
      expect((await agent.me()).user).toMatchObject({ email: "lean@example.com", hasPaid: true, termsAccepted: true });
    });
    expect(me).toBe(1);
  });

  it("ignore a cookie whose signature does not match", async () => {
    const { agent } = await createPaidAgent(t, "forged@example.com");
    for (const [name, value] of agent.jar) {
      if (name.includes("session_token")) agent.jar.set(name, value.replace(/^[^.]+/, "someone-elses-token"));
    }
    expect((await agent.me()).user).toBeNull();
  });

  it("renew a session through better-auth once it is due, then serve it from the lean path again", async () => {
    const { agent, userId } = await createPaidAgent(t, "renew@example.com");
    // Due for renewal: it would expire in 2 days (the idle lifetime is 7, renewed after 1).
    const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await t.database.db.update(userSessions).set({ expiresAt: soon }).where(eq(userSessions.userId, userId));
    const res = await agent.request("/api/me");
    expect(((await res.json()) as { user: unknown }).user).not.toBeNull();
    expect(res.headers.getSetCookie().some((cookie) => cookie.includes("session_token"))).toBe(true);
    const [row] = await t.database.db
      .select({ expiresAt: userSessions.expiresAt })
      .from(userSessions)
      .where(eq(userSessions.userId, userId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(soon.getTime());
    const after = await countStatements(() => agent.request("/api/chat/quota"));
    expect(after).toBe(1);
  });

  it("sign a deactivated account out on its next request", async () => {
    const { agent, userId } = await createPaidAgent(t, "deactivated@example.com");
    await t.database.db.execute(sql`update profiles set deactivated = true where user_id = ${userId}`);
    expect((await agent.request("/api/chat/quota")).status).toBe(401);
    const sessions = await t.database.db.select().from(userSessions).where(eq(userSessions.userId, userId));
    expect(sessions).toEqual([]);
    expect((await createAgent(t).request("/api/chat/quota")).status).toBe(401);
  });
});
