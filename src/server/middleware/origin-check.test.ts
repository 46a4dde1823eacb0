import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

// Which browser origins may make state-changing requests: without PUBLIC_URL, the site's own
// origin as the browser reached it (127.0.0.1, a LAN address); with PUBLIC_URL, only that.

let unset: TestApp;
let configured: TestApp;
beforeAll(async () => {
  unset = await createTestApp({ env: { PUBLIC_URL: "" } });
  configured = await createTestApp({ env: { PUBLIC_URL: "https://alohabot.example" } });
});
afterAll(async () => {
  await unset.close();
  await configured.close();
});

let ip = 0;
/** A sign-up as a browser at `url` sends it, with the given Origin. */
function signUp(t: TestApp, url: string, origin: string) {
  ip++;
  return t.app.request(
    `${url}/api/auth/sign-up/email`,
    {
      method: "POST",
      headers: { origin, "content-type": "application/json", "user-agent": "vitest" },
      body: JSON.stringify({ email: `origin${ip}@example.com`, password: "origin-password-1", name: "" }),
    },
    { incoming: { socket: { remoteAddress: `192.0.2.${ip}`, remotePort: 50000, remoteFamily: "IPv4" } } },
  );
}

describe("origin check without PUBLIC_URL", () => {
  it("accepts a sign-up from the request's own origin, at 127.0.0.1 or a LAN address", async () => {
    const loopback = await signUp(unset, "http://127.0.0.1:3000", "http://127.0.0.1:3000");
    expect(loopback.status).toBe(200);
    expect(loopback.headers.getSetCookie().join(";")).toMatch(/session_token=/);
    expect((await signUp(unset, "http://192.168.1.20:3000", "http://192.168.1.20:3000")).status).toBe(200);
    expect((await signUp(unset, "http://localhost:3000", "http://localhost:3000")).status).toBe(200);
  });

  it("refuses a foreign origin, and a scheme or port that differs from the request's", async () => {
    for (const origin of ["https://evil.example", "https://127.0.0.1:3000", "http://127.0.0.1:4000"]) {
      const res = await signUp(unset, "http://127.0.0.1:3000", origin);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe("forbidden_origin");
    }
  });
});

describe("origin check with PUBLIC_URL set", () => {
  it("trusts only PUBLIC_URL", async () => {
    expect((await signUp(configured, "https://alohabot.example", "https://alohabot.example")).status).toBe(200);
    const sameHost = await signUp(configured, "http://127.0.0.1:3000", "http://127.0.0.1:3000");
    expect(sameHost.status).toBe(403);
    expect((await errorOf(sameHost)).code).toBe("forbidden_origin");
    const foreign = await signUp(configured, "https://alohabot.example", "https://evil.example");
    expect(foreign.status).toBe(403);
  });
});

describe("links made for the browser", () => {
  async function checkoutUrl(t: TestApp, site: string) {
    const signedUp = await signUp(t, site, site);
    const cookie = signedUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const res = await t.app.request(
      `${site}/api/payments/checkout`,
      { method: "POST", headers: { origin: site, cookie, "content-type": "application/json" }, body: "{}" },
      { incoming: { socket: { remoteAddress: "192.0.2.200", remotePort: 50000, remoteFamily: "IPv4" } } },
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { url: string }).url;
  }

  it("without PUBLIC_URL, the test checkout opens at the address the visitor used (their cookie lives there)", async () => {
    expect(await checkoutUrl(unset, "http://127.0.0.1:3000")).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/checkout\/test\/cs_test_/,
    );
    expect(await checkoutUrl(unset, "http://192.168.1.20:3000")).toMatch(
      /^http:\/\/192\.168\.1\.20:3000\/checkout\/test\//,
    );
  });

  it("with PUBLIC_URL, links use it", async () => {
    expect(await checkoutUrl(configured, "https://alohabot.example")).toMatch(
      /^https:\/\/alohabot\.example\/checkout\/test\/cs_test_/,
    );
  });
});
