import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { cn } from "@/client/lib/utils";

/** "+3", "-1.5" or "0": the change from the earlier figure, with the unit. */
export function formatChange(value: number, previous: number, unit = ""): string {
  const delta = Math.round((value - previous) * 10) / 10;
  return `${delta > 0 ? "+" : ""}${delta}${unit}`;
}

export function StatCard({
  title,
  value,
  detail,
  change,
  changeDirection,
}: {
  title: string;
  value: ReactNode;
  detail?: ReactNode;
  change?: string;
  changeDirection?: "up" | "down" | "flat";
}) {
  return (
    <Card className="min-w-0 gap-2 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-muted-foreground text-sm font-medium">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 px-4">
        <p className="min-w-0 text-2xl font-bold">{value}</p>
        {detail ? <p className="text-muted-foreground text-xs">{detail}</p> : null}
        {change ? (
          <p
            className={cn(
              "text-xs",
              changeDirection === "up" && "text-emerald-700 dark:text-emerald-400",
              changeDirection === "down" && "text-red-700 dark:text-red-400",
              changeDirection === "flat" && "text-muted-foreground",
            )}
          >
            {change}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
