import { CheckCircle2, MessagesSquare, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { StatCard } from "@/client/components/admin/stat-card";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import { showToast } from "@/client/lib/toast";
import { usePageMeta } from "@/client/lib/use-page-meta";
import { ADMIN_ERROR_TITLE } from "@/shared/messages/admin";
import { ADMIN_RESPONSE_QUALITY as T } from "@/shared/messages/admin-analytics";
import { LOADING } from "@/shared/messages/shell";
import { paths } from "@/shared/paths";
import type { NegativeFeedbackItem } from "@/shared/schemas/admin-response-quality";
import {
  useAdminConversation,
  useMarkReviewed,
  useNegativeFeedback,
  useRatingStats,
} from "../api/response-quality-api";

function when(iso: string) {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

function placeLink(name: string) {
  return `${paths.adminPlaces}?${new URLSearchParams({ q: name })}`;
}

function ConversationDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data, isError } = useAdminConversation(id);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[85dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{data?.title ?? T.conversationTitle}</DialogTitle>
          <DialogDescription>{data?.userEmail ?? T.conversationTitle}</DialogDescription>
        </DialogHeader>
        {isError ? <p className="text-destructive">{T.loadError}</p> : null}
        {!data && !isError ? <p role="status">{LOADING}</p> : null}
        {data ? (
          <ol className="grid gap-3">
            {data.messages.map((m) => (
              <li
                key={m.id}
                className={
                  m.rating === "thumbs_down"
                    ? "rounded-md border border-red-300 bg-red-50 p-3 dark:bg-red-950"
                    : "bg-muted/50 rounded-md p-3"
                }
              >
                <p className="text-muted-foreground mb-1 text-xs">
                  {m.role === "user" ? T.you : T.assistant} · {when(m.createdAt)}
                  {m.rating ? ` · ${m.rating === "thumbs_down" ? "👎" : "👍"}` : ""}
                </p>
                <p className="text-sm whitespace-pre-wrap">{m.content}</p>
              </li>
            ))}
          </ol>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function NegativeItem({ item, onOpen }: { item: NegativeFeedbackItem; onOpen: (id: string) => void }) {
  const review = useMarkReviewed();
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="max-w-full min-w-0 truncate text-sm font-medium">{item.userEmail ?? "—"}</span>
        {item.reviewedAt ? <Badge variant="secondary">{T.reviewed}</Badge> : null}
      </div>
      <p className="text-muted-foreground text-xs">
        {T.conversation}: {item.conversationTitle}
      </p>
      <p className="text-sm">{item.messageExcerpt}</p>
      <p className="text-muted-foreground text-xs">
        {T.sentAt(when(item.messageCreatedAt))} · {T.ratedAt(when(item.ratingCreatedAt))}
      </p>
      <div className="text-xs">
        <span className="text-muted-foreground">{T.recommendedPlaces}: </span>
        {item.places.length === 0 ? (
          <span className="text-muted-foreground">{T.noPlaces}</span>
        ) : (
          item.places.map((place, i) => (
            <span key={place.placeId}>
              {i > 0 ? ", " : ""}
              <Link className="underline" to={placeLink(place.name)} aria-label={T.editInDirectory(place.name)}>
                {place.name}
              </Link>
            </span>
          ))
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onOpen(item.conversationId)}>
          <MessagesSquare aria-hidden="true" />
          {T.openConversation}
        </Button>
        {item.reviewedAt ? null : (
          <Button
            variant="outline"
            size="sm"
            disabled={review.isPending}
            onClick={() =>
              review.mutate(item.ratingId, {
                onSuccess: () => void showToast({ title: T.reviewedToast }),
                onError: () =>
                  void showToast({ title: ADMIN_ERROR_TITLE, description: T.reviewError, variant: "destructive" }),
              })
            }
          >
            <CheckCircle2 aria-hidden="true" />
            {T.markReviewed}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Response Quality Analytics: thumbs figures, satisfaction, and the replies rated thumbs-down. */
export function ResponseQualityPage() {
  usePageMeta({ title: T.title, noindex: true });
  const stats = useRatingStats();
  const negative = useNegativeFeedback();
  const [openId, setOpenId] = useState<string | null>(null);
  const isFetching = stats.isFetching || negative.isFetching;
  const refresh = () => Promise.all([stats.refetch(), negative.refetch()]);
  const failed = (stats.isError && !stats.data) || (negative.isError && !negative.data);

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{T.title}</h1>
        <Button variant="outline" size="sm" onClick={() => void refresh()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className={isFetching ? "animate-spin" : undefined} />
          {isFetching ? T.refreshing : T.refresh}
        </Button>
      </div>
      {stats.isPending || negative.isPending ? <p role="status">{LOADING}</p> : null}
      {failed ? (
        <Card className="border-destructive">
          <CardContent className="flex flex-wrap items-center justify-between gap-2 px-4">
            <p className="text-destructive">{T.loadError}</p>
            <Button size="sm" onClick={() => void refresh()}>
              {T.retry}
            </Button>
          </CardContent>
        </Card>
      ) : null}
      {stats.data ? (
        <section className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={T.title}>
          <StatCard title={T.cards.total} value={stats.data.totalRatings} />
          <StatCard title={T.cards.positive} value={stats.data.thumbsUp} />
          <StatCard title={T.cards.negative} value={stats.data.thumbsDown} />
          <StatCard
            title={T.cards.satisfaction}
            value={stats.data.positivePercentage === null ? "—" : `${stats.data.positivePercentage.toFixed(1)}%`}
            detail={
              stats.data.isGood === null ? undefined : (
                <span
                  className={
                    stats.data.isGood ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400"
                  }
                >
                  {stats.data.isGood ? T.good : T.needsAttention}
                </span>
              )
            }
          />
        </section>
      ) : null}
      {negative.data ? (
        <Card className="gap-3 py-4">
          <CardHeader className="px-4">
            <CardTitle className="text-base">
              <h2>{T.negativeTitle}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="px-4">
            {negative.data.items.length === 0 ? (
              <p className="text-muted-foreground text-sm">{T.negativeEmpty}</p>
            ) : (
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
              <ul className="grid max-h-[32rem] gap-3 overflow-y-auto pr-1" tabIndex={0} aria-label={T.negativeTitle}>
                {negative.data.items.map((item) => (
                  <NegativeItem key={item.ratingId} item={item} onOpen={setOpenId} />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      ) : null}
      <ConversationDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
