import { zodResolver } from "@hookform/resolvers/zod";
import { Star } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { ApiClientError } from "@/client/lib/api-client";
import { applyFieldErrors } from "@/client/lib/form-errors";
import { showToast } from "@/client/lib/toast";
import { cn } from "@/client/lib/utils";
import { REVIEW_TEXT_MAX } from "@/shared/constants";
import { REVIEW_FORM } from "@/shared/messages/public-site";
import { type ReviewSubmission, reviewSubmissionSchema } from "@/shared/schemas/reviews";
import { useSubmitReview } from "../api/landing-api";

type FormValues = { reviewerName: string; reviewText: string; starRating: number; website: string };

function StarPicker({
  value,
  onChange,
  invalid,
}: {
  value: number;
  onChange: (value: number) => void;
  invalid: boolean;
}) {
  const name = useId();
  return (
    <fieldset aria-invalid={invalid || undefined}>
      <legend className="mb-2 text-sm font-medium">{REVIEW_FORM.rating}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <span className="sr-only">{`${star} star${star === 1 ? "" : "s"}`}</span>
            <Star
              aria-hidden
              className={cn(
                "size-8 transition-colors",
                star <= value ? "fill-amber-400 text-amber-400" : "text-muted-foreground/50",
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The review form: validated as the spec says, stored for moderation by the server. */
export function ReviewForm() {
  const [submitted, setSubmitted] = useState(false);
  const formId = useId();
  const form = useForm<FormValues>({
    resolver: zodResolver(reviewSubmissionSchema) as never,
    defaultValues: { reviewerName: "", reviewText: "", starRating: 0, website: "" },
    // Focus goes to the 'Validation Error' summary instead (below), which lists every problem.
    shouldFocusError: false,
  });
  const mutation = useSubmitReview({
    onSuccess: () => {
      showToast(REVIEW_FORM.success);
      setSubmitted(true);
      form.reset();
    },
    onError: (error) => {
      if (applyFieldErrors(error, form.setError, ["reviewerName", "reviewText", "starRating"])) return;
      const message = error instanceof ApiClientError && error.status < 500 ? error.message : REVIEW_FORM.genericError;
      showToast({ title: "Error", description: message, variant: "destructive" });
    },
  });
  const errors = form.formState.errors;
  const messages = [errors.reviewerName?.message, errors.reviewText?.message, errors.starRating?.message].filter(
    Boolean,
  );
  const textLength = form.watch("reviewText").length;
  // After a refused Submit the summary may be off-screen on a phone: take the reader to it.
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const submitCount = form.formState.submitCount;
  const hasErrors = messages.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per submit attempt, not on each keystroke's errors.
  useEffect(() => {
    if (submitCount > 0 && hasErrors) summaryRef.current?.focus();
  }, [submitCount]);

  return (
    <div className="mt-6 rounded-xl border bg-card p-6 shadow-sm">
      {submitted ? (
        <div className="grid gap-4 text-center" role="status">
          <p className="text-lg font-medium">{REVIEW_FORM.thanks}</p>
          <Button variant="secondary" onClick={() => setSubmitted(false)}>
            {REVIEW_FORM.another}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => mutation.mutate(values as ReviewSubmission))}
        >
          <h3 className="text-xl font-semibold">{REVIEW_FORM.title}</h3>
          {messages.length > 0 ? (
            <div
              ref={summaryRef}
              tabIndex={-1}
              role="alert"
              className="border-destructive/40 bg-destructive/5 scroll-mt-20 rounded-md border p-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <p className="text-destructive font-semibold">{REVIEW_FORM.validationTitle}</p>
              <ul className="text-destructive mt-1 list-disc pl-5">
                {messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="grid gap-2">
            <Label htmlFor={`${formId}-name`}>{REVIEW_FORM.name}</Label>
            <Input
              id={`${formId}-name`}
              autoComplete="name"
              maxLength={120}
              aria-invalid={errors.reviewerName ? true : undefined}
              {...form.register("reviewerName")}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${formId}-text`}>{REVIEW_FORM.text}</Label>
            <textarea
              id={`${formId}-text`}
              rows={4}
              aria-invalid={errors.reviewText ? true : undefined}
              aria-describedby={`${formId}-count`}
              className="border-input focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:border-destructive min-h-24 w-full rounded-md border bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-[3px] md:text-sm"
              {...form.register("reviewText")}
            />
            <p
              id={`${formId}-count`}
              className={cn(
                "text-right text-xs",
                textLength > REVIEW_TEXT_MAX ? "text-destructive" : "text-muted-foreground",
              )}
            >
              {REVIEW_FORM.remaining(Math.max(0, REVIEW_TEXT_MAX - textLength))}
            </p>
          </div>
          <Controller
            control={form.control}
            name="starRating"
            render={({ field }) => (
              <StarPicker value={field.value} onChange={field.onChange} invalid={Boolean(errors.starRating)} />
            )}
          />
          {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
          <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label>
              Website
              <input type="text" tabIndex={-1} autoComplete="off" {...form.register("website")} />
            </label>
          </div>
          <Button type="submit" size="lg" disabled={mutation.isPending}>
            {mutation.isPending ? REVIEW_FORM.submitting : REVIEW_FORM.submit}
          </Button>
        </form>
      )}
    </div>
  );
}
