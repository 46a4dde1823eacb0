import { stringify } from "csv-stringify/sync";
import { type SQL, sql } from "drizzle-orm";
import { type Db, selectRows } from "@/server/db/client";
import { type Actor, writeAudit } from "@/server/features/admin/audit.service";
import { ANALYTICS_TIME_ZONE } from "@/shared/constants";
import { ADMIN_FEEDBACK } from "@/shared/messages/admin-analytics";
import {
  type AdminFeedbackStats,
  DAY_FEEDBACK_CSV_COLUMNS,
  type DayFeedbackItem,
  type DayFeedbackList,
  type StarStats,
  TRIP_FEEDBACK_CSV_COLUMNS,
  type TripFeedbackItem,
  type TripFeedbackList,
} from "@/shared/schemas/admin-feedback";
import { parseSort, type SortValue } from "@/shared/schemas/admin-list";

type StarRow = { total: number; average: number | null; s1: number; s2: number; s3: number; s4: number; s5: number };

function starStats(row: StarRow): StarStats {
  const counts = [row.s5, row.s4, row.s3, row.s2, row.s1];
  return {
    averageRating: row.average === null ? null : Math.round(Number(row.average) * 10) / 10,
    totalRatings: row.total,
    distribution: counts.map((count, i) => ({
      stars: 5 - i,
      count,
      percent: row.total > 0 ? Math.round((count / row.total) * 1000) / 10 : 0,
    })),
  };
}

function starColumns(column: string): SQL {
  const c = sql.raw(column);
  return sql`count(${c})::int as total, avg(${c})::float8 as average,
    count(*) filter (where ${c} = 1)::int as s1, count(*) filter (where ${c} = 2)::int as s2,
    count(*) filter (where ${c} = 3)::int as s3, count(*) filter (where ${c} = 4)::int as s4,
    count(*) filter (where ${c} = 5)::int as s5`;
}

/** Both star cards (the assistant rating and the trip rating of trip reviews) and the tab counts. */
export async function getFeedbackStats(db: Db): Promise<AdminFeedbackStats> {
  const [assistant] = await selectRows<StarRow>(db, sql`select ${starColumns("alohabot_rating")} from trip_feedback`);
  const [trip] = await selectRows<StarRow>(db, sql`select ${starColumns("overall_rating")} from trip_feedback`);
  const [counts] = await selectRows<{ trips: number; days: number }>(
    db,
    sql`select (select count(*) from trip_feedback)::int as trips, (select count(*) from day_feedback)::int as days`,
  );
  return {
    assistantRatings: starStats(assistant!),
    tripRatings: starStats(trip!),
    tripReviewCount: counts!.trips,
    dayFeedbackCount: counts!.days,
  };
}

function emailFilter(q: string): SQL {
  if (!q) return sql`true`;
  const escaped = q.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return sql`u.email ilike ${`%${escaped}%`}`;
}

type TripRow = {
  id: string;
  overall_rating: number;
  alohabot_rating: number | null;
  feedback_text: string | null;
  would_recommend: boolean | null;
  created_at: string | Date;
  email: string | null;
};
type DayRow = {
  id: string;
  day_title: string;
  trip_date: string | Date | null;
  completion_feedback: string | null;
  completed_at: string | Date;
  email: string | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();
const dateOnly = (value: string | Date | null) =>
  value === null ? null : typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);

const TRIP_SORT = { createdAt: "f.created_at", overallRating: "f.overall_rating" } as const;
const DAY_SORT = { completedAt: "f.completed_at", tripDate: "f.trip_date" } as const;

function orderBy<K extends string>(columns: Record<K, string>, sort: SortValue<K>): SQL {
  const { key, direction } = parseSort(sort);
  return sql.raw(`${columns[key]} ${direction} nulls last, f.id ${direction}`);
}

function tripRows(db: Db, q: string, sort: SortValue<keyof typeof TRIP_SORT>, limit: SQL, offset: number) {
  return selectRows<TripRow>(
    db,
    sql`select f.id, f.overall_rating, f.alohabot_rating, f.feedback_text, f.would_recommend, f.created_at, u.email
      from trip_feedback f left join users u on u.id = f.user_id
      where ${emailFilter(q)} order by ${orderBy(TRIP_SORT, sort)} limit ${limit} offset ${offset}`,
  );
}

function dayRows(db: Db, q: string, sort: SortValue<keyof typeof DAY_SORT>, limit: SQL, offset: number) {
  return selectRows<DayRow>(
    db,
    sql`select f.id, f.day_title, f.trip_date, f.completion_feedback, f.completed_at, u.email
      from day_feedback f left join users u on u.id = f.user_id
      where ${emailFilter(q)} order by ${orderBy(DAY_SORT, sort)} limit ${limit} offset ${offset}`,
  );
}

function toTrip(r: TripRow): TripFeedbackItem {
  return {
    id: r.id,
    overallRating: r.overall_rating,
    alohabotRating: r.alohabot_rating,
    feedbackText: r.feedback_text,
    wouldRecommend: r.would_recommend,
    createdAt: iso(r.created_at),
    userEmail: r.email,
  };
}

function toDay(r: DayRow): DayFeedbackItem {
  return {
    id: r.id,
    dayTitle: r.day_title,
    tripDate: dateOnly(r.trip_date),
    completionFeedback: r.completion_feedback,
    completedAt: iso(r.completed_at),
    userEmail: r.email,
  };
}

async function countRows(db: Db, table: "trip_feedback" | "day_feedback", q: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    q
      ? sql`select count(*)::int as n from ${sql.raw(table)} f left join users u on u.id = f.user_id where ${emailFilter(q)}`
      : sql`select count(*)::int as n from ${sql.raw(table)}`,
  );
  return row!.n;
}

export async function listTripFeedback(
  db: Db,
  query: { page: number; pageSize: number; sort: SortValue<keyof typeof TRIP_SORT>; q: string },
): Promise<TripFeedbackList> {
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = [
    await tripRows(db, query.q, query.sort, sql`${query.pageSize}`, offset),
    await countRows(db, "trip_feedback", query.q),
  ];
  return { items: rows.map(toTrip), total, page: query.page, pageSize: query.pageSize };
}

export async function listDayFeedback(
  db: Db,
  query: { page: number; pageSize: number; sort: SortValue<keyof typeof DAY_SORT>; q: string },
): Promise<DayFeedbackList> {
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = [
    await dayRows(db, query.q, query.sort, sql`${query.pageSize}`, offset),
    await countRows(db, "day_feedback", query.q),
  ];
  return { items: rows.map(toDay), total, page: query.page, pageSize: query.pageSize };
}

/**
 * Spreadsheet formula injection (OWASP "CSV injection"): a cell starting with =, +, -, @, a tab or a
 * carriage return is read as a formula by Excel, LibreOffice and Sheets. Such text cells are
 * prefixed with a single quote, which the spreadsheets show as plain text.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function text(value: string | null): string {
  return value === null ? "" : neutraliseCell(value);
}

/** The date part of a file name, yyyy-MM-dd, as the day is in Hawaii. */
export function hawaiiDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: ANALYTICS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

function recommend(value: boolean | null): string {
  return value === null
    ? ADMIN_FEEDBACK.recommend.none
    : value
      ? ADMIN_FEEDBACK.recommend.yes
      : ADMIN_FEEDBACK.recommend.no;
}

export type CsvExport = { fileName: string; body: string; rows: number };

/**
 * The whole filtered set as CSV (csv-stringify quotes fields with commas, quotes and line breaks),
 * recorded in the audit trail in the same transaction as the read.
 */
export async function exportFeedbackCsv(
  db: Db,
  kind: "trip" | "day",
  q: string,
  actor: Actor,
  now: Date,
): Promise<CsvExport> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    let records: string[][];
    if (kind === "trip") {
      const rows = await tripRows(txDb, q, "-createdAt", sql`all`, 0);
      records = rows.map((r) => [
        String(r.overall_rating),
        r.alohabot_rating === null ? "" : String(r.alohabot_rating),
        text(r.feedback_text),
        recommend(r.would_recommend),
        iso(r.created_at),
        text(r.email),
      ]);
    } else {
      const rows = await dayRows(txDb, q, "-completedAt", sql`all`, 0);
      records = rows.map((r) => [
        text(r.day_title),
        dateOnly(r.trip_date) ?? "",
        text(r.completion_feedback),
        iso(r.completed_at),
        text(r.email),
      ]);
    }
    const columns = kind === "trip" ? TRIP_FEEDBACK_CSV_COLUMNS : DAY_FEEDBACK_CSV_COLUMNS;
    const body = stringify([[...columns], ...records], { quoted_match: /^'/ });
    const fileName = `${kind}-feedback-${hawaiiDate(now)}.csv`;
    await writeAudit(tx, actor, {
      action: "feedback.export",
      targetType: "feedback_export",
      targetId: kind,
      before: null,
      after: { fileName, rows: records.length, q },
      at: now,
    });
    return { fileName, body, rows: records.length };
  });
}
