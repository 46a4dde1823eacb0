import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCKOUT_MAX_FAILURES } from "@/shared/constants";
import { createAgent } from "../../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { ACCOUNT_BACKOFF_FREE_FAILURES } from "./sign-in-throttle.service";

// Races only mean something on a real server with several connections (PGlite runs one statement
// at a time), so this file runs in the PostgreSQL pass only.
let t: TestApp;
const PASSWORD = "burst-password-1";

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function burst(requests: Array<() => Promise<Response>>) {
  const statuses = await Promise.all(requests.map((send) => send().then((res) => res.status)));
  return { checked: statuses.filter((s) => s === 401).length, refused: statuses.filter((s) => s === 429).length };
}

describe("sign-in bursts", () => {
  it("60 parallel guesses from one client get at most 5 password checks", async () => {
    await createAgent(t, { ip: "198.51.100.1" }).signUp("burst1@example.com", PASSWORD);
    const result = await burst(
      Array.from(
        { length: 60 },
        (_, i) => () => createAgent(t, { ip: "192.0.2.1" }).signIn("burst1@example.com", `guess-${i}`),
      ),
    );
    expect(result.checked).toBeLessThanOrEqual(LOCKOUT_MAX_FAILURES);
    expect(result.checked + result.refused).toBe(60);
  });

  it("60 parallel guesses from 60 addresses get no more than the account's free failures", async () => {
    await createAgent(t, { ip: "198.51.100.2" }).signUp("burst2@example.com", PASSWORD);
    const result = await burst(
      Array.from(
        { length: 60 },
        (_, i) => () => createAgent(t, { ip: `10.1.${i}.1` }).signIn("burst2@example.com", `guess-${i}`),
      ),
    );
    expect(result.checked).toBeLessThanOrEqual(ACCOUNT_BACKOFF_FREE_FAILURES);
    expect(result.checked + result.refused).toBe(60);
  });
});
