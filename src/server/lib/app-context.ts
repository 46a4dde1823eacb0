import type { DatabaseHandle } from "@/server/db/client";
import type { Env } from "@/server/env";
import type { Logger } from "@/server/lib/logger";

/** What every route can reach: configuration, the database and the logger. */
export type AppDeps = {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  /** Folder of the built client; when absent the server serves the API only. */
  clientDir?: string | undefined;
};

export type AppBindings = {
  Variables: {
    deps: AppDeps;
    logger: Logger;
    requestId: string;
  };
};
