import type { DatabaseHandle } from "@/server/db/client";
import type { Env } from "@/server/env";
import type { RequestAccess } from "@/server/features/access/request-access";
import type { DirectoryCache } from "@/server/features/concierge/directory";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";
import type { PublicCache } from "@/server/lib/public-cache";
import type { ConciergeEngine } from "@/server/providers/ai/concierge-engine";
import type { EmailProvider } from "@/server/providers/email/email-provider";
import type { PaymentsSetup } from "@/server/providers/payments/create-payments";

/** What every route can reach: configuration, the database, the logger and the outside services. */
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
  /** Signs session cookies and tokens: AUTH_SECRET, or one generated and kept in the database. */
  authSecret: string;
  /** Public reads kept in memory (created by createApp when not given; index.ts subscribes it to NOTIFY). */
  publicCache?: PublicCache;
  /** Folder of the built client; when absent the server serves the API only. */
  clientDir?: string | undefined;
};

export type SessionInfo = { userId: string; email: string; image: string | null; sessionId: string };

export type AppBindings = {
  Variables: {
    deps: AppDeps;
    logger: Logger;
    requestId: string;
    clientIp: string;
    session: SessionInfo | null;
    /** Read with the session by the session loader (one statement); set whenever session is. */
    access?: RequestAccess;
  };
};
