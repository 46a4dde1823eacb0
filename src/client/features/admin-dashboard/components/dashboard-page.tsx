import { useEffect } from "react";
import { formatChange, StatCard } from "@/client/components/admin/stat-card";
import { Card, CardContent, CardHeader } from "@/client/components/ui/card";
import { showToast } from "@/client/lib/toast";
import { ADMIN_DASHBOARD, ADMIN_ERROR_TITLE } from "@/shared/messages/admin";
import { ADMIN_CONTENT } from "@/shared/messages/admin-content";
import { LOADING } from "@/shared/messages/shell";
import type { DashboardFigure } from "@/shared/schemas/admin-dashboard";
import { useAdminDashboard } from "../api/dashboard-api";

function direction(figure: DashboardFigure): "up" | "down" | "flat" {
  return figure.value > figure.previous ? "up" : figure.value < figure.previous ? "down" : "flat";
}

function change(figure: DashboardFigure, unit = "") {
  return {
    change: ADMIN_DASHBOARD.change(formatChange(figure.value, figure.previous, unit)),
    changeDirection: direction(figure),
  };
}

function when(iso: string) {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

function ListCard({
  title,
  empty,
  items,
}: {
  title: string;
  empty: string;
  items: { id: string; primary: string; secondary: string }[];
}) {
  return (
    <Card className="min-w-0 gap-3 py-4">
      <CardHeader className="px-4">
        <h2 className="text-base leading-none font-semibold">{title}</h2>
      </CardHeader>
      <CardContent className="px-4">
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{empty}</p>
        ) : (
          <ul className="grid gap-2">
            {items.map((item) => (
              <li key={item.id} className="flex min-w-0 flex-col text-sm">
                <span className="truncate font-medium">{item.primary}</span>
                <span className="text-muted-foreground text-xs">{item.secondary}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The overview dashboard: counts, user analytics and the latest activity, all from the database. */
export function DashboardPage() {
  const { data, isError, isPending } = useAdminDashboard();
  useEffect(() => {
    if (isError)
      void showToast({ title: ADMIN_ERROR_TITLE, description: ADMIN_DASHBOARD.loadError, variant: "destructive" });
  }, [isError]);

  return (
    <div className="grid grid-cols-1 gap-4">
      <h1 className="text-2xl font-bold">{ADMIN_DASHBOARD.title}</h1>
      {isPending ? (
        <p className="text-muted-foreground" role="status">
          {LOADING}
        </p>
      ) : null}
      {isError && !data ? <p className="text-destructive">{ADMIN_DASHBOARD.loadError}</p> : null}
      {data ? (
        <>
          <section className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={ADMIN_DASHBOARD.title}>
            <StatCard
              title={ADMIN_DASHBOARD.cards.totalUsers}
              value={data.totalUsers.value}
              {...change(data.totalUsers)}
            />
            <StatCard
              title={ADMIN_DASHBOARD.cards.paidUsers}
              value={data.paidUsers.value}
              detail={ADMIN_DASHBOARD.conversion(data.conversionRate.value.toFixed(1))}
              {...change(data.paidUsers)}
            />
            <StatCard
              title={ADMIN_DASHBOARD.cards.deactivated}
              value={data.deactivated.value}
              {...change(data.deactivated)}
            />
            <StatCard title={ADMIN_DASHBOARD.cards.admins} value={data.admins.value} {...change(data.admins)} />
          </section>
          <section className="grid gap-3">
            <h2 className="text-lg font-semibold">{ADMIN_DASHBOARD.analytics.title}</h2>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <StatCard
                title={ADMIN_DASHBOARD.analytics.engagement}
                value={`${data.engagementRate.value.toFixed(1)}%`}
                detail={ADMIN_DASHBOARD.analytics.engagementHint}
                {...change(data.engagementRate, " pts")}
              />
              <StatCard
                title={ADMIN_DASHBOARD.analytics.conversion}
                value={`${data.conversionRate.value.toFixed(1)}%`}
                detail={ADMIN_DASHBOARD.analytics.conversionHint}
                {...change(data.conversionRate, " pts")}
              />
              <StatCard
                title={ADMIN_DASHBOARD.analytics.topPerformer}
                value={
                  <span className="block truncate text-base">
                    {data.topPerformer?.email ?? ADMIN_DASHBOARD.analytics.noTopPerformer}
                  </span>
                }
                detail={data.topPerformer ? ADMIN_DASHBOARD.analytics.messages(data.topPerformer.messages) : undefined}
              />
            </div>
          </section>
          <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
            <ListCard
              title={ADMIN_DASHBOARD.recentActivity}
              empty={ADMIN_DASHBOARD.noActivity}
              items={data.recentActivity.map((event) => ({
                id: event.id,
                primary: `${ADMIN_DASHBOARD.events[event.eventType] ?? event.eventType}${event.email ? ` · ${event.email}` : ""}`,
                secondary: when(event.createdAt),
              }))}
            />
            <ListCard
              title={ADMIN_DASHBOARD.recentSignups}
              empty={ADMIN_DASHBOARD.noSignups}
              items={data.recentSignups.map((user) => ({
                id: user.id,
                primary: user.email,
                secondary: when(user.createdAt),
              }))}
            />
            <ListCard
              title={ADMIN_DASHBOARD.contentUpdates}
              empty={ADMIN_DASHBOARD.noContentUpdates}
              items={data.contentUpdates.map((page) => ({
                id: page.id,
                primary: page.title || ADMIN_CONTENT.tabs[page.slug as keyof typeof ADMIN_CONTENT.tabs],
                secondary: when(page.updatedAt),
              }))}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
