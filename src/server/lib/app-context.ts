import type { DatabaseHandle } from "@/server/db/client";
import type { Env } from "@/server/env";
import type { RequestAccess, SessionRow } from "@/server/features/access/request-access";
import type { RequestMetrics } from "@/server/features/admin-metrics/request-metrics";
import type { DirectoryCache } from "@/server/features/concierge/directory";
import type { Clock } from "@/server/lib/clock";
import type { FrontCache } from "@/server/lib/front-cache";
import type { Logger } from "@/server/lib/logger";
import type { CachedResponse, PublicCache } from "@/server/lib/public-cache";
import type { SessionCache } from "@/server/lib/session-cache";
import type { ConciergeEngine } from "@/server/providers/ai/concierge-engine";
import type { EmailProvider } from "@/server/providers/email/email-provider";
import type { PaymentsSetup } from "@/server/providers/payments/create-payments";
import type { StorageProvider } from "@/server/providers/storage/storage-provider";

/**
 * Everything createApp() is built from: configuration, the database, the logger and the outside
 * services. Each feature's routes function takes the part it needs (`Pick<AppDeps, ...>`) as its one
 * argument; handlers never read dependencies from the request context (decision 012).
 */
export type AppDeps = {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  clock: Clock;
  email: EmailProvider;
  payments: PaymentsSetup;
  /** The places directory as the concierge reads it (cached briefly). */
  directory: DirectoryCache;
  concierge: ConciergeEngine;
  /** Uploaded images: DATA_DIR/uploads or an S3-compatible bucket. */
  storage: StorageProvider;
  /** Signs session cookies and tokens: AUTH_SECRET, or one generated and kept in the database. */
  authSecret: string;
  /** API request metrics; createApp() makes one when absent (index.ts passes one it flushes on a timer). */
  metrics?: RequestMetrics;
  /** Public reads kept in memory (created by createApp when not given; index.ts subscribes it to NOTIFY). */
  publicCache?: PublicCache;
  /** Signed-in reads' session lookups (created by createApp when not given; index.ts subscribes it to NOTIFY). */
  sessionCache?: SessionCache<SessionRow>;
  /** Answers cached public reads before the app runs (index.ts); createApp mounts its capture middleware. */
  frontCache?: FrontCache;
  /** Folder of the built client; when absent the server serves the API only. */
  clientDir?: string | undefined;
};

export type SessionInfo = { userId: string; email: string; image: string | null; sessionId: string };

export type AppBindings = {
  Variables: {
    logger: Logger;
    requestId: string;
    clientIp: string;
    session: SessionInfo | null;
    /** The user of the request's session cookie, as looked up (even one refused after), for the session cache. */
    sessionUserId?: string;
    /** Read with the session by the session loader (one statement); set whenever session is. */
    access?: RequestAccess;
    /** Set by the public response cache when it answered or stored this request (front-cache.ts reads it). */
    publicCacheEntry?: { key: string; entry: CachedResponse };
  };
};
