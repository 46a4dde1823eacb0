import { Hono } from "hono";
import { errorBody } from "@/server/lib/api-error";
import type { AppBindings, AppDeps } from "@/server/lib/app-context";
import { contentTypeOf, isValidStorageKey } from "@/server/providers/storage/storage-provider";
import { UPLOAD_CACHE_SECONDS } from "@/shared/constants";

/**
 * GET /uploads/<key>: stored images, read through the storage provider (local disk or S3) so the same
 * URL works with either. Names are never reused, so a cached copy never goes stale.
 */
export function uploadsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  app.get("/uploads/*", async (c) => {
    const key = c.req.path.slice("/uploads/".length);
    if (!isValidStorageKey(key)) return c.json(errorBody("not_found", "No such image."), 404);
    const object = await deps.storage.get(key);
    if (!object) return c.json(errorBody("not_found", "No such image."), 404);
    return c.body(object.body as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": contentTypeOf(key),
      "Cache-Control": `public, max-age=${UPLOAD_CACHE_SECONDS}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    });
  });
  return app;
}
