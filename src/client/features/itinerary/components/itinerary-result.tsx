import { CalendarDays, CalendarPlus, ChevronDown, Clock, Lightbulb, MapPin, Printer, RotateCcw } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import { useToastClearance } from "@/client/lib/use-toast-clearance";
import { cn } from "@/client/lib/utils";
import { BREAKPOINT_TABLET, DAYS_OPEN_BY_DEFAULT, MOBILE_MAX_TIPS } from "@/shared/constants";
import { ITINERARY } from "@/shared/messages/itinerary";
import type { Itinerary, ItineraryActivity, ItineraryDay } from "@/shared/schemas/itinerary";
import { downloadIcs } from "../lib/calendar-file";
import { DayRouteMap } from "./day-route-map";

function useIsMobile(): boolean {
  const query = `(max-width: ${BREAKPOINT_TABLET - 1}px)`;
  const [mobile, setMobile] = useState(() => typeof window !== "undefined" && window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setMobile(media.matches);
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, [query]);
  return mobile;
}

/** Places across all days, de-duplicated by lower-case name (spec). */
export function collectPlaces(itinerary: Itinerary) {
  const seen = new Set<string>();
  const places: NonNullable<ItineraryActivity["place"]>[] = [];
  for (const day of itinerary.days) {
    for (const activity of day.activities) {
      if (!activity.place) continue;
      const key = activity.place.name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      places.push({
        ...activity.place,
        source: activity.place.source || "google",
        place_type: activity.place.place_type || "other",
      });
    }
  }
  return places;
}

function ActivityItem({ activity }: { activity: ItineraryActivity }) {
  return (
    <li className="grid grid-cols-[5rem_1fr] gap-3 border-b py-3 last:border-0">
      <span className="text-primary text-sm font-semibold tabular-nums">{activity.time}</span>
      <div className="grid gap-1">
        <p className="font-medium">
          {activity.name} <span className="text-muted-foreground text-xs font-normal">· {activity.category}</span>
        </p>
        <p className="text-muted-foreground text-sm">{activity.description}</p>
        <p className="text-muted-foreground flex flex-wrap gap-x-3 text-xs">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-3" />
            {activity.duration}
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-3" />
            {activity.location}
          </span>
        </p>
        <p className="text-xs italic">{activity.tip}</p>
      </div>
    </li>
  );
}

function DayCard({ day, defaultOpen }: { day: ItineraryDay; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = `day-${day.title.replace(/\W+/g, "-")}`;
  return (
    <article className="bg-card rounded-xl border shadow-sm">
      <h3>
        <button
          type="button"
          className="flex w-full items-center justify-between gap-3 p-4 text-left"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          <span>
            <span className="block font-semibold">{day.title}</span>
            <span className="text-muted-foreground text-sm">
              {day.theme} · {day.estimatedTime}
            </span>
          </span>
          <ChevronDown aria-hidden className={cn("size-5 shrink-0 transition-transform", open && "rotate-180")} />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="grid gap-3 px-4 pb-4">
        <p className="text-sm">{day.description}</p>
        <DayRouteMap day={day} />
        <ul>
          {day.activities.map((activity) => (
            <ActivityItem key={`${activity.time}-${activity.name}`} activity={activity} />
          ))}
        </ul>
        <p className="text-muted-foreground mt-2 text-sm">{day.summary}</p>
      </div>
    </article>
  );
}

function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** Download as a calendar file, starting on a date the traveller picks (the wizard has no dates). */
function CalendarDownload({ itinerary }: { itinerary: Itinerary }) {
  const [start, setStart] = useState(tomorrow);
  return (
    <div className="flex flex-wrap items-end justify-center gap-2 print:hidden">
      <label className="grid gap-1 text-left text-sm">
        Trip starts on
        <input
          type="date"
          value={start}
          onChange={(event) => setStart(event.target.value)}
          className="border-input rounded-md border bg-transparent px-2 py-1.5"
        />
      </label>
      <Button
        variant="outline"
        disabled={!start}
        onClick={() => {
          const [y, m, d] = start.split("-").map(Number);
          downloadIcs(itinerary, new Date(y as number, (m as number) - 1, d as number));
        }}
      >
        <CalendarPlus aria-hidden />
        Download calendar (.ics)
      </Button>
    </div>
  );
}

function PlacesDialog({
  itinerary,
  open,
  onOpenChange,
}: {
  itinerary: Itinerary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const places = collectPlaces(itinerary);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[80dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Places in this itinerary</DialogTitle>
          <DialogDescription>{places.length} places across your days.</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2">
          {places.map((place) => (
            <li key={place.place_id} className="rounded-lg border p-3 text-sm">
              <p className="font-medium">{place.name}</p>
              {place.latitude !== null && place.longitude !== null ? (
                <a
                  className="text-primary text-xs underline"
                  target="_blank"
                  rel="noopener noreferrer"
                  href={`https://www.google.com/maps/search/?api=1&query=${place.latitude},${place.longitude}`}
                >
                  Open in Maps
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

/** The generated itinerary: desktop and mobile layouts chosen by the spec's mobile check. */
export function ItineraryResult({
  itinerary,
  onStartOver,
  actions,
  heading,
}: {
  itinerary: Itinerary;
  onStartOver?: () => void;
  /** Buttons for the closing card (save, view saved places, rename...). */
  actions?: ReactNode;
  heading?: string;
}) {
  const mobile = useIsMobile();
  const stickyHeaderRef = useRef<HTMLElement | null>(null);
  useToastClearance(stickyHeaderRef, mobile);
  const [dayIndex, setDayIndex] = useState(0);
  const [placesOpen, setPlacesOpen] = useState(false);
  const places = collectPlaces(itinerary);
  const stats = [
    { label: ITINERARY.stats.days, value: String(itinerary.overview.totalDays) },
    { label: ITINERARY.stats.places, value: String(itinerary.overview.totalPlaces) },
    { label: ITINERARY.stats.dailyTime, value: itinerary.overview.estimatedTime || ITINERARY.stats.varied },
  ];

  if (mobile) {
    const day = itinerary.days[dayIndex];
    return (
      <div className="pb-24">
        <header ref={stickyHeaderRef} className="bg-background/95 sticky top-14 z-20 border-b px-4 py-3 backdrop-blur">
          <div className="flex items-center justify-between">
            <h2 className="font-semibold">{heading ?? ITINERARY.tripTitle(itinerary.duration)}</h2>
            {onStartOver ? (
              <Button size="sm" variant="ghost" onClick={onStartOver}>
                <RotateCcw aria-hidden />
                {ITINERARY.startOver}
              </Button>
            ) : null}
          </div>
          <div className="mt-2 flex gap-2 overflow-x-auto" role="tablist" aria-label="Days">
            {itinerary.days.map((d, index) => (
              <button
                key={d.title}
                type="button"
                role="tab"
                aria-selected={index === dayIndex}
                onClick={() => setDayIndex(index)}
                className={cn(
                  "shrink-0 rounded-full border px-3 py-1 text-sm",
                  index === dayIndex ? "bg-primary text-primary-foreground" : "bg-background",
                )}
              >
                Day {index + 1}
              </button>
            ))}
          </div>
        </header>
        <div className="grid gap-4 p-4">
          {day ? (
            <section role="tabpanel" aria-label={day.title} className="bg-card rounded-xl border p-4">
              <h3 className="font-semibold">{day.title}</h3>
              <p className="text-muted-foreground mb-2 text-sm">
                {day.theme} · {day.estimatedTime}
              </p>
              <p className="text-sm">{day.description}</p>
              <div className="my-3">
                <DayRouteMap day={day} />
              </div>
              <ul>
                {day.activities.map((activity) => (
                  <ActivityItem key={`${activity.time}-${activity.name}`} activity={activity} />
                ))}
              </ul>
            </section>
          ) : null}
          <CalendarDownload itinerary={itinerary} />
          {actions ? <div className="flex flex-wrap justify-center gap-3">{actions}</div> : null}
          <section className="bg-accent/40 rounded-xl border p-4">
            <h3 className="mb-2 flex items-center gap-2 font-semibold">
              <Lightbulb aria-hidden className="size-4" />
              {ITINERARY.proTips}
            </h3>
            <ul className="grid gap-2 text-sm">
              {itinerary.tips.slice(0, MOBILE_MAX_TIPS).map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        </div>
        <div className="bg-background fixed inset-x-0 bottom-0 z-20 border-t p-3">
          <Button className="w-full" size="lg" disabled={places.length === 0} onClick={() => setPlacesOpen(true)}>
            {ITINERARY.viewPlaces(places.length)}
          </Button>
        </div>
        <PlacesDialog itinerary={itinerary} open={placesOpen} onOpenChange={setPlacesOpen} />
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <section className="rounded-2xl bg-gradient-to-br from-cyan-600 to-emerald-600 p-8 text-white shadow">
        <p className="text-sm tracking-widest uppercase opacity-90">Your itinerary</p>
        <h2 className="mt-1 text-3xl font-bold">{heading ?? ITINERARY.tripTitle(itinerary.duration)}</h2>
        <div className="mt-4 flex flex-wrap gap-3 print:hidden">
          {onStartOver ? (
            <Button variant="secondary" onClick={onStartOver}>
              <RotateCcw aria-hidden />
              {ITINERARY.startOver}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden />
            {ITINERARY.print}
          </Button>
        </div>
      </section>
      <dl className="grid grid-cols-3 gap-4">
        {stats.map((stat) => (
          <div key={stat.label} className="bg-card rounded-xl border p-4 text-center shadow-sm">
            <dt className="text-muted-foreground text-sm">{stat.label}</dt>
            <dd className="text-2xl font-bold">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <section className="bg-card rounded-xl border p-5 shadow-sm">
        <h3 className="mb-2 flex items-center gap-2 font-semibold">
          <CalendarDays aria-hidden className="size-4" />
          Introduction
        </h3>
        <p>{itinerary.introduction}</p>
      </section>
      <div className="grid gap-3">
        {itinerary.days.map((day, index) => (
          <DayCard key={day.title} day={day} defaultOpen={index < DAYS_OPEN_BY_DEFAULT} />
        ))}
      </div>
      <section className="bg-accent/40 rounded-xl border p-5">
        <h3 className="mb-2 flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden className="size-4" />
          {ITINERARY.tipsTitle}
        </h3>
        <ul className="grid list-disc gap-2 pl-5 text-sm">
          {itinerary.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      <section className="bg-card rounded-xl border p-5 text-center shadow-sm">
        <h3 className="mb-2 text-lg font-semibold">E komo mai - enjoy Kauai!</h3>
        <p className="text-muted-foreground mb-4 text-sm">
          Conditions change: check surf, weather and reservations the day before each outing.
        </p>
        <CalendarDownload itinerary={itinerary} />
        {actions ? <div className="mt-4 flex flex-wrap justify-center gap-3 print:hidden">{actions}</div> : null}
      </section>
    </div>
  );
}
