import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { createLogger } from "@/server/lib/logger";
import { createAgent, errorOf } from "../../../tests/setup/agent";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

// The same app secret over a database nobody answers at: what a request sees during an outage.
let live: TestApp;
let down: TestApp;

beforeAll(async () => {
  live = await createTestApp();
  const unreachable = await openDatabase({
    kind: "postgres",
    url: "postgres://postgres@127.0.0.1:9/unreachable",
    poolMax: 1,
    logger: createLogger("silent"),
  });
  down = await createTestApp({ database: unreachable });
});
afterAll(async () => {
  await live.close();
  await down.close();
});

describe("during a database outage", () => {
  it("a request with a session answers 503, readiness reports it and liveness does not", async () => {
    const agent = createAgent(live);
    expect((await agent.signUp("outage@example.com", "outage-password-1")).status).toBe(200);
    const cookie = [...agent.jar].map(([name, value]) => `${name}=${value}`).join("; ");

    const me = await down.app.request("/api/me", { headers: { cookie } });
    expect(me.status).toBe(503);
    expect((await errorOf(me)).code).toBe("service_unavailable");

    const signIn = await createAgent(down).signIn("outage@example.com", "outage-password-1");
    expect(signIn.status).toBe(503);

    expect((await down.app.request("/api/ready")).status).toBe(503);
    expect((await down.app.request("/api/health")).status).toBe(200);
  });
});
