import type { MiddlewareHandler } from "hono";
import { errorBody } from "@/server/lib/api-error";
import type { AppBindings } from "@/server/lib/app-context";
import { CONTROL_CHARACTER_MESSAGE, CONTROL_CHARACTERS, findInvalidText } from "@/shared/schemas/zod";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function invalid(field: string, message: string) {
  return errorBody("validation_error", "Some fields are invalid.", { [field]: message });
}

/**
 * One check in front of every API route, better-auth's included: no control characters (NUL and
 * friends) and no string over the general length limit in the path, the query or a JSON body.
 * Each route's own schema then applies its tighter limits. Bodies that are signed as they are
 * (the Stripe webhook) are left alone.
 */
export function inputGuard(options: {
  skip: (path: string) => boolean;
  /** Paths whose handler reads the raw request body itself. */
  keepRaw?: (path: string) => boolean;
}): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return c.json(invalid("path", "The address is not valid."), 400);
    }
    if (CONTROL_CHARACTERS.test(path)) return c.json(invalid("path", CONTROL_CHARACTER_MESSAGE), 400);

    const query = c.req.queries();
    const inQuery = findInvalidText(query);
    if (inQuery) return c.json(invalid(inQuery.field.replace(/\.\d+$/, ""), inQuery.message), 400);

    if (BODY_METHODS.has(c.req.method) && !options.skip(c.req.path)) {
      const type = c.req.header("content-type") ?? "";
      if (type.includes("json")) {
        let body: unknown;
        try {
          // Routes that hand the raw request on (better-auth) need its body unread: they get a
          // copy. Every other route's validator reads the body Hono parses and keeps here.
          body = options.keepRaw?.(c.req.path) ? JSON.parse(await c.req.raw.clone().text()) : await c.req.json();
        } catch {
          body = undefined; // the route answers invalid JSON its own way
        }
        const found = findInvalidText(body);
        if (found) return c.json(invalid(found.field, found.message), 400);
      }
    }
    await next();
  };
}
