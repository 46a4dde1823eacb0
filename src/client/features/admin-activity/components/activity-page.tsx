import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { InfoTip, InfoTipProvider } from "@/client/components/admin/info-tip";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/client/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { usePageMeta } from "@/client/lib/use-page-meta";
import { cn } from "@/client/lib/utils";
import { STORAGE_DANGER_PERCENT, STORAGE_WARNING_PERCENT } from "@/shared/constants";
import { ADMIN_ACTIVITY as T } from "@/shared/messages/admin-analytics";
import { LOADING } from "@/shared/messages/shell";
import type { ActivityEvent, ActivityOverview } from "@/shared/schemas/admin-activity";
import {
  useActivityApi,
  useActivityOverview,
  useActivitySystem,
  useActivityTrends,
  useActivityUsers,
} from "../api/activity-api";
import { ActivityTrendsCard } from "./activity-charts";

function when(iso: string) {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

const fixed = (value: number | null, digits = 1, unit = "") =>
  value === null ? T.notMeasured : `${value.toFixed(digits)}${unit}`;

function Figure({ title, info, value, detail }: { title: string; info: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Card className="min-w-0 gap-2 py-4">
      <CardHeader className="flex flex-row items-center justify-between gap-1 px-4">
        <CardTitle className="text-muted-foreground text-sm font-medium">{title}</CardTitle>
        <InfoTip label={T.info(title)} text={info} />
      </CardHeader>
      <CardContent className="grid gap-1 px-4">
        <p className="text-2xl font-bold">{value}</p>
        {detail ? <p className="text-muted-foreground text-xs">{detail}</p> : null}
      </CardContent>
    </Card>
  );
}

const HEALTH_DOT: Record<ActivityOverview["healthStatus"], string> = {
  healthy: "bg-emerald-500",
  warning: "bg-amber-500",
  critical: "bg-red-600",
  unknown: "bg-muted-foreground",
};

function eventLabel(type: string) {
  return T.events[type] ?? type;
}

function EventList({ events, empty }: { events: ActivityEvent[]; empty: string }) {
  if (events.length === 0) return <p className="text-muted-foreground text-sm">{empty}</p>;
  return (
    <ul className="grid gap-2">
      {events.map((e) => (
        <li key={e.id} className="flex min-w-0 flex-col text-sm">
          <span className="truncate font-medium">
            {eventLabel(e.eventType)}
            {e.userEmail ? ` · ${e.userEmail}` : ""}
          </span>
          <span className="text-muted-foreground text-xs">{when(e.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}

function SectionCard({ title, info, children }: { title: string; info?: string; children: ReactNode }) {
  return (
    <Card className="min-w-0 gap-3 py-4">
      <CardHeader className="flex flex-row items-center gap-1 px-4">
        <CardTitle className="text-base">
          <h2>{title}</h2>
        </CardTitle>
        {info ? <InfoTip label={T.info(title)} text={info} /> : null}
      </CardHeader>
      <CardContent className="px-4">{children}</CardContent>
    </Card>
  );
}

function statusVariant(status: number): "default" | "secondary" | "destructive" {
  if (status >= 200 && status <= 299) return "default";
  if (status >= 400 && status <= 499) return "secondary";
  return "destructive";
}

function Bar({ percent, className, label }: { percent: number; className: string; label: string }) {
  const width = Math.min(100, Math.max(0, percent));
  return (
    <div
      className="bg-muted h-2 overflow-hidden rounded-full"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width * 10) / 10}
    >
      <div className={cn("h-full", className)} style={{ width: `${width}%` }} />
    </div>
  );
}

export function storageBarClass(percent: number): string {
  if (percent > STORAGE_DANGER_PERCENT) return "bg-destructive";
  if (percent > STORAGE_WARNING_PERCENT) return "bg-amber-500";
  return "bg-primary";
}

function OverviewTab() {
  const { data } = useActivityOverview();
  const trends = useActivityTrends();
  if (!data) return <p role="status">{LOADING}</p>;
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          title={T.cards.totalUsers}
          info={T.infos.totalUsers}
          value={data.totalUsers}
          detail={T.cards.today(data.newUsersToday)}
        />
        <Figure
          title={T.cards.messagesToday}
          info={T.infos.messagesToday}
          value={data.messagesToday}
          detail={T.cards.activeUsers(data.activeUsersToday)}
        />
        <Figure
          title={T.cards.paidUsers}
          info={T.infos.paidUsers}
          value={data.paidUsers}
          detail={T.cards.conversion(data.conversionRate.toFixed(1))}
        />
        <Figure
          title={T.cards.healthScore}
          info={T.infos.healthScore}
          value={
            <span className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={cn("inline-block size-3 rounded-full", HEALTH_DOT[data.healthStatus])}
              />
              {fixed(data.healthScore)}
            </span>
          }
          detail={T.health[data.healthStatus]}
        />
      </div>
      <SectionCard title={T.recentActivity}>
        <EventList events={data.recentActivity} empty={T.noRecentActivity} />
      </SectionCard>
      {trends.data ? <ActivityTrendsCard trends={trends.data} /> : null}
    </div>
  );
}

function UsersTab() {
  const { data } = useActivityUsers();
  if (!data) return <p role="status">{LOADING}</p>;
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          title={T.cards.engagementRate}
          info={T.infos.engagementRate}
          value={fixed(data.engagementRate, 1, "%")}
        />
        <Figure title={T.cards.avgMessages} info={T.infos.avgMessages} value={fixed(data.avgMessagesPerUser)} />
        <Figure title={T.cards.returnRate} info={T.infos.returnRate} value={fixed(data.returnUserRate, 1, "%")} />
        <Figure
          title={T.cards.completionRate}
          info={T.infos.completionRate}
          value={fixed(data.completionRate, 1, "%")}
        />
      </div>
      <SectionCard title={T.timeline}>
        {data.timeline.length === 0 ? (
          <p className="text-muted-foreground text-sm">{T.noUserActivity}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{T.timelineColumns.event}</TableHead>
                <TableHead>{T.timelineColumns.type}</TableHead>
                <TableHead>{T.timelineColumns.time}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.timeline.map((e) => (
                <TableRow key={e.id}>
                  <TableCell className="max-w-48 truncate">
                    {eventLabel(e.eventType)}
                    {e.userEmail ? ` · ${e.userEmail}` : ""}
                  </TableCell>
                  <TableCell>{e.eventType}</TableCell>
                  <TableCell>{when(e.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </SectionCard>
    </div>
  );
}

function ApiTab() {
  const { data } = useActivityApi();
  if (!data) return <p role="status">{LOADING}</p>;
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <SectionCard title={T.apiPerformance} info={T.infos.apiPerformance}>
        {data.routes.length === 0 ? (
          <p className="text-muted-foreground text-sm">{T.apiPerformanceEmpty}</p>
        ) : (
          <ul className="grid gap-2">
            {data.routes.map((r) => (
              <li key={`${r.method} ${r.route}`} className="grid gap-0.5 text-sm">
                <span className="font-mono text-xs break-all">
                  {r.method} {r.route}
                </span>
                <span className="text-muted-foreground text-xs">
                  {T.calls(r.calls)} · {r.successRate.toFixed(1)}% · {r.avgMs.toFixed(1)} ms avg · p95{" "}
                  {r.p95Ms === null ? "> 2500" : `≤ ${r.p95Ms}`} ms
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title={T.recentCalls} info={T.infos.recentCalls}>
        {data.recentCalls.length === 0 ? (
          <p className="text-muted-foreground text-sm">{T.recentCallsEmpty}</p>
        ) : (
          <ul className="grid gap-2">
            {data.recentCalls.map((call) => (
              <li
                key={`${call.at} ${call.method} ${call.route} ${call.status} ${call.durationMs}`}
                className="flex min-w-0 items-center gap-2 text-sm"
              >
                <Badge variant={statusVariant(call.status)} aria-label={T.status(call.status)}>
                  {call.status}
                </Badge>
                <span className="min-w-0 flex-1 truncate font-mono text-xs">
                  {call.method} {call.route}
                </span>
                <span className="text-muted-foreground text-xs tabular-nums">{call.durationMs} ms</span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}

function duration(seconds: number) {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d > 0 ? `${d}d ${h}h` : h > 0 ? `${h}h ${m}m` : `${m}m`;
}

function SystemTab() {
  const { data } = useActivitySystem();
  if (!data) return <p role="status">{LOADING}</p>;
  const kb = (n: number) => n.toLocaleString("en-US");
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          title={T.cards.dbConnections}
          info={T.infos.dbConnections}
          value={data.dbConnections}
          detail={data.pool ? `pool ${data.pool.total} (${data.pool.idle} idle)` : data.engine}
        />
        <Figure
          title={T.cards.cacheHitRate}
          info={T.infos.cacheHitRate}
          value={fixed(data.bufferCacheHitRate, 1, "%")}
        />
        <Figure
          title={T.cards.avgResponse}
          info={T.infos.avgResponse}
          value={fixed(data.requests.avgLatencyMs, 1, " ms")}
        />
        <Figure
          title={T.cards.uptime}
          info={T.infos.uptime}
          value={fixed(data.uptimePercent, 1, "%")}
          detail={T.uptimeSince(`${when(data.processStartedAt)} (${duration(data.processUptimeSeconds)})`)}
        />
      </div>
      <SectionCard title={T.systemMetrics}>
        <div className="grid gap-4">
          <div className="grid gap-1">
            <div className="flex justify-between text-sm">
              <span>{T.cacheBar}</span>
              <span className="tabular-nums">{fixed(data.bufferCacheHitRate, 1, "%")}</span>
            </div>
            <Bar percent={data.bufferCacheHitRate ?? 0} className="bg-primary" label={T.cacheBar} />
          </div>
          <div className="grid gap-1">
            <div className="flex items-center justify-between gap-1 text-sm">
              <span className="flex items-center gap-1">
                {T.storage}
                <InfoTip label={T.info(T.storage)} text={T.infos.storage} />
              </span>
              <span className="tabular-nums">{T.storageKb(kb(data.tablesKb), kb(data.storageCriticalKb))}</span>
            </div>
            <Bar percent={data.storagePercent} className={storageBarClass(data.storagePercent)} label={T.storage} />
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
            <div>
              <dt className="text-muted-foreground text-xs">{T.growthLabel}</dt>
              <dd className="tabular-nums">{T.growth(data.growthKbPerDay.toFixed(1))}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground flex items-center gap-1 text-xs">
                {T.efficiency}
                <InfoTip label={T.info(T.efficiency)} text={T.infos.efficiency} />
              </dt>
              <dd className="tabular-nums">{fixed(data.efficiencyPercent, 1, "%")}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-xs">{T.totalConversations}</dt>
              <dd className="tabular-nums">{data.totalConversations}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-xs">{T.activeConnections}</dt>
              <dd className="tabular-nums">{data.activeConnections}</dd>
            </div>
          </dl>
        </div>
      </SectionCard>
    </div>
  );
}

/** Activity Dashboard: four tabs of measured figures, with a Refresh that reloads them all. */
export function ActivityPage() {
  usePageMeta({ title: T.title, noindex: true });
  const overview = useActivityOverview();
  const users = useActivityUsers();
  const api = useActivityApi();
  const system = useActivitySystem();
  const trends = useActivityTrends();
  const all = [overview, users, api, system, trends];
  const isFetching = all.some((q) => q.isFetching);
  const error = all.find((q) => q.isError)?.error;
  const refresh = () => Promise.all(all.map((q) => q.refetch()));

  return (
    <InfoTipProvider>
      <div className="grid grid-cols-1 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold">{T.title}</h1>
          <Button variant="outline" size="sm" onClick={() => void refresh()} disabled={isFetching}>
            <RefreshCw aria-hidden="true" className={isFetching ? "animate-spin" : undefined} />
            {isFetching ? T.refreshing : T.refresh}
          </Button>
        </div>
        {error ? (
          <Card className="border-destructive">
            <CardContent className="px-4">
              <p className="text-destructive">{error.message || T.loadError}</p>
            </CardContent>
          </Card>
        ) : null}
        <Tabs defaultValue="overview">
          <TabsList className="grid h-auto w-full grid-cols-2 md:grid-cols-4">
            <TabsTrigger value="overview">{T.tabs.overview}</TabsTrigger>
            <TabsTrigger value="users">{T.tabs.users}</TabsTrigger>
            <TabsTrigger value="api">{T.tabs.api}</TabsTrigger>
            <TabsTrigger value="system">{T.tabs.system}</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab />
          </TabsContent>
          <TabsContent value="users">
            <UsersTab />
          </TabsContent>
          <TabsContent value="api">
            <ApiTab />
          </TabsContent>
          <TabsContent value="system">
            <SystemTab />
          </TabsContent>
        </Tabs>
      </div>
    </InfoTipProvider>
  );
}
