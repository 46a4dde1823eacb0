import type { MiddlewareHandler } from "hono";
import { errorBody } from "@/server/lib/api-error";
import type { AppBindings } from "@/server/lib/app-context";
import { requestOrigin } from "@/server/lib/request-origin";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF protection for every state-changing API request, JSON included: a browser's request must
 * come from our own origin (Origin header, else Sec-Fetch-Site). Requests with neither header are
 * not from a browser and carry no ambient-cookie risk. Bodies must be JSON unless a route opts out
 * (uploads, webhooks) via `bodyExempt`. With `trustRequestOrigin` (no PUBLIC_URL configured), an
 * Origin equal to the request's own scheme and host is same-origin too, so the site works at
 * 127.0.0.1 or a LAN address as well as at localhost.
 */
export function originCheck(options: {
  allowedOrigins: string[];
  trustRequestOrigin?: boolean;
  bodyExempt: (path: string) => boolean;
}): MiddlewareHandler<AppBindings> {
  const allowed = new Set(options.allowedOrigins);
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const crossOrigin = origin
      ? !allowed.has(origin) && !(options.trustRequestOrigin && origin === requestOrigin(c.req.raw))
      : fetchSite
        ? fetchSite !== "same-origin" && fetchSite !== "none"
        : false;
    if (crossOrigin) {
      return c.json(errorBody("forbidden_origin", "Cross-origin requests are not allowed."), 403);
    }
    const hasBody =
      Number(c.req.header("content-length") ?? "0") > 0 || c.req.header("transfer-encoding") !== undefined;
    const contentType = c.req.header("content-type") ?? "";
    if (hasBody && !options.bodyExempt(c.req.path) && !/^application\/json\b/i.test(contentType)) {
      return c.json(errorBody("unsupported_media_type", "Send the request body as application/json."), 415);
    }
    await next();
  };
}
