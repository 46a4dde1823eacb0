import { OpenAPIHono } from "@hono/zod-openapi";
import { errorBody, fieldErrors } from "@/server/lib/api-error";
import type { AppBindings } from "@/server/lib/app-context";

/** A route group whose zod validation failures answer 400 with one message per field. */
export function createRouter() {
  return new OpenAPIHono<AppBindings>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json(errorBody("validation_error", "Some fields are invalid.", fieldErrors(result.error.issues)), 400);
      }
    },
  });
}
