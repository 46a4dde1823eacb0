import { type SQL, sql } from "drizzle-orm";
import { type DatabaseHandle, type Db, selectRows } from "@/server/db/client";
import type { RequestMetrics } from "@/server/features/admin-metrics/request-metrics";
import { getHealthFigures, getSystemStats, routePerformance } from "@/server/features/admin-metrics/system-stats";
import {
  ACTIVITY_RECENT_ITEMS,
  ANALYTICS_CHART_DAYS,
  ANALYTICS_TIME_ZONE,
  COMPLETION_MIN_USER_MESSAGES,
  HEALTH_SCORE_HEALTHY,
  HEALTH_SCORE_WARNING,
  METRICS_RECENT_CALLS,
  STORAGE_CRITICAL_KB,
  STORAGE_RECOMMENDED_KB,
} from "@/shared/constants";
import type {
  ActivityApi,
  ActivityEvent,
  ActivityOverview,
  ActivitySystem,
  ActivityTrends,
  ActivityUsers,
} from "@/shared/schemas/admin-activity";

const DAY_MS = 24 * 60 * 60 * 1000;
const TZ = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);

/** The Hawaii calendar date (yyyy-MM-dd) of an instant. */
export function hawaiiDateOf(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: ANALYTICS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/** The instant a Hawaii day starts (Hawaii keeps UTC-10 all year: no daylight saving since 1945). */
export function hawaiiDayStart(date: string): Date {
  return new Date(`${date}T00:00:00-10:00`);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

export function healthStatus(score: number | null): ActivityOverview["healthStatus"] {
  if (score === null) return "unknown";
  if (score >= HEALTH_SCORE_HEALTHY) return "healthy";
  if (score >= HEALTH_SCORE_WARNING) return "warning";
  return "critical";
}

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;

async function latestEvents(db: Db, limit: number): Promise<ActivityEvent[]> {
  const rows = await selectRows<{ id: string; event_type: string; email: string | null; created_at: string | Date }>(
    db,
    sql`select l.id, l.event_type, u.email, l.created_at from user_activity_logs l left join users u on u.id = l.user_id
      order by l.created_at desc nulls last, l.id desc nulls last limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    eventType: r.event_type,
    userEmail: r.email,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** Users who sent a message in [from, to). */
function activeUsersBetween(from: Date, to: Date): SQL {
  // A conversation's updated_at moves with each message, so only conversations touched since `from`
  // can hold one: the join reads those instead of every conversation.
  return sql`select distinct c.user_id from messages m join conversations c on c.id = m.conversation_id
    where m.role = 'user' and m.created_at >= ${ts(from)} and m.created_at < ${ts(to)} and c.updated_at >= ${ts(from)}`;
}

type Deps = {
  database: DatabaseHandle;
  metrics: RequestMetrics;
  dataDir: string;
  directoryCache: { hits: number; misses: number };
};

async function systemStats(deps: Deps, now: Date) {
  return getSystemStats({
    database: deps.database,
    dataDir: deps.dataDir,
    now,
    processStartedAt: deps.metrics.startedAt,
    directoryCache: deps.directoryCache,
  });
}

export async function getActivityOverview(deps: Deps, now: Date): Promise<ActivityOverview> {
  const db = deps.database.db;
  const today = hawaiiDayStart(hawaiiDateOf(now));
  const [row] = await selectRows<{ total: number; new_today: number; messages: number; active: number; paid: number }>(
    db,
    sql`select (select count(*) from users)::int as total,
      (select count(*) from users where created_at >= ${ts(today)})::int as new_today,
      (select count(*) from messages where role = 'user' and created_at >= ${ts(today)})::int as messages,
      (select count(*) from (${activeUsersBetween(today, new Date(today.getTime() + DAY_MS))}) a)::int as active,
      (select count(*) from profiles where has_paid)::int as paid`,
  );
  const r = row!;
  const health = await getHealthFigures(deps.database, now);
  return {
    totalUsers: r.total,
    newUsersToday: r.new_today,
    messagesToday: r.messages,
    activeUsersToday: r.active,
    paidUsers: r.paid,
    conversionRate: percent(r.paid, r.total) ?? 0,
    healthScore: health.healthScore,
    healthStatus: healthStatus(health.healthScore),
    recentActivity: await latestEvents(db, ACTIVITY_RECENT_ITEMS),
  };
}

export async function getActivityUsers(db: Db, now: Date): Promise<ActivityUsers> {
  const todayDate = hawaiiDateOf(now);
  const today = hawaiiDayStart(todayDate);
  const yesterday = hawaiiDayStart(addDays(todayDate, -1));
  const tomorrow = hawaiiDayStart(addDays(todayDate, 1));
  const [row] = await selectRows<{
    total: number;
    active_today: number;
    user_messages: number;
    senders: number;
    active_yesterday: number;
    returned: number;
    conversations: number;
    completed: number;
  }>(
    db,
    sql`select (select count(*) from users)::int as total,
      (select count(*) from (${activeUsersBetween(today, tomorrow)}) a)::int as active_today,
      conv.user_messages, conv.conversations, conv.completed,
      -- Visitors who ever started a chat (one first_chat event each; a chat starts with their message).
      (select count(*) from user_activity_logs where event_type = 'first_chat')::int as senders,
      (select count(*) from (${activeUsersBetween(yesterday, today)}) y)::int as active_yesterday,
      (select count(*) from (${activeUsersBetween(yesterday, today)}) y
        where y.user_id in (${activeUsersBetween(today, tomorrow)}))::int as returned,
      1 as one
      from (select coalesce(sum(user_message_count), 0)::int as user_messages, count(*)::int as conversations,
          count(*) filter (where user_message_count >= ${COMPLETION_MIN_USER_MESSAGES})::int as completed
        from conversations) conv`,
  );
  const r = row!;
  return {
    engagementRate: percent(r.active_today, r.total) ?? 0,
    avgMessagesPerUser: r.senders > 0 ? Math.round((r.user_messages / r.senders) * 10) / 10 : 0,
    returnUserRate: percent(r.returned, r.active_yesterday),
    completionRate: percent(r.completed, r.conversations),
    timeline: await latestEvents(db, METRICS_RECENT_CALLS),
  };
}

export async function getActivityApi(deps: Deps, now: Date): Promise<ActivityApi> {
  return { routes: await routePerformance(deps.database, now), recentCalls: deps.metrics.recentCalls() };
}

export async function getActivitySystem(deps: Deps, now: Date): Promise<ActivitySystem> {
  const stats = await systemStats(deps, now);
  return {
    ...stats,
    storageRecommendedKb: STORAGE_RECOMMENDED_KB,
    storageCriticalKb: STORAGE_CRITICAL_KB,
    storagePercent: Math.round((stats.tablesKb / STORAGE_CRITICAL_KB) * 1000) / 10,
  };
}

/** Daily sign-ups, paid conversions, messages and active users over 30 Hawaii days, and the funnel. */
export async function getActivityTrends(db: Db, now: Date): Promise<ActivityTrends> {
  const todayDate = hawaiiDateOf(now);
  const firstDate = addDays(todayDate, -(ANALYTICS_CHART_DAYS - 1));
  const start = hawaiiDayStart(firstDate);
  const day = (column: string) =>
    sql.raw(`to_char((${column} at time zone '${ANALYTICS_TIME_ZONE}')::date, 'YYYY-MM-DD')`);
  const signups = await selectRows<{ d: string; n: number }>(
    db,
    sql`select ${day("created_at")} as d, count(*)::int as n from users where created_at >= ${ts(start)} group by 1`,
  );
  const paid = await selectRows<{ d: string; n: number }>(
    db,
    sql`select ${day("created_at")} as d, count(distinct user_id)::int as n from user_activity_logs
      where event_type = 'payment' and created_at >= ${ts(start)} group by 1`,
  );
  // One pass over the window's messages: (visitor, Hawaii day, messages) feeds both the daily
  // messages and active users and the funnel's D1/D7 (hash joins, no per-row scans). The funnel's
  // figures repeat on every day row; with no message in the window there is one row without a day.
  const rows = await selectRows<ActivityTrendsRow>(
    db,
    sql`with cohort as (
        select u.id, (u.created_at at time zone ${TZ})::date as d0 from users u where u.created_at >= ${ts(start)}
      ), active as (
        select c.user_id, (m.created_at at time zone ${TZ})::date as d, count(*)::int as n
        from messages m join conversations c on c.id = m.conversation_id
        where m.role = 'user' and m.created_at >= ${ts(start)} and c.updated_at >= ${ts(start)}
        group by 1, 2
      ), per_day as (
        select to_char(d, 'YYYY-MM-DD') as day, sum(n)::int as messages, count(*)::int as users from active group by d
      ), returned as (
        select k.id, bool_or(a.d = k.d0 + 1) as d1, bool_or(a.d = k.d0 + 7) as d7
        from cohort k join active a on a.user_id = k.id group by k.id
      ), paid as (
        select p.user_id from profiles p join cohort k on k.id = p.user_id where p.has_paid
      ), chatted as (
        select distinct l.user_id from user_activity_logs l
        where l.event_type = 'first_chat' and l.created_at >= ${ts(start)}
      ), funnel as (
        select count(*)::int as signed_up,
          count(p.user_id)::int as paid,
          count(ch.user_id)::int as first_chat,
          count(*) filter (where k.d0 + 1 <= ${todayDate}::date and r.d1)::int as d1_returned,
          count(*) filter (where k.d0 + 1 <= ${todayDate}::date)::int as d1_eligible,
          count(*) filter (where k.d0 + 7 <= ${todayDate}::date and r.d7)::int as d7_returned,
          count(*) filter (where k.d0 + 7 <= ${todayDate}::date)::int as d7_eligible
        from cohort k
        left join returned r on r.id = k.id
        left join paid p on p.user_id = k.id
        left join chatted ch on ch.user_id = k.id
      )
      select f.*, pd.day, pd.messages, pd.users from funnel f left join per_day pd on true`,
  );
  const byDay = <T extends { d: string }>(list: T[]) => new Map(list.map((row) => [row.d, row]));
  const s = byDay(signups);
  const p = byDay(paid);
  const m = new Map(rows.filter((r) => r.day !== null).map((r) => [r.day, r]));
  const days = Array.from({ length: ANALYTICS_CHART_DAYS }, (_, i) => {
    const date = addDays(firstDate, i);
    return {
      date,
      signups: s.get(date)?.n ?? 0,
      paid: p.get(date)?.n ?? 0,
      messages: m.get(date)?.messages ?? 0,
      activeUsers: m.get(date)?.users ?? 0,
    };
  });
  const f = rows[0]!;
  return {
    timeZone: ANALYTICS_TIME_ZONE,
    days,
    funnel: {
      signedUp: f.signed_up,
      paid: f.paid,
      firstChat: f.first_chat,
      d1Returned: f.d1_returned,
      d1Eligible: f.d1_eligible,
      d7Returned: f.d7_returned,
      d7Eligible: f.d7_eligible,
    },
  };
}

type ActivityTrendsRow = {
  day: string | null;
  messages: number | null;
  users: number | null;
  signed_up: number;
  paid: number;
  first_chat: number;
  d1_returned: number;
  d1_eligible: number;
  d7_returned: number;
  d7_eligible: number;
};
