import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversations, messages } from "@/server/db/schema/chat";
import { profiles } from "@/server/db/schema/profiles";
import type { ConciergeEngine } from "@/server/providers/ai/concierge-engine";
import type { createAgent } from "../../../../tests/setup/agent";
import { createPaidAgent } from "../../../../tests/setup/factories";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { waitFor } from "../../../../tests/setup/wait-for";

// Races only PostgreSQL can show (PGlite has one connection): a message's single statement (quota and
// store, decision 021) against a concurrent message to the same conversation and a concurrent deletion.

const engine: ConciergeEngine = {
  kind: "builtin",
  // biome-ignore lint/correctness/useYield: this engine answers through answerAtOnce only.
  async *answer() {
    throw new Error("the chat must use answerAtOnce");
  },
  async answerAtOnce(input) {
    return { text: `re ${input.message}`, places: [], pieces: [`re ${input.message}`] };
  },
};

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ concierge: engine });
});
afterAll(async () => {
  await app.close();
});

const send = (agent: ReturnType<typeof createAgent>, message: string, conversationId?: string) =>
  agent.request("/api/chat", { json: { message, ...(conversationId ? { conversationId } : {}) } });

/** Holds a transaction open (running `hold`) until the returned release() is called. */
async function holdOpen(
  hold: (tx: Parameters<Parameters<TestApp["database"]["db"]["transaction"]>[0]>[0]) => Promise<unknown>,
) {
  let release: () => void = () => undefined;
  let held: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const isHeld = new Promise<void>((resolve) => {
    held = resolve;
  });
  const done = app.database.db.transaction(async (tx) => {
    await hold(tx);
    held();
    await released;
  });
  await isHeld;
  return {
    release: async () => {
      release();
      await done;
    },
  };
}

const waitingOnLocks = async () =>
  (
    (await app.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n ?? 0;

describe("a chat message's one statement, racing", () => {
  it("two messages to one conversation whose statements started together keep their order and stamps", async () => {
    const { agent, userId } = await createPaidAgent(app, "race-order@example.com");
    const first = (await (await send(agent, "start")).json()) as { conversationId: string };
    // Both statements start (and take their snapshots) while the quota row is locked, then run one after the other.
    const lock = await holdOpen((tx) => tx.execute(sql`select 1 from profiles where user_id = ${userId} for update`));
    const sends = [send(agent, "one", first.conversationId), send(agent, "two", first.conversationId)];
    await waitFor(async () => (await waitingOnLocks()) >= 2, { what: "both statements to wait on the quota row" });
    await lock.release();
    expect((await Promise.all(sends)).map((r) => r.status)).toEqual([200, 200]);
    const rows = await app.database.db
      .select({ role: messages.role, content: messages.content, at: messages.createdAt })
      .from(messages)
      .where(eq(messages.conversationId, first.conversationId))
      .orderBy(messages.createdAt);
    expect(rows).toHaveLength(6);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.at.getTime()).toBeGreaterThan(rows[i - 1]!.at.getTime());
    for (let i = 0; i < rows.length; i += 2) expect(rows[i + 1]?.content).toBe(`re ${rows[i]?.content}`);
  });

  it("a conversation deleted while its message's statement runs: 404, the message given back, nothing stored", async () => {
    const { agent, userId } = await createPaidAgent(app, "race-delete@example.com");
    const first = (await (await send(agent, "start")).json()) as { conversationId: string };
    const used = async () =>
      (await app.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]?.questionCount;
    expect(await used()).toBe(1);
    // The deletion holds the conversation's row: the statement sees it in its snapshot (and takes the
    // message) but its update waits, then finds the row gone.
    const deletion = await holdOpen((tx) => tx.delete(conversations).where(eq(conversations.id, first.conversationId)));
    const sending = send(agent, "still there?", first.conversationId);
    await waitFor(async () => (await waitingOnLocks()) >= 1, { what: "the statement to wait on the conversation" });
    await deletion.release();
    expect((await sending).status).toBe(404);
    expect(await used()).toBe(1);
    const stored = await app.database.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.conversationId, first.conversationId));
    expect(stored[0]?.n).toBe(0);
  });
});
