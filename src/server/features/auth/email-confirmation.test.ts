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

  it("answers a sign-up for an existing address exactly as for a new one, and tells only the owner", async () => {
    await createAgent(t, { ip: "198.51.100.31" }).signUp("taken@example.com", "first-password-1");
    const fresh = await createAgent(t, { ip: "198.51.100.32" }).signUp("brand-new@example.com", "other-password-2");
    const again = createAgent(t, { ip: "198.51.100.33" });
    const duplicate = await again.signUp("taken@example.com", "other-password-2");

    expect(duplicate.status).toBe(fresh.status);
    const shape = (json: unknown) => {
      const body = json as { token: unknown; user: Record<string, unknown> };
      return {
        token: body.token,
        userKeys: Object.keys(body.user).sort(),
        emailVerified: body.user.emailVerified,
      };
    };
    expect(shape(await duplicate.json())).toEqual(shape(await fresh.json()));
    expect(duplicate.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    expect((await again.me()).user).toBeNull();

    const toOwner = t.email.sent.filter((m) => m.to === "taken@example.com");
    expect(toOwner.map((m) => m.subject)).toEqual(["Confirm your AlohaBot account", "Your AlohaBot account"]);
    expect(toOwner[1]!.text).not.toContain("token");
  });
});
