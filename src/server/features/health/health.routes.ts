import { createRoute, z } from "@hono/zod-openapi";
import { errorBody } from "@/server/lib/api-error";
import { createRouter } from "@/server/lib/router";

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  summary: "The process is up",
  responses: {
    200: {
      description: "Alive",
      content: { "application/json": { schema: z.object({ status: z.literal("ok") }) } },
    },
  },
});

const readyRoute = createRoute({
  method: "get",
  path: "/ready",
  summary: "The database answers",
  responses: {
    200: {
      description: "Ready to serve",
      content: {
        "application/json": {
          schema: z.object({ status: z.literal("ready"), database: z.enum(["pglite", "postgres"]) }),
        },
      },
    },
    503: {
      description: "The database does not answer",
      content: {
        "application/json": {
          schema: z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
        },
      },
    },
  },
});

export function healthRoutes() {
  const app = createRouter();
  app.openapi(healthRoute, (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(readyRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    const { database } = c.get("deps");
    if (await database.ping()) return c.json({ status: "ready" as const, database: database.kind }, 200);
    return c.json(errorBody("database_unavailable", "The database is not answering."), 503);
  });
  return app;
}
