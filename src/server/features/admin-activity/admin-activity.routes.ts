import { createRoute } from "@hono/zod-openapi";
import { ADMIN_ERROR_RESPONSES, jsonContent } from "@/server/features/admin/openapi";
import type { AppDeps } from "@/server/lib/app-context";
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

export type AdminActivityDeps = Pick<AppDeps, "database" | "env" | "directory" | "clock"> & {
  metrics: NonNullable<AppDeps["metrics"]>;
};

function sources({ database, env, metrics, directory }: AdminActivityDeps) {
  return {
    database,
    metrics,
    dataDir: env.DATA_DIR,
    directoryCache: directory.stats(),
  };
}

export function adminActivityRoutes(deps: AdminActivityDeps) {
  const app = createRouter();
  app.openapi(overviewRoute, async (c) => c.json(await getActivityOverview(sources(deps), deps.clock.now()), 200));
  app.openapi(usersRoute, async (c) => c.json(await getActivityUsers(deps.database.db, deps.clock.now()), 200));
  app.openapi(apiRoute, async (c) => c.json(await getActivityApi(sources(deps), deps.clock.now()), 200));
  app.openapi(systemRoute, async (c) => c.json(await getActivitySystem(sources(deps), deps.clock.now()), 200));
  app.openapi(trendsRoute, async (c) => c.json(await getActivityTrends(deps.database.db, deps.clock.now()), 200));
  return app;
}
