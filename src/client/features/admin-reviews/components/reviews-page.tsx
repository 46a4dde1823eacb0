import { Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { ConfirmDialog, type ConfirmRequest } from "@/client/components/admin/confirm-dialog";
import { selectClass } from "@/client/components/admin/form-field";
import { ListPager } from "@/client/components/admin/list-pager";
import { StatCard } from "@/client/components/admin/stat-card";
import { useListParams } from "@/client/components/admin/use-list-params";
import { useSearchParam } from "@/client/components/admin/use-search-param";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Switch } from "@/client/components/ui/switch";
import { showToast } from "@/client/lib/toast";
import { cn } from "@/client/lib/utils";
import { REVIEW_SORTS } from "@/shared/constants";
import { ADMIN_ERROR_TITLE } from "@/shared/messages/admin";
import { ADMIN_REVIEWS } from "@/shared/messages/admin-curation";
import { type AdminReview, adminReviewsQuerySchema, type BulkAction } from "@/shared/schemas/admin-reviews";
import { useAdminReviews, useBulkReviews, useDeleteReview, useToggleReview } from "../api/reviews-api";
import { ReviewFormDialog } from "./review-form-dialog";

const T = ADMIN_REVIEWS.toasts;
const failed = (description: string) =>
  void showToast({ title: ADMIN_ERROR_TITLE, description, variant: "destructive" });

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex" role="img" aria-label={`${rating} of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn("size-4", n <= rating ? "fill-amber-400 text-amber-400" : "text-muted-foreground")}
        />
      ))}
    </span>
  );
}

export function ReviewsPage() {
  const { params, setParams, apiQuery } = useListParams(adminReviewsQuerySchema);
  const { data, isError } = useAdminReviews(apiQuery);
  const [search, setSearch] = useSearchParam(params.q, setParams);
  const toggle = useToggleReview();
  const remove = useDeleteReview();
  const bulk = useBulkReviews();
  const [editing, setEditing] = useState<{ review: AdminReview | null } | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (isError) failed(T.fetchFailed);
  }, [isError]);
  const items = useMemo(() => data?.items ?? [], [data]);
  const counters = data?.counters;
  // Keep only selections still on the page.
  useEffect(() => {
    setSelected((current) => {
      const kept = new Set([...current].filter((id) => items.some((item) => item.id === id)));
      return kept.size === current.size ? current : kept;
    });
  }, [items]);
  const narrowed = params.q !== "" || params.sort !== "newest";

  function handleToggle(review: AdminReview, isActive: boolean) {
    toggle.mutate(
      { id: review.id, isActive },
      {
        onSuccess: () => void showToast({ title: isActive ? T.activated : T.deactivated }),
        onError: () => failed(T.updateFailed),
      },
    );
  }
  function handleDelete(review: AdminReview) {
    setConfirm({
      title: ADMIN_REVIEWS.delete,
      description: ADMIN_REVIEWS.deleteConfirm,
      confirmLabel: ADMIN_REVIEWS.delete,
      cancelLabel: ADMIN_REVIEWS.cancel,
      destructive: true,
      onConfirm: () =>
        remove.mutate(review.id, {
          onSuccess: () => void showToast({ title: T.deleted }),
          onError: () => failed(T.deleteFailed),
        }),
    });
  }
  function runBulk(action: BulkAction["action"]) {
    const ids = [...selected];
    const go = () =>
      bulk.mutate(
        { ids, action },
        {
          onSuccess: ({ affected }) => {
            setSelected(new Set());
            void showToast({ title: action === "delete" ? T.bulkDeleted(affected) : T.bulkDone(affected) });
          },
          onError: () => failed(action === "delete" ? T.deleteFailed : T.updateFailed),
        },
      );
    if (action !== "delete") return go();
    setConfirm({
      title: ADMIN_REVIEWS.bulk.delete,
      description: ADMIN_REVIEWS.bulk.confirmDelete(ids.length),
      confirmLabel: ADMIN_REVIEWS.bulk.delete,
      cancelLabel: ADMIN_REVIEWS.cancel,
      destructive: true,
      onConfirm: go,
    });
  }
  const allSelected = items.length > 0 && items.every((r) => selected.has(r.id));

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{ADMIN_REVIEWS.title}</h1>
        <Button onClick={() => setEditing({ review: null })}>
          <Plus aria-hidden /> {ADMIN_REVIEWS.add}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard title={ADMIN_REVIEWS.counters.active} value={counters?.active ?? "–"} />
        <StatCard title={ADMIN_REVIEWS.counters.pending} value={counters?.pending ?? "–"} />
        <StatCard title={ADMIN_REVIEWS.counters.customer} value={counters?.customer ?? "–"} />
        <StatCard title={ADMIN_REVIEWS.counters.avgRating} value={counters?.avgRating ?? "–"} />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-[14rem] flex-1 gap-1">
          <Label htmlFor="review-search">{ADMIN_REVIEWS.search}</Label>
          <Input
            id="review-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="review-sort">{ADMIN_REVIEWS.sortLabel}</Label>
          <select
            id="review-sort"
            className={selectClass}
            value={params.sort}
            onChange={(e) => setParams({ sort: e.target.value === "newest" ? undefined : e.target.value })}
          >
            {REVIEW_SORTS.map((key) => (
              <option key={key} value={key}>
                {ADMIN_REVIEWS.sorts[key]}
              </option>
            ))}
          </select>
        </div>
        {narrowed && data ? (
          <Badge variant="secondary" className="h-10 px-3" aria-live="polite">
            {ADMIN_REVIEWS.shownOfTotal(data.total, data.counters.all)}
          </Badge>
        ) : null}
      </div>
      {items.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Checkbox
            id="review-select-all"
            checked={allSelected}
            onCheckedChange={(checked) => setSelected(checked === true ? new Set(items.map((r) => r.id)) : new Set())}
          />
          <Label htmlFor="review-select-all">{ADMIN_REVIEWS.bulk.selectAll}</Label>
          {selected.size > 0 ? (
            <>
              <span className="text-muted-foreground ml-2">{ADMIN_REVIEWS.bulk.selected(selected.size)}</span>
              <Button size="sm" variant="outline" onClick={() => runBulk("activate")} disabled={bulk.isPending}>
                {ADMIN_REVIEWS.bulk.activate}
              </Button>
              <Button size="sm" variant="outline" onClick={() => runBulk("deactivate")} disabled={bulk.isPending}>
                {ADMIN_REVIEWS.bulk.deactivate}
              </Button>
              <Button size="sm" variant="destructive" onClick={() => runBulk("delete")} disabled={bulk.isPending}>
                {ADMIN_REVIEWS.bulk.delete}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {data && items.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border p-6 text-center">
          {params.q ? ADMIN_REVIEWS.noMatches : ADMIN_REVIEWS.empty}
        </p>
      ) : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {items.map((review) => (
          <li key={review.id}>
            <Card className={cn("h-full py-4", !review.isActive && "opacity-60")} data-testid="review-card">
              <CardContent className="grid gap-2 px-4">
                <div className="flex flex-wrap items-center gap-2">
                  <Checkbox
                    aria-label={ADMIN_REVIEWS.bulk.select(review.reviewerName)}
                    checked={selected.has(review.id)}
                    onCheckedChange={(checked) =>
                      setSelected((current) => {
                        const next = new Set(current);
                        if (checked === true) next.add(review.id);
                        else next.delete(review.id);
                        return next;
                      })
                    }
                  />
                  <h2 className="font-semibold break-words">{review.reviewerName}</h2>
                  {review.submittedByUser ? <Badge variant="secondary">{ADMIN_REVIEWS.customerBadge}</Badge> : null}
                  <Stars rating={review.starRating} />
                  <div className="ml-auto flex items-center gap-1">
                    <Switch
                      checked={review.isActive}
                      aria-label={ADMIN_REVIEWS.toggleLabel(review.reviewerName)}
                      onCheckedChange={(checked) => handleToggle(review, checked)}
                    />
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`${ADMIN_REVIEWS.edit} ${review.reviewerName}`}
                      onClick={() => setEditing({ review })}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`${ADMIN_REVIEWS.delete} ${review.reviewerName}`}
                      onClick={() => handleDelete(review)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </div>
                <p className="text-sm break-words whitespace-pre-line">{review.reviewText}</p>
                <p className="text-muted-foreground flex flex-wrap gap-x-3 text-xs">
                  <span>{ADMIN_REVIEWS.order(review.displayOrder)}</span>
                  <span>{review.isActive ? ADMIN_REVIEWS.statusActive : ADMIN_REVIEWS.statusInactive}</span>
                  <span>{ADMIN_REVIEWS.created(new Date(review.createdAt).toLocaleDateString())}</span>
                </p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      {data ? (
        <ListPager page={params.page} pageSize={params.pageSize} total={data.total} onChange={(c) => setParams(c)} />
      ) : null}
      <ReviewFormDialog
        open={editing !== null}
        review={editing?.review ?? null}
        defaultOrder={counters?.all ?? 0}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
