import { InfoTip } from "@/client/components/admin/info-tip";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ADMIN_ACTIVITY as T } from "@/shared/messages/admin-analytics";
import type { ActivityTrends } from "@/shared/schemas/admin-activity";

type Day = ActivityTrends["days"][number];
type Series = "signups" | "paid" | "messages" | "activeUsers";

/** 30 daily bars; the figures are also in the bars' titles and the label (total and peak). */
function BarChart({ days, series, label }: { days: Day[]; series: Series; label: string }) {
  const values = days.map((d) => d[series]);
  const max = Math.max(1, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  const width = 300;
  const height = 80;
  const bar = width / days.length;
  return (
    <figure className="grid gap-1">
      <figcaption className="flex items-baseline justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">{total}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-20 w-full"
        role="img"
        aria-label={`${label}: ${total} in 30 days, at most ${Math.max(...values)} a day`}
        preserveAspectRatio="none"
      >
        {days.map((d, i) => {
          const h = (d[series] / max) * (height - 2);
          return (
            <rect
              key={d.date}
              x={i * bar + 1}
              y={height - h}
              width={Math.max(1, bar - 2)}
              height={h}
              className="fill-primary"
            >
              <title>{`${d.date}: ${d[series]}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="text-muted-foreground flex justify-between text-xs">
        <span>{days[0]?.date}</span>
        <span>{days.at(-1)?.date}</span>
      </div>
    </figure>
  );
}

function pct(part: number, whole: number) {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : "—";
}

export function ActivityTrendsCard({ trends }: { trends: ActivityTrends }) {
  const f = trends.funnel;
  const steps = [
    { label: T.funnel.signedUp, value: f.signedUp, share: "100%" },
    { label: T.funnel.paid, value: f.paid, share: pct(f.paid, f.signedUp) },
    { label: T.funnel.firstChat, value: f.firstChat, share: pct(f.firstChat, f.signedUp) },
  ];
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <Card className="min-w-0 gap-3 py-4">
        <CardHeader className="px-4">
          <CardTitle className="text-base">
            <h2>{T.charts.title}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 px-4 sm:grid-cols-2">
          <BarChart days={trends.days} series="signups" label={T.charts.signups} />
          <BarChart days={trends.days} series="paid" label={T.charts.paid} />
          <BarChart days={trends.days} series="messages" label={T.charts.messages} />
          <BarChart days={trends.days} series="activeUsers" label={T.charts.activeUsers} />
        </CardContent>
      </Card>
      <Card className="min-w-0 gap-3 py-4">
        <CardHeader className="flex flex-row items-center gap-1 px-4">
          <CardTitle className="text-base">
            <h2>{T.funnel.title}</h2>
          </CardTitle>
          <InfoTip label={T.info(T.funnel.title)} text={T.infos.funnel} />
        </CardHeader>
        <CardContent className="grid gap-3 px-4">
          <ol className="grid gap-2">
            {steps.map((step) => (
              <li key={step.label} className="grid gap-1 text-sm">
                <div className="flex justify-between">
                  <span>{step.label}</span>
                  <span className="tabular-nums">
                    {step.value} ({step.share})
                  </span>
                </div>
                <span className="bg-muted h-2 overflow-hidden rounded-full">
                  <span
                    className="bg-primary block h-full"
                    style={{ width: f.signedUp > 0 ? `${(step.value / f.signedUp) * 100}%` : "0%" }}
                  />
                </span>
              </li>
            ))}
          </ol>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground text-xs">{T.funnel.d1}</dt>
              <dd className="tabular-nums">
                {pct(f.d1Returned, f.d1Eligible)} ({f.d1Returned}/{f.d1Eligible})
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-xs">{T.funnel.d7}</dt>
              <dd className="tabular-nums">
                {pct(f.d7Returned, f.d7Eligible)} ({f.d7Returned}/{f.d7Eligible})
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
