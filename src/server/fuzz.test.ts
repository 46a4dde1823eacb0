import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent } from "../../tests/setup/agent";
import {
  encodeSegment,
  fromSchema,
  type HostileClass,
  hostileText,
  hostileValue,
  type JsonSchema,
  replaceAt,
  replaceStrings,
} from "../../tests/setup/fuzz-arbitraries";
import { type Agent, createProbeWorld, nextIp, type Resources, routeKeys } from "../../tests/setup/probe";
import { MATRIX } from "../../tests/setup/route-matrix";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

// Property-based fuzzing of every JSON route: bodies, path parameters and queries generated from
// each route's schema (the app's OpenAPI document) and mutated with hostile values. Whatever
// arrives, the answer is never a 5xx and never shows a secret: no stack trace, no SQL or driver
// message, no configuration value, no other user's session token; and Object.prototype stays clean.
//
// `npm test` runs a small seed-fixed sample; `npm run test:fuzz` runs 10,000 requests (set
// FUZZ_RUNS and FUZZ_SEED to change either). A failure prints the seed and path to replay it.

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 140_014);

/** Every hostile class, control characters included (the input guard refuses them with a 400). */
const CLASSES: HostileClass[] = ["control", "huge", "unicode", "injection", "wrongType", "pollution"];

type Target = {
  key: string;
  method: string;
  /** "/api/itineraries/:id" style. */
  template: string;
  params: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
  /** A body the route accepts: most mutations start from it. */
  validBody?: unknown;
  /** The matrix's valid request, given fresh resources: the starting point of mutations. */
  sample?: (r: Resources) => { path: string; json?: unknown };
  stripe?: boolean;
};

// better-auth's JSON endpoints that do not end the caller's session (those would starve the rest
// of the run of signed-in requests; the matrix covers them).
const AUTH_TARGETS: { path: string; method: string; body?: JsonSchema; validBody?: unknown }[] = [
  { method: "GET", path: "/api/auth/get-session" },
  { method: "GET", path: "/api/auth/list-sessions" },
  {
    method: "POST",
    path: "/api/auth/sign-in/email",
    body: obj({ email: str(), password: str(), rememberMe: { type: "boolean" } }, ["email", "password"]),
    validBody: { email: "fuzz.nobody@example.com", password: "not-the-password-1" },
  },
  {
    method: "POST",
    path: "/api/auth/sign-up/email",
    body: obj({ email: str(), password: str(), name: str(), referralSource: str() }, ["email", "password"]),
    validBody: { email: "fuzz.new@example.com", password: "fuzz-password-2026", name: "" },
  },
  {
    method: "POST",
    path: "/api/auth/request-password-reset",
    body: obj({ email: str(), redirectTo: str() }, ["email"]),
    validBody: { email: "fuzz.nobody@example.com", redirectTo: "/auth" },
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    body: obj({ newPassword: str(), token: str() }, ["newPassword"]),
    validBody: { newPassword: "fuzz-password-2026", token: "not-a-reset-token" },
  },
  {
    method: "POST",
    path: "/api/auth/change-password",
    body: obj({ currentPassword: str(), newPassword: str(), revokeOtherSessions: { type: "boolean" } }, [
      "currentPassword",
      "newPassword",
    ]),
    validBody: { currentPassword: "not-the-password-1", newPassword: "fuzz-password-2026" },
  },
  {
    method: "POST",
    path: "/api/auth/send-verification-email",
    body: obj({ email: str(), callbackURL: str() }, ["email"]),
    validBody: { email: "fuzz.nobody@example.com", callbackURL: "/auth" },
  },
  { method: "GET", path: "/api/auth/verify-email?token=x" },
  {
    method: "POST",
    path: "/api/auth/update-user",
    body: obj({ name: str(), image: str() }, []),
    validBody: { name: "Fuzz" },
  },
  {
    method: "POST",
    path: "/api/auth/sign-in/social",
    body: obj({ provider: str(), callbackURL: str() }, ["provider"]),
    validBody: { provider: "google", callbackURL: "/chat" },
  },
];

function str(): JsonSchema {
  return { type: "string", maxLength: 120 };
}
function obj(properties: Record<string, JsonSchema>, required: string[]): JsonSchema {
  return { type: "object", properties, required };
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema: JsonSchema }[];
        requestBody?: { content?: { "application/json"?: { schema?: JsonSchema } } };
      }
    >
  >;
};

function buildTargets(openapi: OpenApi, resources?: Resources): Target[] {
  const targets: Target[] = [];
  for (const [path, operations] of Object.entries(openapi.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const template = path.replace(/\{(\w+)\}/g, ":$1");
      const key = `${method.toUpperCase()} ${template}`;
      const params: Record<string, JsonSchema> = {};
      const query: Record<string, JsonSchema> = {};
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === "path") params[parameter.name] = parameter.schema;
        if (parameter.in === "query") query[parameter.name] = parameter.schema;
      }
      const matrixCase = MATRIX[key]?.[0];
      targets.push({
        key,
        method: method.toUpperCase(),
        template,
        params,
        query,
        body: operation.requestBody?.content?.["application/json"]?.schema,
        ...(matrixCase ? { sample: (r: Resources) => matrixCase.request(r) } : {}),
        ...(matrixCase && resources ? { validBody: matrixCase.request(resources).json } : {}),
      });
    }
  }
  for (const auth of AUTH_TARGETS) {
    targets.push({
      key: `${auth.method} /api/auth/*`,
      method: auth.method,
      template: auth.path,
      params: {},
      query: {},
      ...(auth.body ? { body: auth.body } : {}),
      ...(auth.validBody ? { validBody: auth.validBody } : {}),
    });
  }
  targets.push({
    key: "POST /api/payments/stripe/webhook",
    method: "POST",
    template: "/api/payments/stripe/webhook",
    params: {},
    query: {},
    body: obj({ id: str(), type: str(), data: obj({ object: obj({ id: str() }, ["id"]) }, ["object"]) }, [
      "id",
      "type",
    ]),
    stripe: true,
  });
  return targets;
}

let t: TestApp;
let stripeApp: TestApp;
let world: Awaited<ReturnType<typeof createProbeWorld>>;
let targets: Target[];
let pool: Resources[];
/** Values that must never appear in an answer to anyone (per-agent tokens are checked per caller). */
let secrets: string[];
let tokens: Map<Agent, string>;

beforeAll(async () => {
  t = await createTestApp();
  stripeApp = await createTestApp({ env: { STRIPE_SECRET_KEY: "sk_test_fuzz", STRIPE_WEBHOOK_SECRET: "whsec_fuzz" } });
  world = await createProbeWorld(t);
  pool = [await world.fresh(), await world.fresh(), await world.fresh()];
  targets = buildTargets((await (await t.app.request("/api/openapi.json")).json()) as OpenApi, pool[0]);
  secrets = [
    "test-secret-that-is-long-enough-for-better-auth",
    "probe-super-admin-2026",
    "whsec_fuzz",
    "sk_test_fuzz",
    ...(process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : []),
  ];
  tokens = new Map();
  for (const agent of Object.values(world.agents)) {
    const cookie = [...agent.jar].find(([name]) => name.includes("session_token"));
    if (cookie) tokens.set(agent, decodeURIComponent(cookie[1]).split(".")[0] ?? "");
  }
});
afterAll(async () => {
  await t?.close();
  await stripeApp?.close();
});

/** A copy of a signed-in agent connecting from a fresh address, so per-address limits stay out of the way. */
function fromFreshAddress(agent: Agent): Agent {
  const copy = createAgent(t, { ip: nextIp() });
  for (const [name, value] of agent.jar) copy.jar.set(name, value);
  return copy;
}

const LEAKS: [string, RegExp][] = [
  ["stack trace", /\n\s+at .+[(/].*:\d+:\d+/],
  ["source path", /node_modules|\/src\/server\/|\.ts:\d+/],
  ["SQL", /Failed query|syntax error at or near|violates .* constraint|duplicate key value|\brelation "|\bparams: /i],
  ["password hash", /\$argon2|\$scrypt/],
];

type Generated = {
  target: Target;
  role: "anonymous" | "user" | "paid" | "admin" | "other";
  resource: number;
  params: Record<string, string | null>;
  query: [string, string][];
  body: { kind: "none" } | { kind: "json"; value: unknown; pollute: boolean } | { kind: "raw"; text: string };
};

function requestArbitrary(): fc.Arbitrary<Generated> {
  const hostile = hostileValue(CLASSES);
  const text = hostileText(CLASSES);
  return fc.constantFrom(...targets).chain((target) => {
    const paramNames = Object.keys(target.params);
    const queryNames = Object.keys(target.query);
    const params = fc.record(
      Object.fromEntries(
        paramNames.map((name) => [
          name,
          // null: keep the sample's (a real resource of the owner), so the handler is reached.
          fc.oneof(
            { weight: 3, arbitrary: fc.constant(null) },
            { weight: 1, arbitrary: fromSchema(target.params[name]).map(String) },
            { weight: 1, arbitrary: text },
          ),
        ]),
      ),
    ) as fc.Arbitrary<Record<string, string | null>>;
    const query = fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...(queryNames.length > 0 ? queryNames : ["q"])), fc.string({ maxLength: 8 })),
        fc.oneof(
          ...queryNames.map((name) => fromSchema(target.query[name]).map(String)),
          text,
          fc.string({ maxLength: 20 }),
        ),
      ),
      { maxLength: 3 },
    );
    // Start from the route's known-good body (so one hostile field is what reaches the handler)
    // or from a body generated from its schema.
    const generated = target.body ? fromSchema(target.body) : fc.constant({});
    const validish = target.validBody
      ? fc.oneof({ weight: 2, arbitrary: fc.constant(target.validBody) }, { weight: 1, arbitrary: generated })
      : generated;
    const body: fc.Arbitrary<Generated["body"]> =
      target.method === "GET" || target.method === "DELETE"
        ? fc.constant({ kind: "none" as const })
        : fc.oneof(
            {
              weight: 4,
              arbitrary: fc
                .tuple(validish, fc.nat(), hostile, fc.boolean(), fc.boolean())
                .map(([value, pick, replacement, mutate, pollute]) => ({
                  kind: "json" as const,
                  value: mutate ? replaceAt(value, pick, replacement) : value,
                  pollute,
                })),
            },
            {
              // Every text field of an otherwise valid body hostile at once.
              weight: 2,
              arbitrary: fc
                .tuple(validish, fc.array(text, { minLength: 1, maxLength: 4 }), fc.boolean())
                .map(([value, texts, pollute]) => ({
                  kind: "json" as const,
                  value: replaceStrings(value, texts),
                  pollute,
                })),
            },
            { weight: 1, arbitrary: hostile.map((value) => ({ kind: "json" as const, value, pollute: false })) },
            {
              weight: 1,
              arbitrary: fc
                .oneof(fc.string({ maxLength: 50 }), fc.constantFrom("{", '{"a":', "[1,", "\u0000", "nul", '{"a":1}x'))
                .map((raw) => ({ kind: "raw" as const, text: raw })),
            },
          );
    return fc.record({
      target: fc.constant(target),
      role: fc.constantFrom("anonymous", "user", "paid", "paid", "paid", "admin", "other"),
      resource: fc.nat({ max: 2 }),
      params,
      query,
      body,
    });
  });
}

function pathFor(generated: Generated): string {
  const { target } = generated;
  const sample = target.sample?.(pool[generated.resource]!);
  const samplePath = (sample?.path ?? target.template).split("?")[0]!;
  const templateParts = target.template.split("?")[0]!.split("/");
  const sampleParts = samplePath.split("/");
  const parts = templateParts.map((part, index) => {
    if (!part.startsWith(":")) return part;
    const chosen = generated.params[part.slice(1)];
    return chosen === null || chosen === undefined ? (sampleParts[index] ?? "x") : encodeSegment(chosen);
  });
  const baseQuery = target.template.includes("?") ? target.template.split("?")[1] : undefined;
  const query = new URLSearchParams(baseQuery);
  for (const [name, value] of generated.query) query.append(name, value);
  const search = query.toString();
  return `${parts.join("/")}${search ? `?${search}` : ""}`;
}

function bodyText(generated: Generated): string | undefined {
  const { body } = generated;
  if (body.kind === "none") return undefined;
  if (body.kind === "raw") return body.text;
  const text = JSON.stringify(body.value) ?? "null";
  return body.pollute && text.startsWith("{")
    ? `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}${text === "{}" ? "" : ","}${text.slice(1)}`
    : text;
}

async function probe(generated: Generated): Promise<void> {
  const path = pathFor(generated);
  const body = bodyText(generated);
  const agent = world.agents[generated.role];
  const label = `${generated.target.key} as ${generated.role}: ${generated.target.method} ${path.slice(0, 200)} ${body?.slice(0, 300) ?? ""}`;
  let res: Response;
  if (generated.target.stripe) {
    res = await stripeApp.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00", origin: "http://localhost:3000" },
      ...(body !== undefined ? { body } : {}),
    });
  } else {
    const caller = generated.role === "anonymous" ? createAgent(t, { ip: nextIp() }) : fromFreshAddress(agent);
    res = await caller.request(path, {
      method: generated.target.method,
      ...(body !== undefined ? { body, headers: { "content-type": "application/json" } } : {}),
    });
  }
  const answer = await res.text();
  if (res.status >= 500) throw new Error(`${res.status} for ${label}\n${answer.slice(0, 500)}`);
  const everything = `${[...res.headers].map(([name, value]) => `${name}: ${value}`).join("\n")}\n${answer}`;
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(answer)) throw new Error(`${what} in the answer to ${label}\n${answer.slice(0, 500)}`);
  }
  for (const secret of secrets) {
    if (everything.includes(secret)) throw new Error(`a configured secret in the answer to ${label}`);
  }
  for (const [owner, token] of tokens) {
    if (token && owner !== agent && answer.includes(token)) {
      throw new Error(`another user's session token in the answer to ${label}`);
    }
  }
  const polluted = Object.keys(Object.prototype).length > 0 || ({} as Record<string, unknown>).polluted !== undefined;
  if (polluted) throw new Error(`Object.prototype was polluted by ${label}`);
}

describe("fuzzing every JSON route", () => {
  it("has a generator for every route of the router", () => {
    const covered = new Set(targets.map((target) => target.key));
    // The OpenAPI document itself takes no input; the sitemap and robots.txt are not JSON routes.
    const routes = [...routeKeys(t.app), ...routeKeys(stripeApp.app)].filter(
      (key) => key.includes(" /api/") && key !== "GET /api/openapi.json",
    );
    expect(routes.filter((key) => !covered.has(key))).toEqual([]);
  });

  it(
    `never answers 5xx or leaks a secret (${RUNS} generated requests, seed ${SEED})`,
    async () => {
      let count = 0;
      // FUZZ_COLLECT=1 lists every failure of the run instead of stopping (and shrinking) at the first.
      const collected: string[] = [];
      await fc.assert(
        fc.asyncProperty(requestArbitrary(), async (generated) => {
          count++;
          if (count % 80 === 0) await world.resetQuotas();
          if (process.env.FUZZ_COLLECT !== "1") return probe(generated);
          await probe(generated).catch((error: Error) => void collected.push(error.message));
        }),
        { seed: SEED, numRuns: RUNS },
      );
      expect(collected).toEqual([]);
    },
    Math.max(120_000, RUNS * 200),
  );
});
