import { Star } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ADMIN_FEEDBACK } from "@/shared/messages/admin-analytics";
import type { StarStats } from "@/shared/schemas/admin-feedback";

function Stars({ value }: { value: number }) {
  return (
    <span className="flex" role="img" aria-label={ADMIN_FEEDBACK.averageLabel(value.toFixed(1))}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={n <= Math.round(value) ? "size-4 fill-amber-400 text-amber-500" : "text-muted-foreground size-4"}
        />
      ))}
    </span>
  );
}

/** Average, stars, 'Based on N rating(s)' and the 5-to-1 distribution, or 'No ratings yet'. */
export function StarStatsCard({ title, stats }: { title: string; stats: StarStats }) {
  return (
    <Card className="min-w-0 gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 px-4">
        {stats.totalRatings === 0 || stats.averageRating === null ? (
          <p className="text-muted-foreground text-sm">{ADMIN_FEEDBACK.noRatings}</p>
        ) : (
          <>
            <div className="flex items-center gap-3">
              <span className="text-3xl font-bold">{stats.averageRating.toFixed(1)}</span>
              <div className="grid gap-1">
                <Stars value={stats.averageRating} />
                <span className="text-muted-foreground text-xs">{ADMIN_FEEDBACK.basedOn(stats.totalRatings)}</span>
              </div>
            </div>
            <ul className="grid gap-1.5">
              {stats.distribution.map((row) => (
                <li key={row.stars} className="grid grid-cols-[4rem_1fr_5.5rem] items-center gap-2 text-xs">
                  <span>{ADMIN_FEEDBACK.starsLabel(row.stars)}</span>
                  <span className="bg-muted h-2 overflow-hidden rounded-full">
                    <span className="block h-full bg-amber-500" style={{ width: `${row.percent}%` }} />
                  </span>
                  <span className="text-muted-foreground text-right tabular-nums">
                    {row.count} ({row.percent.toFixed(1)}%)
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
