import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH } from "@/shared/messages/auth";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { REQUIRE_EMAIL_CONFIRMATION: "true" } });
});
afterAll(async () => {
  await t.close();
});

describe("with REQUIRE_EMAIL_CONFIRMATION", () => {
  it("sends a confirmation link, refuses sign-in until it is followed, then signs in", async () => {
    const agent = createAgent(t);
    const res = await agent.signUp("confirm.me@example.com", "lanai-sunrise-1");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token: string | null }).token).toBeNull();
    expect((await agent.me()).user).toBeNull();

    const message = t.email.sent.at(-1)!;
    expect(message.to).toBe("confirm.me@example.com");
    expect(message.subject).toBe("Confirm your AlohaBot account");

    const early = await createAgent(t).signIn("confirm.me@example.com", "lanai-sunrise-1");
    expect(early.status).toBe(403);
    expect((await errorOf(early)).message).toBe(AUTH.errors.emailNotConfirmed);

    const link = new URL(message.link!);
    const follow = await createAgent(t).request(link.pathname + link.search);
    expect(follow.status).toBe(302);

    expect((await createAgent(t).signIn("confirm.me@example.com", "lanai-sunrise-1")).status).toBe(200);
  });
});
