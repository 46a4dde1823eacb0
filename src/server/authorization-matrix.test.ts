import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Agent, createProbeWorld, type Role, routeKeys } from "../../tests/setup/probe";
import { MATRIX, type Request } from "../../tests/setup/route-matrix";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

// Every route the router has × every kind of caller, with the answer each must get (the rows live
// in tests/setup/route-matrix.ts). A route missing there fails the first test: a new route (the admin back-office's, for instance) must
// be added with its expected answers before the suite passes again.

// The owner acts last on each route, so a route that deletes or changes the resource does so
// only after everyone else has tried it.
const ORDER: Role[] = ["anonymous", "user", "admin", "superAdmin", "other", "paid"];

let t: TestApp;
let stripeApp: TestApp;
let world: Awaited<ReturnType<typeof createProbeWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  stripeApp = await createTestApp({
    env: { STRIPE_SECRET_KEY: "sk_test_probe", STRIPE_WEBHOOK_SECRET: "whsec_probe" },
  });
  world = await createProbeWorld(t);
});
afterAll(async () => {
  await t.close();
  await stripeApp.close();
});

function send(agent: Agent, target: TestApp, request: Request) {
  if (target === t) return agent.request(request.path, { method: request.method, json: request.json });
  const init: RequestInit = {
    method: request.method ?? (request.json !== undefined ? "POST" : "GET"),
    headers: { origin: "http://localhost:3000", "content-type": "application/json" },
    ...(request.json !== undefined ? { body: JSON.stringify(request.json) } : {}),
  };
  return target.app.request(request.path, init);
}

describe("the authorization matrix", () => {
  it("covers exactly the routes the router has (with and without Stripe configured)", () => {
    const routes = new Set([...routeKeys(t.app), ...routeKeys(stripeApp.app)]);
    const missing = [...routes].filter((key) => !(key in MATRIX));
    const stale = Object.keys(MATRIX).filter((key) => !routes.has(key));
    expect(missing, "routes with no row in MATRIX: add them with the answer each caller must get").toEqual([]);
    expect(stale, "rows in MATRIX for routes that no longer exist").toEqual([]);
  });

  it("gives every caller the expected answer on every route, and never lets a private answer be cached", async () => {
    const failures: string[] = [];
    for (const [key, cases] of Object.entries(MATRIX)) {
      for (const testCase of cases) {
        const resources = await world.fresh();
        const request = testCase.request(resources);
        for (const role of ORDER) {
          const res = await send(world.agents[role], testCase.stripe ? stripeApp : t, request);
          const label = `${key}${testCase.name ? ` (${testCase.name})` : ""} as ${role}`;
          if (res.status !== testCase.expect[role]) {
            failures.push(`${label}: ${res.status}, expected ${testCase.expect[role]} - ${await res.text()}`);
          }
          const cache = res.headers.get("cache-control") ?? "";
          if (key.includes(" /api/") && !testCase.publicCache && cache !== "no-store") {
            failures.push(`${label}: Cache-Control "${cache}", expected no-store`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Every route x six callers, one after another: several hundred requests (a count, not a speed
    // target), so more time than the default 30 s on a busy machine.
  }, 180_000);
});
