import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonBody, jsonContent } from "@/server/lib/openapi";
import { createRouter } from "@/server/lib/router";
import { clientErrorReceivedSchema, clientErrorReportSchema } from "@/shared/schemas/client-errors";

const reportRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Report an uncaught error from the browser's crash screen",
  request: { body: jsonBody(clientErrorReportSchema) },
  responses: { 202: jsonContent(clientErrorReceivedSchema, "Logged"), ...errorResponses(400) },
});

/** Crash reports from the browser, mounted at /api/client-errors (needs no dependencies: it logs). */
export function clientErrorRoutes() {
  const app = createRouter();
  app.openapi(reportRoute, (c) => {
    const report = c.req.valid("json");
    // Only the message and the path are logged: browser stacks stay out of the logs.
    c.get("logger").warn({ clientError: report }, "client crash reported");
    return c.json({ received: true as const }, 202);
  });
  return app;
}
