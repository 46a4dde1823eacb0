import { createApp } from "@/server/app";
import type { DatabaseHandle } from "@/server/db/client";
import { type Env, loadEnv } from "@/server/env";
import { createLogger } from "@/server/lib/logger";
import { createTestDatabase } from "./test-db";

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000", ...overrides });
}

export type TestApp = {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  env: Env;
  close: () => Promise<void>;
};

/** createApp() over a fresh migrated database, as production builds it. */
export async function createTestApp(
  options: { env?: Record<string, string>; clientDir?: string } = {},
): Promise<TestApp> {
  const env = testEnv(options.env);
  const database = await createTestDatabase();
  const app = createApp({ env, database, logger: createLogger("silent"), clientDir: options.clientDir });
  return { app, database, env, close: () => database.close() };
}
