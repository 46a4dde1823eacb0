import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { premiumGuard } from "@/server/features/access/premium-guard";
import type { SessionRow } from "@/server/features/access/request-access";
import { adminRoutes } from "@/server/features/admin/admin.routes";
import { metricsRoutes } from "@/server/features/admin-metrics/metrics.routes";
import { createRequestMetrics } from "@/server/features/admin-metrics/request-metrics";
import { authRoutes } from "@/server/features/auth/auth.routes";
import { createAuth } from "@/server/features/auth/create-auth";
import { chatRoutes } from "@/server/features/chat/chat.routes";
import { clientErrorRoutes } from "@/server/features/client-errors/client-errors.routes";
import { healthRoutes } from "@/server/features/health/health.routes";
import { itineraryRoutes } from "@/server/features/itinerary/itinerary.routes";
import { savedItineraryRoutes } from "@/server/features/itinerary/saved-itineraries.routes";
import { sharedItineraryRoutes } from "@/server/features/itinerary/shared.routes";
import { meRoutes } from "@/server/features/me/me.routes";
import { paymentRoutes } from "@/server/features/payments/payments.routes";
import { placesRoutes } from "@/server/features/places/places.routes";
import { publicContentRoutes } from "@/server/features/public-content/public-content.routes";
import { reviewRoutes } from "@/server/features/reviews/reviews.routes";
import { renderPublicPage } from "@/server/features/seo/render-public-page";
import { sitemapRoutes } from "@/server/features/sitemap/sitemap.routes";
import { tripRoutes } from "@/server/features/trip/trip.routes";
import { uploadsRoutes } from "@/server/features/uploads/uploads.routes";
import { ApiError, databaseUnavailableError, errorBody, isDatabaseUnavailable } from "@/server/lib/api-error";
import type { AppBindings, AppDeps } from "@/server/lib/app-context";
import { invalidateAfterRequest } from "@/server/lib/cache-invalidation";
import { createPublicCache, publicResponseCache } from "@/server/lib/public-cache";
import { createSessionCache } from "@/server/lib/session-cache";
import { clientIp } from "@/server/middleware/client-ip";
import { inputGuard } from "@/server/middleware/input-guard";
import { originCheck } from "@/server/middleware/origin-check";
import { isCachedApiRead, isCachedPage } from "@/server/middleware/public-reads";
import { requestLogger } from "@/server/middleware/request-logger";
import { apiCacheControl, securityHeaders } from "@/server/middleware/security-headers";
import { sessionLoader } from "@/server/middleware/session";
import { mountStaticClient } from "@/server/middleware/static-client";

/** The one route that takes a multipart body (admin image uploads). */
const UPLOADS_API_PATH = "/api/admin/uploads";

/** The whole HTTP application; production and tests build it the same way. */
export function createApp(given: AppDeps) {
  // Request metrics for every API route (counted in memory, rolled up per minute in the database).
  const metrics =
    given.metrics ?? createRequestMetrics({ db: given.database.db, clock: given.clock, logger: given.logger });
  const deps: AppDeps & { metrics: typeof metrics } = { ...given, metrics };
  const app = new OpenAPIHono<AppBindings>();
  // Public reads from memory; an admin write clears them (and the places directory) at once.
  const publicCache = deps.publicCache ?? createPublicCache();
  const sessionCache = deps.sessionCache ?? createSessionCache<SessionRow>({ ttlMs: deps.env.SESSION_CACHE_TTL_MS });
  publicCache.onInvalidate(() => deps.directory.invalidate());
  const auth = createAuth({
    env: deps.env,
    db: deps.database.db,
    logger: deps.logger,
    email: deps.email,
    clock: deps.clock,
    secret: deps.authSecret,
  });

  // Outermost: remembers the headers of a cached public answer so the next one is served at the door.
  if (deps.frontCache) app.use("*", deps.frontCache.capture());
  app.use("*", requestId());
  app.use("*", requestLogger(deps.logger));
  app.use("/api/*", metrics.middleware());
  app.use("*", invalidateAfterRequest(publicCache));
  app.use("*", securityHeaders({ https: deps.env.PUBLIC_URL.startsWith("https://") }));
  // Image uploads carry their own limit (5 MB plus the multipart framing, adminUploadsRoutes()).
  // GET and HEAD bodies are never read. A declared Content-Length is checked from the header (node's
  // parser never delivers more than it declares); only a chunked body is counted as it streams.
  // Asking the node adapter for the body stream would build a full WHATWG Request for every request.
  const maxBodyBytes = deps.env.BODY_LIMIT_KB * 1024;
  const tooLarge = (c: Context) =>
    c.json(errorBody("payload_too_large", `The request body is larger than ${deps.env.BODY_LIMIT_KB} KB.`), 413);
  const streamedBodyLimit = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge });
  app.use("/api/*", async (c, next) => {
    if (c.req.path === UPLOADS_API_PATH || c.req.method === "GET" || c.req.method === "HEAD") return next();
    const declared = c.req.header("content-length");
    if (declared === undefined || c.req.header("transfer-encoding") !== undefined) return streamedBodyLimit(c, next);
    return Number(declared) > maxBodyBytes ? tooLarge(c) : next();
  });

  app.use("/api/*", apiCacheControl());
  app.use("/api/*", clientIp(deps.env.TRUSTED_PROXIES));
  app.use(
    "/api/*",
    originCheck({
      allowedOrigins: [new URL(deps.env.PUBLIC_URL).origin],
      trustRequestOrigin: !deps.env.isPublicUrlSet,
      bodyExempt: (path) => path === UPLOADS_API_PATH,
    }),
  );
  app.use(
    "/api/*",
    inputGuard({
      skip: (path) => path === "/api/payments/stripe/webhook",
      // better-auth and the multipart upload read the request themselves.
      keepRaw: (path) => path.startsWith("/api/auth/") || path === UPLOADS_API_PATH,
    }),
  );
  app.use("/api/*", publicResponseCache(publicCache, isCachedApiRead));
  app.use("/api/*", sessionLoader(auth, deps, sessionCache));

  // Every route group is a function of the dependencies it needs, mounted once at its URL prefix.
  const api = new OpenAPIHono<AppBindings>();
  api.route("/auth", authRoutes({ ...deps, auth }));
  api.route("/", healthRoutes(deps)); // /health and /ready share no prefix
  api.route("/me", meRoutes(deps));
  api.route("/payments", paymentRoutes(deps));
  api.route("/public", publicContentRoutes(deps));
  api.route("/reviews", reviewRoutes(deps));
  api.route("/places", placesRoutes(deps));
  api.route("/itinerary", itineraryRoutes(deps));
  api.route("/itineraries", savedItineraryRoutes(deps));
  api.route("/shared", sharedItineraryRoutes(deps));
  api.route("/trip", tripRoutes(deps));
  // Premium APIs: every route under these prefixes passes the premium guard first.
  api.use("/chat/*", premiumGuard(deps));
  api.route("/chat", chatRoutes(deps));
  // Admin APIs: adminRoutes() puts the admin guard in front of every route it holds.
  api.route("/admin", adminRoutes(deps));
  api.route("/client-errors", clientErrorRoutes());
  api.all("*", (c) => c.json(errorBody("not_found", "No API route matches this path."), 404));

  // The OpenAPI document of everything under /api, with the real paths and the site as its server.
  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: { title: `${deps.env.SITE_NAME} API`, version: "1.0.0" },
    servers: [{ url: deps.env.PUBLIC_URL, description: "This site" }],
  });
  app.route("/api", api);

  app.route("/", sitemapRoutes(deps));
  // Prometheus text for operators: METRICS_TOKEN bearer or an admin session.
  app.use("/metrics", sessionLoader(auth, deps, sessionCache));
  app.route("/", metricsRoutes(deps, metrics));
  app.route("/", uploadsRoutes(deps));
  if (deps.clientDir) {
    const site = { siteName: deps.env.SITE_NAME, supportEmail: deps.env.SUPPORT_EMAIL, publicUrl: deps.env.PUBLIC_URL };
    app.use("*", publicResponseCache(publicCache, isCachedPage, { contentType: /^text\/html/ }));
    mountStaticClient(app, deps.clientDir, site, (path) => renderPublicPage(deps.database.db, path, site));
  }

  app.notFound((c) => c.json(errorBody("not_found", "Nothing here."), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error.code, error.message, error.fields), error.status);
    if (error instanceof HTTPException) {
      if (error.status === 400 && /malformed json/i.test(error.message)) {
        return c.json(errorBody("invalid_json", "The request body is not valid JSON."), 400);
      }
      const status = error.status;
      const message = status >= 500 ? "Something went wrong on our side." : error.message || "Bad request.";
      return c.json(errorBody(status >= 500 ? "internal_error" : "bad_request", message), status);
    }
    const logger = c.get("logger") ?? deps.logger;
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, path: c.req.path }, "database unavailable");
      const unavailable = databaseUnavailableError();
      c.header("Retry-After", "5");
      return c.json(errorBody(unavailable.code, unavailable.message), unavailable.status);
    }
    logger.error({ err: error }, "unhandled error");
    return c.json(errorBody("internal_error", "Something went wrong on our side."), 500);
  });

  return app;
}

export type AppType = ReturnType<typeof createApp>;
