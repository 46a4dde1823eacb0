import cluster from "node:cluster";
import { existsSync } from "node:fs";
import net from "node:net";
import { join } from "node:path";
import { createApp } from "@/server/app";
import { ensureAuthSecret } from "@/server/db/auth-secret";
import { openMigratedDatabase } from "@/server/db/open-from-env";
import { hasBeenSeeded, seedDatabase } from "@/server/db/seed/run-seed";
import { EnvError, loadDotEnvFile, loadEnv } from "@/server/env";
import type { SessionRow } from "@/server/features/access/request-access";
import { createRequestMetrics } from "@/server/features/admin-metrics/request-metrics";
import { checkGoogleDiscovery } from "@/server/features/auth/google-discovery";
import { warmBuiltinConcierge } from "@/server/features/concierge/builtin-engine";
import { createConcierge } from "@/server/features/concierge/create-concierge";
import { createDirectoryCache } from "@/server/features/concierge/directory";
import { scheduleRetention } from "@/server/features/retention/retention.service";
import { listenForInvalidations } from "@/server/lib/cache-invalidation";
import { systemClock } from "@/server/lib/clock";
import { createFrontCache } from "@/server/lib/front-cache";
import { createHttpServer } from "@/server/lib/http-server";
import { createLogger, routeConsoleToLogger } from "@/server/lib/logger";
import { projectRoot } from "@/server/lib/project-root";
import { createPublicCache } from "@/server/lib/public-cache";
import { createSessionCache } from "@/server/lib/session-cache";
import { runWorkers } from "@/server/lib/workers";
import { createEmailProvider } from "@/server/providers/email/create-email";
import { createPayments } from "@/server/providers/payments/create-payments";
import { createStorage } from "@/server/providers/storage/create-storage";

const SHUTDOWN_GRACE_MS = 10_000;
const IDLE_CLOSE_DELAY_MS = 1_000;

async function main(): Promise<void> {
  let env: ReturnType<typeof loadEnv>;
  try {
    loadDotEnvFile();
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\nFix these in the environment or .env (see .env.example).\n`);
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger(env.LOG_LEVEL);
  routeConsoleToLogger(logger);
  // A fault nothing caught is logged as data (kind, code, message; no stack) instead of node's
  // printed stack trace, and the process exits for the supervisor to restart it.
  process.on("uncaughtException", (error) => {
    logger.fatal({ err: error }, "uncaught error: exiting");
    process.exit(1);
  });
  process.on("unhandledRejection", (error) => {
    logger.fatal({ err: error }, "unhandled rejection: exiting");
    process.exit(1);
  });
  // WEB_CONCURRENCY > 1: this process only supervises; each worker runs everything below.
  if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    runWorkers(env.WEB_CONCURRENCY, logger);
    return;
  }
  env = await checkGoogleDiscovery(env, logger);
  const database = await openMigratedDatabase(env, logger, async (handle) => {
    if (!env.SEED_ON_START || (await hasBeenSeeded(handle.db))) return;
    const result = await seedDatabase(handle.db, {
      siteName: env.SITE_NAME,
      supportEmail: env.SUPPORT_EMAIL,
      adminEmail: env.SUPER_ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
      logger,
    });
    logger.info({ seeded: result }, "empty database seeded");
  });

  const builtClient = join(projectRoot(), "dist", "client");
  const clientDir = env.SERVE_CLIENT && existsSync(join(builtClient, "index.html")) ? builtClient : undefined;
  if (env.SERVE_CLIENT && !clientDir) logger.warn("dist/client is missing: serving the API only (run npm run build)");

  const authSecret = env.AUTH_SECRET ?? (await ensureAuthSecret(database.db));
  const email = createEmailProvider(env, database.db, logger);
  const payments = createPayments(env, database.db, systemClock);
  const directory = createDirectoryCache(database.db, undefined, logger);
  const storage = createStorage(env);
  const concierge = createConcierge(env, () => directory.get(), logger);
  logger.info(
    { payments: payments.provider.kind, email: email.kind, concierge: concierge.kind, storage: storage.kind },
    "providers ready",
  );
  const metrics = createRequestMetrics({ db: database.db, clock: systemClock, logger });
  const stopMetrics = metrics.schedule();
  const publicCache = createPublicCache();
  const sessionCache = createSessionCache<SessionRow>({ ttlMs: env.SESSION_CACHE_TTL_MS });
  const stopListening = await listenForInvalidations(database, publicCache, logger, sessionCache);
  const frontCache = createFrontCache({ cache: publicCache, logger, record: metrics.record });
  const app = createApp({
    metrics,
    publicCache,
    sessionCache,
    frontCache,
    env,
    database,
    logger,
    clientDir,
    clock: systemClock,
    email,
    payments,
    directory,
    concierge,
    storage,
    authSecret,
  });
  // The concierge's search index and caches are built before the port opens (both engines retrieve with
  // them), so a burst of first visitors does not queue behind that work. A failure only logs: the first
  // question will build them instead.
  await warmBuiltinConcierge(() => directory.get(), env.SITE_NAME).catch((error: unknown) =>
    logger.warn({ err: error }, "the concierge could not be warmed up before start"),
  );
  const stopRetention = scheduleRetention(database.db, () => systemClock.now(), logger);
  let stopping = false;
  // While draining, keep-alive clients (a reverse proxy) are told to close after their answer, and
  // the readiness probe fails so the proxy stops sending; requests already accepted still complete.
  const fetch: typeof app.fetch = async (request, ...rest) => {
    if (!stopping) return app.fetch(request, ...rest);
    if (new URL(request.url).pathname === "/api/ready") {
      return Response.json(
        { error: { code: "shutting_down", message: "This instance is shutting down." } },
        { status: 503, headers: { connection: "close", "cache-control": "no-store" } },
      );
    }
    const response = await app.fetch(request, ...rest);
    try {
      response.headers.set("connection", "close");
    } catch {
      // An immutable response (a redirect): the server closes the connection anyway once idle.
    }
    return response;
  };
  // Cached public reads are answered at the door (lib/front-cache.ts); everything else runs the app.
  const server = createHttpServer({ fetch, front: frontCache, hostname: env.HOST });
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info({ port, url: env.PUBLIC_URL }, `${env.SITE_NAME} is listening`);
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    frontCache.close();
    stopRetention();
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("shutdown grace period over; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop listening only: http.Server#close() would also drop "idle" connections at once, and a
    // connection whose request is still on its way counts as idle, so it would be cut. Connections
    // that are really idle (a proxy's keep-alive) are closed a moment later; every answer sent
    // while draining says Connection: close.
    net.Server.prototype.close.call(server, async () => {
      await stopListening();
      // The last minute's request counts go to the database before it closes.
      await stopMetrics();
      await database.close();
      logger.info("stopped cleanly");
      process.exit(0);
    });
    const idle = setTimeout(() => {
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    }, IDLE_CLOSE_DELAY_MS);
    idle.unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`The server could not start: ${message}\n`);
  process.exit(1);
});
