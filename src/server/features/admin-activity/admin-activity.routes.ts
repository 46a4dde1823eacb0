import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ADMIN_ERROR_RESPONSES, jsonContent } from "@/server/features/admin/openapi";
import type { AppBindings } from "@/server/lib/app-context";
import { createRouter } from "@/server/lib/router";
import {
  activityApiSchema,
  activityOverviewSchema,
  activitySystemSchema,
  activityTrendsSchema,
  activityUsersSchema,
} from "@/shared/schemas/admin-activity";
import {
  getActivityApi,
  getActivityOverview,
  getActivitySystem,
  getActivityTrends,
  getActivityUsers,
} from "./admin-activity.service";

function tabRoute<T extends Parameters<typeof jsonContent>[0]>(path: string, schema: T, summary: string) {
  return createRoute({
    method: "get",
    path,
    summary,
    responses: { 200: jsonContent(schema, summary), ...ADMIN_ERROR_RESPONSES },
  });
}

const overviewRoute = tabRoute(
  "/overview",
  activityOverviewSchema,
  "Overview tab: users, today's messages, paid, health score, recent activity",
);
const usersRoute = tabRoute(
  "/users",
  activityUsersSchema,
  "Users tab: engagement, messages per user, return and completion rates, timeline",
);
const apiRoute = tabRoute(
  "/api",
  activityApiSchema,
  "API tab: per-route performance over 24 h and this instance's 10 latest calls",
);
const systemRoute = tabRoute("/system", activitySystemSchema, "System tab: database, caches, storage, uptime, latency");
const trendsRoute = tabRoute(
  "/trends",
  activityTrendsSchema,
  "Daily figures over 30 Hawaii days and the sign-up funnel with D1/D7",
);

function deps(c: Context<AppBindings>) {
  const { database, env, metrics, directory } = c.get("deps");
  return {
    database,
    metrics,
    dataDir: env.DATA_DIR,
    directoryCache: directory.stats(),
  };
}

export function adminActivityRoutes() {
  const app = createRouter();
  app.openapi(overviewRoute, async (c) => c.json(await getActivityOverview(deps(c), c.get("deps").clock.now()), 200));
  app.openapi(usersRoute, async (c) =>
    c.json(await getActivityUsers(c.get("deps").database.db, c.get("deps").clock.now()), 200),
  );
  app.openapi(apiRoute, async (c) => c.json(await getActivityApi(deps(c), c.get("deps").clock.now()), 200));
  app.openapi(systemRoute, async (c) => c.json(await getActivitySystem(deps(c), c.get("deps").clock.now()), 200));
  app.openapi(trendsRoute, async (c) =>
    c.json(await getActivityTrends(c.get("deps").database.db, c.get("deps").clock.now()), 200),
  );
  return app;
}
