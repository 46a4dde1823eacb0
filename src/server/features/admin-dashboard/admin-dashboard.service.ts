import { desc, eq, sql } from "drizzle-orm";
import { type Db, selectRows } from "@/server/db/client";
import { userActivityLogs } from "@/server/db/schema/activity";
import { users } from "@/server/db/schema/auth";
import { siteContent } from "@/server/db/schema/content";
import { ADMIN_NEW_USER_DAYS, ADMIN_RECENT_ITEMS } from "@/shared/constants";
import type { AdminDashboard } from "@/shared/schemas/admin-dashboard";

const DAY_MS = 24 * 60 * 60 * 1000;

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

type Counts = {
  total_users: number;
  users_before: number;
  paid: number;
  deactivated: number;
  admins: number;
  paid_old: number;
  deactivated_old: number;
  admins_old: number;
  payments_in_window: number;
  paid_delta: number;
  deactivated_delta: number;
  admin_delta: number;
  active_today: number;
  active_week_ago: number;
};

/**
 * The dashboard's figures, all from the database. Each has its value 7 days earlier: user counts from
 * creation dates; paid, deactivated and admin counts over the users who existed then, undoing the
 * changes recorded since (payments in user_activity_logs, admin changes in admin_audit_logs - the
 * only ways these flags change).
 */
export async function getDashboard(db: Db, now: Date): Promise<AdminDashboard> {
  const windowStart = new Date(now.getTime() - ADMIN_NEW_USER_DAYS * DAY_MS);
  const today = startOfUtcDay(now);
  const weekAgoDay = new Date(today.getTime() - ADMIN_NEW_USER_DAYS * DAY_MS);
  const weekAgoDayEnd = new Date(weekAgoDay.getTime() + DAY_MS);
  const w = windowStart.toISOString();
  const flagDelta = (flag: string) =>
    sql.raw(`coalesce(sum(case
      when coalesce((a.after->>'${flag}')::boolean, false) and not coalesce((a.before->>'${flag}')::boolean, false) then 1
      when not coalesce((a.after->>'${flag}')::boolean, true) and coalesce((a.before->>'${flag}')::boolean, false) then -1
      else 0 end), 0)::int`);

  // "Old" users existed 7 days ago; their flags then = flags now minus the changes recorded since.
  const old = sql`(select id from users where created_at < ${w}::timestamptz)`;
  const [counts] = await selectRows<Counts>(
    db,
    sql`select
      (select count(*)::int from users) as total_users,
      (select count(*)::int from users where created_at < ${w}::timestamptz) as users_before,
      (select count(*)::int from profiles where has_paid) as paid,
      (select count(*)::int from profiles where deactivated) as deactivated,
      (select count(*)::int from user_roles where role = 'admin') as admins,
      (select count(*)::int from profiles where has_paid and user_id in ${old}) as paid_old,
      (select count(*)::int from profiles where deactivated and user_id in ${old}) as deactivated_old,
      (select count(*)::int from user_roles where role = 'admin' and user_id in ${old}) as admins_old,
      (select count(*)::int from user_activity_logs where event_type = 'payment' and created_at >= ${w}::timestamptz
        and user_id in ${old}) as payments_in_window,
      (select ${flagDelta("hasPaid")} from admin_audit_logs a where a.target_type = 'user' and a.created_at >= ${w}::timestamptz
        and a.target_id in ${old}) as paid_delta,
      (select ${flagDelta("deactivated")} from admin_audit_logs a where a.target_type = 'user' and a.created_at >= ${w}::timestamptz
        and a.target_id in ${old}) as deactivated_delta,
      (select ${flagDelta("isAdmin")} from admin_audit_logs a where a.target_type = 'user' and a.created_at >= ${w}::timestamptz
        and a.target_id in ${old}) as admin_delta,
      (select count(distinct c.user_id)::int from messages m join conversations c on c.id = m.conversation_id
        where m.role = 'user' and m.created_at >= ${today.toISOString()}::timestamptz) as active_today,
      (select count(distinct c.user_id)::int from messages m join conversations c on c.id = m.conversation_id
        where m.role = 'user' and m.created_at >= ${weekAgoDay.toISOString()}::timestamptz
          and m.created_at < ${weekAgoDayEnd.toISOString()}::timestamptz) as active_week_ago`,
  );
  const c = counts as Counts;
  const previousPaid = Math.max(0, c.paid_old - c.payments_in_window - c.paid_delta);
  const previousTotal = c.users_before;

  const [top] = await selectRows<{ email: string; messages: number }>(
    db,
    sql`select u.email, count(*)::int as messages from messages m
        join conversations c on c.id = m.conversation_id join users u on u.id = c.user_id
        where m.role = 'user' group by u.id, u.email order by count(*) desc, u.email asc limit 1`,
  );

  const [activity, signups, updates] = await Promise.all([
    db
      .select({
        id: userActivityLogs.id,
        eventType: userActivityLogs.eventType,
        email: users.email,
        createdAt: userActivityLogs.createdAt,
      })
      .from(userActivityLogs)
      .leftJoin(users, eq(users.id, userActivityLogs.userId))
      .orderBy(desc(userActivityLogs.createdAt))
      .limit(ADMIN_RECENT_ITEMS),
    db
      .select({ id: users.id, email: users.email, createdAt: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(ADMIN_RECENT_ITEMS),
    db
      .select({
        id: siteContent.id,
        slug: siteContent.slug,
        title: siteContent.title,
        updatedAt: siteContent.updatedAt,
      })
      .from(siteContent)
      .orderBy(desc(siteContent.updatedAt))
      .limit(ADMIN_RECENT_ITEMS),
  ]);

  return {
    totalUsers: { value: c.total_users, previous: previousTotal },
    paidUsers: { value: c.paid, previous: previousPaid },
    deactivated: { value: c.deactivated, previous: Math.max(0, c.deactivated_old - c.deactivated_delta) },
    admins: { value: c.admins, previous: Math.max(0, c.admins_old - c.admin_delta) },
    engagementRate: {
      value: percent(c.active_today, c.total_users),
      previous: percent(c.active_week_ago, previousTotal),
    },
    conversionRate: { value: percent(c.paid, c.total_users), previous: percent(previousPaid, previousTotal) },
    topPerformer: top ? { email: top.email, messages: Number(top.messages) } : null,
    recentActivity: activity.map((row) => ({
      id: row.id,
      eventType: row.eventType,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
    })),
    recentSignups: signups.map((row) => ({ id: row.id, email: row.email, createdAt: row.createdAt.toISOString() })),
    contentUpdates: updates.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
