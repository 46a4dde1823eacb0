import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/** CSP the built client satisfies (no inline scripts), plus frame, sniffing, referrer and feature rules. */
export function securityHeaders(options: { https: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and the toaster set inline style attributes for positioning.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // No third-party images: an image URL in a model-written reply could carry data out
      // (docs/security.md). A Google profile photo therefore shows the initials instead.
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    // Powerful features the site never uses are off for it and anything it might embed.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      bluetooth: [],
      midi: [],
      displayCapture: [],
      browsingTopics: [],
      clipboardWrite: ["self"],
    },
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: options.https ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin-allow-popups",
  });
}

/**
 * API responses are `no-store` unless a route marked them public (session-independent reads), and
 * always when they set a cookie: nothing that depends on the session may sit in a shared or
 * browser cache. Mounted outside the session loader so it also sees a renewed session cookie.
 */
export function apiCacheControl(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const declared = c.res.headers.get("Cache-Control") ?? "";
    const isPublic = /^\s*public\b/i.test(declared);
    if (!isPublic || c.res.headers.getSetCookie().length > 0) c.res.headers.set("Cache-Control", "no-store");
  };
}
