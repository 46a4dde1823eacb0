import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEnv } from "../../../../tests/setup/test-app";
import { checkGoogleDiscovery } from "./google-discovery";

// Google sign-in is offered only when its OpenID discovery answers at start; otherwise the
// button stays hidden and the log says why.

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/good/.well-known/openid-configuration") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          issuer: `${base}/good`,
          authorization_endpoint: `${base}/good/authorize`,
          token_endpoint: `${base}/good/token`,
        }),
      );
    } else if (req.url === "/html/.well-known/openid-configuration") {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html>captive portal</html>");
    } else {
      res.writeHead(500);
      res.end("down");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function capture() {
  const lines: { data: Record<string, unknown>; message: string }[] = [];
  return { lines, logger: { warn: (data: Record<string, unknown>, message: string) => lines.push({ data, message }) } };
}

const google = (issuer: string) =>
  testEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret", GOOGLE_ISSUER_URL: issuer });

describe("Google discovery at start", () => {
  it("keeps Google on when the discovery document answers", async () => {
    const { lines, logger } = capture();
    expect((await checkGoogleDiscovery(google(`${base}/good`), logger)).isGoogleEnabled).toBe(true);
    expect(lines).toEqual([]);
  });

  it("turns Google off and logs why when discovery fails, is not JSON, or nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));

    for (const [issuer, reason] of [
      [`${base}/down`, /HTTP 500/],
      [`${base}/html`, /not an OpenID configuration/],
      [closedUrl, /fetch failed|ECONNREFUSED/],
    ] as const) {
      const { lines, logger } = capture();
      const env = await checkGoogleDiscovery(google(issuer), logger);
      expect(env.isGoogleEnabled).toBe(false);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.message).toMatch(/Google sign-in is off/);
      expect(String(lines[0]!.data.reason)).toMatch(reason);
      expect(lines[0]!.data.discoveryUrl).toBe(`${issuer}/.well-known/openid-configuration`);
    }
  });

  it("does nothing when Google is not configured", async () => {
    const { lines, logger } = capture();
    expect((await checkGoogleDiscovery(testEnv(), logger)).isGoogleEnabled).toBe(false);
    expect(lines).toEqual([]);
  });
});
