import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadEnv } from "@/server/env";
import { createLogger } from "@/server/lib/logger";
import { ensureAuthSecret } from "./auth-secret";
import { openMigratedDatabase } from "./open-from-env";

const dataDir = mkdtempSync(join(tmpdir(), "alohabot-open-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("opening the database from the environment", () => {
  it("opens the embedded database under DATA_DIR, migrated, and keeps one generated auth secret", async () => {
    const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
    const handle = await openMigratedDatabase(env, createLogger("silent"));
    try {
      expect(handle.kind).toBe("pglite");
      expect(await handle.ping()).toBe(true);
      const secret = await ensureAuthSecret(handle.db);
      expect(secret).toMatch(/^[\w-]{43}$/);
      // Generated once: a second call (a restart) reads the same secret back.
      expect(await ensureAuthSecret(handle.db)).toBe(secret);
    } finally {
      await handle.close();
    }
    // A new on-disk database plus every migration: on a loaded 2-core machine this outlasts 30 s.
  }, 180_000);
});
