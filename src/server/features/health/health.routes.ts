import { createRoute } from "@hono/zod-openapi";
import { errorBody } from "@/server/lib/api-error";
import type { AppDeps } from "@/server/lib/app-context";
import { errorResponses, jsonContent } from "@/server/lib/openapi";
import { createRouter } from "@/server/lib/router";
import { healthSchema, readinessSchema } from "@/shared/schemas/health";

export type HealthDeps = Pick<AppDeps, "database">;

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  summary: "The process is up",
  responses: { 200: jsonContent(healthSchema, "Alive") },
});

const readyRoute = createRoute({
  method: "get",
  path: "/ready",
  summary: "The database answers",
  responses: { 200: jsonContent(readinessSchema, "Ready to serve"), ...errorResponses(503) },
});

/** Liveness and readiness, mounted at /api (its two paths share no prefix). */
export function healthRoutes(deps: HealthDeps) {
  const app = createRouter();
  app.openapi(healthRoute, (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(readyRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    const { database } = deps;
    if (await database.ping()) return c.json({ status: "ready" as const, database: database.kind }, 200);
    return c.json(errorBody("database_unavailable", "The database is not answering."), 503);
  });
  return app;
}
