import { useEffect, useState } from "react";
import { FormField, issuesToFields, selectClass, textareaClass } from "@/client/components/admin/form-field";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Switch } from "@/client/components/ui/switch";
import { ApiClientError } from "@/client/lib/api-client";
import { showToast } from "@/client/lib/toast";
import { STAR_CHOICES } from "@/shared/constants";
import { ADMIN_ERROR_TITLE } from "@/shared/messages/admin";
import { ADMIN_REVIEWS } from "@/shared/messages/admin-curation";
import { type AdminReview, reviewInputSchema } from "@/shared/schemas/admin-reviews";
import { useSaveReview } from "../api/reviews-api";

const F = ADMIN_REVIEWS.fields;

type Draft = { reviewerName: string; reviewText: string; starRating: string; displayOrder: string; isActive: boolean };

function draftOf(review: AdminReview | null, defaultOrder: number): Draft {
  return review
    ? {
        reviewerName: review.reviewerName,
        reviewText: review.reviewText,
        starRating: String(review.starRating),
        displayOrder: String(review.displayOrder),
        isActive: review.isActive,
      }
    : { reviewerName: "", reviewText: "", starRating: "5", displayOrder: String(defaultOrder), isActive: true };
}

/** Add or edit a review; a new one defaults to 5 stars, active, display order = the current count. */
export function ReviewFormDialog({
  open,
  review,
  defaultOrder,
  onClose,
}: {
  open: boolean;
  review: AdminReview | null;
  defaultOrder: number;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(review, defaultOrder));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveReview();
  useEffect(() => {
    if (open) {
      setDraft(draftOf(review, defaultOrder));
      setErrors({});
    }
  }, [open, review, defaultOrder]);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = reviewInputSchema.safeParse({
      ...draft,
      displayOrder: draft.displayOrder.trim() === "" ? undefined : draft.displayOrder,
    });
    if (!parsed.success) return setErrors(issuesToFields(parsed.error.issues));
    setErrors({});
    save.mutate(
      { id: review?.id ?? null, values: parsed.data },
      {
        onSuccess: () => {
          void showToast({ title: review ? ADMIN_REVIEWS.toasts.updated : ADMIN_REVIEWS.toasts.created });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiClientError && error.fields) setErrors(error.fields);
          void showToast({
            title: ADMIN_ERROR_TITLE,
            description: ADMIN_REVIEWS.toasts.saveFailed,
            variant: "destructive",
          });
        },
      },
    );
  }

  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{review ? ADMIN_REVIEWS.editTitle : ADMIN_REVIEWS.addTitle}</DialogTitle>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
          <FormField id="review-name" label={F.reviewerName} error={errors.reviewerName}>
            <Input
              id="review-name"
              value={draft.reviewerName}
              onChange={(e) => set({ reviewerName: e.target.value })}
              aria-invalid={Boolean(errors.reviewerName)}
            />
          </FormField>
          <FormField id="review-text" label={F.reviewText} error={errors.reviewText}>
            <textarea
              id="review-text"
              className={textareaClass}
              value={draft.reviewText}
              onChange={(e) => set({ reviewText: e.target.value })}
              aria-invalid={Boolean(errors.reviewText)}
            />
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField id="review-rating" label={F.starRating} error={errors.starRating}>
              <select
                id="review-rating"
                className={selectClass}
                value={draft.starRating}
                onChange={(e) => set({ starRating: e.target.value })}
              >
                {STAR_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="review-order" label={F.displayOrder} error={errors.displayOrder}>
              <Input
                id="review-order"
                type="number"
                min={0}
                value={draft.displayOrder}
                onChange={(e) => set({ displayOrder: e.target.value })}
                aria-invalid={Boolean(errors.displayOrder)}
              />
            </FormField>
          </div>
          <div className="flex items-center gap-2">
            <Switch id="review-active" checked={draft.isActive} onCheckedChange={(isActive) => set({ isActive })} />
            <Label htmlFor="review-active">{F.isActive}</Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {ADMIN_REVIEWS.cancel}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? ADMIN_REVIEWS.saving : ADMIN_REVIEWS.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
