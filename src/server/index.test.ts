import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");

describe("server start-up", () => {
  it("stops with one clear message listing each bad environment value", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: "not-a-port", DATABASE_URL: "mysql://db", SEED_ON_START: "maybe" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid environment configuration:");
    expect(result.stderr).toContain("PORT: expected a port number");
    expect(result.stderr).toContain("DATABASE_URL: expected a postgres:// connection URL");
    expect(result.stderr).toContain("SEED_ON_START: expected true or false");
    expect(result.stderr).not.toMatch(/\bat .*\.ts:\d+/); // no stack trace
  });
});
