import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { ListPager } from "@/client/components/admin/list-pager";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { showToast } from "@/client/lib/toast";
import { usePageMeta } from "@/client/lib/use-page-meta";
import { ADMIN_PAGE_SIZE_DEFAULT } from "@/shared/constants";
import { ADMIN_ERROR_TITLE } from "@/shared/messages/admin";
import { ADMIN_FEEDBACK } from "@/shared/messages/admin-analytics";
import { LOADING } from "@/shared/messages/shell";
import { useDayFeedback, useExportFeedbackCsv, useFeedbackStats, useTripFeedback } from "../api/feedback-api";
import { StarStatsCard } from "./star-stats-card";

function when(iso: string) {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

function recommend(value: boolean | null) {
  return value === null
    ? ADMIN_FEEDBACK.recommend.none
    : value
      ? ADMIN_FEEDBACK.recommend.yes
      : ADMIN_FEEDBACK.recommend.no;
}

function Field({ label, value, className }: { label: string; value: React.ReactNode; className?: string }) {
  return (
    <div className={className ? `min-w-0 ${className}` : "min-w-0"}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="text-sm break-words">{value}</dd>
    </div>
  );
}

function ExportButton({ kind }: { kind: "trips" | "days" }) {
  const exporter = useExportFeedbackCsv();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={exporter.isPending}
      onClick={() =>
        exporter.mutate(kind, {
          onError: () =>
            void showToast({
              title: ADMIN_ERROR_TITLE,
              description: ADMIN_FEEDBACK.exportError,
              variant: "destructive",
            }),
        })
      }
    >
      <Download aria-hidden="true" />
      {exporter.isPending ? ADMIN_FEEDBACK.exporting : ADMIN_FEEDBACK.exportCsv}
    </Button>
  );
}

function TripReviews() {
  const [page, setPage] = useState({ page: 1, pageSize: ADMIN_PAGE_SIZE_DEFAULT });
  const { data } = useTripFeedback(page);
  if (!data) return <p role="status">{LOADING}</p>;
  if (data.total === 0) return <p className="text-muted-foreground text-sm">{ADMIN_FEEDBACK.emptyTrips}</p>;
  const c = ADMIN_FEEDBACK.columns;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {data.items.map((item) => (
          <li key={item.id}>
            <Card className="py-3">
              <CardContent className="px-4">
                <dl className="grid grid-cols-2 gap-2 md:grid-cols-6">
                  <Field label={c.tripRating} value={`${item.overallRating}/5`} />
                  <Field
                    label={c.alohabotRating}
                    value={item.alohabotRating ? `${item.alohabotRating}/5` : ADMIN_FEEDBACK.noText}
                  />
                  <Field label={c.wouldRecommend} value={recommend(item.wouldRecommend)} />
                  <Field label={c.createdAt} value={when(item.createdAt)} />
                  <Field className="col-span-2" label={c.userEmail} value={item.userEmail ?? ADMIN_FEEDBACK.noText} />
                  <Field
                    className="col-span-2 md:col-span-6"
                    label={c.feedback}
                    value={item.feedbackText || ADMIN_FEEDBACK.noText}
                  />
                </dl>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <ListPager
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onChange={(changes) =>
          setPage((p) => ({
            page: changes.pageSize ? 1 : (changes.page ?? p.page),
            pageSize: changes.pageSize ?? p.pageSize,
          }))
        }
      />
    </div>
  );
}

function DayFeedback() {
  const [page, setPage] = useState({ page: 1, pageSize: ADMIN_PAGE_SIZE_DEFAULT });
  const { data } = useDayFeedback(page);
  if (!data) return <p role="status">{LOADING}</p>;
  if (data.total === 0) return <p className="text-muted-foreground text-sm">{ADMIN_FEEDBACK.emptyDays}</p>;
  const c = ADMIN_FEEDBACK.columns;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {data.items.map((item) => (
          <li key={item.id}>
            <Card className="py-3">
              <CardContent className="px-4">
                <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
                  <Field label={c.dayTitle} value={item.dayTitle} />
                  <Field label={c.tripDate} value={item.tripDate ?? ADMIN_FEEDBACK.noText} />
                  <Field label={c.completedAt} value={when(item.completedAt)} />
                  <Field label={c.userEmail} value={item.userEmail ?? ADMIN_FEEDBACK.noText} />
                  <Field
                    className="col-span-2 md:col-span-4"
                    label={c.feedback}
                    value={item.completionFeedback || ADMIN_FEEDBACK.noText}
                  />
                </dl>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <ListPager
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onChange={(changes) =>
          setPage((p) => ({
            page: changes.pageSize ? 1 : (changes.page ?? p.page),
            pageSize: changes.pageSize ?? p.pageSize,
          }))
        }
      />
    </div>
  );
}

/** User Feedback: the two star cards, then trip reviews and day feedback with their CSV exports. */
export function FeedbackPage() {
  usePageMeta({ title: ADMIN_FEEDBACK.title, noindex: true });
  const stats = useFeedbackStats();
  useEffect(() => {
    if (stats.isError)
      void showToast({ title: ADMIN_ERROR_TITLE, description: ADMIN_FEEDBACK.loadError, variant: "destructive" });
  }, [stats.isError]);
  const data = stats.data;
  return (
    <div className="grid grid-cols-1 gap-4">
      <h1 className="text-2xl font-bold">{ADMIN_FEEDBACK.title}</h1>
      {stats.isPending ? <p role="status">{LOADING}</p> : null}
      {stats.isError && !data ? <p className="text-destructive">{ADMIN_FEEDBACK.loadError}</p> : null}
      {data ? (
        <>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            <StarStatsCard title={ADMIN_FEEDBACK.assistantCard} stats={data.assistantRatings} />
            <StarStatsCard title={ADMIN_FEEDBACK.tripCard} stats={data.tripRatings} />
          </div>
          <Tabs defaultValue="trips">
            <TabsList className="w-full sm:w-fit">
              <TabsTrigger value="trips">{ADMIN_FEEDBACK.tabs.trips(data.tripReviewCount)}</TabsTrigger>
              <TabsTrigger value="days">{ADMIN_FEEDBACK.tabs.days(data.dayFeedbackCount)}</TabsTrigger>
            </TabsList>
            <TabsContent value="trips" className="grid gap-3">
              <div className="flex justify-end">
                <ExportButton kind="trips" />
              </div>
              <TripReviews />
            </TabsContent>
            <TabsContent value="days" className="grid gap-3">
              <div className="flex justify-end">
                <ExportButton kind="days" />
              </div>
              <DayFeedback />
            </TabsContent>
          </Tabs>
        </>
      ) : null}
    </div>
  );
}
