import { createRoute, z } from "@hono/zod-openapi";
import { ADMIN_ERROR_RESPONSES, jsonContent } from "@/server/features/admin/openapi";
import type { AppDeps } from "@/server/lib/app-context";
import { requireUser } from "@/server/lib/require-user";
import { createRouter } from "@/server/lib/router";
import {
  adminFeedbackStatsSchema,
  dayFeedbackListSchema,
  dayFeedbackQuerySchema,
  feedbackExportQuerySchema,
  tripFeedbackListSchema,
  tripFeedbackQuerySchema,
} from "@/shared/schemas/admin-feedback";
import { exportFeedbackCsv, getFeedbackStats, listDayFeedback, listTripFeedback } from "./admin-feedback.service";

const statsRoute = createRoute({
  method: "get",
  path: "/stats",
  summary: "Star statistics of the assistant and trip ratings, and the number of trip reviews and day feedback",
  responses: { 200: jsonContent(adminFeedbackStatsSchema, "The statistics"), ...ADMIN_ERROR_RESPONSES },
});
const tripsRoute = createRoute({
  method: "get",
  path: "/trips",
  summary: "Trip reviews with the reviewer's e-mail (admin list convention; q searches the e-mail)",
  request: { query: tripFeedbackQuerySchema },
  responses: { 200: jsonContent(tripFeedbackListSchema, "A page of trip reviews"), ...ADMIN_ERROR_RESPONSES },
});
const daysRoute = createRoute({
  method: "get",
  path: "/days",
  summary: "Day feedback with the traveller's e-mail (admin list convention; q searches the e-mail)",
  request: { query: dayFeedbackQuerySchema },
  responses: { 200: jsonContent(dayFeedbackListSchema, "A page of day feedback"), ...ADMIN_ERROR_RESPONSES },
});

const csvResponse = {
  description: "The whole filtered set as CSV, as an attachment named <kind>-feedback-yyyy-MM-dd.csv",
  content: { "text/csv": { schema: z.string() } },
};
const exportTripsRoute = createRoute({
  method: "get",
  path: "/trips/export",
  summary: "Trip reviews as CSV (every row matching q); recorded in the audit trail",
  request: { query: feedbackExportQuerySchema },
  responses: { 200: csvResponse, ...ADMIN_ERROR_RESPONSES },
});
const exportDaysRoute = createRoute({
  method: "get",
  path: "/days/export",
  summary: "Day feedback as CSV (every row matching q); recorded in the audit trail",
  request: { query: feedbackExportQuerySchema },
  responses: { 200: csvResponse, ...ADMIN_ERROR_RESPONSES },
});

export type AdminFeedbackDeps = Pick<AppDeps, "database" | "clock">;

export function adminFeedbackRoutes(deps: AdminFeedbackDeps) {
  const app = createRouter();
  app.openapi(statsRoute, async (c) => c.json(await getFeedbackStats(deps.database.db), 200));
  app.openapi(tripsRoute, async (c) => c.json(await listTripFeedback(deps.database.db, c.req.valid("query")), 200));
  app.openapi(daysRoute, async (c) => c.json(await listDayFeedback(deps.database.db, c.req.valid("query")), 200));
  for (const [route, kind] of [
    [exportTripsRoute, "trip"],
    [exportDaysRoute, "day"],
  ] as const) {
    app.openapi(route, async (c) => {
      const session = requireUser(c);
      const { database, clock } = deps;
      const csv = await exportFeedbackCsv(
        database.db,
        kind,
        c.req.valid("query").q,
        { userId: session.userId, email: session.email },
        clock.now(),
      );
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${csv.fileName}"`);
      return c.body(csv.body, 200);
    });
  }
  return app;
}
