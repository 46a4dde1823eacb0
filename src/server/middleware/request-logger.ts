import type { MiddlewareHandler } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import type { Logger } from "@/server/lib/logger";

/** One structured line per request, tagged with the request id; the query string is left out. */
export function requestLogger(baseLogger: Logger): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const started = performance.now();
    const logger = baseLogger.child({ reqId: c.get("requestId") });
    c.set("logger", logger);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const level = c.res.status >= 500 ? "error" : "info";
    // The path can carry a secret (a reset token, a share link): the logger scrubs known shapes.
    logger[level]({ method: c.req.method, path: c.req.path.slice(0, 300), status: c.res.status, ms }, "request");
  };
}
