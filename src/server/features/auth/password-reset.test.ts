import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSmtpEmail } from "@/server/providers/email/smtp-email";
import { AUTH } from "@/shared/messages/auth";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

const OLD = "old-password-1";
const NEW = "new-password-2";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

/** Follows the e-mailed link like a browser: the server checks the token and redirects to /auth. */
async function followResetLink(agent: ReturnType<typeof createAgent>, link: string) {
  const url = new URL(link);
  const res = await agent.request(url.pathname + url.search);
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location") ?? "", "http://localhost:3000");
}

async function requestReset(agent: ReturnType<typeof createAgent>, email: string) {
  return agent.request("/api/auth/request-password-reset", { json: { email, redirectTo: "/auth?type=recovery" } });
}

describe("password reset", () => {
  it("sends a single-use link to /auth that sets a new password and revokes other sessions", async () => {
    const phone = createAgent(t);
    await phone.signUp("reset@example.com", OLD);
    const laptop = createAgent(t);
    await laptop.signIn("reset@example.com", OLD);

    const res = await requestReset(createAgent(t), "reset@example.com");
    expect(res.status).toBe(200);
    const message = t.email.sent.at(-1)!;
    expect(message.to).toBe("reset@example.com");
    expect(message.subject).toBe("Reset your AlohaBot password");

    const landing = await followResetLink(createAgent(t), linkIn(message.text));
    expect(landing.pathname).toBe("/auth");
    expect(landing.searchParams.get("type")).toBe("recovery");
    const token = landing.searchParams.get("token");
    expect(token).toBeTruthy();

    const done = await createAgent(t).request("/api/auth/reset-password", { json: { token, newPassword: NEW } });
    expect(done.status).toBe(200);

    // Single use.
    const again = await createAgent(t).request("/api/auth/reset-password", {
      json: { token, newPassword: "third-password-3" },
    });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toEqual({ code: "invalid_token", message: AUTH.errors.resetErrorDefault });

    // Old sessions are gone, the old password fails, the new one works.
    expect((await phone.me()).user).toBeNull();
    expect((await laptop.me()).user).toBeNull();
    expect((await createAgent(t).signIn("reset@example.com", OLD)).status).toBe(401);
    expect((await createAgent(t).signIn("reset@example.com", NEW)).status).toBe(200);
  });

  it("signs the visitor in with the new password's session; every earlier session stays revoked", async () => {
    const phone = createAgent(t);
    await phone.signUp("reset.session@example.com", OLD);
    await requestReset(createAgent(t), "reset.session@example.com");
    const browser = createAgent(t);
    const landing = await followResetLink(browser, linkIn(t.email.sent.at(-1)!.text));
    const token = landing.searchParams.get("token");

    const done = await browser.request("/api/auth/reset-password", { json: { token, newPassword: NEW } });
    expect(done.status).toBe(200);
    expect((await browser.me()).user).toMatchObject({ email: "reset.session@example.com" });
    expect((await phone.me()).user).toBeNull();

    // A failed reset signs nobody in.
    const stranger = createAgent(t);
    expect((await stranger.request("/api/auth/reset-password", { json: { token, newPassword: NEW } })).status).toBe(
      400,
    );
    expect((await stranger.me()).user).toBeNull();
  });

  it("expires the link after an hour", async () => {
    await createAgent(t).signUp("slow@example.com", OLD);
    await requestReset(createAgent(t), "slow@example.com");
    const link = linkIn(t.email.sent.at(-1)!.text);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61 * 60_000);
    const landing = await followResetLink(createAgent(t), link);
    expect(landing.searchParams.get("error")).toBe("INVALID_TOKEN");
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const before = t.email.sent.length;
    const known = await requestReset(createAgent(t, { ip: "198.51.100.33" }), "reset@example.com");
    const unknown = await requestReset(createAgent(t, { ip: "198.51.100.34" }), "stranger@example.com");
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(t.email.sent.length).toBe(before + 1);
  });

  it("refuses a weak new password", async () => {
    await createAgent(t).signUp("weak@example.com", OLD);
    await requestReset(createAgent(t), "weak@example.com");
    const landing = await followResetLink(createAgent(t), linkIn(t.email.sent.at(-1)!.text));
    const res = await createAgent(t).request("/api/auth/reset-password", {
      json: { token: landing.searchParams.get("token"), newPassword: "short" },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(AUTH.validation.passwordTooShort);
  });
});

describe("password reset through a real SMTP server", () => {
  it("delivers the e-mail and its link works", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.server.address() as { port: number }).port;
    const smtp = await createTestApp({
      email: createSmtpEmail(`smtp://127.0.0.1:${port}`, "AlohaBot <support@alohabot.local>"),
    });
    try {
      await createAgent(smtp).signUp("smtp@example.com", OLD);
      const res = await requestReset(createAgent(smtp), "smtp@example.com");
      expect(res.status).toBe(200);
      await vi.waitFor(() => expect(received.length).toBe(1), { timeout: 5000 });
      const raw = received[0]!.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      expect(raw).toContain("To: smtp@example.com");
      expect(raw).toContain("Subject: Reset your AlohaBot password");
      const landing = await followResetLink(
        createAgent(smtp),
        linkIn(
          raw
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join("\n"),
        ),
      );
      const token = landing.searchParams.get("token");
      expect(
        (await createAgent(smtp).request("/api/auth/reset-password", { json: { token, newPassword: NEW } })).status,
      ).toBe(200);
      expect((await createAgent(smtp).signIn("smtp@example.com", NEW)).status).toBe(200);
    } finally {
      await smtp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
