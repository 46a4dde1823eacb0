import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeKeys } from "../../tests/setup/probe";
import { MATRIX } from "../../tests/setup/route-matrix";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

type Schema = Record<string, unknown>;
type Operation = {
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

let t: TestApp;
let stripe: TestApp;
let doc: Document;
let stripeDoc: Document;

async function documentOf(app: TestApp): Promise<Document> {
  const res = await app.app.request("/api/openapi.json");
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

/** "GET /api/itineraries/:id" for each documented operation. */
function documentedKeys(document: Document): Set<string> {
  const keys = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of Object.keys(operations)) {
      keys.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`);
    }
  }
  return keys;
}

function operations(document: Document) {
  return Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
}

/** The API routes of the router (middleware and the 404 catch-all are method ALL and left out). */
function apiRoutes(app: TestApp): string[] {
  return routeKeys(app.app).filter((key) => key.includes(" /api/") && key !== "GET /api/openapi.json");
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://aloha.example" } });
  stripe = await createTestApp({ env: { STRIPE_SECRET_KEY: "sk_test_doc", STRIPE_WEBHOOK_SECRET: "whsec_doc" } });
  doc = await documentOf(t);
  stripeDoc = await documentOf(stripe);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe("the OpenAPI document", () => {
  it("names the site as its server and carries the real /api paths", () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: "https://aloha.example" })]);
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((path) => !path.startsWith("/api/"))).toEqual([]);
  });

  it("documents every route of the router (both payment set-ups)", () => {
    for (const [app, document] of [
      [t, doc],
      [stripe, stripeDoc],
    ] as const) {
      const documented = documentedKeys(document);
      const missing = apiRoutes(app).filter((key) => {
        // better-auth's catch-all: its endpoints the client calls are documented one by one.
        if (key.endsWith("/api/auth/*")) {
          const method = key.split(" ")[0];
          return ![...documented].some((d) => d.startsWith(`${method} /api/auth/`));
        }
        return !documented.has(key);
      });
      expect(missing).toEqual([]);
    }
    expect(documentedKeys(stripeDoc).has("POST /api/payments/stripe/webhook")).toBe(true);
    expect(documentedKeys(doc).has("POST /api/auth/sign-in/email")).toBe(true);
  });

  it("gives every response of every operation a non-empty schema (JSON, or CSV for exports; none for 204)", () => {
    const empty: string[] = [];
    for (const { key, op } of [...operations(doc), ...operations(stripeDoc)]) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (status === "204") {
          if (response.content) empty.push(`${key} ${status} (a 204 has no body)`);
          continue;
        }
        const schema = (response.content?.["application/json"] ?? response.content?.["text/csv"])?.schema;
        if (!schema || Object.keys(schema).length === 0) empty.push(`${key} ${status}`);
      }
    }
    expect(empty).toEqual([]);
  });

  it("documents the 400 of every operation that takes input", () => {
    const missing = operations(doc)
      .filter(({ op }) => (op.parameters?.length ?? 0) > 0 || op.requestBody)
      .filter(({ op }) => !op.responses["400"])
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it("documents every status the authorization matrix expects of each route", () => {
    const statuses = new Map<string, Set<string>>();
    for (const document of [doc, stripeDoc]) {
      for (const { key, op } of operations(document)) {
        statuses.set(key.replace(/\{(\w+)\}/g, ":$1"), new Set(Object.keys(op.responses)));
      }
    }
    const undocumented: string[] = [];
    for (const [key, cases] of Object.entries(MATRIX)) {
      if (!key.includes(" /api/") || key.endsWith("/*") || key === "GET /api/openapi.json") continue;
      const documented = statuses.get(key);
      for (const expected of new Set(cases.flatMap((c) => Object.values(c.expect)))) {
        if (!documented?.has(String(expected))) undocumented.push(`${key} ${expected}`);
      }
    }
    expect(undocumented).toEqual([]);
  });
});
