import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedItinerary } from "@/shared/schemas/itinerary";
import type { SavedTripItem } from "@/shared/schemas/trip";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { createPaidAgent } from "../../../../tests/setup/factories";
import { seedForTests } from "../../../../tests/setup/seed";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedForTests(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const preferences = {
  duration: "2 days",
  people: "2",
  interests: ["Beaches & Water Sports"],
  diningStyle: "Mix of all",
  cuisines: ["Local Hawaiian"],
  activityLevel: "Relaxed",
  groupType: "Couple",
  budget: "Budget ($)",
};

describe("My Trip saved recommendations", () => {
  it("lists, edits (trimmed note, favourite) and deletes the owner's items only", async () => {
    const { agent } = await createPaidAgent(t, "tripper@example.com");
    const reply = (await (await agent.request("/api/chat", { json: { message: "Best snorkeling?" } })).json()) as {
      message: { id: string };
      conversationId: string;
    };
    await agent.request(`/api/chat/messages/${reply.message.id}/save`, {
      json: { category: "beaches", note: "first" },
    });
    const list = (await (await agent.request("/api/trip/saved")).json()) as { items: SavedTripItem[] };
    expect(list.items).toHaveLength(1);
    const item = list.items[0]!;
    expect(item).toMatchObject({
      category: "beaches",
      note: "first",
      isFavorite: false,
      conversationId: reply.conversationId,
    });
    expect(item.places.length).toBeGreaterThan(0);

    const edited = (await (
      await agent.request(`/api/trip/saved/${item.id}`, { method: "PATCH", json: { note: "   ", isFavorite: true } })
    ).json()) as SavedTripItem;
    expect(edited).toMatchObject({ note: null, isFavorite: true });

    const { agent: other } = await createPaidAgent(t, "nosy.tripper@example.com");
    expect(
      (await other.request(`/api/trip/saved/${item.id}`, { method: "PATCH", json: { isFavorite: false } })).status,
    ).toBe(404);
    expect((await other.request(`/api/trip/saved/${item.id}`, { method: "DELETE" })).status).toBe(404);
    expect(((await (await other.request("/api/trip/saved")).json()) as { items: unknown[] }).items).toEqual([]);
    expect((await agent.request(`/api/trip/saved/${item.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await createAgent(t).request("/api/trip/saved")).status).toBe(401);
  });
});

describe("a saved item outlives its conversation", () => {
  it("keeps the reply's text and place cards after the conversation is deleted, and can still be edited", async () => {
    const { agent } = await createPaidAgent(t, "keeper@example.com");
    const reply = (await (await agent.request("/api/chat", { json: { message: "Best snorkeling?" } })).json()) as {
      message: { id: string; content: string };
      conversationId: string;
    };
    await agent.request(`/api/chat/messages/${reply.message.id}/save`, {
      json: { category: "beaches", note: "go early" },
    });
    const before = ((await (await agent.request("/api/trip/saved")).json()) as { items: SavedTripItem[] }).items;
    expect(before).toHaveLength(1);

    const deleted = await agent.request(`/api/chat/conversations/${reply.conversationId}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);

    const after = ((await (await agent.request("/api/trip/saved")).json()) as { items: SavedTripItem[] }).items;
    expect(after).toHaveLength(1);
    const kept = after[0]!;
    expect(kept).toMatchObject({
      id: before[0]!.id,
      category: "beaches",
      note: "go early",
      content: reply.message.content,
      conversationId: null,
    });
    expect(kept.places).toEqual(before[0]!.places);
    expect(kept.places.length).toBeGreaterThan(0);
    const starred = await agent.request(`/api/trip/saved/${kept.id}`, { method: "PATCH", json: { isFavorite: true } });
    expect(starred.status).toBe(200);
    expect(((await starred.json()) as SavedTripItem).isFavorite).toBe(true);
  });
});

describe("sharing and trip feedback", () => {
  it("shares read-only without personal data, stops when turned off, and records day feedback and one editable review", async () => {
    const owner = createAgent(t, { ip: "198.51.100.71" });
    await owner.signUp("sharer@example.com", "itinerary-pass-1");
    const saved = (await (
      await owner.request("/api/itineraries", { json: { preferences, title: "Smith family trip" } })
    ).json()) as SavedItinerary;
    const share = (await (await owner.request(`/api/itineraries/${saved.id}/share`, { json: {} })).json()) as {
      shareToken: string;
      url: string;
    };
    expect(share.shareToken.length).toBeGreaterThanOrEqual(32);
    expect(share.url).toBe(`http://localhost:3000/shared/${share.shareToken}`);

    const shared = await t.app.request(`/api/shared/${share.shareToken}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get("x-robots-tag")).toContain("noindex");
    const body = await shared.text();
    expect(body).not.toContain("Smith family trip");
    expect(body).not.toContain("sharer@example.com");

    const other = createAgent(t, { ip: "198.51.100.72" });
    await other.signUp("stranger@example.com", "itinerary-pass-1");
    expect((await other.request(`/api/itineraries/${saved.id}/share`, { method: "DELETE" })).status).toBe(404);

    expect((await owner.request(`/api/itineraries/${saved.id}/share`, { method: "DELETE" })).status).toBe(200);
    expect((await t.app.request(`/api/shared/${share.shareToken}`)).status).toBe(404);

    const day = (await (
      await owner.request(`/api/itineraries/${saved.id}/days/1/feedback`, {
        method: "PUT",
        json: { tripDate: "2026-12-24", completionFeedback: "  Loved it  " },
      })
    ).json()) as { days: Record<string, { completionFeedback: string; tripDate: string }> };
    expect(day.days["1"]).toMatchObject({ completionFeedback: "Loved it", tripDate: "2026-12-24" });
    expect(
      (await owner.request(`/api/itineraries/${saved.id}/days/9/feedback`, { method: "PUT", json: {} })).status,
    ).toBe(404);
    expect(
      (
        await errorOf(
          await owner.request(`/api/itineraries/${saved.id}/days/0/feedback`, {
            method: "PUT",
            json: { tripDate: "24/12" },
          }),
        )
      ).fields,
    ).toEqual({ tripDate: "Use a date like 2026-12-24" });

    const review = (await (
      await owner.request(`/api/itineraries/${saved.id}/review`, {
        method: "PUT",
        json: { overallRating: 4, wouldRecommend: true },
      })
    ).json()) as { review: Record<string, unknown> };
    expect(review.review).toMatchObject({ overallRating: 4, alohabotRating: null, wouldRecommend: true });
    const edited = (await (
      await owner.request(`/api/itineraries/${saved.id}/review`, {
        method: "PUT",
        json: { overallRating: 5, alohabotRating: 5, feedbackText: " Mahalo " },
      })
    ).json()) as { review: Record<string, unknown> };
    expect(edited.review).toMatchObject({
      overallRating: 5,
      alohabotRating: 5,
      feedbackText: "Mahalo",
      wouldRecommend: null,
    });
    expect(
      (
        await errorOf(
          await owner.request(`/api/itineraries/${saved.id}/review`, { method: "PUT", json: { overallRating: 0 } }),
        )
      ).fields,
    ).toEqual({ overallRating: "Choose an overall rating from 1 to 5" });
    expect(
      (await other.request(`/api/itineraries/${saved.id}/review`, { method: "PUT", json: { overallRating: 1 } }))
        .status,
    ).toBe(404);
  });
});
