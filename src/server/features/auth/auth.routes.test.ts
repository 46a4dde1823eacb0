import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAttempts } from "@/server/db/schema/activity";
import { userRoles, userSessions, users } from "@/server/db/schema/auth";
import { profiles } from "@/server/db/schema/profiles";
import { AUTH } from "@/shared/messages/auth";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";

let t: TestApp;
const PASSWORD = "hula-hoop-2026";

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function profileOf(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user!.id));
  const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, user!.id));
  return { user: user!, profile: profile!, roles };
}

describe("sign-up", () => {
  it("creates the user, a profile and a session", async () => {
    const agent = createAgent(t);
    const res = await agent.signUp("Nalu@Example.com", PASSWORD);
    expect(res.status).toBe(200);
    const me = await agent.me();
    expect(me.user).toMatchObject({ email: "nalu@example.com", hasPaid: false, isAdmin: false });
    const { profile } = await profileOf("nalu@example.com");
    expect(profile.hasPaid).toBe(false);
  });

  it("ignores attempts to set paid status, a role or deactivation at sign-up", async () => {
    const agent = createAgent(t);
    const res = await agent.signUp("sneaky@example.com", PASSWORD, {
      hasPaid: true,
      has_paid: true,
      role: "admin",
      roles: ["admin"],
      isAdmin: true,
      deactivated: true,
      emailVerified: true,
    });
    expect(res.status).toBe(200);
    const { profile, roles, user } = await profileOf("sneaky@example.com");
    expect(profile.hasPaid).toBe(false);
    expect(profile.deactivated).toBe(false);
    expect(roles).toEqual([]);
    expect(user.emailVerified).toBe(false);
    expect((await agent.me()).user).toMatchObject({ hasPaid: false, isAdmin: false });
  });

  it("ignores the same fields on update-user", async () => {
    const agent = createAgent(t);
    await agent.signUp("updater@example.com", PASSWORD);
    const res = await agent.request("/api/auth/update-user", {
      json: { name: "Updater", hasPaid: true, has_paid: true, role: "admin", deactivated: true, emailVerified: true },
    });
    expect(res.status).toBeLessThan(500);
    const { profile, roles, user } = await profileOf("updater@example.com");
    expect(profile.hasPaid).toBe(false);
    expect(profile.deactivated).toBe(false);
    expect(roles).toEqual([]);
    expect(user.emailVerified).toBe(false);
  });

  it("refuses a password under 8 characters with the spec's message", async () => {
    const res = await createAgent(t).signUp("short@example.com", "1234567");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "password_too_short", message: AUTH.validation.passwordTooShort },
    });
  });

  it("refuses a second account for the same e-mail", async () => {
    const res = await createAgent(t).signUp("NALU@example.com", PASSWORD);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await errorOf(res)).message).toBe(AUTH.errors.userExists);
  });
});

describe("sign-in", () => {
  it("answers a wrong password and an unknown e-mail with the same spec message", async () => {
    const agent = createAgent(t, { ip: "198.51.100.1" });
    await agent.signUp("kai@example.com", PASSWORD);
    for (const [email, password] of [
      ["kai@example.com", "wrong-password"],
      ["nobody@example.com", PASSWORD],
    ] as const) {
      const res = await createAgent(t, { ip: "198.51.100.1" }).signIn(email, password);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: "invalid_email_or_password", message: AUTH.errors.invalidCredentials },
      });
    }
  });

  it("signs in with the right password and signs out", async () => {
    const agent = createAgent(t);
    expect((await agent.signIn("kai@example.com", PASSWORD)).status).toBe(200);
    expect((await agent.me()).user).toMatchObject({ email: "kai@example.com" });
    expect((await agent.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
    expect((await agent.me()).user).toBeNull();
  });
});

describe("lockout", () => {
  it("locks an e-mail on one client after 5 failures in 15 minutes, shows the minutes rounded up, and ends after 15 minutes", async () => {
    const email = "locked@example.com";
    await createAgent(t).signUp(email, PASSWORD);
    const start = t.clock.now();
    const ip = "192.0.2.1";
    for (let i = 0; i < 5; i++) {
      t.clock.advance(60_000);
      expect((await createAgent(t, { ip }).signIn(email, "bad-password")).status).toBe(401);
    }
    // Even the right password is refused while locked, on that client (lockout.test.ts covers the rest).
    let res = await createAgent(t, { ip }).signIn(email, PASSWORD);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: { code: "account_locked", message: AUTH.errors.locked(15) } });

    t.clock.advance(7 * 60_000 + 30_000);
    res = await createAgent(t, { ip }).signIn(email, PASSWORD);
    expect((await errorOf(res)).message).toBe(AUTH.errors.locked(8));

    t.clock.set(new Date(start.getTime() + 5 * 60_000 + 15 * 60_000));
    res = await createAgent(t, { ip }).signIn(email, PASSWORD);
    expect(res.status).toBe(200);
  });

  it("does not lock for 5 failures spread over more than 15 minutes", async () => {
    const email = "spread@example.com";
    await createAgent(t).signUp(email, PASSWORD);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(4 * 60_000);
      await createAgent(t, { ip: "192.0.2.100" }).signIn(email, "bad-password");
    }
    expect((await createAgent(t, { ip: "192.0.2.100" }).signIn(email, PASSWORD)).status).toBe(200);
  });
});

describe("IP throttling", () => {
  it("throttles one address that fails against many accounts; a forged X-Forwarded-For does not help", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 20; i++) {
      await createAgent(t, { ip }).signIn(`spray${i}@example.com`, "guess-password");
    }
    const forged = await createAgent(t, { ip }).request("/api/auth/sign-in/email", {
      json: { email: "kai@example.com", password: PASSWORD },
      headers: { "x-forwarded-for": "1.2.3.4" },
    });
    expect(forged.status).toBe(429);
    expect(await errorOf(forged)).toEqual({ code: "too_many_attempts", message: AUTH.errors.ipThrottled });
    // Another address is unaffected.
    expect((await createAgent(t, { ip: "203.0.113.78" }).signIn("kai@example.com", PASSWORD)).status).toBe(200);
  });

  it("uses X-Forwarded-For only when the peer is a trusted proxy", async () => {
    const proxied = await createTestApp({ env: { TRUSTED_PROXIES: "10.0.0.1" } });
    try {
      await createAgent(proxied, { ip: "10.0.0.1" }).request("/api/auth/sign-in/email", {
        json: { email: "x@example.com", password: "whatever-1" },
        headers: { "x-forwarded-for": "198.51.100.200" },
      });
      await createAgent(proxied, { ip: "10.0.0.9" }).request("/api/auth/sign-in/email", {
        json: { email: "x@example.com", password: "whatever-2" },
        headers: { "x-forwarded-for": "198.51.100.201" },
      });
      const rows = await proxied.database.db.select({ ip: loginAttempts.ipAddress }).from(loginAttempts);
      expect(rows.map((row) => row.ip)).toEqual(["198.51.100.200", "10.0.0.9"]);
    } finally {
      await proxied.close();
    }
  });
});

describe("login attempt log", () => {
  it("records e-mail, success, provider, reason, IP and user agent, never the password", async () => {
    const rows = await t.database.db
      .select()
      .from(loginAttempts)
      .where(sql`lower(${loginAttempts.email}) = 'kai@example.com'`);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          provider: "email_signup",
          success: true,
          ipAddress: "198.51.100.1",
          userAgent: "vitest-agent/1.0",
        }),
        expect.objectContaining({ provider: "email", success: false, reason: "INVALID_EMAIL_OR_PASSWORD" }),
        expect.objectContaining({ provider: "email", success: true, reason: null }),
      ]),
    );
    const everything = JSON.stringify(await t.database.db.select().from(loginAttempts));
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain("bad-password");
  });
});

describe("deactivated accounts", () => {
  it("cannot sign in, and lose the sessions they have", async () => {
    const email = "gone@example.com";
    const agent = createAgent(t);
    await agent.signUp(email, PASSWORD);
    expect((await agent.me()).user).not.toBeNull();
    const { user } = await profileOf(email);
    await t.database.db.update(profiles).set({ deactivated: true }).where(eq(profiles.userId, user.id));

    expect((await agent.me()).user).toBeNull();
    const sessions = await t.database.db.select().from(userSessions).where(eq(userSessions.userId, user.id));
    expect(sessions).toEqual([]);

    const res = await createAgent(t).signIn(email, PASSWORD);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "account_deactivated", message: AUTH.errors.deactivated } });
  });
});

describe("sessions", () => {
  it("are httpOnly, SameSite=Lax cookies", async () => {
    const res = await createAgent(t).signIn("kai@example.com", PASSWORD);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("end after the absolute lifetime even when active", async () => {
    const agent = createAgent(t);
    await agent.signIn("kai@example.com", PASSWORD);
    expect((await agent.me()).user).not.toBeNull();
    t.clock.advance(31 * 24 * 60 * 60_000);
    expect((await agent.me()).user).toBeNull();
    t.clock.advance(-31 * 24 * 60 * 60_000);
  });
});

describe("changing the password", () => {
  it("ends every other session even when the client asks to keep them", async () => {
    const email = "changer@example.com";
    const phone = createAgent(t, { ip: "198.51.100.81" });
    await phone.signUp(email, PASSWORD);
    const laptop = createAgent(t, { ip: "198.51.100.82" });
    expect((await laptop.signIn(email, PASSWORD)).status).toBe(200);
    const res = await phone.request("/api/auth/change-password", {
      json: { currentPassword: PASSWORD, newPassword: "changed-password-2", revokeOtherSessions: false },
    });
    expect(res.status).toBe(200);
    expect((await laptop.me()).user).toBeNull();
    expect((await phone.me()).user).toMatchObject({ email });
  });
});

describe("cross-origin protection", () => {
  const routes = [
    "/api/auth/sign-up/email",
    "/api/auth/sign-in/email",
    "/api/auth/sign-out",
    "/api/auth/request-password-reset",
    "/api/auth/reset-password",
    "/api/auth/update-user",
    "/api/auth/change-password",
    "/api/auth/sign-in/social",
    "/api/me/consent",
  ];
  it.each(routes)("refuses a cross-origin POST to %s", async (path) => {
    const agent = createAgent(t);
    await agent.signIn("kai@example.com", PASSWORD);
    const res = await agent.request(path, {
      json: { email: "kai@example.com", password: PASSWORD },
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe("forbidden_origin");
  });

  it("refuses a cross-site request identified by Sec-Fetch-Site", async () => {
    const res = await createAgent(t).request("/api/me/consent", {
      json: { consent: true },
      origin: null,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
  });

  it("requires JSON bodies on the app's own routes", async () => {
    const agent = createAgent(t);
    await agent.signIn("kai@example.com", PASSWORD);
    const res = await agent.request("/api/me/consent", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      json: undefined,
    });
    expect([400, 415]).toContain(res.status);
    const form = await t.app.request(
      "/api/me/consent",
      {
        method: "POST",
        headers: { origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded" },
        body: "consent=true",
      },
      { incoming: { socket: { remoteAddress: "203.0.113.10" } } },
    );
    expect(form.status).toBe(415);
  });
});

describe("consent", () => {
  it("writes both acceptance flags, timestamps, versions and the referral source", async () => {
    const agent = createAgent(t);
    await agent.signUp("consent@example.com", PASSWORD);
    const res = await agent.request("/api/me/consent", { json: { consent: true, referralSource: "instagram" } });
    expect(res.status).toBe(200);
    const { profile } = await profileOf("consent@example.com");
    expect(profile).toMatchObject({
      termsAccepted: true,
      privacyAccepted: true,
      termsVersionAccepted: "2025-08-11|0",
      privacyVersionAccepted: "2025-08-11|0",
      referralSource: "instagram",
    });
    expect(profile.consentTimestamp).toBeInstanceOf(Date);
    expect((await agent.me()).user).toMatchObject({ termsAccepted: true });
  });

  it("rejects an unknown referral source and a missing consent with field messages", async () => {
    const agent = createAgent(t);
    await agent.signIn("consent@example.com", PASSWORD);
    const res = await agent.request("/api/me/consent", { json: { consent: false, referralSource: "tiktok" } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      consent: AUTH.validation.consentRequired,
      referralSource: AUTH.validation.referralRequired,
    });
  });

  it("needs a session", async () => {
    const res = await createAgent(t).request("/api/me/consent", { json: { consent: true } });
    expect(res.status).toBe(401);
  });
});

describe("admin status", () => {
  it("comes from the user_roles table", async () => {
    const agent = createAgent(t);
    await agent.signUp("boss@example.com", PASSWORD);
    expect((await agent.me()).user).toMatchObject({ isAdmin: false });
    const { user } = await profileOf("boss@example.com");
    await t.database.db.insert(userRoles).values({ userId: user.id, role: "admin" });
    expect((await agent.me()).user).toMatchObject({ isAdmin: true, isSuperAdmin: false });
  });
});
