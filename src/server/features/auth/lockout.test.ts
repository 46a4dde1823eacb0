import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCKOUT_DURATION_MINUTES, LOCKOUT_MAX_FAILURES } from "@/shared/constants";
import { AUTH } from "@/shared/messages/auth";
import { createAgent, errorOf } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { ACCOUNT_BACKOFF_FREE_FAILURES, ACCOUNT_MAX_FAILURES_PER_HOUR } from "./sign-in-throttle.service";

let t: TestApp;
const PASSWORD = "lockout-password-1";
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let accounts = 0;
async function newAccount() {
  accounts++;
  const email = `lock${accounts}@example.com`;
  await createAgent(t, { ip: `198.19.${accounts}.1` }).signUp(email, PASSWORD);
  return email;
}

describe("per account and client lockout", () => {
  it("locks one client after 5 failures in 15 minutes while the owner elsewhere still signs in", async () => {
    const email = await newAccount();
    const attacker = createAgent(t, { ip: "192.0.2.66" });
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) {
      t.clock.advance(MINUTE);
      expect((await attacker.signIn(email, `guess-${i}-password`)).status).toBe(401);
    }
    const refused = await attacker.signIn(email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({ code: "account_locked", message: AUTH.errors.locked(15) });

    // The owner, from their own network, is not locked out by someone else's guesses.
    const owner = createAgent(t, { ip: "198.51.100.44" });
    expect((await owner.signIn(email, PASSWORD)).status).toBe(200);

    t.clock.advance(7 * MINUTE + 30_000);
    expect(await errorOf(await attacker.signIn(email, PASSWORD))).toEqual({
      code: "account_locked",
      message: AUTH.errors.locked(8),
    });
    t.clock.advance(8 * MINUTE);
    expect((await attacker.signIn(email, PASSWORD)).status).toBe(200);
  });

  it("lets the owner on their own device sign in even behind the attacker's address", async () => {
    const email = await newAccount();
    const sharedIp = "192.0.2.77";
    const owner = createAgent(t, { ip: sharedIp });
    expect((await owner.signIn(email, PASSWORD)).status).toBe(200);
    expect([...owner.jar.keys()]).toContain("alohabot_device");
    await owner.request("/api/auth/sign-out", { json: {} });

    const attacker = createAgent(t, { ip: sharedIp });
    for (let i = 0; i < LOCKOUT_MAX_FAILURES + 3; i++) await attacker.signIn(email, `wrong-${i}-password`);
    expect((await attacker.signIn(email, PASSWORD)).status).toBe(429);

    // The device cookie the owner earned gives their own count, so they still sign in.
    expect((await owner.signIn(email, PASSWORD)).status).toBe(200);
    // A forged device cookie is worth nothing.
    const forger = createAgent(t, { ip: sharedIp });
    forger.jar.set("alohabot_device", "forged.value");
    expect((await forger.signIn(email, PASSWORD)).status).toBe(429);
  });

  it("does not count attempts a limit refused, and the lock is not extended by them", async () => {
    const email = await newAccount();
    const attacker = createAgent(t, { ip: "192.0.2.88" });
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) await attacker.signIn(email, `wrong-${i}-password`);
    for (let i = 0; i < 20; i++) expect((await attacker.signIn(email, "still-wrong")).status).toBe(429);
    t.clock.advance(LOCKOUT_DURATION_MINUTES * MINUTE);
    expect((await attacker.signIn(email, PASSWORD)).status).toBe(200);
  });

  it("is not cleared by a password-reset request, a sign-up attempt or another client's success", async () => {
    const email = await newAccount();
    const attacker = createAgent(t, { ip: "192.0.2.99" });
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) await attacker.signIn(email, `wrong-${i}-password`);
    await attacker.request("/api/auth/request-password-reset", { json: { email, redirectTo: "/auth" } });
    await attacker.signUp(email, "another-password-9");
    expect((await createAgent(t, { ip: "198.51.100.45" }).signIn(email, PASSWORD)).status).toBe(200);
    // 51 guesses: every one refused, none reaching the password check.
    for (let i = 0; i < 51; i++) {
      if (i % 10 === 0) await attacker.request("/api/auth/request-password-reset", { json: { email } });
      expect((await attacker.signIn(email, `guess-${i}`)).status).toBe(429);
    }
    expect((await attacker.signIn(email, PASSWORD)).status).toBe(429);
  });

  it("a success clears only that client's count", async () => {
    const email = await newAccount();
    const a = createAgent(t, { ip: "192.0.2.101" });
    const b = createAgent(t, { ip: "192.0.2.102" });
    for (let i = 0; i < LOCKOUT_MAX_FAILURES - 1; i++) {
      await a.signIn(email, `wrong-${i}-password`);
      await b.signIn(email, `wrong-${i}-password`);
    }
    expect((await a.signIn(email, PASSWORD)).status).toBe(200);
    expect((await a.signIn(email, "wrong-again")).status).toBe(401);
    expect((await b.signIn(email, "wrong-last")).status).toBe(401);
    expect((await b.signIn(email, PASSWORD)).status).toBe(429);
    expect((await a.signIn(email, PASSWORD)).status).toBe(200);
  });
});

describe("account-wide back-off", () => {
  it("allows at most 100 failures an hour across all addresses, backing off after the first few", async () => {
    const email = await newAccount();
    let checks = 0;
    let refused = 0;
    // One attempt from a fresh address every 30 seconds for an hour: a distributed guesser.
    for (let i = 0; i < 120; i++) {
      const res = await createAgent(t, { ip: `10.${Math.floor(i / 200)}.${i % 200}.7` }).signIn(email, `spray-${i}`);
      if (res.status === 401) checks++;
      else {
        expect(res.status).toBe(429);
        expect((await errorOf(res)).code).toBe("account_locked");
        refused++;
      }
      t.clock.advance(30_000);
    }
    expect(checks).toBeGreaterThanOrEqual(ACCOUNT_BACKOFF_FREE_FAILURES);
    expect(checks).toBeLessThanOrEqual(ACCOUNT_MAX_FAILURES_PER_HOUR);
    expect(refused).toBeGreaterThan(0);
    // Five fresh addresses at the same instant: at most one gets a check.
    const burst = [];
    for (let i = 0; i < 5; i++) burst.push((await createAgent(t, { ip: `10.9.9.${i}` }).signIn(email, "burst")).status);
    expect(burst.filter((status) => status === 401).length).toBeLessThanOrEqual(1);
  });
});
