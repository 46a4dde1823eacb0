import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Link2, Star } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { toastError } from "@/client/lib/errors";
import { showToast } from "@/client/lib/toast";
import { cn } from "@/client/lib/utils";
import type { SavedItinerary } from "@/shared/schemas/itinerary";
import {
  getTripFeedbackQueryOptions,
  useCompleteDay,
  useSaveTripReview,
  useShareItinerary,
  useStopSharingItinerary,
} from "../api/itinerary-api";

/** Share link on and off, with the link to copy. */
export function ShareControl({ saved }: { saved: SavedItinerary }) {
  const share = useShareItinerary(saved.id, {
    onSuccess: () => {
      showToast({ title: "Share link created", description: "Anyone with the link can view this itinerary." });
    },
    onError: (error) => toastError(error, "Failed to create the share link."),
  });
  const stop = useStopSharingItinerary(saved.id, {
    onSuccess: () => {
      showToast({ title: "Sharing turned off" });
    },
    onError: (error) => toastError(error, "Failed to turn sharing off."),
  });
  const url = saved.shareToken ? `${window.location.origin}/shared/${saved.shareToken}` : null;
  return (
    <section className="bg-card grid gap-3 rounded-xl border p-5 shadow-sm print:hidden">
      <h3 className="flex items-center gap-2 font-semibold">
        <Link2 aria-hidden className="size-4" />
        Share
      </h3>
      {url ? (
        <>
          <Label htmlFor="share-url">Read-only link (no personal details)</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id="share-url"
              readOnly
              value={url}
              className="min-w-60 flex-1"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="outline"
              onClick={() => void navigator.clipboard?.writeText(url).then(() => showToast({ title: "Link copied" }))}
            >
              Copy link
            </Button>
            <Button variant="outline" onClick={() => stop.mutate()} disabled={stop.isPending}>
              Stop sharing
            </Button>
          </div>
        </>
      ) : (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => share.mutate()}
          disabled={share.isPending}
        >
          Create share link
        </Button>
      )}
    </section>
  );
}

function RatingPicker({
  label,
  value,
  onChange,
  required = false,
}: {
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  required?: boolean;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">
        {label}
        {required ? "" : " (optional)"}
      </legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            aria-label={`${n} star${n === 1 ? "" : "s"}`}
            aria-pressed={value === n}
            onClick={() => onChange(n)}
            className="rounded outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Star
              aria-hidden
              className={cn(
                "size-7",
                value !== null && n <= value ? "fill-amber-400 text-amber-400" : "text-muted-foreground/50",
              )}
            />
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Day completion notes and the after-trip review for a saved itinerary. */
export function TripFeedback({ saved }: { saved: SavedItinerary }) {
  const feedback = useQuery(getTripFeedbackQueryOptions(saved.id));
  const [dayNotes, setDayNotes] = useState<Record<number, string>>({});
  const [dayDates, setDayDates] = useState<Record<number, string>>({});
  const review = feedback.data?.review;
  const [overall, setOverall] = useState<number | null>(null);
  const [alohabot, setAlohabot] = useState<number | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [recommend, setRecommend] = useState<boolean | null | undefined>(undefined);
  const id = useId();
  const completeDay = useCompleteDay(saved.id, {
    onSuccess: () => {
      showToast({ title: "Day marked completed" });
    },
    onError: (error) => toastError(error, "Failed to save the day."),
  });
  const saveReview = useSaveTripReview(saved.id, {
    onSuccess: () => {
      showToast({ title: "Thanks for your review!" });
    },
    onError: (error) => toastError(error, "Failed to save your review."),
  });
  const currentOverall = overall ?? review?.overallRating ?? null;
  const currentRecommend = recommend === undefined ? (review?.wouldRecommend ?? null) : recommend;

  return (
    <section
      className="bg-card grid gap-5 rounded-xl border p-5 shadow-sm print:hidden"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Your trip
      </h3>
      <ul className="grid gap-3">
        {saved.itinerary.days.map((day, index) => {
          const done = feedback.data?.days[String(index)];
          return (
            <li key={day.title} className="grid gap-2 rounded-lg border p-3">
              <p className="flex items-center gap-2 text-sm font-medium">
                {done ? <CheckCircle2 aria-hidden className="size-4 text-emerald-600" /> : null}
                {day.title}
                {done ? <span className="text-muted-foreground text-xs font-normal">completed</span> : null}
              </p>
              {done?.completionFeedback ? (
                <p className="text-muted-foreground text-sm">“{done.completionFeedback}”</p>
              ) : null}
              <div className="flex flex-wrap items-end gap-2">
                <label className="grid gap-1 text-xs">
                  Date
                  <input
                    type="date"
                    className="border-input rounded-md border px-2 py-1 text-sm"
                    value={dayDates[index] ?? done?.tripDate ?? ""}
                    onChange={(event) => setDayDates({ ...dayDates, [index]: event.target.value })}
                  />
                </label>
                <label htmlFor={`${id}-day-${index}`} className="grid min-w-48 flex-1 gap-1 text-xs">
                  How was it?
                  <Input
                    id={`${id}-day-${index}`}
                    maxLength={500}
                    value={dayNotes[index] ?? done?.completionFeedback ?? ""}
                    onChange={(event) => setDayNotes({ ...dayNotes, [index]: event.target.value })}
                  />
                </label>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    completeDay.mutate({
                      dayIndex: index,
                      tripDate: dayDates[index] || null,
                      completionFeedback: dayNotes[index] ?? "",
                    })
                  }
                  disabled={completeDay.isPending}
                >
                  {done ? "Update" : "Mark completed"}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="grid gap-3 border-t pt-4">
        <h4 className="font-medium">Trip review</h4>
        <RatingPicker label="Overall" required value={currentOverall} onChange={setOverall} />
        <RatingPicker label="AlohaBot" value={alohabot ?? review?.alohabotRating ?? null} onChange={setAlohabot} />
        <label className="grid gap-1 text-sm">
          Your review (optional)
          <textarea
            maxLength={1000}
            rows={3}
            className="border-input rounded-md border px-3 py-2"
            value={text ?? review?.feedbackText ?? ""}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <fieldset className="text-sm">
          <legend className="mb-1 font-medium">Would you recommend AlohaBot?</legend>
          <div className="flex gap-2">
            {[
              { label: "Yes", value: true },
              { label: "No", value: false },
              { label: "No answer", value: null },
            ].map((option) => (
              <Button
                key={option.label}
                type="button"
                size="sm"
                variant={currentRecommend === option.value ? "default" : "outline"}
                aria-pressed={currentRecommend === option.value}
                onClick={() => setRecommend(option.value)}
              >
                {option.label}
              </Button>
            ))}
          </div>
        </fieldset>
        {currentOverall === null ? (
          <p className="text-muted-foreground text-sm">Choose an overall rating from 1 to 5.</p>
        ) : null}
        <Button
          className="justify-self-start"
          disabled={currentOverall === null || saveReview.isPending}
          onClick={() =>
            saveReview.mutate({
              overallRating: overall ?? review?.overallRating,
              alohabotRating: alohabot ?? review?.alohabotRating ?? null,
              feedbackText: text ?? review?.feedbackText ?? "",
              wouldRecommend: recommend === undefined ? (review?.wouldRecommend ?? null) : recommend,
            })
          }
        >
          {review ? "Update review" : "Save review"}
        </Button>
      </div>
    </section>
  );
}
