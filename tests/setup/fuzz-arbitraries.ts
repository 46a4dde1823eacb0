import fc from "fast-check";

// Generators for the fuzz test (src/server/fuzz.test.ts): values from a route's JSON schema (the
// app's own OpenAPI document, built from the zod contracts) and hostile values around them.

/** The families of hostile values; a run can leave some out (see the fuzz test's constants). */
export type HostileClass = "control" | "huge" | "unicode" | "injection" | "wrongType" | "pollution";

const CONTROL = ["\u0000", "\u0001", "\u0007", "\u0008", "\u000b", "\u000c", "\u001b", "\u001f", "\u007f"];

/** Strings with NUL and other C0/DEL control characters somewhere inside. */
const controlString = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 20 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

/** Far past any field's limit (and past PostgreSQL's btree row size of ~2.7 KB). */
const hugeString = fc
  .tuple(fc.integer({ min: 3_000, max: 120_000 }), fc.constantFrom("a", "é", "🌺", "ab ", "%", "\\"))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

const unicodeString = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }), // includes lone surrogates
  fc.constantFrom(
    "\u202eevil\u202c",
    "\u200b\u200c\u200d\ufeff",
    "\u2028\u2029",
    "Ｓｅｌｅｃｔ",
    "Pōʻipū Kēʻē Līhuʻe",
    "👨‍👩‍👧‍👦🏝️",
    "\ud800",
    "\udfff\ud800",
    "e\u0301\u0301\u0301\u0301",
    "İı",
  ),
);

const injectionString = fc.constantFrom(
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "%",
  "_",
  "\\",
  "%%'\"\\_",
  "$1",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "..%2f..%2f",
  "$" + "{jndi:ldap://x/a}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x10",
  " ",
  "",
);

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 1.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.array(fc.constant(1), { minLength: 5_000, maxLength: 20_000 }),
);

/** Objects whose keys try to reach Object.prototype when merged or copied. */
const pollution = fc.constantFrom<Record<string, unknown>>(
  JSON.parse('{"__proto__": {"polluted": "yes", "isAdmin": true, "hasPaid": true}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": "yes"}}}'),
  JSON.parse('{"__proto__": null}'),
  JSON.parse('{"prototype": {"polluted": "yes"}}'),
);

export function hostileValue(classes: readonly HostileClass[]): fc.Arbitrary<unknown> {
  const byClass: Record<HostileClass, fc.Arbitrary<unknown>> = {
    control: controlString,
    huge: hugeString,
    unicode: unicodeString,
    injection: injectionString,
    wrongType,
    pollution,
  };
  return fc.oneof(...classes.map((name) => byClass[name]));
}

/** Only string-valued hostile classes, for URL path segments and query values. */
export function hostileText(classes: readonly HostileClass[]): fc.Arbitrary<string> {
  const byClass: Partial<Record<HostileClass, fc.Arbitrary<string>>> = {
    control: controlString,
    huge: hugeString.map((text) => text.slice(0, 6_000)),
    unicode: unicodeString,
    injection: injectionString,
  };
  const chosen = classes.flatMap((name) => (byClass[name] ? [byClass[name]] : []));
  return fc.oneof(...chosen);
}

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
};

/** Values a JSON schema admits (roughly: lengths may go a little past the limits). */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const options = types.map((type) => forType(type, schema, depth));
  return options.length === 0 ? fc.jsonValue({ maxDepth: 2 }) : fc.oneof(...options);
}

function forType(type: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: (schema.minimum ?? -5) - 1, max: (schema.maximum ?? 1_000) + 1 });
    case "number":
      return fc.double({ min: (schema.minimum ?? -1e6) - 1, max: (schema.maximum ?? 1e6) + 1, noNaN: true });
    case "string": {
      if (schema.format === "uuid") return fc.uuid();
      if (schema.format === "date") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      const max = schema.maxLength ?? 80;
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(max + 2, 1_200) });
    }
    case "array":
      return fc.array(fromSchema(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min((schema.maxItems ?? 4) + 1, 12),
      });
    case "object": {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) model[key] = fromSchema(value, depth + 1);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Replaces the value at one path (chosen by index among all paths) of a JSON value. */
export function replaceAt(value: unknown, pick: number, replacement: unknown): unknown {
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, [...path, index]);
    } else if (node && typeof node === "object")
      for (const [key, item] of Object.entries(node)) walk(item, [...path, key]);
  };
  walk(value, []);
  const path = paths[pick % paths.length] ?? [];
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = replacement;
  return copy;
}

/** Replaces every string inside a JSON value with one drawn from `texts` (by position). */
export function replaceStrings(value: unknown, texts: string[]): unknown {
  let index = 0;
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") return texts.length > 0 ? texts[index++ % texts.length] : node;
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return walk(value);
}

/** encodeURIComponent that also takes lone surrogates (as U+FFFD, the way a browser sends them). */
export function encodeSegment(text: string): string {
  return encodeURIComponent(
    text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD"),
  );
}
