import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "@/server/app";
import type { DatabaseHandle } from "@/server/db/client";
import { type Env, loadEnv } from "@/server/env";
import type { SessionRow } from "@/server/features/access/request-access";
import { createRequestMetrics, type RequestMetrics } from "@/server/features/admin-metrics/request-metrics";
import { createConcierge } from "@/server/features/concierge/create-concierge";
import { createDirectoryCache } from "@/server/features/concierge/directory";
import { listenForInvalidations } from "@/server/lib/cache-invalidation";
import type { Clock } from "@/server/lib/clock";
import { createFrontCache, type FrontCache } from "@/server/lib/front-cache";
import { createLogger, type Logger } from "@/server/lib/logger";
import { createPublicCache, type PublicCache } from "@/server/lib/public-cache";
import { createSessionCache, type SessionCache } from "@/server/lib/session-cache";
import type { ConciergeEngine } from "@/server/providers/ai/concierge-engine";
import type { EmailMessage, EmailProvider } from "@/server/providers/email/email-provider";
import { createPayments } from "@/server/providers/payments/create-payments";
import type { StripeOptions } from "@/server/providers/payments/stripe-payments";
import { createLocalStorage } from "@/server/providers/storage/local-storage";
import type { StorageProvider } from "@/server/providers/storage/storage-provider";
import { createTestDatabase } from "./test-db";

export const TEST_ORIGIN = "http://localhost:3000";

export function testEnv(overrides: Record<string, string> = {}): Env {
  // (The session cache is off unless a test turns it on: many tests change an account in the database
  // directly between two requests, which no production path does.)
  return loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: TEST_ORIGIN,
    SESSION_CACHE_TTL_MS: "0",
    ...overrides,
  });
}

/** A clock tests move by hand. */
export function createTestClock(start = new Date()) {
  let current = start.getTime();
  const clock: Clock & { advance: (ms: number) => void; set: (date: Date) => void } = {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
  return clock;
}

/** An e-mail provider that keeps what it was asked to send. */
export function createCapturingEmail(): EmailProvider & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  return { kind: "outbox", sent, send: async (message) => void sent.push(message) };
}

export type TestApp = {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  env: Env;
  clock: ReturnType<typeof createTestClock>;
  email: ReturnType<typeof createCapturingEmail>;
  /** The app's request metrics (tests flush them by hand). */
  metrics: RequestMetrics;
  /** The app's in-memory public cache (subscribed to the database's invalidation notices). */
  publicCache: PublicCache;
  sessionCache: SessionCache<SessionRow>;
  /** Answers cached public reads at the door when the app runs behind createHttpServer(). */
  frontCache: FrontCache;
  close: () => Promise<void>;
};

/** createApp() over a fresh migrated database, as production builds it. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clientDir?: string;
    email?: EmailProvider;
    stripeApi?: StripeOptions["api"];
    concierge?: ConciergeEngine;
    /** Another database than a fresh migrated one (an unreachable server, a cluster a test restarts). */
    database?: DatabaseHandle;
    /** Subscribe the public cache to the database's invalidation notices (default: unless `database` is given). */
    listen?: boolean;
    /** The app's logger (silent by default); the log scan test passes one that captures lines. */
    logger?: Logger;
    /** Image storage (default: a fresh temporary folder). */
    storage?: StorageProvider;
  } = {},
): Promise<TestApp> {
  const env = testEnv(options.env);
  const database = options.database ?? (await createTestDatabase());
  const clock = createTestClock();
  const email = createCapturingEmail();
  const directory = createDirectoryCache(database.db, 0);
  const logger = options.logger ?? createLogger("silent");
  const metrics = createRequestMetrics({ db: database.db, clock, logger });
  const publicCache = createPublicCache();
  const sessionCache = createSessionCache<SessionRow>({ ttlMs: env.SESSION_CACHE_TTL_MS });
  const stopListening =
    (options.listen ?? !options.database)
      ? await listenForInvalidations(database, publicCache, logger, sessionCache)
      : async () => undefined;
  const frontCache = createFrontCache({ cache: publicCache, logger, record: metrics.record });
  const app = createApp({
    metrics,
    publicCache,
    sessionCache,
    frontCache,
    env,
    database,
    logger,
    clientDir: options.clientDir,
    clock,
    email: options.email ?? email,
    payments: createPayments(env, database.db, clock, options.stripeApi),
    directory,
    concierge: options.concierge ?? createConcierge(env, () => directory.get(), logger),
    storage: options.storage ?? createLocalStorage(mkdtempSync(join(tmpdir(), "alohabot-uploads-"))),
    authSecret: "test-secret-that-is-long-enough-for-better-auth",
  });
  return {
    app,
    database,
    env,
    clock,
    email,
    metrics,
    publicCache,
    sessionCache,
    frontCache,
    close: async () => {
      await stopListening();
      await database.close();
    },
  };
}
