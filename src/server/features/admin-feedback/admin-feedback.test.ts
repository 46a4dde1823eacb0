import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLogs } from "@/server/db/schema/admin";
import { dayFeedback, tripFeedback } from "@/server/db/schema/feedback";
import type { AdminFeedbackStats, DayFeedbackList, TripFeedbackList } from "@/shared/schemas/admin-feedback";
import { DAY_FEEDBACK_CSV_COLUMNS, TRIP_FEEDBACK_CSV_COLUMNS } from "@/shared/schemas/admin-feedback";
import { createAdminAgent, createUserAgent } from "../../../../tests/setup/admin";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { neutraliseCell } from "./admin-feedback.service";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdminAgent>>;
const INJECTION = '=HYPERLINK("http://evil.example","click")';
beforeAll(async () => {
  t = await createTestApp();
  // 05:00 UTC on the 21st is still the 20th in Hawaii (UTC-10): the file names use Hawaii's day.
  t.clock.set(new Date("2026-11-21T05:00:00.000Z"));
  admin = await createAdminAgent(t, "ops@example.com");
  const ana = await createUserAgent(t, "ana@example.com");
  const ben = await createUserAgent(t, "ben@example.com");
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));
  await t.database.db.insert(tripFeedback).values([
    {
      userId: ana.userId,
      overallRating: 5,
      alohabotRating: 4,
      feedbackText: "Loved it",
      wouldRecommend: true,
      createdAt: at(1),
    },
    {
      userId: ben.userId,
      overallRating: 4,
      alohabotRating: null,
      feedbackText: INJECTION,
      wouldRecommend: false,
      createdAt: at(2),
    },
    {
      userId: ana.userId,
      overallRating: 2,
      alohabotRating: 1,
      feedbackText: 'meh, "quoted"\nsecond line',
      wouldRecommend: null,
      createdAt: at(3),
    },
    {
      userId: ben.userId,
      overallRating: 5,
      alohabotRating: 5,
      feedbackText: "+1 great",
      wouldRecommend: true,
      createdAt: at(4),
    },
  ]);
  await t.database.db.insert(dayFeedback).values([
    {
      userId: ana.userId,
      dayTitle: "Day 1: North Shore",
      tripDate: "2026-11-10",
      completionFeedback: "-2+3",
      completedAt: at(5),
    },
    { userId: ben.userId, dayTitle: "@Day 2", tripDate: null, completionFeedback: null, completedAt: at(6) },
  ]);
});
afterAll(async () => {
  await t.close();
});

async function json<T>(path: string): Promise<T> {
  const res = await admin.agent.request(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe("User Feedback figures", () => {
  it("computes both star cards on the seeded fixture", async () => {
    const stats = await json<AdminFeedbackStats>("/api/admin/feedback/stats");
    expect(stats.tripReviewCount).toBe(4);
    expect(stats.dayFeedbackCount).toBe(2);
    // Trip ratings 5, 4, 2, 5.
    expect(stats.tripRatings.averageRating).toBe(4);
    expect(stats.tripRatings.totalRatings).toBe(4);
    expect(stats.tripRatings.distribution).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 1, percent: 25 },
      { stars: 1, count: 0, percent: 0 },
    ]);
    // Assistant ratings 4, (none), 1, 5: the review without one is not counted.
    expect(stats.assistantRatings.totalRatings).toBe(3);
    expect(stats.assistantRatings.averageRating).toBe(3.3);
    expect(stats.assistantRatings.distribution.map((d) => [d.stars, d.count, d.percent])).toEqual([
      [5, 1, 33.3],
      [4, 1, 33.3],
      [3, 0, 0],
      [2, 0, 0],
      [1, 1, 33.3],
    ]);
  });

  it("lists trip reviews and day feedback newest first with e-mails, searchable by e-mail", async () => {
    const trips = await json<TripFeedbackList>("/api/admin/feedback/trips?pageSize=10");
    expect(trips.total).toBe(4);
    expect(trips.items.map((i) => i.overallRating)).toEqual([5, 2, 4, 5]);
    expect(trips.items[0]).toMatchObject({ userEmail: "ben@example.com", wouldRecommend: true });
    const anas = await json<TripFeedbackList>("/api/admin/feedback/trips?q=ana%40");
    expect(anas.total).toBe(2);
    const days = await json<DayFeedbackList>("/api/admin/feedback/days");
    expect(days.items.map((d) => d.dayTitle)).toEqual(["@Day 2", "Day 1: North Shore"]);
    expect(days.items[1]).toMatchObject({ tripDate: "2026-11-10", userEmail: "ana@example.com" });
  });

  it("with no feedback at all, answers empty cards rather than invented figures", async () => {
    const empty = await createTestApp();
    const boss = await createAdminAgent(empty, "boss@example.com");
    const stats = (await (await boss.agent.request("/api/admin/feedback/stats")).json()) as AdminFeedbackStats;
    expect(stats.tripRatings).toMatchObject({ averageRating: null, totalRatings: 0 });
    expect(stats.assistantRatings.distribution.every((d) => d.count === 0 && d.percent === 0)).toBe(true);
    await empty.close();
  });

  it("refuses a bad list parameter with the field named", async () => {
    const res = await admin.agent.request("/api/admin/feedback/trips?pageSize=7");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      "pageSize",
    );
  });
});

describe("CSV exports", () => {
  it("neutralises spreadsheet formulas", () => {
    expect(neutraliseCell("=1+1")).toBe("'=1+1");
    expect(neutraliseCell("+1")).toBe("'+1");
    expect(neutraliseCell("-1")).toBe("'-1");
    expect(neutraliseCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutraliseCell("\tx")).toBe("'\tx");
    expect(neutraliseCell("plain = text")).toBe("plain = text");
  });

  it("exports every trip review with the spec's name and columns, quoted and neutralised, and audits it", async () => {
    const res = await admin.agent.request("/api/admin/feedback/trips/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="trip-feedback-2026-11-20.csv"');
    const rows = parse(await res.text()) as string[][];
    expect(rows[0]).toEqual([...TRIP_FEEDBACK_CSV_COLUMNS]);
    expect(rows).toHaveLength(5);
    expect(rows[1]).toEqual(["5", "5", "'+1 great", "Yes", "2026-11-04T12:00:00.000Z", "ben@example.com"]);
    expect(rows[2]).toEqual([
      "2",
      "1",
      'meh, "quoted"\nsecond line',
      "No Answer",
      "2026-11-03T12:00:00.000Z",
      "ana@example.com",
    ]);
    expect(rows[3]).toEqual(["4", "", `'${INJECTION}`, "No", "2026-11-02T12:00:00.000Z", "ben@example.com"]);

    const audit = await t.database.db.select().from(adminAuditLogs).where(eq(adminAuditLogs.action, "feedback.export"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: "ops@example.com",
      targetType: "feedback_export",
      targetId: "trip",
      after: { fileName: "trip-feedback-2026-11-20.csv", rows: 4, q: "" },
    });
  });

  it("exports the filtered day feedback with its columns", async () => {
    const res = await admin.agent.request("/api/admin/feedback/days/export?q=ana%40example.com");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="day-feedback-2026-11-20.csv"');
    const rows = parse(await res.text()) as string[][];
    expect(rows).toEqual([
      [...DAY_FEEDBACK_CSV_COLUMNS],
      ["Day 1: North Shore", "2026-11-10", "'-2+3", "2026-11-05T12:00:00.000Z", "ana@example.com"],
    ]);
    const all = parse(await (await admin.agent.request("/api/admin/feedback/days/export")).text()) as string[][];
    expect(all[1]).toEqual(["'@Day 2", "", "", "2026-11-06T12:00:00.000Z", "ben@example.com"]);
    const audit = await t.database.db.select().from(adminAuditLogs).where(eq(adminAuditLogs.targetId, "day"));
    expect(audit.map((a) => (a.after as { rows: number }).rows).sort()).toEqual([1, 2]);
  });
});
