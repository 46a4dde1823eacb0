import { and, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userActivityLogs } from "@/server/db/schema/activity";
import { conversations, messageRatings, messages, savedMessages } from "@/server/db/schema/chat";
import { profiles } from "@/server/db/schema/profiles";
import { seedDatabase } from "@/server/db/seed/run-seed";
import { createLogger } from "@/server/lib/logger";
import type { ConciergeEngine } from "@/server/providers/ai/concierge-engine";
import { CHAT } from "@/shared/messages/chat";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { createPaidAgent } from "../../../../tests/setup/factories";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { waitFor } from "../../../../tests/setup/wait-for";
import { BUILTIN_CHAT_CONCURRENCY } from "./chat.routes";

let t: TestApp;
const seedOptions = {
  siteName: "AlohaBot",
  supportEmail: "s@alohabot.local",
  adminEmail: "a@alohabot.local",
  adminPassword: "test-admin-password",
  logger: createLogger("silent"),
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, seedOptions);
});
afterAll(async () => {
  await t.close();
});

type ChatResult = {
  conversationId: string;
  message: { id: string; role: string; content: string };
  places: { place_id: string }[];
  remainingMessages: number;
};

async function send(agent: ReturnType<typeof createAgent>, message: string, conversationId?: string) {
  return agent.request("/api/chat", { json: { message, ...(conversationId ? { conversationId } : {}) } });
}

describe("POST /api/chat", () => {
  it("creates a conversation titled with the first 50 characters and stores both messages", async () => {
    const { agent } = await createPaidAgent(t, "chatter@example.com");
    const question = "We have two young kids - which south shore beach is safest for swimming this week?";
    const res = await send(agent, question);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ChatResult;
    expect(body.remainingMessages).toBe(99);
    expect(body.message.role).toBe("assistant");
    expect(body.places.map((p) => p.place_id)).toContain("kauai-poipu-beach");
    const list = (await (await agent.request("/api/chat/conversations")).json()) as {
      conversations: { id: string; title: string }[];
    };
    expect(list.conversations[0]).toMatchObject({ id: body.conversationId, title: question.slice(0, 50) });

    const followUp = (await (
      await send(agent, "Where can we eat near there?", body.conversationId)
    ).json()) as ChatResult;
    expect(followUp.conversationId).toBe(body.conversationId);
    const detail = (await (await agent.request(`/api/chat/conversations/${body.conversationId}`)).json()) as {
      messages: { role: string }[];
      places: unknown[];
    };
    expect(detail.messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(detail.places.length).toBeGreaterThan(0);
  });

  it("stores each exchange in order, counts the visitor's messages and logs the first chat once", async () => {
    const { agent, userId } = await createPaidAgent(t, "in-order@example.com");
    const first = (await (await send(agent, "Best shave ice near Hanalei?")).json()) as ChatResult;
    // Same millisecond as the first exchange (the test clock does not move): still stamped after it.
    const second = (await (await send(agent, "And near Poipu?", first.conversationId)).json()) as ChatResult;
    expect(second.conversationId).toBe(first.conversationId);
    await send(agent, "Where can we snorkel with kids?"); // a second conversation
    const stored = await t.database.db
      .select({ role: messages.role, content: messages.content, createdAt: messages.createdAt })
      .from(messages)
      .where(eq(messages.conversationId, first.conversationId))
      .orderBy(messages.createdAt);
    expect(stored.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(stored[2]?.content).toBe("And near Poipu?");
    const stamps = stored.map((m) => m.createdAt.getTime());
    expect(new Set(stamps).size).toBe(4);
    const [conversation] = await t.database.db
      .select({ count: conversations.userMessageCount, places: conversations.detectedPlaces })
      .from(conversations)
      .where(eq(conversations.id, first.conversationId));
    expect(conversation?.count).toBe(2);
    expect(conversation?.places.length).toBeGreaterThan(0);
    const firstChats = await t.database.db
      .select({ n: count() })
      .from(userActivityLogs)
      .where(and(eq(userActivityLogs.userId, userId), eq(userActivityLogs.eventType, "first_chat")));
    expect(firstChats[0]?.n).toBe(1);
  });

  it("streams delta events and one done event carrying the same JSON", async () => {
    const { agent } = await createPaidAgent(t, "streamer@example.com");
    const res = await agent.request("/api/chat", {
      json: { message: "Best waterfalls without a long hike?" },
      headers: { accept: "text/event-stream" },
    });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const raw = await res.text();
    const events = raw
      .split("\n\n")
      .filter(Boolean)
      .map((block) => ({ event: block.match(/^event: (.+)$/m)?.[1], data: block.match(/^data: (.+)$/m)?.[1] ?? "" }));
    const deltas = events
      .filter((e) => e.event === "delta")
      .map((e) => (JSON.parse(e.data) as { text: string }).text)
      .join("");
    const done = events.find((e) => e.event === "done");
    expect(events.at(-1)?.event).toBe("done");
    const result = JSON.parse(done!.data) as ChatResult;
    expect(deltas).toBe(result.message.content);
    expect(result.places.length).toBeGreaterThan(0);
  });

  it("cleans and validates the message with the spec's messages", async () => {
    const { agent } = await createPaidAgent(t, "validator@example.com");
    expect((await errorOf(await send(agent, "   \n  "))).fields).toEqual({ message: CHAT.validation.empty });
    expect((await errorOf(await send(agent, "x".repeat(1001)))).fields).toEqual({ message: CHAT.validation.tooLong });
    expect((await errorOf(await agent.request("/api/chat", { json: {} }))).fields).toEqual({
      message: CHAT.validation.required,
    });
    const cleaned = (await (
      await send(agent, "<script>alert(1)</script>  best   beaches   javascript:void(0)")
    ).json()) as ChatResult;
    const detail = (await (await agent.request(`/api/chat/conversations/${cleaned.conversationId}`)).json()) as {
      messages: { content: string }[];
    };
    expect(detail.messages[0]?.content).toBe("best beaches void(0)");
  });

  it("lets exactly the remaining messages through when 50 arrive at once", async () => {
    const { agent, userId } = await createPaidAgent(t, "burst@example.com");
    await t.database.db
      .update(profiles)
      .set({ questionCount: 95, lastReset: t.clock.now() })
      .where(eq(profiles.userId, userId));
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => send(agent, `Beach idea number ${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    const limited = results.find((r) => r.status === 429)!;
    expect(await errorOf(limited)).toEqual({ code: "daily_limit_reached", message: CHAT.limit.description });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile?.questionCount).toBe(100);
    // The quota and the store are one statement: the 45 refused stored nothing.
    const stored = await t.database.db
      .select({ n: count() })
      .from(conversations)
      .where(eq(conversations.userId, userId));
    expect(stored[0]?.n).toBe(5);
  });

  it("opens a new window 24 hours after the last reset", async () => {
    const { agent, userId } = await createPaidAgent(t, "window@example.com");
    await t.database.db
      .update(profiles)
      .set({ questionCount: 100, lastReset: new Date(t.clock.now().getTime() - 23 * 60 * 60_000) })
      .where(eq(profiles.userId, userId));
    expect((await send(agent, "hikes?")).status).toBe(429);
    t.clock.advance(60 * 60_000);
    const res = await send(agent, "hikes?");
    expect(res.status).toBe(200);
    expect(((await res.json()) as ChatResult).remainingMessages).toBe(99);
    t.clock.advance(-60 * 60_000);
  });

  it("refuses an unpaid user with 403", async () => {
    const agent = createAgent(t);
    await agent.signUp("free.rider@example.com", "premium-password-1");
    await agent.request("/api/me/consent", { json: { consent: true } });
    const res = await send(agent, "beaches?");
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe("payment_required");
  });
});

describe("ownership", () => {
  it("keeps another user's conversation, messages and saves unreachable through every route", async () => {
    const { agent: owner } = await createPaidAgent(t, "owner.chat@example.com");
    const mine = (await (await send(owner, "Best snorkeling?")).json()) as ChatResult;
    const { agent: other } = await createPaidAgent(t, "other.chat@example.com");
    const id = mine.conversationId;
    const messageId = mine.message.id;
    expect((await other.request(`/api/chat/conversations/${id}`)).status).toBe(404);
    expect((await other.request(`/api/chat/conversations/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await send(other, "and hikes?", id)).status).toBe(404);
    expect(
      (
        await other.request(`/api/chat/messages/${messageId}/rating`, {
          method: "PUT",
          json: { rating: "thumbs_down" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await other.request(`/api/chat/messages/${messageId}/save`, { json: { category: "beaches" } })).status,
    ).toBe(404);
    const suggestions = (await (await other.request(`/api/chat/suggestions?conversationId=${id}`)).json()) as {
      suggestions: string[];
    };
    expect(suggestions.suggestions).toHaveLength(15);
    const list = (await (await other.request("/api/chat/conversations")).json()) as { conversations: unknown[] };
    expect(list.conversations).toEqual([]);
    expect((await owner.request(`/api/chat/conversations/${id}`)).status).toBe(200);
  });
});

describe("ratings, saves and deletion", () => {
  it("keeps one rating per user and message, changed in place", async () => {
    const { agent } = await createPaidAgent(t, "rater@example.com");
    const reply = (await (await send(agent, "Sunset spots?")).json()) as ChatResult;
    const path = `/api/chat/messages/${reply.message.id}/rating`;
    expect((await agent.request(path, { method: "PUT", json: { rating: "thumbs_up" } })).status).toBe(200);
    expect((await agent.request(path, { method: "PUT", json: { rating: "thumbs_down" } })).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(messageRatings)
      .where(eq(messageRatings.messageId, reply.message.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.rating).toBe("thumbs_down");
    const detail = (await (await agent.request(`/api/chat/conversations/${reply.conversationId}`)).json()) as {
      ratings: Record<string, string>;
    };
    expect(detail.ratings[reply.message.id]).toBe("thumbs_down");
  });

  it("saves to the trip with a required category, a trimmed note, and refuses a duplicate", async () => {
    const { agent } = await createPaidAgent(t, "saver@example.com");
    const reply = (await (await send(agent, "Easy hikes?")).json()) as ChatResult;
    const path = `/api/chat/messages/${reply.message.id}/save`;
    expect((await errorOf(await agent.request(path, { json: { note: "x" } }))).fields).toEqual({
      category: CHAT.save.categoryRequired.description,
    });
    expect((await agent.request(path, { json: { category: "hikes", note: "   " } })).status).toBe(201);
    const [saved] = await t.database.db
      .select()
      .from(savedMessages)
      .where(eq(savedMessages.messageId, reply.message.id));
    expect(saved).toMatchObject({ category: "hikes", customNote: null, isFavorite: false });
    const again = await agent.request(path, { json: { category: "hikes" } });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: "already_saved", message: CHAT.save.alreadySaved.description });
  });

  it("deletes a conversation with its messages", async () => {
    const { agent } = await createPaidAgent(t, "deleter@example.com");
    const reply = (await (await send(agent, "Shave ice?")).json()) as ChatResult;
    expect((await agent.request(`/api/chat/conversations/${reply.conversationId}`, { method: "DELETE" })).status).toBe(
      200,
    );
    const left = await t.database.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.conversationId, reply.conversationId));
    expect(left[0]?.n).toBe(0);
  });

  it("offers 15 shuffled prompts for a new chat and follow-ups from the conversation", async () => {
    const { agent } = await createPaidAgent(t, "suggest@example.com");
    const fresh = (await (await agent.request("/api/chat/suggestions")).json()) as { suggestions: string[] };
    expect(fresh.suggestions).toHaveLength(15);
    const reply = (await (await send(agent, "Best snorkeling on the north shore?")).json()) as ChatResult;
    const follow = (await (
      await agent.request(`/api/chat/suggestions?conversationId=${reply.conversationId}`)
    ).json()) as { suggestions: string[] };
    expect(follow.suggestions[0]).toMatch(/^Where can we eat near /);
  });
});

describe("an aborted or failed reply", () => {
  it("stores nothing and does not use up a message", async () => {
    let release: () => void = () => undefined;
    const slow: ConciergeEngine = {
      kind: "builtin",
      async *answer(input) {
        yield { type: "delta", text: "Thinking about " };
        await new Promise<void>((resolve) => {
          release = resolve;
          input.signal?.addEventListener("abort", () => resolve());
        });
        yield { type: "delta", text: "beaches..." };
        yield { type: "done", text: "Thinking about beaches...", places: [] };
      },
    };
    const aborting = await createTestApp({ concierge: slow });
    try {
      const { agent, userId } = await createPaidAgent(aborting, "aborter@example.com");
      const controller = new AbortController();
      const res = await aborting.app.request(
        "/api/chat",
        {
          method: "POST",
          headers: {
            origin: "http://localhost:3000",
            "content-type": "application/json",
            accept: "text/event-stream",
            cookie: [...agent.jar].map(([k, v]) => `${k}=${v}`).join("; "),
          },
          body: JSON.stringify({ message: "beaches?" }),
          signal: controller.signal,
        },
        { incoming: { socket: { remoteAddress: "203.0.113.10" } } },
      );
      const reader = res.body!.getReader();
      await reader.read();
      controller.abort();
      release();
      await reader.cancel().catch(() => undefined);
      // The reservation is refunded in the stream's error path: wait for that, then nothing may be stored.
      await waitFor(
        async () => {
          const [row] = await aborting.database.db.select().from(profiles).where(eq(profiles.userId, userId));
          return row?.questionCount === 0;
        },
        { what: "the refund of the aborted message" },
      );
      const stored = await aborting.database.db
        .select({ n: count() })
        .from(conversations)
        .where(eq(conversations.userId, userId));
      expect(stored[0]?.n).toBe(0);
      const [profile] = await aborting.database.db.select().from(profiles).where(eq(profiles.userId, userId));
      expect(profile?.questionCount).toBe(0);
    } finally {
      await aborting.close();
    }
  });

  it("refunds the message when the engine fails", async () => {
    const failing: ConciergeEngine = {
      kind: "builtin",
      // biome-ignore lint/correctness/useYield: a generator that fails before yielding anything.
      async *answer() {
        throw new Error("engine down");
      },
    };
    const broken = await createTestApp({ concierge: failing });
    try {
      const { agent, userId } = await createPaidAgent(broken, "unlucky@example.com");
      const res = await send(agent, "beaches?");
      expect(res.status).toBe(500);
      const [profile] = await broken.database.db.select().from(profiles).where(eq(profiles.userId, userId));
      expect(profile?.questionCount).toBe(0);
      const stored = await broken.database.db
        .select({ n: count() })
        .from(conversations)
        .where(eq(conversations.userId, userId));
      expect(stored[0]?.n).toBe(0);
    } finally {
      await broken.close();
    }
  });

  it("works on at most BUILTIN_CHAT_CONCURRENCY built-in replies at once; failures and streams give their place back", async () => {
    let active = 0;
    let most = 0;
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    const counting: ConciergeEngine = {
      kind: "builtin",
      async *answer(input) {
        active++;
        most = Math.max(most, active);
        try {
          await opened;
          if (input.message.startsWith("fail")) throw new Error("engine hiccup");
          yield { type: "delta", text: "ok" };
          yield { type: "done", text: "ok", places: [] };
        } finally {
          active--;
        }
      },
    };
    const gated = await createTestApp({ concierge: counting });
    try {
      const { agent } = await createPaidAgent(gated, "gated@example.com");
      const burst = Promise.all(Array.from({ length: 20 }, (_, i) => send(agent, `burst ${i}`)));
      await waitFor(() => active === BUILTIN_CHAT_CONCURRENCY, { what: "the gate to fill" });
      // Held open a moment: without the gate the other 12 would reach the engine meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(most).toBe(BUILTIN_CHAT_CONCURRENCY);
      open();
      expect((await burst).map((r) => r.status)).toEqual(Array(20).fill(200));
      // More failed and streamed replies than the gate has places: each gives its place back.
      for (let i = 0; i <= BUILTIN_CHAT_CONCURRENCY; i++) expect((await send(agent, `fail ${i}`)).status).toBe(500);
      for (let i = 0; i <= BUILTIN_CHAT_CONCURRENCY; i++) {
        const streamed = await agent.request("/api/chat", {
          json: { message: `stream ${i}` },
          headers: { accept: "text/event-stream" },
        });
        expect(await streamed.text()).toContain("event: done");
      }
      expect((await send(agent, "still served?")).status).toBe(200);
      expect(active).toBe(0);
    } finally {
      await gated.close();
    }
  });

  it("in line: a visitor who left drops out unserved, and one over the limit is not kept waiting", async () => {
    let calls = 0;
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    const held: ConciergeEngine = {
      kind: "builtin",
      async *answer() {
        calls++;
        await opened;
        yield { type: "done", text: "ok", places: [] };
      },
    };
    const gated = await createTestApp({ concierge: held });
    try {
      const { agent } = await createPaidAgent(gated, "in-line@example.com");
      const holders = Array.from({ length: BUILTIN_CHAT_CONCURRENCY }, (_, i) => send(agent, `holder ${i}`));
      await waitFor(() => calls === BUILTIN_CHAT_CONCURRENCY, { what: "the gate to fill" });

      // Over today's limit: 429 at once, although every place is taken.
      const { agent: spent, userId: spentId } = await createPaidAgent(gated, "spent@example.com");
      await gated.database.db
        .update(profiles)
        .set({ questionCount: 100, lastReset: gated.clock.now() })
        .where(eq(profiles.userId, spentId));
      expect((await send(spent, "one more?")).status).toBe(429);

      // A visitor who gives up while waiting is never served and uses no message.
      const { agent: leaver, userId: leaverId } = await createPaidAgent(gated, "leaver@example.com");
      const controller = new AbortController();
      const leaving = Promise.resolve(
        gated.app.request(
          "/api/chat",
          {
            method: "POST",
            headers: {
              origin: "http://localhost:3000",
              "content-type": "application/json",
              cookie: [...leaver.jar].map(([k, v]) => `${k}=${v}`).join("; "),
            },
            body: JSON.stringify({ message: "still there?" }),
            signal: controller.signal,
          },
          { incoming: { socket: { remoteAddress: "203.0.113.11" } } },
        ),
      ).catch(() => null);
      controller.abort();
      await leaving;
      open();
      expect((await Promise.all(holders)).map((r) => r.status)).toEqual(Array(BUILTIN_CHAT_CONCURRENCY).fill(200));
      // The one who left never reached the engine and used no message.
      expect(calls).toBe(BUILTIN_CHAT_CONCURRENCY);
      const [leaverProfile] = await gated.database.db.select().from(profiles).where(eq(profiles.userId, leaverId));
      expect(leaverProfile?.questionCount ?? 0).toBe(0);
    } finally {
      await gated.close();
    }
  });
});

describe("a reply worked out at once (the built-in engine: quota and store in one statement)", () => {
  const atOnce = (work: (message: string, signal?: AbortSignal) => Promise<void>): ConciergeEngine => ({
    kind: "builtin",
    // biome-ignore lint/correctness/useYield: this engine answers through answerAtOnce only.
    async *answer() {
      throw new Error("the chat must use answerAtOnce");
    },
    async answerAtOnce(input) {
      await work(input.message, input.signal);
      return {
        text: `About ${input.message}.\n\nSecond part.`,
        places: [],
        pieces: [`About ${input.message}.\n\n`, "Second part."],
      };
    },
  });
  const questionCount = async (app: TestApp, userId: string) =>
    (await app.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]?.questionCount;
  const conversationCount = async (app: TestApp, userId: string) =>
    (await app.database.db.select({ n: count() }).from(conversations).where(eq(conversations.userId, userId)))[0]?.n;

  it("stores the exchange and counts the message; streamed, writes the same events", async () => {
    const app = await createTestApp({ concierge: atOnce(async () => undefined) });
    try {
      const { agent, userId } = await createPaidAgent(app, "at-once@example.com");
      const first = await send(agent, "reefs");
      expect(first.status).toBe(200);
      const reply = (await first.json()) as ChatResult;
      expect(reply.message.content).toBe("About reefs.\n\nSecond part.");
      expect(reply.remainingMessages).toBe(99);
      const streamed = await agent.request("/api/chat", {
        json: { message: "tide pools", conversationId: reply.conversationId },
        headers: { accept: "text/event-stream" },
      });
      expect(streamed.headers.get("content-type")).toContain("text/event-stream");
      const written = await streamed.text();
      const events = written
        .split("\n\n")
        .filter(Boolean)
        .map((block) => {
          const [event, data] = block.split("\n");
          return { event: event?.replace("event: ", ""), data: JSON.parse(data?.replace("data: ", "") ?? "null") };
        });
      expect(events.map((e) => e.event)).toEqual(["delta", "delta", "done"]);
      // Byte for byte what hono's own streamSSE writes for the same events.
      const hono = new Hono().get("/", (c) =>
        streamSSE(c, async (stream) => {
          for (const e of events) await stream.writeSSE({ event: e.event as string, data: JSON.stringify(e.data) });
        }),
      );
      expect(written).toBe(await (await hono.request("/")).text());
      expect(
        events
          .slice(0, 2)
          .map((e) => e.data.text)
          .join(""),
      ).toBe("About tide pools.\n\nSecond part.");
      expect(events[2]?.data).toMatchObject({ conversationId: reply.conversationId, remainingMessages: 98 });
      expect(await questionCount(app, userId)).toBe(2);
      const rows = await app.database.db
        .select({ role: messages.role, content: messages.content })
        .from(messages)
        .where(eq(messages.conversationId, reply.conversationId))
        .orderBy(messages.createdAt);
      expect(rows.map((r) => r.content)).toEqual([
        "reefs",
        "About reefs.\n\nSecond part.",
        "tide pools",
        "About tide pools.\n\nSecond part.",
      ]);
    } finally {
      await app.close();
    }
  });

  it("gives the engine the conversation's last 20 turns, oldest first, and another user's conversation is 404", async () => {
    const seen: string[][] = [];
    const recording: ConciergeEngine = {
      ...atOnce(async () => undefined),
      async answerAtOnce(input) {
        seen.push(input.history.map((turn) => `${turn.role}:${turn.content}`));
        return { text: `re ${input.message}`, places: [], pieces: [`re ${input.message}`] };
      },
    };
    const app = await createTestApp({ concierge: recording });
    try {
      const { agent } = await createPaidAgent(app, "history@example.com");
      const first = (await (await send(agent, "m0")).json()) as ChatResult;
      for (let i = 1; i <= 11; i++) expect((await send(agent, `m${i}`, first.conversationId)).status).toBe(200);
      expect(seen[0]).toEqual([]);
      expect(seen[1]).toEqual(["user:m0", "assistant:re m0"]);
      // The 12th message sees the last 20 of the 22 turns before it.
      const last = seen[11] ?? [];
      expect(last).toHaveLength(20);
      expect(last[0]).toBe("user:m1");
      expect(last.at(-1)).toBe("assistant:re m10");
      const { agent: other } = await createPaidAgent(app, "history-other@example.com");
      expect((await send(other, "mine now?", first.conversationId)).status).toBe(404);
      expect(seen).toHaveLength(12);
    } finally {
      await app.close();
    }
  });

  it("uses up nothing when the engine fails, the visitor leaves, or the conversation is deleted meanwhile", async () => {
    let deleteFirst: (() => Promise<void>) | null = null;
    let slowStarted = false;
    let release: () => void = () => undefined;
    const app = await createTestApp({
      concierge: atOnce(async (message, signal) => {
        if (message === "fail") throw new Error("engine hiccup");
        if (message === "slow")
          await new Promise<void>((resolve) => {
            slowStarted = true;
            release = resolve;
            signal?.addEventListener("abort", () => resolve());
          });
        if (message === "delete me" && deleteFirst) await deleteFirst();
      }),
    });
    try {
      const { agent, userId } = await createPaidAgent(app, "at-once-nothing@example.com");
      expect((await send(agent, "fail")).status).toBe(500);
      expect(await questionCount(app, userId)).toBe(0);
      expect(await conversationCount(app, userId)).toBe(0);
      // Streamed, the failure is the stream's error event, as a model's would be.
      const streamedFail = await agent.request("/api/chat", {
        json: { message: "fail" },
        headers: { accept: "text/event-stream" },
      });
      expect(streamedFail.status).toBe(200);
      expect(await streamedFail.text()).toBe(
        `event: error\ndata: ${JSON.stringify({ error: { code: "reply_failed", message: CHAT.sendFailed } })}\n\n`,
      );
      expect(await questionCount(app, userId)).toBe(0);

      // The visitor leaves while the reply is worked out.
      const controller = new AbortController();
      const leaving = Promise.resolve(
        app.app.request(
          "/api/chat",
          {
            method: "POST",
            headers: {
              origin: "http://localhost:3000",
              "content-type": "application/json",
              cookie: [...agent.jar].map(([k, v]) => `${k}=${v}`).join("; "),
            },
            body: JSON.stringify({ message: "slow" }),
            signal: controller.signal,
          },
          { incoming: { socket: { remoteAddress: "203.0.113.12" } } },
        ),
      ).catch(() => null);
      await waitFor(() => slowStarted, { what: "the slow reply to start" });
      controller.abort();
      release();
      await leaving;
      expect(await questionCount(app, userId)).toBe(0);
      expect(await conversationCount(app, userId)).toBe(0);

      // The conversation is deleted while its next reply is worked out: 404, nothing used or stored.
      const started = (await (await send(agent, "start")).json()) as ChatResult;
      expect(await questionCount(app, userId)).toBe(1);
      deleteFirst = async () => {
        await app.database.db.delete(conversations).where(eq(conversations.id, started.conversationId));
      };
      const gone = await send(agent, "delete me", started.conversationId);
      expect(gone.status).toBe(404);
      expect(await questionCount(app, userId)).toBe(1);
      expect(await conversationCount(app, userId)).toBe(0);
    } finally {
      await app.close();
    }
  });
});
