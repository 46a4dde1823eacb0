import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "@/server/lib/router";
import { clientErrorReportSchema } from "@/shared/schemas/client-errors";

const reportRoute = createRoute({
  method: "post",
  path: "/client-errors",
  summary: "Report an uncaught error from the browser's crash screen",
  request: { body: { required: true, content: { "application/json": { schema: clientErrorReportSchema } } } },
  responses: {
    202: {
      description: "Logged",
      content: { "application/json": { schema: z.object({ received: z.literal(true) }) } },
    },
  },
});

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
