import { createRoute } from "@hono/zod-openapi";
import { ADMIN_ERROR_RESPONSES } from "@/server/features/admin/openapi";
import type { AppDeps } from "@/server/lib/app-context";
import { jsonContent } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import {
  adminContentOverviewSchema,
  forceReacceptanceResponseSchema,
  revisionParamSchema,
  revisionSchema,
  revisionsQuerySchema,
  revisionsResponseSchema,
  saveSiteContentSchema,
  siteContentSlugParamSchema,
} from "@/shared/schemas/admin-content";
import { apiErrorSchema } from "@/shared/schemas/api";
import {
  forceReacceptance,
  getContentOverview,
  listRevisions,
  restoreRevision,
  saveContent,
} from "./admin-content.service";

const overviewRoute = createRoute({
  method: "get",
  path: "/",
  summary: "Both legal texts, the required acceptance version and the share of active users who accepted it",
  responses: { 200: jsonContent(adminContentOverviewSchema, "Site content"), ...ADMIN_ERROR_RESPONSES },
});
const saveRoute = createRoute({
  method: "put",
  path: "/{slug}",
  summary: "Save a legal text (sanitised with the allow-list) as a new revision",
  request: {
    params: siteContentSlugParamSchema,
    body: { required: true, content: { "application/json": { schema: saveSiteContentSchema } } },
  },
  responses: { 200: jsonContent(revisionSchema, "The stored revision"), ...ADMIN_ERROR_RESPONSES },
});
const revisionsRoute = createRoute({
  method: "get",
  path: "/{slug}/revisions",
  summary: "Revisions of a legal text, newest first (admin list convention)",
  request: { params: siteContentSlugParamSchema, query: revisionsQuerySchema },
  responses: { 200: jsonContent(revisionsResponseSchema, "A page of revisions"), ...ADMIN_ERROR_RESPONSES },
});
const restoreRoute = createRoute({
  method: "post",
  path: "/{slug}/revisions/{revisionId}/restore",
  summary: "Make an earlier revision the current text (kept as a new revision)",
  request: { params: revisionParamSchema },
  responses: {
    200: jsonContent(revisionSchema, "The new revision"),
    ...ADMIN_ERROR_RESPONSES,
    404: jsonContent(apiErrorSchema, "No such revision"),
  },
});
const forceRoute = createRoute({
  method: "post",
  path: "/force-reacceptance",
  summary: "Require every user to accept the Terms and Privacy Policy again",
  responses: {
    200: jsonContent(forceReacceptanceResponseSchema, "The new required version"),
    ...ADMIN_ERROR_RESPONSES,
  },
});

export type AdminContentDeps = Pick<AppDeps, "database" | "clock">;

export function adminContentRoutes(deps: AdminContentDeps) {
  const app = createRouter();
  app.openapi(overviewRoute, async (c) => c.json(await getContentOverview(deps.database.db), 200));
  app.openapi(forceRoute, async (c) => {
    const session = requireUser(c);
    const { database, clock } = deps;
    const result = await forceReacceptance(database.db, { userId: session.userId, email: session.email }, clock.now());
    return c.json(result, 200);
  });
  app.openapi(saveRoute, async (c) => {
    const session = requireUser(c);
    const { database, clock } = deps;
    const revision = await saveContent(
      database.db,
      c.req.valid("param").slug,
      c.req.valid("json"),
      { userId: session.userId, email: session.email },
      clock.now(),
    );
    return c.json(revision, 200);
  });
  app.openapi(revisionsRoute, async (c) => {
    const query = c.req.valid("query");
    return c.json(await listRevisions(deps.database.db, c.req.valid("param").slug, query), 200);
  });
  app.openapi(restoreRoute, async (c) => {
    const session = requireUser(c);
    const { database, clock } = deps;
    const { slug, revisionId } = c.req.valid("param");
    const revision = await restoreRevision(
      database.db,
      slug,
      revisionId,
      { userId: session.userId, email: session.email },
      clock.now(),
    );
    return c.json(revision, 200);
  });
  return app;
}
