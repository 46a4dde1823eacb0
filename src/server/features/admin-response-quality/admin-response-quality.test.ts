import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLogs } from "@/server/db/schema/admin";
import { conversations, messageRatings, messages } from "@/server/db/schema/chat";
import type { AdminConversation, NegativeFeedbackList, RatingStats } from "@/shared/schemas/admin-response-quality";
import type { PlaceCard } from "@/shared/schemas/place-card";
import { createAdminAgent, createUserAgent } from "../../../../tests/setup/admin";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdminAgent>>;
let visitorId: string;
let conversationId: string;
const replyIds: string[] = [];
const LONG = `${"A".repeat(149)}BCDEF`;
const card = (placeId: string, name: string): PlaceCard => ({
  name,
  place_id: placeId,
  address: null,
  rating: null,
  reviews_count: null,
  photo_url: null,
  maps_url: null,
  website_url: null,
  source: "directory",
  place_type: "beach",
  description: null,
  latitude: null,
  longitude: null,
  relevanceScore: 1,
  best_time_to_visit: null,
  difficulty_level: null,
  entrance_fee: null,
  facilities: [],
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdminAgent(t, "ops@example.com");
  visitorId = (await createUserAgent(t, "visitor@example.com")).userId;
  const db = t.database.db;
  const [conversation] = await db
    .insert(conversations)
    .values({ userId: visitorId, title: "Beaches for kids" })
    .returning();
  conversationId = conversation!.id;
  const base = Date.UTC(2026, 10, 1, 12);
  await db.insert(messages).values({
    conversationId,
    role: "user",
    content: "Which beach is calm?",
    createdAt: new Date(base),
  });
  // Ten replies: the first three rated down, the other seven up (70%: good, at the threshold).
  for (let i = 0; i < 10; i++) {
    const [reply] = await db
      .insert(messages)
      .values({
        conversationId,
        role: "assistant",
        content: i === 0 ? LONG : `Reply ${i}`,
        places: i === 0 ? [card("ChIJ-poipu", "Poipu Beach"), card("ChIJ-lydgate", "Lydgate Beach Park")] : [],
        createdAt: new Date(base + (i + 1) * 60_000),
      })
      .returning();
    replyIds.push(reply!.id);
    await db.insert(messageRatings).values({
      messageId: reply!.id,
      userId: visitorId,
      rating: i < 3 ? "thumbs_down" : "thumbs_up",
      createdAt: new Date(base + (i + 1) * 120_000),
      updatedAt: new Date(base + (i + 1) * 120_000),
    });
  }
});
afterAll(async () => {
  await t.close();
});

async function json<T>(path: string): Promise<T> {
  const res = await admin.agent.request(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe("Response Quality Analytics", () => {
  it("computes satisfaction: good at 70%, bad below", async () => {
    expect(await json<RatingStats>("/api/admin/response-quality/stats")).toEqual({
      totalRatings: 10,
      thumbsUp: 7,
      thumbsDown: 3,
      positivePercentage: 70,
      isGood: true,
    });
    await t.database.db
      .update(messageRatings)
      .set({ rating: "thumbs_down" })
      .where(eq(messageRatings.messageId, replyIds[9]!));
    expect(await json<RatingStats>("/api/admin/response-quality/stats")).toMatchObject({
      thumbsDown: 4,
      positivePercentage: 60,
      isGood: false,
    });
    await t.database.db
      .update(messageRatings)
      .set({ rating: "thumbs_up" })
      .where(eq(messageRatings.messageId, replyIds[9]!));
  });

  it("lists the negatively rated replies, newest rating first, cut at 150 characters with their places", async () => {
    const list = await json<NegativeFeedbackList>("/api/admin/response-quality/negative");
    expect(list.total).toBe(3);
    expect(list.items.map((i) => i.messageId)).toEqual([replyIds[2], replyIds[1], replyIds[0]]);
    const first = list.items[2]!;
    expect(first).toMatchObject({
      userEmail: "visitor@example.com",
      conversationTitle: "Beaches for kids",
      conversationId,
      messageExcerpt: `${"A".repeat(149)}B...`,
      reviewedAt: null,
      places: [
        { placeId: "ChIJ-poipu", name: "Poipu Beach" },
        { placeId: "ChIJ-lydgate", name: "Lydgate Beach Park" },
      ],
    });
    expect(list.items[0]!.messageExcerpt).toBe("Reply 2");
  });

  it("opens the full conversation with the owner's ratings", async () => {
    const conversation = await json<AdminConversation>(`/api/admin/response-quality/conversations/${conversationId}`);
    expect(conversation.messages).toHaveLength(11);
    expect(conversation.messages[0]).toMatchObject({ role: "user", rating: null });
    expect(conversation.messages[1]).toMatchObject({ role: "assistant", content: LONG, rating: "thumbs_down" });
    expect((await admin.agent.request("/api/admin/response-quality/conversations/not-a-uuid")).status).toBe(400);
  });

  it("marks a reply reviewed once, with an audit row, and filters open and reviewed", async () => {
    const list = await json<NegativeFeedbackList>("/api/admin/response-quality/negative");
    const ratingId = list.items[0]!.ratingId;
    const res = await admin.agent.request(`/api/admin/response-quality/ratings/${ratingId}/reviewed`, { json: {} });
    expect(res.status).toBe(200);
    const first = ((await res.json()) as { reviewedAt: string }).reviewedAt;
    t.clock.advance(60_000);
    const again = await admin.agent.request(`/api/admin/response-quality/ratings/${ratingId}/reviewed`, { json: {} });
    expect(((await again.json()) as { reviewedAt: string }).reviewedAt).toBe(first);

    const reviewed = await json<NegativeFeedbackList>("/api/admin/response-quality/negative?status=reviewed");
    expect(reviewed.items.map((i) => [i.ratingId, i.reviewedByEmail])).toEqual([[ratingId, "ops@example.com"]]);
    expect((await json<NegativeFeedbackList>("/api/admin/response-quality/negative?status=open")).total).toBe(2);
    const audit = await t.database.db.select().from(adminAuditLogs).where(eq(adminAuditLogs.targetId, ratingId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "rating.reviewed", targetType: "message_rating" });

    // A thumbs-up is not a negative rating.
    const [up] = await t.database.db.select().from(messageRatings).where(eq(messageRatings.messageId, replyIds[5]!));
    expect(
      (await admin.agent.request(`/api/admin/response-quality/ratings/${up!.id}/reviewed`, { json: {} })).status,
    ).toBe(404);
    const bad = await admin.agent.request("/api/admin/response-quality/negative?status=maybe");
    expect(bad.status).toBe(400);
  });
});
