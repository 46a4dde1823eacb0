import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_KEYS, EnvError, loadEnv } from "./env";

describe("loadEnv", () => {
  it("needs no variables: every default works offline", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SITE_NAME).toBe("AlohaBot");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SUPER_ADMIN_EMAIL).toBe("admin@alohabot.local");
  });

  it("derives PUBLIC_URL from PORT and strips a trailing slash", () => {
    expect(loadEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(loadEnv({ PUBLIC_URL: "https://alohabot.example/" }).PUBLIC_URL).toBe("https://alohabot.example");
  });

  it("treats empty strings as unset", () => {
    expect(loadEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("lists every bad key with what it expects", () => {
    let error: unknown;
    try {
      loadEnv({ PORT: "abc", DATABASE_URL: "mysql://x", SUPPORT_EMAIL: "nope", LOG_LEVEL: "loud" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const issues = (error as EnvError).issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        "PORT: expected a port number",
        "DATABASE_URL: expected a postgres:// connection URL",
        "SUPPORT_EMAIL: expected an e-mail address",
        "LOG_LEVEL: expected fatal, error, warn, info, debug, trace or silent",
      ]),
    );
    expect(issues).toHaveLength(4);
  });

  it("rejects an out-of-range port and a short admin password", () => {
    expect(() => loadEnv({ PORT: "70000" })).toThrow(/PORT: expected a port between 1 and 65535/);
    expect(() => loadEnv({ ADMIN_PASSWORD: "short" })).toThrow(/ADMIN_PASSWORD: expected at least 12 characters/);
  });

  it("bounds the database statement timeout", () => {
    expect(loadEnv({}).DATABASE_STATEMENT_TIMEOUT_MS).toBe(30_000);
    expect(loadEnv({ DATABASE_STATEMENT_TIMEOUT_MS: "5000" }).DATABASE_STATEMENT_TIMEOUT_MS).toBe(5000);
    expect(() => loadEnv({ DATABASE_STATEMENT_TIMEOUT_MS: "10" })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS: expected at least 1000/,
    );
    expect(() => loadEnv({ DATABASE_STATEMENT_TIMEOUT_MS: "soon" })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS: expected a number of milliseconds/,
    );
  });

  it("allows worker processes only on PostgreSQL", () => {
    expect(() => loadEnv({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY: more than 1 needs DATABASE_URL/);
    expect(loadEnv({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://db/alohabot" }).WEB_CONCURRENCY).toBe(2);
    expect(() => loadEnv({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY: expected at least 1/);
  });
});

describe(".env.example", () => {
  it("documents every variable the server reads, and nothing else", () => {
    const text = readFileSync(join(import.meta.dirname, "..", "..", ".env.example"), "utf8");
    const documented = [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual([...ENV_KEYS].sort());
  });
});
