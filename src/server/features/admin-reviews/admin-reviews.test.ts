import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLogs } from "@/server/db/schema/admin";
import { reviews } from "@/server/db/schema/content";
import { ADMIN_REVIEWS } from "@/shared/messages/admin-curation";
import type { AdminReview, AdminReviewsResponse } from "@/shared/schemas/admin-reviews";
import type { PublicReview } from "@/shared/schemas/public-content";
import { createAdminAgent, createUserAgent } from "../../../../tests/setup/admin";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdminAgent(t, "moderator@example.com");
});
afterAll(async () => {
  await t.close();
});

const list = async (query = "") =>
  (await (await admin.agent.request(`/api/admin/reviews${query}`)).json()) as AdminReviewsResponse;
const create = (json: unknown) => {
  t.clock.advance(60_000); // distinct creation times for the date sorts
  return admin.agent.request("/api/admin/reviews", { json });
};
const publicReviews = async () =>
  (await (await createAgent(t).request("/api/public/reviews")).json()) as PublicReview[];
const audit = (id: string) =>
  t.database.db
    .select()
    .from(adminAuditLogs)
    .where(and(eq(adminAuditLogs.targetType, "review"), eq(adminAuditLogs.targetId, id)));

describe("Manage Reviews", () => {
  it("counts '0' average with no reviews, then applies the spec's defaults to a new review", async () => {
    expect((await list()).counters).toEqual({ all: 0, active: 0, pending: 0, customer: 0, avgRating: "0" });
    const first = (await (await create({ reviewerName: " Leilani ", reviewText: "Great tips" })).json()) as AdminReview;
    expect(first).toMatchObject({ reviewerName: "Leilani", starRating: 5, isActive: true, displayOrder: 0 });
    const second = (await (
      await create({ reviewerName: "Bo", reviewText: "Ok", starRating: 2 })
    ).json()) as AdminReview;
    // The default display order equals the current count.
    expect(second.displayOrder).toBe(1);
    expect((await audit(first.id))[0]).toMatchObject({ action: "review.create", actorEmail: "moderator@example.com" });
  });

  it("names every invalid field with the form's messages", async () => {
    const res = await create({ reviewerName: "", reviewText: "  ", starRating: 6, displayOrder: -1 });
    expect(res.status).toBe(400);
    const { fields } = await errorOf(res);
    expect(fields).toMatchObject({
      reviewerName: ADMIN_REVIEWS.validation.nameRequired,
      reviewText: ADMIN_REVIEWS.validation.textRequired,
      starRating: ADMIN_REVIEWS.validation.rating,
      displayOrder: ADMIN_REVIEWS.validation.order,
    });
    const zero = await create({ reviewerName: "A", reviewText: "B", starRating: 0 });
    expect((await errorOf(zero)).fields?.starRating).toBe(ADMIN_REVIEWS.validation.rating);
  });

  it("publishes a visitor's submitted review: the landing page's next request shows it", async () => {
    const visitor = createAgent(t, { ip: "203.0.113.77" });
    const submitted = await visitor.request("/api/reviews", {
      json: { reviewerName: "Kai Visitor", reviewText: "The concierge found us a quiet beach.", starRating: 4 },
    });
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: string };
    expect((await publicReviews()).some((r) => r.id === id)).toBe(false);
    const pending = await list();
    expect(pending.counters).toMatchObject({ pending: 1, customer: 1 });
    expect(pending.items.find((r) => r.id === id)).toMatchObject({ submittedByUser: true, isActive: false });

    const res = await admin.agent.request(`/api/admin/reviews/${id}/active`, { json: { isActive: true } });
    expect(res.status).toBe(200);
    expect((await publicReviews()).some((r) => r.id === id && r.reviewerName === "Kai Visitor")).toBe(true);
    expect((await audit(id)).map((row) => row.action)).toEqual(["review.activate"]);

    await admin.agent.request(`/api/admin/reviews/${id}/active`, { json: { isActive: false } });
    expect((await publicReviews()).some((r) => r.id === id)).toBe(false);
  });

  it("searches by reviewer name and sorts by the six keys", async () => {
    await create({ reviewerName: "Zed", reviewText: "Z", starRating: 3 });
    const names = async (sort: string) => (await list(`?sort=${sort}`)).items.map((r) => r.reviewerName);
    expect((await list("?q=lei")).items.map((r) => r.reviewerName)).toEqual(["Leilani"]);
    expect((await list("?q=%25")).total).toBe(0); // a wildcard is searched for literally
    expect(await names("name_asc")).toEqual(["Bo", "Kai Visitor", "Leilani", "Zed"]);
    expect(await names("name_desc")).toEqual(["Zed", "Leilani", "Kai Visitor", "Bo"]);
    expect((await names("rating_high"))[0]).toBe("Leilani");
    expect((await names("rating_low"))[0]).toBe("Bo");
    expect((await names("newest"))[0]).toBe("Zed");
    // (Kai Visitor's row was stamped by the database's clock, not the test clock, so only the ends are compared.)
    expect((await names("oldest"))[0]).toBe("Leilani");
    expect((await admin.agent.request("/api/admin/reviews?sort=stars")).status).toBe(400);
    expect((await list()).counters.avgRating).toBe(((5 + 2 + 4 + 3) / 4).toFixed(1));
  });

  it("edits and deletes with an audit row each; unknown ids are 404", async () => {
    const [zed] = (await list("?q=Zed")).items;
    const edited = await admin.agent.request(`/api/admin/reviews/${zed!.id}`, {
      method: "PUT",
      json: { reviewerName: "Zed K", reviewText: "Better", starRating: 4, displayOrder: 9, isActive: false },
    });
    expect(await edited.json()).toMatchObject({ reviewerName: "Zed K", displayOrder: 9, isActive: false });
    expect((await admin.agent.request(`/api/admin/reviews/${zed!.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await audit(zed!.id)).map((row) => row.action).sort()).toEqual([
      "review.create",
      "review.delete",
      "review.update",
    ]);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await admin.agent.request(`/api/admin/reviews/${missing}`, { method: "DELETE" })).status).toBe(404);
  });

  it("bulk activates, deactivates and deletes", async () => {
    const ids = (await list()).items.map((r) => r.id);
    const on = await admin.agent.request("/api/admin/reviews/bulk", { json: { ids, action: "activate" } });
    expect(await on.json()).toEqual({ affected: ids.length });
    expect((await list()).counters.pending).toBe(0);
    await admin.agent.request("/api/admin/reviews/bulk", { json: { ids, action: "deactivate" } });
    expect((await publicReviews()).length).toBe(0);
    await admin.agent.request("/api/admin/reviews/bulk", { json: { ids: ids.slice(0, 2), action: "delete" } });
    expect((await list()).total).toBe(ids.length - 2);
    const rows = await t.database.db
      .select()
      .from(adminAuditLogs)
      .where(eq(adminAuditLogs.action, "review.bulk_delete"));
    expect(rows).toHaveLength(2);
    const bad = await admin.agent.request("/api/admin/reviews/bulk", { json: { ids: [], action: "archive" } });
    expect(Object.keys((await errorOf(bad)).fields ?? {})).toEqual(expect.arrayContaining(["ids", "action"]));
  });

  it("is for admins only", async () => {
    const user = await createUserAgent(t, "curious@example.com");
    expect((await user.agent.request("/api/admin/reviews")).status).toBe(403);
    const [row] = await t.database.db.select().from(reviews).limit(1);
    expect((await user.agent.request(`/api/admin/reviews/${row!.id}`, { method: "DELETE" })).status).toBe(403);
  });
});
