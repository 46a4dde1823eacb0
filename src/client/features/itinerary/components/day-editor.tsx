import { ArrowDown, ArrowUp, GripVertical, RefreshCw, Shuffle } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { showToast } from "@/client/lib/toast";
import { DAY_EDITOR } from "@/shared/messages/itinerary";
import type { SavedItinerary } from "@/shared/schemas/itinerary";
import { useRegenerateDay, useReorderDay, useReplaceStop } from "../api/itinerary-api";

/** The order after moving the stop at `from` to position `to`. */
export function movedOrder(count: number, from: number, to: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i).filter((i) => i !== from);
  order.splice(to, 0, from);
  return order;
}

/** My Trip: regenerate a day, replace a stop, reorder stops by drag or keyboard (issue 20, item 5). */
export function DayEditor({ saved }: { saved: SavedItinerary }) {
  const regenerate = useRegenerateDay(saved.id);
  const replace = useReplaceStop(saved.id);
  const reorder = useReorderDay(saved.id);
  const [dragging, setDragging] = useState<{ day: number; stop: number } | null>(null);
  const busy = regenerate.isPending || replace.isPending || reorder.isPending;
  const done = () => void showToast({ title: DAY_EDITOR.updated });

  const move = (dayIndex: number, from: number, to: number, count: number) => {
    if (to < 0 || to >= count || to === from || busy) return;
    reorder.mutate({ dayIndex, order: movedOrder(count, from, to) }, { onSuccess: done });
  };
  const handleKey = (event: KeyboardEvent, dayIndex: number, stop: number, count: number) => {
    if (!event.altKey) return;
    if (event.key === "ArrowUp") {
      event.preventDefault();
      move(dayIndex, stop, stop - 1, count);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      move(dayIndex, stop, stop + 1, count);
    }
  };

  return (
    <section aria-labelledby="day-editor-heading" className="bg-card grid gap-4 rounded-xl border p-4 sm:p-6">
      <div>
        <h2 id="day-editor-heading" className="text-xl font-semibold">
          {DAY_EDITOR.heading}
        </h2>
        <p className="text-muted-foreground text-sm">{DAY_EDITOR.intro}</p>
      </div>
      {saved.itinerary.days.map((day, dayIndex) => {
        const count = day.activities.length;
        return (
          <div key={day.title} className="grid gap-2" data-testid={`day-editor-${dayIndex}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-medium">
                {DAY_EDITOR.day(dayIndex + 1)} <span className="text-muted-foreground">· {day.estimatedTime}</span>
              </h3>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => regenerate.mutate(dayIndex, { onSuccess: done })}
                aria-label={`${DAY_EDITOR.regenerate} ${dayIndex + 1}`}
              >
                <RefreshCw aria-hidden />
                {DAY_EDITOR.regenerate}
              </Button>
            </div>
            <ol aria-label={DAY_EDITOR.stopsLabel(dayIndex + 1)} className="grid gap-1">
              {day.activities.map((activity, stop) => (
                <li
                  key={`${activity.kind ?? ""}:${activity.place?.place_id ?? activity.name}`}
                  draggable={!busy}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = "move";
                    event.dataTransfer.setData("text/plain", String(stop));
                    setDragging({ day: dayIndex, stop });
                  }}
                  onDragOver={(event) => {
                    if (dragging?.day === dayIndex) event.preventDefault();
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    if (dragging?.day === dayIndex) move(dayIndex, dragging.stop, stop, count);
                    setDragging(null);
                  }}
                  onDragEnd={() => setDragging(null)}
                  className="bg-background flex flex-wrap items-center gap-2 rounded-md border px-2 py-1.5 text-sm"
                >
                  <button
                    type="button"
                    className="text-muted-foreground cursor-grab rounded p-1 focus-visible:outline-2"
                    aria-label={DAY_EDITOR.dragHandle(activity.name)}
                    onKeyDown={(event) => handleKey(event, dayIndex, stop, count)}
                  >
                    <GripVertical className="size-4" aria-hidden />
                  </button>
                  <span className="w-16 shrink-0 tabular-nums" data-testid="stop-time">
                    {activity.time}
                  </span>
                  <span className="min-w-0 flex-1 truncate" data-testid="stop-name">
                    {activity.name}
                  </span>
                  <span className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      disabled={busy || stop === 0}
                      onClick={() => move(dayIndex, stop, stop - 1, count)}
                      aria-label={DAY_EDITOR.moveUp(activity.name)}
                    >
                      <ArrowUp aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      disabled={busy || stop === count - 1}
                      onClick={() => move(dayIndex, stop, stop + 1, count)}
                      aria-label={DAY_EDITOR.moveDown(activity.name)}
                    >
                      <ArrowDown aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={busy}
                      onClick={() => replace.mutate({ dayIndex, stopIndex: stop }, { onSuccess: done })}
                      aria-label={DAY_EDITOR.replaceLabel(activity.name)}
                    >
                      <Shuffle aria-hidden />
                      <span className="max-sm:sr-only">{DAY_EDITOR.replace}</span>
                    </Button>
                  </span>
                </li>
              ))}
            </ol>
          </div>
        );
      })}
    </section>
  );
}
