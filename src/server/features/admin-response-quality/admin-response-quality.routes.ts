import { createRoute } from "@hono/zod-openapi";
import { ADMIN_ERROR_RESPONSES, adminErrorSchema, jsonContent } from "@/server/features/admin/openapi";
import type { AppDeps } from "@/server/lib/app-context";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import {
  adminConversationSchema,
  conversationIdParamSchema,
  negativeFeedbackListSchema,
  negativeFeedbackQuerySchema,
  ratingIdParamSchema,
  ratingStatsSchema,
  reviewedResponseSchema,
} from "@/shared/schemas/admin-response-quality";
import {
  getConversationForAdmin,
  getRatingStats,
  listNegativeFeedback,
  markReviewed,
} from "./admin-response-quality.service";

const statsRoute = createRoute({
  method: "get",
  path: "/stats",
  summary: "Thumbs-up and thumbs-down counts and the satisfaction rate",
  responses: { 200: jsonContent(ratingStatsSchema, "The rating statistics"), ...ADMIN_ERROR_RESPONSES },
});
const negativeRoute = createRoute({
  method: "get",
  path: "/negative",
  summary: "Replies rated thumbs-down, newest rating first (admin list convention; status open/reviewed)",
  request: { query: negativeFeedbackQuerySchema },
  responses: { 200: jsonContent(negativeFeedbackListSchema, "A page of rated replies"), ...ADMIN_ERROR_RESPONSES },
});
const conversationRoute = createRoute({
  method: "get",
  path: "/conversations/{id}",
  summary: "A conversation in full, with the places each reply recommended and the owner's ratings",
  request: { params: conversationIdParamSchema },
  responses: {
    200: jsonContent(adminConversationSchema, "The conversation"),
    404: jsonContent(adminErrorSchema, "No such conversation"),
    ...ADMIN_ERROR_RESPONSES,
  },
});
const reviewedRoute = createRoute({
  method: "post",
  path: "/ratings/{id}/reviewed",
  summary: "Mark a thumbs-down as reviewed (recorded in the audit trail; repeating it changes nothing)",
  request: { params: ratingIdParamSchema },
  responses: {
    200: jsonContent(reviewedResponseSchema, "Reviewed"),
    404: jsonContent(adminErrorSchema, "No such negative rating"),
    ...ADMIN_ERROR_RESPONSES,
  },
});

export type AdminResponseQualityDeps = Pick<AppDeps, "database" | "clock">;

export function adminResponseQualityRoutes(deps: AdminResponseQualityDeps) {
  const app = createRouter();
  app.openapi(statsRoute, async (c) => c.json(await getRatingStats(deps.database.db), 200));
  app.openapi(negativeRoute, async (c) =>
    c.json(await listNegativeFeedback(deps.database.db, c.req.valid("query")), 200),
  );
  app.openapi(conversationRoute, async (c) =>
    c.json(await getConversationForAdmin(deps.database.db, c.req.valid("param").id), 200),
  );
  app.openapi(reviewedRoute, async (c) => {
    const session = requireUser(c);
    const { database, clock } = deps;
    const result = await markReviewed(
      database.db,
      c.req.valid("param").id,
      { userId: session.userId, email: session.email },
      clock.now(),
    );
    return c.json(result, 200);
  });
  return app;
}
