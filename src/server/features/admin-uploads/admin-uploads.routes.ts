import { createRoute, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { ADMIN_ERROR_RESPONSES, adminErrorSchema, jsonContent } from "@/server/features/admin/openapi";
import { ApiError } from "@/server/lib/api-error";
import type { AppDeps } from "@/server/lib/app-context";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import { UPLOAD_MAX_BYTES } from "@/shared/constants";
import { UPLOAD_MESSAGES } from "@/shared/messages/admin-curation";
import { uploadFieldsSchema, uploadResultSchema } from "@/shared/schemas/admin-uploads";
import { storeImage, tooLargeBody } from "./admin-uploads.service";
import { tooLarge } from "./images";

/** Multipart framing around the file; a body beyond this is refused before it is read. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 256 * 1024;

const uploadRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Upload an image (showcase, place, business logo): checked by content, re-encoded, stored",
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: uploadFieldsSchema.extend({ file: z.any().openapi({ type: "string", format: "binary" }) }),
        },
      },
    },
  },
  responses: {
    201: jsonContent(uploadResultSchema, "The stored image and its thumbnail"),
    ...ADMIN_ERROR_RESPONSES,
    413: jsonContent(adminErrorSchema, "Image must be smaller than 5MB"),
    415: jsonContent(adminErrorSchema, "The body is not multipart/form-data"),
  },
});

export function adminUploadsRoutes(deps: AppDeps) {
  const app = createRouter();
  app.use("/", bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: (c) => c.json(tooLargeBody(), 413) }));
  app.openapi(uploadRoute, async (c) => {
    const session = requireUser(c);
    const { database, storage, clock } = deps;
    const form = c.req.valid("form");
    const file = form.file;
    if (!(file instanceof File)) {
      throw new ApiError(400, "validation_error", UPLOAD_MESSAGES.notAnImage, { file: UPLOAD_MESSAGES.notAnImage });
    }
    if (file.size > UPLOAD_MAX_BYTES) throw tooLarge();
    const result = await storeImage(
      database.db,
      storage,
      { kind: form.kind, name: form.name, bytes: new Uint8Array(await file.arrayBuffer()) },
      { userId: session.userId, email: session.email },
      clock.now(),
    );
    return c.json(result, 201);
  });
  return app;
}
