import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ADMIN_ERROR_RESPONSES } from "@/server/features/admin/openapi";
import type { AppBindings, AppDeps } from "@/server/lib/app-context";
import { jsonContent } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import {
  adminUserDetailSchema,
  adminUserIdParamSchema,
  adminUserRowSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  setDeactivatedSchema,
  setPaidSchema,
} from "@/shared/schemas/admin-users";
import { apiErrorSchema } from "@/shared/schemas/api";
import {
  getUserDetail,
  grantAdmin,
  listUsers,
  resetQuestionCount,
  revokeAdmin,
  setDeactivated,
  setPaid,
  type UserActionContext,
} from "./admin-users.service";

const responses = (description: string) => ({
  200: jsonContent(adminUserRowSchema, description),
  ...ADMIN_ERROR_RESPONSES,
  404: jsonContent(apiErrorSchema, "No such user"),
});
const body = <T extends typeof setPaidSchema | typeof setDeactivatedSchema>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "Users with paid, admin and deactivated status and total messages (admin list convention)",
  request: { query: adminUsersQuerySchema },
  responses: { 200: jsonContent(adminUsersResponseSchema, "A page of users"), ...ADMIN_ERROR_RESPONSES },
});
const detailRoute = createRoute({
  method: "get",
  path: "/{id}",
  summary: "One user's profile, consent, usage counts and audit trail",
  request: { params: adminUserIdParamSchema },
  responses: {
    200: jsonContent(adminUserDetailSchema, "The user"),
    ...ADMIN_ERROR_RESPONSES,
    404: jsonContent(apiErrorSchema, "No such user"),
  },
});
const paidRoute = createRoute({
  method: "post",
  path: "/{id}/paid",
  summary: "Set the user's paid status",
  request: { params: adminUserIdParamSchema, body: body(setPaidSchema) },
  responses: responses("The updated user"),
});
const deactivatedRoute = createRoute({
  method: "post",
  path: "/{id}/deactivated",
  summary: "Deactivate (ends every session at once) or reactivate the user",
  request: { params: adminUserIdParamSchema, body: body(setDeactivatedSchema) },
  responses: responses("The updated user"),
});
const grantRoute = createRoute({
  method: "post",
  path: "/{id}/admin",
  summary: "Grant the admin role (also marks the user paid)",
  request: { params: adminUserIdParamSchema },
  responses: responses("The updated user"),
});
const revokeRoute = createRoute({
  method: "delete",
  path: "/{id}/admin",
  summary: "Revoke the admin role",
  request: { params: adminUserIdParamSchema },
  responses: responses("The updated user"),
});
const resetQuotaRoute = createRoute({
  method: "post",
  path: "/{id}/question-count/reset",
  summary: "Reset today's question count",
  request: { params: adminUserIdParamSchema },
  responses: responses("The updated user"),
});

export type AdminUsersDeps = Pick<AppDeps, "database" | "clock" | "env">;

function actionContext(c: Context<AppBindings>, { env, clock }: AdminUsersDeps): UserActionContext {
  const session = requireUser(c);
  return {
    actor: { userId: session.userId, email: session.email },
    superAdminEmail: env.SUPER_ADMIN_EMAIL,
    now: clock.now(),
  };
}

export function adminUsersRoutes(deps: AdminUsersDeps) {
  const app = createRouter();
  app.openapi(listRoute, async (c) => {
    const { database, env, clock } = deps;
    const result = await listUsers(database.db, c.req.valid("query"), {
      superAdminEmail: env.SUPER_ADMIN_EMAIL,
      now: clock.now(),
    });
    return c.json(result, 200);
  });
  app.openapi(detailRoute, async (c) => {
    const { database, env, clock } = deps;
    const detail = await getUserDetail(database.db, c.req.valid("param").id, {
      superAdminEmail: env.SUPER_ADMIN_EMAIL,
      now: clock.now(),
    });
    return c.json(detail, 200);
  });
  app.openapi(paidRoute, async (c) => {
    const row = await setPaid(
      deps.database.db,
      c.req.valid("param").id,
      c.req.valid("json").hasPaid,
      actionContext(c, deps),
    );
    return c.json(row, 200);
  });
  app.openapi(deactivatedRoute, async (c) => {
    const row = await setDeactivated(
      deps.database.db,
      c.req.valid("param").id,
      c.req.valid("json").deactivated,
      actionContext(c, deps),
    );
    return c.json(row, 200);
  });
  app.openapi(grantRoute, async (c) => {
    return c.json(await grantAdmin(deps.database.db, c.req.valid("param").id, actionContext(c, deps)), 200);
  });
  app.openapi(revokeRoute, async (c) => {
    return c.json(await revokeAdmin(deps.database.db, c.req.valid("param").id, actionContext(c, deps)), 200);
  });
  app.openapi(resetQuotaRoute, async (c) => {
    return c.json(await resetQuestionCount(deps.database.db, c.req.valid("param").id, actionContext(c, deps)), 200);
  });
  return app;
}
