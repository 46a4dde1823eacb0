import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, errorOf } from "../../../tests/setup/agent";
import { createPaidAgent } from "../../../tests/setup/factories";
import { seedForTests, TEST_PREFERENCES } from "../../../tests/setup/seed";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { RATE_LIMITS } from "./rate-limit";

// Every costly or storage-consuming route has a limit kept in the database (docs/security.md).
let t: TestApp;
let confirming: TestApp;

const preferences = TEST_PREFERENCES;

beforeAll(async () => {
  t = await createTestApp();
  await seedForTests(t.database.db);
  confirming = await createTestApp({ env: { REQUIRE_EMAIL_CONFIRMATION: "true" } });
});
afterAll(async () => {
  await t.close();
  await confirming.close();
});

async function countUntilRefused(send: () => Promise<Response>, tries: number) {
  let accepted = 0;
  let refused: Response | null = null;
  for (let i = 0; i < tries; i++) {
    const res = await send();
    if (res.status === 429) {
      refused = res;
      break;
    }
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    accepted++;
  }
  return { accepted, refused };
}

describe("per-user limits", () => {
  it("saving itineraries", async () => {
    const { agent } = await createPaidAgent(t, "saver@example.com");
    const { accepted, refused } = await countUntilRefused(
      () => agent.request("/api/itineraries", { json: { preferences } }),
      RATE_LIMITS.itinerarySave.limit + 5,
    );
    expect(accepted).toBe(RATE_LIMITS.itinerarySave.limit);
    expect((await errorOf(refused!)).code).toBe("rate_limited");
    // An hour later it is allowed again.
    t.clock.advance(RATE_LIMITS.itinerarySave.windowMs);
    expect((await agent.request("/api/itineraries", { json: { preferences } })).status).toBe(201);
  });

  it("sharing itineraries and trip feedback", async () => {
    const { agent } = await createPaidAgent(t, "sharer@example.com");
    const saved = (await (await agent.request("/api/itineraries", { json: { preferences } })).json()) as { id: string };
    const share = await countUntilRefused(
      () => agent.request(`/api/itineraries/${saved.id}/share`, { method: "POST" }),
      RATE_LIMITS.itineraryShare.limit + 5,
    );
    expect(share.accepted).toBe(RATE_LIMITS.itineraryShare.limit);
    const feedback = await countUntilRefused(
      () =>
        agent.request(`/api/itineraries/${saved.id}/days/0/feedback`, {
          method: "PUT",
          json: { completionFeedback: "ok" },
        }),
      RATE_LIMITS.feedback.limit + 5,
    );
    expect(feedback.accepted).toBe(RATE_LIMITS.feedback.limit);
    expect(
      (await agent.request(`/api/itineraries/${saved.id}/review`, { method: "PUT", json: { overallRating: 5 } }))
        .status,
    ).toBe(429);
  });

  it("saving chat replies to My Trip", async () => {
    const { agent } = await createPaidAgent(t, "keeper@example.com");
    const reply = (await (await agent.request("/api/chat", { json: { message: "Best snorkeling?" } })).json()) as {
      message: { id: string };
    };
    const { accepted } = await countUntilRefused(async () => {
      const res = await agent.request(`/api/chat/messages/${reply.message.id}/save`, { json: { category: "beaches" } });
      // Saving the same reply again is a 409; the attempt still counts.
      return res.status === 409 ? new Response(null, { status: 200 }) : res;
    }, RATE_LIMITS.tripSave.limit + 5);
    expect(accepted).toBe(RATE_LIMITS.tripSave.limit);
  });
});

describe("e-mail limits", () => {
  it("a flood of verification e-mails reaches one inbox at most the per-recipient limit", async () => {
    await createAgent(confirming, { ip: "198.51.100.20" }).signUp("flooded@example.com", "flood-password-1");
    for (let i = 0; i < 12; i++) {
      await createAgent(confirming, { ip: `10.50.${i}.1` }).request("/api/auth/send-verification-email", {
        json: { email: "flooded@example.com", callbackURL: "/" },
      });
    }
    const sent = confirming.email.sent.filter((m) => m.to === "flooded@example.com");
    expect(sent.length).toBe(RATE_LIMITS.emailPerRecipient.limit);
  });

  it("one address asking for many verification e-mails is refused", async () => {
    const { accepted } = await countUntilRefused(
      () =>
        createAgent(confirming, { ip: "198.51.100.21" }).request("/api/auth/send-verification-email", {
          json: { email: `someone${Math.random()}@example.com`, callbackURL: "/" },
        }),
      RATE_LIMITS.emailRequestsPerAddress.limit + 5,
    );
    expect(accepted).toBe(RATE_LIMITS.emailRequestsPerAddress.limit);
  });

  it("reset e-mails are limited per recipient as well as per address", async () => {
    await createAgent(t, { ip: "198.51.100.22" }).signUp("reset-flood@example.com", "flood-password-1");
    const before = t.email.sent.length;
    for (let i = 0; i < 12; i++) {
      const res = await createAgent(t, { ip: `10.60.${i}.1` }).request("/api/auth/request-password-reset", {
        json: { email: "reset-flood@example.com", redirectTo: "/auth" },
      });
      // The answer never changes, so nobody learns whether a mail went out.
      expect(res.status).toBe(200);
    }
    expect(t.email.sent.slice(before).length).toBe(RATE_LIMITS.emailPerRecipient.limit);
  });
});
