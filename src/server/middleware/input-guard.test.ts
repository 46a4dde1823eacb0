import { afterAll, beforeAll, describe, expect, it } from "vitest";

const CONTROL_CHARACTER_MESSAGE = "Must not contain control characters";

import { createAgent, errorOf } from "../../../tests/setup/agent";
import { createPaidAgent } from "../../../tests/setup/factories";
import { seedForTests, TEST_PREFERENCES } from "../../../tests/setup/seed";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
let itineraryId: string;
let savedItemId: string;
let user: Awaited<ReturnType<typeof createPaidAgent>>["agent"];

const preferences = TEST_PREFERENCES;

beforeAll(async () => {
  t = await createTestApp();
  await seedForTests(t.database.db);
  ({ agent: user } = await createPaidAgent(t, "inputs@example.com"));
  itineraryId = ((await (await user.request("/api/itineraries", { json: { preferences } })).json()) as { id: string })
    .id;
  const reply = (await (await user.request("/api/chat", { json: { message: "Best snorkeling?" } })).json()) as {
    message: { id: string };
  };
  await user.request(`/api/chat/messages/${reply.message.id}/save`, { json: { category: "beaches" } });
  const list = (await (await user.request("/api/trip/saved")).json()) as { items: { id: string }[] };
  savedItemId = list.items[0]!.id;
});
afterAll(async () => {
  await t.close();
});

const NUL = "\u0000";

type Case = { name: string; path: string; method?: string; json?: Record<string, unknown>; field: string };

function cases(): Case[] {
  return [
    {
      name: "sign-in e-mail",
      path: "/api/auth/sign-in/email",
      json: { email: `a${NUL}@x.com`, password: "whatever-1" },
      field: "email",
    },
    {
      name: "sign-in password",
      path: "/api/auth/sign-in/email",
      json: { email: "a@x.com", password: `pass${NUL}word` },
      field: "password",
    },
    {
      name: "sign-up e-mail",
      path: "/api/auth/sign-up/email",
      json: { email: `b${NUL}@x.com`, password: "whatever-12" },
      field: "email",
    },
    {
      name: "sign-up password",
      path: "/api/auth/sign-up/email",
      json: { email: "b@x.com", password: `whatever${NUL}12` },
      field: "password",
    },
    {
      name: "sign-up name",
      path: "/api/auth/sign-up/email",
      json: { email: "b@x.com", password: "whatever-12", name: `x${NUL}` },
      field: "name",
    },
    {
      name: "reset e-mail",
      path: "/api/auth/request-password-reset",
      json: { email: `c${NUL}@x.com` },
      field: "email",
    },
    {
      name: "reset redirect",
      path: "/api/auth/request-password-reset",
      json: { email: "c@x.com", redirectTo: `/auth${NUL}` },
      field: "redirectTo",
    },
    {
      name: "new password token",
      path: "/api/auth/reset-password",
      json: { token: `t${NUL}`, newPassword: "whatever-12" },
      field: "token",
    },
    {
      name: "new password",
      path: "/api/auth/reset-password",
      json: { token: "abc", newPassword: `what${NUL}ever-12` },
      field: "newPassword",
    },
    {
      name: "review name",
      path: "/api/reviews",
      json: { reviewerName: `N${NUL}`, reviewText: "Lovely", starRating: 5 },
      field: "reviewerName",
    },
    {
      name: "review text",
      path: "/api/reviews",
      json: { reviewerName: "N", reviewText: `Lo${NUL}vely`, starRating: 5 },
      field: "reviewText",
    },
    {
      name: "review honeypot",
      path: "/api/reviews",
      json: { reviewerName: "N", reviewText: "Lovely", starRating: 5, website: `\u0007` },
      field: "website",
    },
    { name: "client error", path: "/api/client-errors", json: { message: `boom${NUL}`, path: "/" }, field: "message" },
    {
      name: "places resolve",
      path: "/api/places/resolve",
      json: { recommendations: [{ name: `Hanalei${NUL}` }] },
      field: "recommendations.0.name",
    },
    { name: "places info", path: `/api/places/info?name=Hanalei%00`, method: "GET", field: "name" },
    { name: "itinerary title", path: "/api/itineraries", json: { preferences, title: `Trip${NUL}` }, field: "title" },
    {
      name: "itinerary dates",
      path: "/api/itineraries",
      json: { preferences: { ...preferences, dates: { start: `2027-01-01${NUL}`, end: null } } },
      field: "preferences.dates.start",
    },
    {
      name: "itinerary plan",
      path: "/api/itinerary",
      json: { preferences: { ...preferences, duration: `2 days${NUL}` } },
      field: "preferences.duration",
    },
    { name: "chat message", path: "/api/chat", json: { message: `hi${NUL}there` }, field: "message" },
    { name: "escape character", path: "/api/chat", json: { message: "hi\u001b[31m" }, field: "message" },
    { name: "C1 control", path: "/api/chat", json: { message: "hi\u0085" }, field: "message" },
    { name: "shared token", path: `/api/shared/abc%00def`, method: "GET", field: "path" },
  ];
}

describe("control characters", () => {
  it.each(cases())("$name answers 400 naming the field", async ({ path, method, json, field }) => {
    const agent = path.startsWith("/api/auth") || path.startsWith("/api/reviews") ? createAgent(t) : user;
    const res = await agent.request(path, { ...(method ? { method } : {}), ...(json ? { json } : {}) });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("validation_error");
    expect(error.fields?.[field]).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it("rejects them in the routes that take an id or a note", async () => {
    for (const [path, method, json, field] of [
      [`/api/itineraries/${itineraryId}`, "PATCH", { title: `x${NUL}` }, "title"],
      [
        `/api/itineraries/${itineraryId}/days/0/feedback`,
        "PUT",
        { completionFeedback: `x${NUL}` },
        "completionFeedback",
      ],
      [`/api/itineraries/${itineraryId}/review`, "PUT", { overallRating: 5, feedbackText: `x${NUL}` }, "feedbackText"],
      [`/api/trip/saved/${savedItemId}`, "PATCH", { note: `x${NUL}` }, "note"],
      ["/api/me/consent", "POST", { consent: true, referralSource: `x${NUL}` }, "referralSource"],
    ] as const) {
      const res = await user.request(path, { method, json });
      expect(res.status, path).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it("keeps line breaks and tabs in free text", async () => {
    const res = await createAgent(t, { ip: "198.51.100.90" }).request("/api/reviews", {
      json: { reviewerName: "Lani", reviewText: "Line one\nLine two\twith a tab", starRating: 5 },
    });
    expect(res.status).toBe(201);
  });
});

describe("length limits", () => {
  it("refuses over-long strings anywhere, naming the field", async () => {
    const long = "x".repeat(20_000);
    for (const [path, json, field] of [
      ["/api/auth/sign-in/email", { email: "a@x.com", password: long }, "password"],
      ["/api/auth/sign-up/email", { email: "a@x.com", password: "whatever-12", name: long }, "name"],
      ["/api/auth/request-password-reset", { email: "a@x.com", redirectTo: long }, "redirectTo"],
      [
        "/api/itineraries",
        { preferences: { ...preferences, dates: { start: long, end: null } } },
        "preferences.dates.start",
      ],
      ["/api/chat", { message: long }, "message"],
    ] as const) {
      const agent = path.startsWith("/api/auth") ? createAgent(t) : user;
      const res = await agent.request(path, { json });
      expect(res.status, path).toBe(400);
      expect((await errorOf(res)).fields?.[field], path).toBeTruthy();
    }
  });

  it("trip dates must be dates", async () => {
    const res = await user.request("/api/itineraries", {
      json: { preferences: { ...preferences, dates: { start: "next tuesday", end: null } } },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.["preferences.dates.start"]).toBeTruthy();
  });
});
